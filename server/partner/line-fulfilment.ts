/**
 * A store fulfils a grocery line in the portal (decision 048): packed, or substituted. (Missing on
 * the day is the line-unavailable path of order-parts.ts: the line leaves the order, refunded.)
 *
 * - Packed: a line sold by weight is settled on its packed weight at its price per kg, never above
 *   what the shopper was charged (the estimate plus the margin they accepted); any other line costs
 *   what it cost.
 * - Substituted: only as the shopper allowed (a similar item, or the item they named; a line whose
 *   shopper asked for a refund is not substituted), by a listing of the same store, priced at the
 *   substitute's current price up to what the line cost.
 *
 * What the line costs less than it was charged comes off the order's total and, for a paid order,
 * goes to the shopper's credit (`line_settled`, once per line): refunds only, never a second charge.
 * A line is fulfilled once; the same call again (an outbox replay) changes nothing.
 */
import { sql } from 'drizzle-orm'
import type { LineFulfilment } from '../../src/api/cart-contract'
import { DEFAULT_SUBSTITUTION, settleSubstitute, settleWeighed, type OrderLineChoices } from '../../src/api/line-choices-contract'
import type { LineFulfilInput } from '../../src/api/partner-contract'
import { rows, type Tx } from '../cart/cart-sql'
import { produceFacts } from '../cart/cart-store'
import { unitPriceOf } from '../cart/line-choices'
import { ApiError } from '../lib/http'
import { creditLine } from '../payments/credit'
import type { Lang } from '../seed/seed-types'
import { changed, lockOrder, partOf } from './order-parts'

const conflict = (field: string, code: string, message: string, params?: Record<string, string | number>) =>
  new ApiError(409, 'conflict', message, [{ field, code, message, ...(params ? { params } : {}) }])

export async function fulfilLine(tx: Tx, farmerId: string, orderId: string, produceId: string, input: LineFulfilInput, lang: Lang): Promise<{ changed: boolean }> {
  const order = await lockOrder(tx, orderId, farmerId)
  const part = await partOf(tx, orderId, farmerId)
  const [line] = await rows<{ line_key: string; quantity: number; line_total: number; choices: OrderLineChoices | null; fulfilment: LineFulfilment | null; unavailable: boolean; store_id: string }>(
    tx,
    sql`SELECT l.line_key, l.quantity::float8 AS quantity, l.line_total, l.choices, l.fulfilment, l.unavailable_at IS NOT NULL AS unavailable, o.store_id
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ${orderId} AND l.line_key = ${produceId} AND l.farmer_id = ${farmerId}`,
  )
  if (!line) throw new ApiError(404, 'not_found', `No line ${produceId} of this store in order ${orderId}`)
  if (line.unavailable) throw conflict('produceId', 'line_missing', 'This line was marked missing and refunded')
  if (line.fulfilment) {
    if (sameFulfilment(line.fulfilment, input)) return { changed: false }
    throw conflict('produceId', 'already_fulfilled', `This line is already ${line.fulfilment.kind}`)
  }
  if (order.status === 'cancelled' || (part !== 'placed' && part !== 'confirmed')) throw changed(order, part, `A line can no longer be packed in an order that is ${order.status} (${part} here)`)
  const weighed = line.choices?.weighed ?? null

  let fulfilment: LineFulfilment
  if (input.kind === 'packed') {
    if (weighed && input.packedKg === undefined) {
      throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'packedKg', code: 'required', message: 'Weigh the line: it is sold by weight' }])
    }
    const settledTotal = weighed ? settleWeighed(weighed.pricePerKg, input.packedKg!, line.line_total) : line.line_total
    fulfilment = { kind: 'packed', packedKg: weighed ? input.packedKg! : null, settledTotal }
  } else {
    const wanted = line.choices?.substitution ?? DEFAULT_SUBSTITUTION
    if (wanted.kind === 'refund') throw conflict('listingId', 'substitution_refused', 'The shopper asked for a refund, not a substitute: mark the line missing')
    if (wanted.kind === 'named' && wanted.listingId !== input.listingId) {
      throw conflict('listingId', 'not_the_named_item', 'The shopper named another item as the substitute', { listingId: wanted.listingId })
    }
    if (input.listingId === produceId) throw conflict('listingId', 'same_listing', 'A substitute is another item')
    const sub = (await produceFacts(tx, [input.listingId], lang)).get(input.listingId)
    if (!sub || sub.withdrawn || sub.storeId !== line.store_id || sub.service !== 'grocery') {
      throw new ApiError(404, 'not_found', `No listing ${input.listingId} at this store`, [{ field: 'listingId', code: 'not_found', message: `No listing ${input.listingId} at this store` }])
    }
    fulfilment = { kind: 'substituted', listingId: sub.id, name: sub.name, settledTotal: settleSubstitute(unitPriceOf(sub, null), line.quantity, line.line_total) }
  }

  const back = line.line_total - fulfilment.settledTotal
  await tx.execute(
    sql`UPDATE order_lines SET fulfilment = ${JSON.stringify(fulfilment)}::jsonb, settled_total = ${fulfilment.settledTotal}
        WHERE order_id = ${orderId} AND line_key = ${line.line_key}`,
  )
  await tx.execute(sql`UPDATE orders SET subtotal = subtotal - ${back}, total = total - ${back}, updated_at = now() WHERE id = ${orderId}`)
  await creditLine(tx, orderId, line.line_key, back, 'line_settled')
  return { changed: true }
}

function sameFulfilment(done: LineFulfilment, input: LineFulfilInput): boolean {
  if (done.kind === 'packed' && input.kind === 'packed') return (done.packedKg ?? undefined) === input.packedKg || done.packedKg === null
  return done.kind === 'substituted' && input.kind === 'substituted' && done.listingId === input.listingId
}
