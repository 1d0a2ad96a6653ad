/**
 * Ordering meals (decision 048): the kitchen's hours and preparation decide the first day and time
 * (as soon as possible, or a later window), a closed kitchen takes orders for its next opening, and
 * its portions per day are shared by every order of that day, under the slot rule's lock: of
 * shoppers racing for the last portions, as many succeed as there are portions; the others are told
 * the next day that has them. Run it on PostgreSQL too (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays, timeIn, todayIn, weekdayOf } from '../../src/api/arrival-contract'
import type { Cart, CheckoutOptions, Order } from '../../src/api/cart-contract'
import { createChoicesTestApp } from '../cart/line-choices.fixtures'
import { withConfirmed, type CommerceTestApp, type Shopper } from './commerce.fixtures'

let t: CommerceTestApp
const ZONE = 'Africa/Johannesburg'

beforeAll(async () => {
  t = await createChoicesTestApp()
})
afterAll(() => t.close())

const kitchenHours = (openingHours: { day: number; open: string; close: string }[], prepMinutes: number) =>
  t.db.execute(sql`UPDATE farmers SET details = details || ${JSON.stringify({ openingHours, prepMinutes })}::jsonb WHERE id = 'mama-k'`)
const portionsPerDay = (n: number) => t.db.execute(sql`UPDATE produces SET details = jsonb_set(details, '{portionsPerDay}', ${JSON.stringify(n)}::jsonb) WHERE id = 'jollof'`)
const allWeek = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }))

async function mealInBasket(who: Shopper, quantity = 1) {
  const res = await t.api<Cart>(who, 'POST', '/api/cart/food/ops', { op: 'set', produceId: 'jollof', quantity, choices: { options: { side: ['salad'] } } }, { 'Idempotency-Key': t.newKey() })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}
const options = async (who: Shopper) => (await t.api<CheckoutOptions>(who, 'GET', '/api/cart/food/checkout-options')).body.data
async function checkout(who: Shopper, deliveryDay: string, windowId?: string) {
  const input = await withConfirmed(t, who, { vertical: 'food', fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay, ...(windowId ? { windowId } : {}), payment: { kind: 'cash' } })
  return t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey() })
}

test('a closed kitchen takes orders for its next opening, ready its preparation after it opens', async () => {
  const today = todayIn(ZONE, new Date())
  const opens = addDays(today, 2)
  await kitchenHours([{ day: weekdayOf(opens), open: '10:00', close: '14:00' }], 45)
  const amina = await t.shopper()
  await mealInBasket(amina)
  const offered = await options(amina)
  // Closed now: as soon as possible is after it opens, a later day (decision 050).
  expect(offered.readyAt).toEqual({ day: opens, time: '10:45', afterOpening: true })
  expect(offered.deliveryDays[0]).toBe(opens)
  expect(offered.deliveryDays).not.toContain(today)
  expect((await checkout(amina, today)).body.errors).toEqual([expect.objectContaining({ field: 'deliveryDay', code: 'unavailable_day' })])
  const placed = await checkout(amina, opens)
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body.data.deliveryDay).toBe(opens)
  // A kitchen cooks on the day it delivers.
  expect(placed.body.data.lines[0]!.dropOffDay).toBe(opens)
})

test('as soon as possible is the first window of the first day that ends after the meal is ready; a later window can be chosen', async () => {
  await kitchenHours(allWeek('00:00', '23:59'), 30)
  const now = new Date()
  const amina = await t.shopper()
  await mealInBasket(amina)
  const offered = await options(amina)
  const ready = offered.readyAt!
  expect(ready).not.toBeNull()
  // Every window offered on the ready day ends after it.
  const pickup = offered.pickupLocations.find((p) => p.id === 'jnb-rosebank')!
  for (const slot of offered.slots.filter((s) => s.day === ready.day && s.locationId === 'jnb-rosebank')) {
    expect(pickup.windows.find((w) => w.id === slot.windowId)!.end > ready.time).toBe(true)
  }
  if (ready.day === todayIn(ZONE, now)) expect(ready.time >= timeIn(ZONE, now)).toBe(true)
  expect(ready.afterOpening).toBe(ready.day !== todayIn(ZONE, now))
  const asap = await checkout(amina, offered.deliveryDays[0]!)
  expect(asap.status, JSON.stringify(asap.body)).toBe(201)
  const later = offered.deliveryDays[1]!
  const bob = await t.shopper()
  await mealInBasket(bob)
  const windowId = pickup.windows.at(-1)!.id
  const slotted = await checkout(bob, later, windowId)
  expect(slotted.status, JSON.stringify(slotted.body)).toBe(201)
  expect(slotted.body.data).toMatchObject({ deliveryDay: later, slotWindow: { id: windowId } })
})

test('portions per day are shared by every order of the day: racing shoppers get exactly what is left, the others the next day with portions', async () => {
  await kitchenHours(allWeek('00:00', '23:59'), 0)
  await portionsPerDay(3)
  const racers = await Promise.all(Array.from({ length: 5 }, () => t.shopper()))
  for (const who of racers) await mealInBasket(who)
  const days = (await options(racers[0]!)).deliveryDays
  const day = days[4]! // a day no earlier test ordered for
  const results = await Promise.all(racers.map((who) => checkout(who, day)))
  expect(
    results.filter((r) => r.status === 201),
    JSON.stringify(results.map((r) => r.body.errors)),
  ).toHaveLength(3)
  const refused = results.filter((r) => r.status === 409)
  expect(refused).toHaveLength(2)
  for (const r of refused) expect(r.body.errors).toEqual([expect.objectContaining({ field: 'lines.jollof', code: 'sold_out_for_day', params: expect.objectContaining({ day, next: days[5] }) })])
  const count = await t.db.execute(sql`SELECT booked FROM slot_bookings WHERE location_id = 'portions:jollof' AND day = ${day}`)
  expect((count as unknown as { rows: { booked: number }[] }).rows[0]!.booked).toBe(3)
  // A cancelled order gives its portion back to the day.
  const won = results.findIndex((r) => r.status === 201)
  await t.api(racers[won]!, 'POST', `/api/orders/${results[won]!.body.data.id}/cancel`, {})
  const again = await checkout(refused.length ? racers[results.findIndex((r) => r.status === 409)]! : racers[0]!, day)
  expect(again.status, JSON.stringify(again.body)).toBe(201)
  await portionsPerDay(40)
})
