/**
 * Decision 017: the market is a hub. Farmers bring produce in on their own days; the market hands
 * the whole basket over on one of its market days once every farmer's produce has arrived. So a
 * basket of farmers with no day in common still has days, a minimum order and free delivery are
 * the market's, and every refusal writes nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays, earliestArrival, orderingDay, weekdayOf } from '../../src/api/arrival-contract'
import type { CheckoutInput, CheckoutOptions, Order } from '../../src/api/cart-contract'
import { farmers, produces } from '../db/schema/catalog'
import type { I18n } from '../seed/seed-types'
import { commerceSnapshot, createCommerceTestApp, fillCart, saveAddress, withConfirmed, type CommerceTestApp, type Shopper } from './commerce.fixtures'

let t: CommerceTestApp
const all = (en: string): I18n => ({
  en,
  fr: en,
  es: en,
  pt: en,
  ar: en,
  sw: en,
})
/** The test market delivers Monday to Saturday (the column's default). */
const MARKET_DAYS = [1, 2, 3, 4, 5, 6]

beforeAll(async () => {
  t = await createCommerceTestApp()
  // Nomsa brings produce in on Saturdays only; Pieter (the fixtures') on Wednesdays only: no day in common.
  await t.db.insert(farmers).values({
    id: 'nomsa',
    storeId: 'jnb',
    name: 'Nomsa Dube',
    farmName: 'Dube Mushrooms',
    story: all('Mushrooms.'),
    photo: '/img/farms/hills.svg',
    town: 'Tarlton',
    country: 'ZA',
    practices: ['organic'],
    rating: 4.2,
    featured: false,
    locationIds: [],
    deliveryDays: [6],
  })
  await t.db.insert(produces).values({
    id: 'oyster-mushrooms',
    farmerId: 'nomsa',
    storeId: 'jnb',
    name: all('Oyster mushrooms'),
    unit: 'punnet',
    price: 4000,
    stock: 20,
    seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    minQty: 1,
    stepQty: 1,
    photo: '/img/produce/x.svg',
    description: all('Good.'),
    category: 'vegetables',
  })
})
afterAll(() => t.close())

const options = async (who: Shopper) => (await t.api<CheckoutOptions>(who, 'GET', '/api/cart/farm/checkout-options')).body.data

type Input = Omit<CheckoutInput, 'confirmed'> & {
  confirmed?: CheckoutInput['confirmed']
}
async function checkout(who: Shopper, input: Input, key = t.newKey()) {
  return t.api<Order>(who, 'POST', '/api/orders', await withConfirmed(t, who, input), { 'Idempotency-Key': key })
}
const pickupOn = (deliveryDay: string): Input => ({
  fulfilment: 'pickup',
  pickupLocationId: 'jnb-rosebank',
  deliveryDay,
  payment: { kind: 'cash' },
})

async function setMarket(min: number, freeFrom: number | null) {
  await t.db.execute(sql`UPDATE stores SET min_order_total = ${min}, free_delivery_from = ${freeFrom} WHERE id = 'jnb'`)
}

test('two farmers with no day in common: the basket goes out together once both have brought it in', async () => {
  const amina = await t.shopper()
  await fillCart(t, amina, [
    ['honey', 1],
    ['oyster-mushrooms', 2],
  ])
  const today = orderingDay('Africa/Johannesburg', 1080, new Date())
  const offered = await options(amina)
  const pieter = earliestArrival(today, [3], MARKET_DAYS)!
  const nomsa = earliestArrival(today, [6], MARKET_DAYS)!
  expect(offered.arrivals).toEqual([
    { farmerId: 'nomsa', farmName: 'Dube Mushrooms', day: nomsa },
    { farmerId: 'pieter', farmName: 'Karoo Sun Orchards', day: pieter },
  ])
  expect(weekdayOf(nomsa)).toBe(1) // the Monday after Nomsa's Saturday
  expect(offered.deliveryDays[0]).toBe(pieter > nomsa ? pieter : nomsa)
  expect(offered.deliveryDays.length).toBeGreaterThan(3)

  const day = offered.deliveryDays[0]!
  const res = await checkout(amina, pickupOn(day))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const drops = Object.fromEntries(res.body.data.lines.map((l) => [l.farmerId, l.dropOffDay]))
  expect(weekdayOf(drops.pieter!)).toBe(3)
  expect(weekdayOf(drops.nomsa!)).toBe(6)
  for (const drop of Object.values(drops)) {
    expect(drop! < day).toBe(true)
    expect(drop! > today).toBe(true)
  }
  await t.api(amina, 'POST', `/api/orders/${res.body.data.id}/cancel`, {})
})

test('three farmers in one basket: one order, one delivery fee, each line with its farm', async () => {
  const amina = await t.shopper()
  const addressId = await saveAddress(t, amina)
  await fillCart(t, amina, [
    ['spinach', 2],
    ['honey', 1],
    ['oyster-mushrooms', 1],
  ])
  const offered = await options(amina)
  expect(offered.arrivals.map((a) => a.farmerId)).toEqual(['nomsa', 'pieter', 'thandi'])
  const res = await checkout(amina, {
    fulfilment: 'delivery',
    addressId,
    deliveryDay: offered.deliveryDays[1]!,
    payment: { kind: 'cash' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const order = res.body.data
  expect(order.deliveryDay).toBe(offered.deliveryDays[1])
  expect(order.deliveryFee).toBe(3500) // Soweto's, once for the whole basket
  expect(order.lines.map((l) => [l.produceId, l.farmName])).toEqual([
    ['spinach', 'Mokoena Family Farm'],
    ['honey', 'Karoo Sun Orchards'],
    ['oyster-mushrooms', 'Dube Mushrooms'],
  ])
  await t.api(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
})

test("a farmer's stock gone between the basket and the order: a 409 naming the line, nothing written", async () => {
  const amina = await t.shopper()
  await fillCart(t, amina, [
    ['spinach', 1],
    ['honey', 1],
    ['oyster-mushrooms', 3],
  ])
  const day = (await options(amina)).deliveryDays[0]!
  const body = await withConfirmed(t, amina, pickupOn(day))
  await t.db.execute(sql`UPDATE produces SET stock = 0 WHERE id = 'oyster-mushrooms'`)
  const before = await commerceSnapshot(t.db)
  const res = await t.api<Order>(amina, 'POST', '/api/orders', body, {
    'Idempotency-Key': t.newKey(),
  })
  expect(res.status).toBe(409)
  expect(res.body.errors).toEqual([
    expect.objectContaining({
      field: 'lines.oyster-mushrooms',
      code: 'sold_out',
    }),
  ])
  expect(await commerceSnapshot(t.db)).toBe(before)
  await t.db.execute(sql`UPDATE produces SET stock = 20 WHERE id = 'oyster-mushrooms'`)
})

test("a basket below the market's minimum is a 409 below_minimum saying how much is missing; nothing is written", async () => {
  await setMarket(5000, null)
  try {
    const amina = await t.shopper()
    await fillCart(t, amina, [['spinach', 1]]) // ZAR 25.00
    const offered = await options(amina)
    expect(offered).toMatchObject({
      minOrderTotal: 5000,
      freeDeliveryFrom: null,
    })
    const before = await commerceSnapshot(t.db)
    const key = t.newKey()
    const res = await checkout(amina, pickupOn(offered.deliveryDays[0]!), key)
    expect(res.status).toBe(409)
    expect(res.body.notification).toMatchObject({ code: 'below_minimum' })
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        field: 'subtotal',
        code: 'below_minimum',
        params: { min: 5000, subtotal: 2500, missing: 2500 },
      }),
    ])
    expect(await commerceSnapshot(t.db)).toBe(before)
    // Reaching it, with the same key (not used up by the refusal), places the order.
    await fillCart(t, amina, [['spinach', 2]])
    const placed = await checkout(amina, pickupOn(offered.deliveryDays[0]!), key)
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    await t.api(amina, 'POST', `/api/orders/${placed.body.data.id}/cancel`, {})
  } finally {
    await setMarket(0, null)
  }
})

test("from the market's free-delivery threshold the delivery fee is nothing; a screen that still shows the fee is told", async () => {
  await setMarket(0, 10000)
  try {
    const amina = await t.shopper()
    const addressId = await saveAddress(t, amina)
    await fillCart(t, amina, [['spinach', 3]]) // ZAR 75.00: below ZAR 100, the zone's fee
    const day = (await options(amina)).deliveryDays[0]!
    const input: Input = {
      fulfilment: 'delivery',
      addressId,
      deliveryDay: day,
      payment: { kind: 'cash' },
    }
    const below = await withConfirmed(t, amina, input)
    expect(below.confirmed.deliveryFee).toBe(3500)
    await fillCart(t, amina, [['spinach', 4]]) // ZAR 100.00: free
    const stale = await t.api<Order>(
      amina,
      'POST',
      '/api/orders',
      {
        ...below,
        confirmed: {
          ...below.confirmed,
          lines: [{ produceId: 'spinach', price: 2500 }],
          subtotal: 10000,
          total: 10000 + 3500 + below.confirmed.serviceFee,
        },
      },
      { 'Idempotency-Key': t.newKey() },
    )
    expect(stale.status).toBe(409)
    expect(stale.body.errors).toContainEqual(
      expect.objectContaining({
        field: 'deliveryFee',
        code: 'amount_changed',
        params: { old: 3500, new: 0 },
      }),
    )
    const res = await checkout(amina, input)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ subtotal: 10000, deliveryFee: 0 })
    await t.api(amina, 'POST', `/api/orders/${res.body.data.id}/cancel`, {})
  } finally {
    await setMarket(0, null)
  }
})

test('a day is never offered before the farmer can bring the produce in, nor on a day the market is closed', async () => {
  const amina = await t.shopper()
  await fillCart(t, amina, [['oyster-mushrooms', 1]])
  const today = orderingDay('Africa/Johannesburg', 1080, new Date())
  const days = (await options(amina)).deliveryDays
  for (const day of days) {
    expect(weekdayOf(day)).not.toBe(0)
    expect(day > addDays(today, 1)).toBe(true)
  }
})
