/**
 * The order status lifecycle: placed → confirmed → out-for-delivery → delivered, or cancelled
 * from placed or confirmed. The shopper may cancel only while `placed`; an admin moves orders on.
 * Every move adds a history row; a cancellation gives the reserved stock and the order's place in
 * its time window back, in the same transaction as the status change.
 */
import { sql } from 'drizzle-orm'
import type { OrderStatus } from '../../src/api/cart-contract'
import { rows, type Tx } from '../cart/cart-sql'
import { ApiError } from '../lib/http'

export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['out-for-delivery', 'cancelled'],
  'out-for-delivery': ['delivered'],
  delivered: [],
  cancelled: [],
}

export interface Move {
  orderId: string
  to: OrderStatus
  /** Who asks. */
  byUserId: string
  /** The shopper's own cancellation: limited to their orders and to `placed`. */
  asShopper: boolean
}

/** Moves an order; answers false when nothing had to change (a repeated shopper cancellation). */
export async function moveOrder(tx: Tx, move: Move): Promise<boolean> {
  const [order] = await rows<{ status: OrderStatus }>(
    tx,
    move.asShopper ? sql`SELECT status FROM orders WHERE id = ${move.orderId} AND user_id = ${move.byUserId} FOR UPDATE` : sql`SELECT status FROM orders WHERE id = ${move.orderId} FOR UPDATE`,
  )
  if (!order) throw new ApiError(404, 'not_found', `No order ${move.orderId}`)
  const from = order.status
  // A retried cancellation (its first answer lost on a bad link) is answered, not refused.
  if (move.asShopper && move.to === 'cancelled' && from === 'cancelled') return false
  const allowed = move.asShopper ? (from === 'placed' ? ['cancelled'] : []) : NEXT_STATUSES[from]
  if (!allowed.includes(move.to)) {
    const message = move.asShopper ? `This order is ${from} and can no longer be cancelled here: contact the market` : `An order that is ${from} cannot become ${move.to}`
    throw new ApiError(409, 'conflict', message, [{ field: 'status', code: 'invalid_transition', message, params: { from, to: move.to } }])
  }
  if (move.to === 'cancelled') {
    // Its place in the time window goes back to the day's other shoppers.
    await tx.execute(
      sql`UPDATE slot_bookings b SET booked = b.booked - 1
          FROM orders o
          WHERE o.id = ${move.orderId} AND o.slot_window IS NOT NULL AND b.day = o.delivery_day AND b.window_id = o.slot_window->>'id'
            AND b.location_id = coalesce(o.pickup_location->>'id', o.address->>'locationId') AND b.booked > 0`,
    )
    await tx.execute(
      sql`UPDATE produces p SET stock = p.stock + l.reserved, updated_at = now()
          FROM (SELECT produce_id, reserved FROM order_lines WHERE order_id = ${move.orderId} AND reserved > 0 ORDER BY produce_id) l
          WHERE p.id = l.produce_id AND p.stock IS NOT NULL`,
    )
  }
  await tx.execute(sql`UPDATE orders SET status = ${move.to}, updated_at = now() WHERE id = ${move.orderId}`)
  await tx.execute(sql`INSERT INTO order_status_history (order_id, status, by_user_id) VALUES (${move.orderId}, ${move.to}, ${move.byUserId})`)
  return true
}
