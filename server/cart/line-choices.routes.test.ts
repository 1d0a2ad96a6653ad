import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, Order } from '../../src/api/cart-contract'
import { saveAddress, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { createChoicesTestApp } from './line-choices.fixtures'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createChoicesTestApp()
})
afterAll(() => t.close())

const op = (who: Shopper, vertical: string, body: unknown) => t.api<Cart>(who, 'POST', `/api/cart/${vertical}/ops`, body, { 'Idempotency-Key': t.newKey() })

test('a meal without its required side, with too many sides or an unknown option is a 400 naming the group', async () => {
  const amina = await t.shopper()
  let res = await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1 })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.options.side', code: 'too_few', params: { min: 1 } })])
  res = await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1, choices: { options: { side: ['plantain', 'salad', 'moimoi'] } } })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.options.side', code: 'too_many', params: { max: 2 } })])
  res = await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1, choices: { options: { side: ['chips'] } } })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.options.side', code: 'unknown_option' })])
  res = await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1, choices: { options: { side: ['salad'], sauce: ['pepper'] } } })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.options.sauce', code: 'unknown_group' })])
  expect((await t.api<Cart>(amina, 'GET', '/api/cart/food')).body.data.lines).toEqual([])
})

test('option prices add to the unit price and the same meal with other options is another line', async () => {
  const amina = await t.shopper()
  await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 2, choices: { options: { side: ['plantain'], spice: ['hot'] } } })
  const res = await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1, choices: { options: { side: ['salad', 'moimoi'] } } })
  expect(res.status).toBe(200)
  const cart = res.body.data
  expect(cart.lines.map((l) => [l.lineKey, l.quantity, l.price, l.lineTotal])).toEqual([
    ['jollof~side:plantain;spice:hot', 2, 6500, 13000],
    ['jollof~side:moimoi+salad', 1, 6800, 6800],
  ])
  expect(cart.subtotal).toBe(19800)
  expect(cart.lines[0]!.options).toEqual([
    { groupId: 'side', optionId: 'plantain', name: 'Fried plantain', price: 500 },
    { groupId: 'spice', optionId: 'hot', name: 'Hot', price: 0 },
  ])
  // Options sent in another order name the same line; removing one line leaves the other.
  await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 3, choices: { options: { spice: ['hot'], side: ['plantain'] } } })
  const after = await op(amina, 'food', { op: 'remove', produceId: 'jollof', choices: { options: { side: ['moimoi', 'salad'] } } })
  expect(after.body.data.lines.map((l) => [l.lineKey, l.quantity])).toEqual([['jollof~side:plantain;spice:hot', 3]])
  // In French, the option's French name.
  const fr = await t.api<Cart>(amina, 'GET', '/api/cart/food', undefined, { 'Accept-Language': 'fr' })
  expect(fr.body.data.lines[0]!.options?.[0]?.name).toBe('Alloco')
})

test('options on a farm line and a substitution on a meal are refused', async () => {
  const amina = await t.shopper()
  let res = await op(amina, 'farm', { op: 'set', produceId: 'spinach', quantity: 1, choices: { options: { side: ['salad'] } } })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.options', code: 'not_offered' })])
  res = await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1, choices: { options: { side: ['salad'] }, substitution: { kind: 'refund' } } })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.substitution', code: 'not_offered' })])
})

test('a grocery line substitutes a similar item by default, or a named listing of the store, or is refunded', async () => {
  const amina = await t.shopper()
  let res = await op(amina, 'grocery', { op: 'set', produceId: 'rice', quantity: 1 })
  expect(res.body.data.lines[0]).toMatchObject({ lineKey: 'rice', substitution: { kind: 'similar' }, weighed: null, price: 15000 })
  res = await op(amina, 'grocery', { op: 'set', produceId: 'rice', quantity: 1, choices: { substitution: { kind: 'named', listingId: 'rice-2' } } })
  expect(res.body.data.lines).toHaveLength(1)
  expect(res.body.data.lines[0]!.substitution).toEqual({ kind: 'named', listingId: 'rice-2' })
  res = await op(amina, 'grocery', { op: 'set', produceId: 'rice', quantity: 1, choices: { substitution: { kind: 'named', listingId: 'honey' } } })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.substitution.listingId', code: 'not_found' })])
  res = await op(amina, 'grocery', { op: 'set', produceId: 'rice', quantity: 1, choices: { substitution: { kind: 'named', listingId: 'rice' } } })
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'choices.substitution.listingId', code: 'same_listing' })])
})

test('an item sold by weight shows its estimate and is charged the estimate with the accepted margin', async () => {
  const amina = await t.shopper()
  const res = await op(amina, 'grocery', { op: 'set', produceId: 'tomatoes', quantity: 2 })
  // 1.2 kg a unit at 2000 a kg: an estimate of 2400 a unit; at most 2640 with the 10 % margin.
  expect(res.body.data.lines[0]).toMatchObject({ weighed: { estimateKg: 1.2, marginPercent: 10, pricePerKg: 2000, estimate: 2400 }, price: 2640, lineTotal: 5280 })
  expect(res.body.data.subtotal).toBe(5280)
})

test('an order keeps each line with its options, prices and substitution', async () => {
  const amina = await t.shopper()
  await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1, choices: { options: { side: ['plantain'] } } })
  await op(amina, 'food', { op: 'set', produceId: 'jollof', quantity: 1, choices: { options: { side: ['salad'] } } })
  const addressId = await saveAddress(t, amina)
  const input = { vertical: 'food' as const, fulfilment: 'delivery' as const, addressId, payment: { kind: 'cash' as const } }
  const day = (await t.api<{ deliveryDays: string[] }>(amina, 'GET', '/api/cart/food/checkout-options')).body.data.deliveryDays[0]!
  const body = await withConfirmed(t, amina, { ...input, deliveryDay: day })
  expect(body.confirmed.lines.map((l) => l.lineKey)).toEqual(['jollof~side:plantain', 'jollof~side:salad'])
  const res = await t.api<Order>(amina, 'POST', '/api/orders', body, { 'Idempotency-Key': t.newKey() })
  expect(res.status).toBe(201)
  expect(res.body.data.lines.map((l) => [l.lineKey, l.price, l.options?.map((o) => o.optionId)])).toEqual([
    ['jollof~side:plantain', 6500, ['plantain']],
    ['jollof~side:salad', 6000, ['salad']],
  ])
  expect(res.body.data.subtotal).toBe(12500)
  const stored = await t.db.execute(sql`SELECT count(*)::int AS n FROM order_lines WHERE order_id = ${res.body.data.id}`)
  expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2)
})
