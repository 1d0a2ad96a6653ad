/**
 * A farm's holidays (decision 042) over the real app and database: the owner or manager adds and
 * removes them in the portal (staff read only, another provider's member is told nothing), each
 * audited and validated; shoppers' devices get them with the farm's row through the delta sync, and
 * the checkout's days and its check at order time skip the farm's drop-off days inside them.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays, earliestArrival, orderingDay, todayIn, weekdayOf } from '../../src/api/arrival-contract'
import type { CheckoutOptions, Order } from '../../src/api/cart-contract'
import type { MyProvider } from '../../src/api/partner-contract'
import { addMember, insertFarmProvider } from '../access/access.fixtures'
import { setOperatorGrant } from '../access/grants'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, fillCart, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { SyncDevice } from '../test/sync-device'

/** The test market delivers Monday to Saturday; Pieter (the fixtures') brings produce in on Wednesdays. */
const MARKET_DAYS = [1, 2, 3, 4, 5, 6]
const ZONE = 'Africa/Johannesburg'

let t: CommerceTestApp
let pieter: string
let thandi: string
let owner: Shopper
let manager: Shopper
let staff: Shopper
let otherFarmOwner: Shopper

beforeAll(async () => {
  t = await createCommerceTestApp()
  pieter = await insertFarmProvider(t.db, { id: 'pieter', storeId: 'jnb' })
  thandi = await insertFarmProvider(t.db, { id: 'thandi', storeId: 'jnb' })
  owner = await t.shopper()
  manager = await t.shopper()
  staff = await t.shopper()
  otherFarmOwner = await t.shopper()
  await addMember(t.db, pieter, owner.id, 'owner')
  await addMember(t.db, pieter, manager.id, 'manager')
  await addMember(t.db, pieter, staff.id, 'staff')
  await addMember(t.db, thandi, otherFarmOwner.id, 'owner')
})
afterAll(() => t.close())

/** Pieter's next Wednesday an order placed now can reach (the market's ordering day, then its lead day). */
function nextDropOff(): string {
  const today = orderingDay(ZONE, 1080, new Date())
  let day = addDays(today, 1)
  while (weekdayOf(day) !== 3) day = addDays(day, 1)
  return day
}

test('staff may not add or remove a holiday, another farm’s member is told nothing, and a wrong holiday is a 400 naming its field', async () => {
  const today = todayIn(ZONE, new Date())
  const holiday = { first: addDays(today, 3), last: addDays(today, 5) }
  expect((await t.api(staff, 'POST', `/api/partner/${pieter}/holidays`, holiday)).status).toBe(403)
  expect((await t.api(otherFarmOwner, 'POST', `/api/partner/${pieter}/holidays`, holiday)).status).toBe(404)
  expect((await t.api(otherFarmOwner, 'DELETE', `/api/partner/${pieter}/holidays/anything`)).status).toBe(404)
  expect((await t.api(staff, 'DELETE', `/api/partner/${pieter}/holidays/anything`)).status).toBe(403)

  const refused = async (input: object, field: string, code: string) => {
    const res = await t.api<MyProvider>(manager, 'POST', `/api/partner/${pieter}/holidays`, input, { 'accept-language': 'fr' })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body).toMatchObject({ data: null, errors: [{ field, code }] })
    expect(typeof res.body.notification?.message).toBe('string')
  }
  await refused({ first: addDays(today, 5), last: addDays(today, 3) }, 'last', 'before_first')
  await refused({ first: addDays(today, -2), last: addDays(today, 3) }, 'first', 'in_the_past')
  await refused({ first: addDays(today, 3), last: addDays(today, 400) }, 'last', 'too_far_ahead')
  await refused({ first: 'next week', last: addDays(today, 3) }, 'first', 'invalid_format')
  const [row] = await rows<{ holidays: unknown[] }>(t.db, sql`SELECT holidays FROM farmers WHERE id = 'pieter'`)
  expect(row!.holidays).toEqual([])
})

test('on the real routes: the market’s admin may, support may not, support of another market is told nothing, a suspended farm’s owner may not', async () => {
  const today = todayIn(ZONE, new Date())
  const holiday = { first: addDays(today, 30), last: addDays(today, 31) }
  const admin = await t.shopper()
  const support = await t.shopper()
  const elsewhere = await t.shopper()
  await setOperatorGrant(t.db, admin.email, { role: 'admin', storeIds: ['jnb'] })
  await setOperatorGrant(t.db, support.email, { role: 'support', storeIds: ['jnb'] })
  await setOperatorGrant(t.db, elsewhere.email, { role: 'support', storeIds: ['kgl'] })
  expect((await t.api(support, 'POST', `/api/partner/${thandi}/holidays`, holiday)).status).toBe(403)
  expect((await t.api(elsewhere, 'POST', `/api/partner/${thandi}/holidays`, holiday)).status).toBe(404)
  const added = await t.api<MyProvider>(admin, 'POST', `/api/partner/${thandi}/holidays`, holiday)
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const id = added.body.data.holidays[0]!.id
  expect((await t.api(support, 'DELETE', `/api/partner/${thandi}/holidays/${id}`)).status).toBe(403)
  expect((await t.api<MyProvider>(admin, 'DELETE', `/api/partner/${thandi}/holidays/${id}`)).body.data.holidays).toEqual([])
  // A suspended farm's members read, and change nothing.
  await t.db.execute(sql`UPDATE providers SET status = 'suspended' WHERE id = ${thandi}`)
  const res = await t.api(otherFarmOwner, 'POST', `/api/partner/${thandi}/holidays`, holiday)
  expect(res.status).toBe(403)
  expect(res.body).toMatchObject({ errors: [{ code: 'provider_suspended' }] })
  await t.db.execute(sql`UPDATE providers SET status = 'active' WHERE id = ${thandi}`)
})

test('at most twelve holidays at once', async () => {
  const today = todayIn(ZONE, new Date())
  await t.db.execute(sql`UPDATE farmers SET holidays = '[]'::jsonb WHERE id = 'thandi'`)
  for (let i = 0; i < 12; i++) {
    const day = addDays(today, 40 + i * 2)
    expect((await t.api(otherFarmOwner, 'POST', `/api/partner/${thandi}/holidays`, { first: day, last: day })).status).toBe(200)
  }
  const res = await t.api(otherFarmOwner, 'POST', `/api/partner/${thandi}/holidays`, { first: addDays(today, 100), last: addDays(today, 100) })
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({ errors: [{ code: 'too_many_holidays', params: { max: 12 } }] })
  await t.db.execute(sql`UPDATE farmers SET holidays = '[]'::jsonb WHERE id = 'thandi'`)
})

test('a holiday over the farm’s next drop-off day: devices get it by the delta sync, the checkout offers the day after it and refuses the old one; removing it gives the day back', async () => {
  const device = new SyncDevice('jnb')
  const fetcher = (path: string, init?: RequestInit) => t.app.request(path, init)
  await device.sync(fetcher, ['farmers'])
  const amina = await t.shopper()
  await fillCart(t, amina, [['honey', 1]])
  const options = async () => (await t.api<CheckoutOptions>(amina, 'GET', '/api/cart/farm/checkout-options')).body.data
  const today = orderingDay(ZONE, 1080, new Date())
  const before = await options()
  const usual = earliestArrival(today, [3], MARKET_DAYS)!
  expect(before.deliveryDays[0]).toBe(usual)

  const wednesday = nextDropOff()
  const added = await t.api<MyProvider>(manager, 'POST', `/api/partner/${pieter}/holidays`, { first: addDays(wednesday, -1), last: addDays(wednesday, 1), note: 'Family wedding' })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const holiday = added.body.data.holidays[0]!
  expect(holiday).toMatchObject({ first: addDays(wednesday, -1), last: addDays(wednesday, 1), note: 'Family wedding' })
  // Staff read them.
  expect((await t.api<MyProvider>(staff, 'GET', `/api/partner/${pieter}`)).body.data.holidays).toEqual([holiday])
  const [audited] = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE provider_id = ${pieter} ORDER BY id DESC LIMIT 1`)
  expect(audited!.action).toBe('provider.holiday-add')

  // The shopper's device, synced before, gets the holiday with the farm's next delta pull.
  await device.sync(fetcher, ['farmers'])
  expect(device.rows.farmers.get('pieter')).toMatchObject({ holidays: [holiday] })

  // The checkout: the first day is a week later, and the usual one is refused at order time.
  const after = await options()
  const moved = earliestArrival(today, { days: [3], holidays: [holiday] }, MARKET_DAYS)!
  expect(moved).toBe(addDays(usual, 7))
  expect(after.deliveryDays[0]).toBe(moved)
  expect(after.arrivals).toEqual([expect.objectContaining({ farmerId: 'pieter', day: moved })])
  const order = async (deliveryDay: string) =>
    t.api<Order>(amina, 'POST', '/api/orders', await withConfirmed(t, amina, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay, payment: { kind: 'cash' } }), {
      'Idempotency-Key': t.newKey(),
    })
  const refused = await order(usual)
  expect(refused.status).toBe(400)
  expect(refused.body).toMatchObject({ errors: [{ field: 'deliveryDay', code: 'unavailable_day', params: { next: moved } }] })
  const placed = await order(moved)
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body.data.lines[0]!.dropOffDay).toBe(addDays(wednesday, 7))
  await t.api(amina, 'POST', `/api/orders/${placed.body.data.id}/cancel`, {})

  // Removed (twice: the second is an outbox replay): the usual day is back, on devices too.
  const removed = await t.api<MyProvider>(owner, 'DELETE', `/api/partner/${pieter}/holidays/${holiday.id}`)
  expect(removed.status).toBe(200)
  expect(removed.body.data.holidays).toEqual([])
  expect((await t.api(owner, 'DELETE', `/api/partner/${pieter}/holidays/${holiday.id}`)).status).toBe(200)
  // (The order emptied the basket.)
  await fillCart(t, amina, [['honey', 1]])
  expect((await options()).deliveryDays[0]).toBe(usual)
  await device.sync(fetcher, ['farmers'])
  expect(device.rows.farmers.get('pieter')).toMatchObject({ holidays: [] })
})
