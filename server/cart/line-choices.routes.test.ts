import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, Order } from '../../src/api/cart-contract'
import type { MealDetails, ProductDetails } from '../../src/api/service-details-contract'
import { farmers, produces } from '../db/schema/catalog'
import type { I18n } from '../seed/seed-types'
import { createCommerceTestApp, saveAddress, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'

const all = (en: string): I18n => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]

const jollof: MealDetails = {
  serves: 1,
  dietary: ['spicy'],
  allergens: [],
  portionsPerDay: 40,
  optionGroups: [
    {
      id: 'side',
      name: all('Side'),
      min: 1,
      max: 2,
      options: [
        { id: 'plantain', name: { ...all('Fried plantain'), fr: 'Alloco' }, price: 500 },
        { id: 'salad', name: all('Salad'), price: 0 },
        { id: 'moimoi', name: all('Moi moi'), price: 800 },
      ],
    },
    { id: 'spice', name: all('Spice level'), min: 0, max: 1, options: [{ id: 'hot', name: all('Hot'), price: 0 }] },
  ],
}
const tomatoes: ProductDetails = { brand: '', size: 'loose', barcode: '', byWeight: { estimateKg: 1.2, marginPercent: 10 } }
const rice: ProductDetails = { brand: 'Mama Gold', size: '5 kg', barcode: '6001234567890', byWeight: null }

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp({ services: ['farm', 'food', 'grocery'] })
  const provider = { photo: '/img/farms/hills.svg', country: 'ZA', practices: [], rating: 4.5, featured: false, locationIds: [], storeId: 'jnb', town: 'Soweto', deliveryDays: EVERY_DAY }
  await t.db.insert(farmers).values([
    { ...provider, id: 'mama-k', service: 'food', name: 'Kemi', farmName: "Mama Kemi's Kitchen", story: all('Jollof.'), details: { kind: 'home', cuisines: ['west-african'], openingHours: [], prepMinutes: 30 } },
    { ...provider, id: 'corner', service: 'grocery', name: 'Sipho', farmName: 'Corner Grocer', story: all('Groceries.'), details: { kind: 'grocer', openingHours: [] } },
  ])
  const listing = { seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], minQty: 1, stepQty: 1, photo: '/img/produce/x.svg', description: all('Good.'), storeId: 'jnb' }
  await t.db.insert(produces).values([
    { ...listing, id: 'jollof', farmerId: 'mama-k', service: 'food', category: 'rice-dishes', name: all('Jollof rice'), unit: 'portion', price: 6000, stock: null, details: { ...jollof } },
    { ...listing, id: 'tomatoes', farmerId: 'corner', service: 'grocery', category: 'fresh', name: all('Tomatoes'), unit: 'kg', price: 2000, stock: 100, details: { ...tomatoes } },
    { ...listing, id: 'rice', farmerId: 'corner', service: 'grocery', category: 'pantry', name: all('Rice'), unit: 'pack', price: 15000, stock: 20, details: { ...rice } },
    { ...listing, id: 'rice-2', farmerId: 'corner', service: 'grocery', category: 'pantry', name: all('Rice, other brand'), unit: 'pack', price: 14000, stock: 20, details: { ...rice, brand: 'Tastic' } },
  ])
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
