/**
 * A farm's part of an order (decision 035): the moves a member makes on the lines of its farm, and
 * the order's own status following its farms through the one lifecycle
 * (server/orders/order-lifecycle.ts). The market is a hub (decision 017): an order of three farms
 * is confirmed when the three have accepted, packed when the three have packed, and goes out (to
 * the shopper or the pickup point) when the three have handed their produce over. A farm that
 * declines, or whose every line is unavailable, leaves the order; when no farm is left, the order
 * is cancelled (its stock and time window given back by the lifecycle). A line out of a paid order
 * is credited to the shopper (server/payments/credit.ts); the lifecycle refunds the rest on cancel.
 */
import { sql } from 'drizzle-orm'
import type { Fulfilment, OrderStatus } from '../../src/api/cart-contract'
import type { PartMoveInput, PartStatus } from '../../src/api/partner-contract'
import { rows, type Tx } from '../cart/cart-sql'
import { ApiError } from '../lib/http'
import { moveOrder, nextStatuses } from '../orders/order-lifecycle'
import { creditUnavailableLine } from '../payments/credit'

/** The part steps in order; `declined` is out of the order. */
const RANK: Record<Exclude<PartStatus, 'declined'>, number> = { placed: 0, confirmed: 1, packed: 2, 'handed-over': 3 }
/** Where a part may go from each step. */
const PART_NEXT: Record<PartStatus, readonly PartStatus[]> = {
  placed: ['confirmed', 'declined'],
  confirmed: ['packed', 'declined'],
  packed: ['handed-over'],
  'handed-over': [],
  declined: [],
}
/** The order's status once every farm still in it has reached a step. */
const ORDER_AT: Record<number, (fulfilment: Fulfilment) => OrderStatus> = {
  1: () => 'confirmed',
  2: () => 'packed',
  3: (f) => (f === 'delivery' ? 'out-for-delivery' : 'ready-for-pickup'),
}
const ORDER_RANK: Partial<Record<OrderStatus, number>> = { placed: 0, confirmed: 1, packed: 2, 'out-for-delivery': 3, 'ready-for-pickup': 3 }

interface OrderRow {
  status: OrderStatus
  fulfilment: Fulfilment
}

/** The order, locked for this transaction; 404 when the farm has no line in it (no enumeration). */
export async function lockOrder(tx: Tx, orderId: string, farmerId: string): Promise<OrderRow> {
  const [order] = await rows<OrderRow>(
    tx,
    sql`SELECT o.status, o.fulfilment FROM orders o
        WHERE o.id = ${orderId} AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.farmer_id = ${farmerId})
        FOR UPDATE OF o`,
  )
  if (!order) throw new ApiError(404, 'not_found', `No order ${orderId} here`)
  return order
}

export async function partOf(tx: Tx, orderId: string, farmerId: string): Promise<PartStatus> {
  const [row] = await rows<{ status: PartStatus }>(tx, sql`SELECT status FROM order_parts WHERE order_id = ${orderId} AND farmer_id = ${farmerId}`)
  return row?.status ?? 'placed'
}

async function setPart(tx: Tx, orderId: string, farmerId: string, status: PartStatus, byUserId: string, reason = ''): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_parts (order_id, farmer_id, status, reason, by_user_id) VALUES (${orderId}, ${farmerId}, ${status}, ${reason}, ${byUserId})
        ON CONFLICT (order_id, farmer_id) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason, by_user_id = EXCLUDED.by_user_id, updated_at = now()`,
  )
}

export function changed(order: OrderRow, part: PartStatus, message: string): ApiError {
  return new ApiError(409, 'order_changed', message, [{ field: 'status', code: 'order_changed', message, params: { status: order.status, part } }])
}

/**
 * Moves the order on as far as its farms allow, one lifecycle step at a time (each a history row);
 * answers the statuses it reached (the caller e-mails the shopper the last one).
 */
async function followFarms(tx: Tx, orderId: string, byUserId: string): Promise<OrderStatus[]> {
  const [order] = await rows<OrderRow>(tx, sql`SELECT status, fulfilment FROM orders WHERE id = ${orderId}`)
  if (!order || order.status === 'cancelled') return []
  // Each farm still in the order (a line still available, not declined) and its step.
  const farms = await rows<{ status: PartStatus }>(
    tx,
    sql`SELECT coalesce(p.status, 'placed') AS status
        FROM (SELECT DISTINCT farmer_id FROM order_lines WHERE order_id = ${orderId} AND unavailable_at IS NULL) f
        LEFT JOIN order_parts p ON p.order_id = ${orderId} AND p.farmer_id = f.farmer_id`,
  )
  const staying = farms.filter((f) => f.status !== 'declined')
  const reached: OrderStatus[] = []
  if (!staying.length) {
    if (nextStatuses(order.status, order.fulfilment).includes('cancelled')) {
      await moveOrder(tx, { orderId, to: 'cancelled', byUserId, asShopper: false })
      reached.push('cancelled')
    }
    return reached
  }
  const target = Math.min(...staying.map((f) => RANK[f.status as Exclude<PartStatus, 'declined'>]))
  let current: OrderStatus = order.status
  for (let step = (ORDER_RANK[current] ?? 99) + 1; step <= target; step++) {
    const to = ORDER_AT[step]!(order.fulfilment)
    if (!nextStatuses(current, order.fulfilment).includes(to)) break
    await moveOrder(tx, { orderId, to, byUserId, asShopper: false })
    reached.push(to)
    current = to
  }
  return reached
}

export interface PartMoveResult {
  /** The order statuses this move reached (to e-mail the shopper), in order. */
  reached: OrderStatus[]
}

/** A member's move on its farm's part of an order (see the contract: src/api/partner-contract.ts). */
export async function movePart(tx: Tx, farmerId: string, orderId: string, input: PartMoveInput, byUserId: string): Promise<PartMoveResult> {
  const order = await lockOrder(tx, orderId, farmerId)
  const part = await partOf(tx, orderId, farmerId)
  // A digital order is delivered by its payment (decision 050): its creator has nothing to do.
  if (order.fulfilment === 'digital') throw changed(order, part, 'A digital order is delivered to the account once paid')
  if (input.to === 'delivered') {
    const delivered: OrderStatus = order.fulfilment === 'delivery' ? 'delivered' : 'collected'
    if (order.status === delivered) return { reached: [] } // a replay
    const [{ others } = { others: 0 }] = await rows<{ others: number }>(tx, sql`SELECT count(*)::int AS others FROM order_lines WHERE order_id = ${orderId} AND farmer_id <> ${farmerId}`)
    if (others > 0) throw new ApiError(409, 'conflict', 'The market hands over an order of several farms', [{ field: 'to', code: 'several_farms', message: 'The market hands this order over' }])
    if (!nextStatuses(order.status, order.fulfilment).includes(delivered)) throw changed(order, part, `A ${order.fulfilment} order that is ${order.status} cannot be ${delivered}`)
    await moveOrder(tx, { orderId, to: delivered, byUserId, asShopper: false })
    return { reached: [delivered] }
  }
  const to: PartStatus = input.to
  if (part === to) return { reached: [] } // the same move again: an outbox replay after a lost answer
  if (order.status === 'cancelled') throw changed(order, part, 'The order was cancelled')
  if (input.from !== undefined && input.from !== part) throw changed(order, part, `The order's part is ${part} now, not ${input.from}`)
  if (!PART_NEXT[part].includes(to)) throw changed(order, part, `A part that is ${part} cannot become ${to}`)
  await setPart(tx, orderId, farmerId, to, byUserId, to === 'declined' ? (input.reason ?? '') : '')
  if (to === 'declined') {
    // Its lines leave the order's total, and their stock goes back to the farm.
    const lines = await rows<{ produceId: string }>(tx, sql`SELECT produce_id AS "produceId" FROM order_lines WHERE order_id = ${orderId} AND farmer_id = ${farmerId} AND unavailable_at IS NULL`)
    for (const line of lines) await dropLine(tx, orderId, line.produceId)
  }
  return { reached: await followFarms(tx, orderId, byUserId) }
}

/** A line out of its order: marked, its total off the order's (and to the shopper's credit when paid), its reserved stock back on the shelf. */
async function dropLine(tx: Tx, orderId: string, produceId: string): Promise<void> {
  await creditUnavailableLine(tx, orderId, produceId)
  await tx.execute(
    // Every line of the produce: a meal with two sets of options is two lines (decision 048).
    sql`UPDATE orders o SET subtotal = o.subtotal - l.due, total = o.total - l.due, updated_at = now()
        FROM (SELECT coalesce(sum(line_total), 0)::int AS due FROM order_lines WHERE order_id = ${orderId} AND produce_id = ${produceId}) l
        WHERE o.id = ${orderId}`,
  )
  await tx.execute(
    sql`UPDATE produces p SET stock = p.stock + l.reserved, updated_at = now()
        FROM (SELECT sum(reserved)::int AS reserved FROM order_lines WHERE order_id = ${orderId} AND produce_id = ${produceId}) l
        WHERE p.id = ${produceId} AND p.stock IS NOT NULL AND l.reserved > 0`,
  )
  await tx.execute(sql`UPDATE order_lines SET unavailable_at = now(), reserved = 0 WHERE order_id = ${orderId} AND produce_id = ${produceId}`)
}

export interface UnavailableResult extends PartMoveResult {
  /** False when the line was already out (a replay): nothing to tell the shopper. */
  changed: boolean
}

/** The farm cannot supply one of its lines: the shopper's total is lowered; a farm left with no line leaves the order. */
export async function lineUnavailable(tx: Tx, farmerId: string, orderId: string, produceId: string, byUserId: string): Promise<UnavailableResult> {
  const order = await lockOrder(tx, orderId, farmerId)
  const part = await partOf(tx, orderId, farmerId)
  const [line] = await rows<{ unavailable: boolean; fulfilled: boolean }>(
    tx,
    sql`SELECT bool_or(unavailable_at IS NOT NULL) AS unavailable, bool_or(fulfilment IS NOT NULL) AS fulfilled
        FROM order_lines WHERE order_id = ${orderId} AND produce_id = ${produceId} AND farmer_id = ${farmerId} HAVING count(*) > 0`,
  )
  if (!line) throw new ApiError(404, 'not_found', `No line ${produceId} of this farm in order ${orderId}`)
  if (line.unavailable) return { changed: false, reached: [] }
  // A grocery line already packed or substituted (decision 048) is in the bag: it is no longer missing.
  if (line.fulfilled) throw changed(order, part, `The line ${produceId} is already packed or substituted`)
  if (order.status === 'cancelled' || (part !== 'placed' && part !== 'confirmed')) throw changed(order, part, `A line can no longer be taken out of an order that is ${order.status} (${part} here)`)
  await dropLine(tx, orderId, produceId)
  const [{ remaining } = { remaining: 0 }] = await rows<{ remaining: number }>(
    tx,
    sql`SELECT count(*)::int AS remaining FROM order_lines WHERE order_id = ${orderId} AND farmer_id = ${farmerId} AND unavailable_at IS NULL`,
  )
  if (remaining === 0) await setPart(tx, orderId, farmerId, 'declined', byUserId, '')
  return { changed: true, reached: await followFarms(tx, orderId, byUserId) }
}
