/**
 * A grocer fulfils its lines in the portal (decision 048): a weighed line settles on its packed
 * weight, never above what was charged; a substitute is recorded and priced up to the line's price,
 * only as the shopper allowed; a missing line is refunded by the line-unavailable path. What a line
 * costs less comes off the order and, when paid, goes to the shopper's credit, once.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, Order } from '../../src/api/cart-contract'
import type { PartnerOrder } from '../../src/api/partner-contract'
import type { CreditBalance } from '../../src/api/payments-contract'
import { addMember } from '../access/access.fixtures'
import { rows } from '../cart/cart-sql'
import { createChoicesTestApp, GROCER } from '../cart/line-choices.fixtures'
import { markPaid, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'

let t: CommerceTestApp
let sipho: Shopper

beforeAll(async () => {
  t = await createChoicesTestApp()
  sipho = await t.shopper()
  await addMember(t.db, GROCER, sipho.id, 'owner')
})
afterAll(() => t.close())

/** A grocery order of `lines` (with their choices), paid when asked (as the payments would mark it). */
async function groceryOrder(who: Shopper, lines: { produceId: string; quantity: number; choices?: unknown }[], paid = false): Promise<Order> {
  for (const line of lines) {
    const res = await t.api<Cart>(who, 'POST', '/api/cart/grocery/ops', { op: 'set', ...line }, { 'Idempotency-Key': t.newKey() })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  const day = (await t.api<{ deliveryDays: string[] }>(who, 'GET', '/api/cart/grocery/checkout-options')).body.data.deliveryDays[0]!
  const input = await withConfirmed(t, who, { vertical: 'grocery', fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: day, payment: { kind: 'cash' } })
  const res = await t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey() })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const order = res.body.data
  if (paid) await markPaid(t.db, order, 'mpesa')
  return order
}

const fulfil = (orderId: string, produceId: string, body: unknown) => t.api<PartnerOrder>(sipho, 'POST', `/api/partner/${GROCER}/orders/${orderId}/lines/${produceId}/fulfil`, body)
const credits = async (who: Shopper) => (await t.api<CreditBalance[]>(who, 'GET', '/api/credits')).body.data
const totalOf = async (orderId: string) => (await rows<{ total: number; subtotal: number }>(t.db, sql`SELECT total, subtotal FROM orders WHERE id = ${orderId}`))[0]!

test('a weighed line settles on its packed weight: less than estimated is refunded to credit, more is capped at what was charged', async () => {
  const amina = await t.shopper()
  // Two units of tomatoes, about 1.2 kg each at 2000 a kg: charged 2 × 2640 (the estimate and its 10 %).
  const order = await groceryOrder(amina, [{ produceId: 'tomatoes', quantity: 2 }], true)
  expect(order.lines[0]).toMatchObject({ lineTotal: 5280, weighed: { estimate: 2400 } })
  expect((await fulfil(order.id, 'tomatoes', { kind: 'packed' })).body.errors).toEqual([expect.objectContaining({ field: 'packedKg', code: 'required' })])
  const res = await fulfil(order.id, 'tomatoes', { kind: 'packed', packedKg: 2.2 })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  // 2.2 kg cost 4400: 880 back.
  expect(res.body.data.lines[0]).toMatchObject({ fulfilment: { kind: 'packed', packedKg: 2.2, settledTotal: 4400 }, lineTotal: 4400 })
  expect(await totalOf(order.id)).toMatchObject({ subtotal: 4400 })
  expect(await credits(amina)).toEqual([expect.objectContaining({ currency: 'ZAR', amount: 880 })])
  // The same call again (an outbox replay) changes nothing; another one is refused.
  expect((await fulfil(order.id, 'tomatoes', { kind: 'packed', packedKg: 2.2 })).status).toBe(200)
  expect((await fulfil(order.id, 'tomatoes', { kind: 'packed', packedKg: 3 })).status).toBe(409)
  expect(await credits(amina)).toEqual([expect.objectContaining({ amount: 880 })])

  const heavy = await groceryOrder(await t.shopper(), [{ produceId: 'tomatoes', quantity: 2 }])
  const packed = await fulfil(heavy.id, 'tomatoes', { kind: 'packed', packedKg: 3.1 })
  // 3.1 kg would cost 6200: the shopper accepted at most 5280, and pays no more.
  expect(packed.body.data.lines[0]!.fulfilment).toEqual({ kind: 'packed', packedKg: 3.1, settledTotal: 5280 })
  expect((await totalOf(heavy.id)).subtotal).toBe(5280)
})

test('a substitute is recorded and priced at its price up to the original’s, only as the shopper allowed', async () => {
  const amina = await t.shopper()
  const order = await groceryOrder(amina, [{ produceId: 'rice', quantity: 2 }], true)
  // "Similar" (the default): the grocer picks the cheaper pack; 2 × 14000 instead of 2 × 15000.
  const res = await fulfil(order.id, 'rice', { kind: 'substituted', listingId: 'rice-2' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data.lines[0]!.fulfilment).toEqual({ kind: 'substituted', listingId: 'rice-2', name: 'Rice, other brand', settledTotal: 28000 })
  expect(await credits(amina)).toEqual([expect.objectContaining({ amount: 2000 })])
  const shopperSees = await t.api<Order>(amina, 'GET', `/api/orders/${order.id}`)
  expect(shopperSees.body.data.lines[0]!.fulfilment).toMatchObject({ kind: 'substituted', name: 'Rice, other brand' })

  // A dearer substitute costs the shopper no more than the original.
  const dear = await groceryOrder(await t.shopper(), [{ produceId: 'rice', quantity: 1 }])
  expect((await fulfil(dear.id, 'rice', { kind: 'substituted', listingId: 'rice-3' })).body.data.lines[0]!.fulfilment).toMatchObject({ settledTotal: 15000 })

  // Named: only that item; refund: no substitute at all.
  const named = await groceryOrder(await t.shopper(), [{ produceId: 'rice', quantity: 1, choices: { substitution: { kind: 'named', listingId: 'rice-3' } } }])
  const wrong = await fulfil(named.id, 'rice', { kind: 'substituted', listingId: 'rice-2' })
  expect(wrong.status).toBe(409)
  expect(wrong.body.errors).toEqual([expect.objectContaining({ code: 'not_the_named_item', params: { listingId: 'rice-3' } })])
  const refund = await groceryOrder(await t.shopper(), [{ produceId: 'rice', quantity: 1, choices: { substitution: { kind: 'refund' } } }])
  expect((await fulfil(refund.id, 'rice', { kind: 'substituted', listingId: 'rice-2' })).body.errors).toEqual([expect.objectContaining({ code: 'substitution_refused' })])
})

test('a missing line is refunded in full by the line-unavailable path, and cannot then be packed', async () => {
  const amina = await t.shopper()
  const order = await groceryOrder(
    amina,
    [
      { produceId: 'rice', quantity: 1, choices: { substitution: { kind: 'refund' } } },
      { produceId: 'tomatoes', quantity: 1 },
    ],
    true,
  )
  const res = await t.api<PartnerOrder>(sipho, 'POST', `/api/partner/${GROCER}/orders/${order.id}/lines/rice/unavailable`, {})
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(await credits(amina)).toEqual([expect.objectContaining({ amount: 15000 })])
  expect((await totalOf(order.id)).subtotal).toBe(2640)
  expect((await fulfil(order.id, 'rice', { kind: 'packed' })).body.errors).toEqual([expect.objectContaining({ code: 'line_missing' })])
})
