/**
 * The order status lifecycle (decision 022): placed → confirmed → packed, then for a delivery
 * out-for-delivery → delivered, for a pickup ready-for-pickup → collected; cancelled from placed,
 * confirmed, packed, or a pickup left ready and never collected. The shopper may cancel only while
 * `placed`; an admin moves orders on. Every move adds a timestamped history row; a cancellation
 * gives the reserved stock and the order's place in its time window back, and a paid order's money
 * to the shopper's credit (server/payments/credit.ts), in the same transaction as the status change
 * (and the e-mail that tells the shopper: orders.routes.ts). Every path to `cancelled` (the shopper,
 * the market's moves, the console, the portal's last farm out) passes here.
 */
import { sql } from 'drizzle-orm'
import type { Fulfilment, OrderStatus } from '../../src/api/cart-contract'
import { rows, type Tx } from '../cart/cart-sql'
import { ApiError } from '../lib/http'
import { refundToCredit } from '../payments/credit'

/**
 * A digital order (decision 050) is delivered by its payment (server/cookbook/digital-books.ts),
 * never by a move: until paid it can only be cancelled.
 */
const NEXT: Readonly<Record<OrderStatus, Readonly<Record<Fulfilment, readonly OrderStatus[]>>>> = {
  placed: { delivery: ['confirmed', 'cancelled'], pickup: ['confirmed', 'cancelled'], digital: ['cancelled'] },
  confirmed: { delivery: ['packed', 'cancelled'], pickup: ['packed', 'cancelled'], digital: [] },
  packed: { delivery: ['out-for-delivery', 'cancelled'], pickup: ['ready-for-pickup', 'cancelled'], digital: [] },
  'out-for-delivery': { delivery: ['delivered'], pickup: [], digital: [] },
  'ready-for-pickup': { delivery: [], pickup: ['collected', 'cancelled'], digital: [] },
  delivered: { delivery: [], pickup: [], digital: [] },
  collected: { delivery: [], pickup: [], digital: [] },
  cancelled: { delivery: [], pickup: [], digital: [] },
}

/** Where an order of this kind may go from `from`. */
export function nextStatuses(from: OrderStatus, fulfilment: Fulfilment): readonly OrderStatus[] {
  return NEXT[from][fulfilment]
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
  const [order] = await rows<{ status: OrderStatus; fulfilment: Fulfilment }>(
    tx,
    move.asShopper
      ? sql`SELECT status, fulfilment FROM orders WHERE id = ${move.orderId} AND user_id = ${move.byUserId} FOR UPDATE`
      : sql`SELECT status, fulfilment FROM orders WHERE id = ${move.orderId} FOR UPDATE`,
  )
  if (!order) throw new ApiError(404, 'not_found', `No order ${move.orderId}`)
  const from = order.status
  // A retried cancellation (its first answer lost on a bad link) is answered, not refused.
  if (move.asShopper && move.to === 'cancelled' && from === 'cancelled') return false
  const allowed = move.asShopper ? (from === 'placed' ? ['cancelled'] : []) : nextStatuses(from, order.fulfilment)
  if (!allowed.includes(move.to)) {
    const message = move.asShopper
      ? `This order is ${from} and can no longer be cancelled here: contact the market`
      : `A ${order.fulfilment} order that is ${from} cannot become ${move.to}${allowed.length ? ` (next: ${allowed.join(' or ')})` : ''}`
    throw new ApiError(409, 'conflict', message, [{ field: 'status', code: 'invalid_transition', message, params: { from, to: move.to, fulfilment: order.fulfilment } }])
  }
  if (move.to === 'cancelled') {
    // Its place in the time window goes back to the day's other shoppers.
    await tx.execute(
      sql`UPDATE slot_bookings b SET booked = b.booked - 1
          FROM orders o
          WHERE o.id = ${move.orderId} AND o.slot_window IS NOT NULL AND b.day = o.delivery_day AND b.window_id = o.slot_window->>'id'
            AND b.location_id = coalesce(o.pickup_location->>'id', o.address->>'locationId') AND b.booked > 0`,
    )
    // Its meals' portions of the day go back to the kitchen's other shoppers (decision 048; checkout.ts `takePortions`).
    await tx.execute(
      sql`UPDATE slot_bookings b SET booked = greatest(0, b.booked - l.portions)
          FROM (SELECT 'portions:' || produce_id AS location_id, sum(ceil(quantity))::int AS portions FROM order_lines WHERE order_id = ${move.orderId} GROUP BY produce_id) l, orders o
          WHERE o.id = ${move.orderId} AND b.location_id = l.location_id AND b.day = o.delivery_day AND b.window_id = 'day'`,
    )
    await tx.execute(
      sql`UPDATE produces p SET stock = p.stock + l.reserved, updated_at = now()
          FROM (SELECT produce_id, reserved FROM order_lines WHERE order_id = ${move.orderId} AND reserved > 0 ORDER BY produce_id) l
          WHERE p.id = l.produce_id AND p.stock IS NOT NULL`,
    )
  }
  await tx.execute(sql`UPDATE orders SET status = ${move.to}, updated_at = now() WHERE id = ${move.orderId}`)
  await tx.execute(sql`INSERT INTO order_status_history (order_id, status, by_user_id) VALUES (${move.orderId}, ${move.to}, ${move.byUserId})`)
  if (move.to === 'cancelled') await refundToCredit(tx, move.orderId)
  return true
}
