/**
 * Delivery slots (issue 31): a market day has windows per zone (delivery rounds) and per pickup
 * point (opening hours), each with a capacity; an order takes a place in one, race-safe, and gives
 * it back when cancelled. Cut-offs are the market's, in the market's time zone.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orderingDay } from '../../src/api/arrival-contract'
import type { CheckoutInput, CheckoutOptions, Order } from '../../src/api/cart-contract'
import { rows } from '../cart/cart-sql'
import { checkoutOptions } from './checkout'
import { commerceSnapshot, createCommerceTestApp, fillCart, withConfirmed, type CommerceTestApp, type Shopper } from './commerce.fixtures'

let t: CommerceTestApp

const WINDOWS = [
  { id: 'morning', start: '09:00', end: '12:00', capacity: 2 },
  { id: 'afternoon', start: '15:00', end: '18:00', capacity: 1 },
]

beforeAll(async () => {
  t = await createCommerceTestApp()
  await t.db.execute(sql`UPDATE locations SET windows = ${JSON.stringify(WINDOWS)}::jsonb WHERE id = 'jnb-rosebank'`)
})
afterAll(() => t.close())

const options = async (who: Shopper) => (await t.api<CheckoutOptions>(who, 'GET', '/api/cart/farm/checkout-options')).body.data
type Input = Omit<CheckoutInput, 'confirmed'>
async function checkout(who: Shopper, input: Input) {
  return t.api<Order>(who, 'POST', '/api/orders', await withConfirmed(t, who, input), { 'Idempotency-Key': t.newKey() })
}
const pickup = (deliveryDay: string, windowId?: string): Input => ({
  fulfilment: 'pickup',
  pickupLocationId: 'jnb-rosebank',
  deliveryDay,
  ...(windowId ? { windowId } : {}),
  payment: { kind: 'cash' },
})
async function booked(day: string, windowId: string) {
  const [row] = await rows<{ booked: number }>(t.db, sql`SELECT booked FROM slot_bookings WHERE location_id = 'jnb-rosebank' AND day = ${day} AND window_id = ${windowId}`)
  return row?.booked ?? 0
}

test('checkout options name each window of the pickup point with its hours and the places left', async () => {
  const amina = await t.shopper()
  await fillCart(t, amina, [['eggs', 1]])
  const offered = await options(amina)
  expect(offered.pickupLocations[0]!.windows).toEqual([
    { id: 'morning', start: '09:00', end: '12:00' },
    { id: 'afternoon', start: '15:00', end: '18:00' },
  ])
  const day = offered.deliveryDays[0]!
  expect(offered.slots.filter((s) => s.locationId === 'jnb-rosebank' && s.day === day)).toEqual([
    { locationId: 'jnb-rosebank', day, windowId: 'morning', left: 2 },
    { locationId: 'jnb-rosebank', day, windowId: 'afternoon', left: 1 },
  ])
})

test('shoppers racing for the last places of a window: as many yes as places, each other a clear 409 slot_full, never over', async () => {
  const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => t.shopper()))
  for (const s of shoppers) await fillCart(t, s, [['eggs', 1]])
  const day = (await options(shoppers[0]!)).deliveryDays[1]!
  const bodies = await Promise.all(shoppers.map((s) => withConfirmed(t, s, pickup(day, 'morning'))))
  const results = await Promise.all(shoppers.map((s, i) => t.api<Order>(s, 'POST', '/api/orders', bodies[i], { 'Idempotency-Key': t.newKey() })))
  expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409])
  for (const refused of results.filter((r) => r.status === 409)) {
    expect(refused.body.notification).toMatchObject({ code: 'slot_full' })
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'windowId', code: 'slot_full', params: { open: 'afternoon' } })])
  }
  expect(await booked(day, 'morning')).toBe(2)
  for (const won of results.filter((r) => r.status === 201)) expect(won.body.data.slotWindow).toEqual({ id: 'morning', start: '09:00', end: '12:00' })
  const loser = shoppers[results.findIndex((r) => r.status === 409)]!
  const left = (await options(loser)).slots.find((s) => s.locationId === 'jnb-rosebank' && s.day === day && s.windowId === 'morning')
  expect(left?.left).toBe(0)

  // A cancellation gives its place back: the next shopper gets it.
  const first = results.find((r) => r.status === 201)!
  const owner = shoppers[results.indexOf(first)]!
  expect((await t.api(owner, 'POST', `/api/orders/${first.body.data.id}/cancel`, {})).status).toBe(200)
  expect(await booked(day, 'morning')).toBe(1)
  expect((await checkout(loser, pickup(day, 'morning'))).status).toBe(201)
  expect(await booked(day, 'morning')).toBe(2)
})

test('an order without a window takes the first with room; a full day is a 409 naming none; an unknown window a 400', async () => {
  const shoppers = await Promise.all([1, 2, 3, 4].map(() => t.shopper()))
  for (const s of shoppers) await fillCart(t, s, [['eggs', 1]])
  const day = (await options(shoppers[0]!)).deliveryDays[2]!
  const unknown = await checkout(shoppers[0]!, pickup(day, 'midnight'))
  expect(unknown.status).toBe(400)
  expect(unknown.body.errors![0]).toMatchObject({ field: 'windowId', code: 'unknown_window' })
  const placed = []
  for (const s of shoppers.slice(0, 3)) placed.push(await checkout(s, pickup(day)))
  expect(placed.map((r) => r.body.data.slotWindow?.id)).toEqual(['morning', 'morning', 'afternoon'])
  const before = await commerceSnapshot(t.db)
  const full = await checkout(shoppers[3]!, pickup(day))
  expect(full.status).toBe(409)
  expect(full.body.errors![0]).toMatchObject({ field: 'windowId', code: 'slot_full', params: { open: '' } })
  expect(await commerceSnapshot(t.db)).toBe(before)
})

test("each market's cut-off in its own time zone: after it, an order is handled as placed the next day", async () => {
  // 15:30 UTC on Tuesday 1 December 2026: 17:30 in Johannesburg and Kigali, 10:30 in New York.
  const now = new Date('2026-12-01T15:30:00Z')
  expect(orderingDay('Africa/Johannesburg', 17 * 60, now)).toBe('2026-12-02') // past 17:00: tomorrow
  expect(orderingDay('Africa/Kigali', 18 * 60, now)).toBe('2026-12-01') // before 18:00: today
  expect(orderingDay('America/New_York', 22 * 60, new Date('2026-12-02T02:30:00Z'))).toBe('2026-12-01') // 21:30 on the 1st in New York, before a 22:00 cut-off: the 1st ...
  expect(orderingDay('America/New_York', 21 * 60, new Date('2026-12-02T02:30:00Z'))).toBe('2026-12-02') // ... and past its 21:00 cut-off
  // Through checkout: the same basket and instant, two cut-offs.
  const amina = await t.shopper()
  await fillCart(t, amina, [['spinach', 1]]) // Thandi brings produce in every day; the test market delivers Monday to Saturday
  await t.db.execute(sql`UPDATE stores SET cutoff_minute = ${18 * 60} WHERE id = 'jnb'`)
  const before = (await checkoutOptions(t.db, amina.id, 'farm', now)).deliveryDays[0]
  await t.db.execute(sql`UPDATE stores SET cutoff_minute = ${17 * 60} WHERE id = 'jnb'`)
  const after = (await checkoutOptions(t.db, amina.id, 'farm', now)).deliveryDays[0]
  await t.db.execute(sql`UPDATE stores SET cutoff_minute = ${18 * 60} WHERE id = 'jnb'`)
  expect(before).toBe('2026-12-03') // ordered Tuesday: Thandi brings it Wednesday, out Thursday
  expect(after).toBe('2026-12-04') // handled as Wednesday's: brought in Thursday, out Friday
})
