/**
 * The console's markets: operators read the markets their grant covers; an admin changes a
 * market's days, cut-off and minimum order and its zones' fees, each change audit-logged and
 * reaching a shopper's checkout and /api/stores; support reads but may not change; an admin of
 * another market gets 404. A place's time windows and capacities are what the checkout offers; a
 * place that orders still to hand over use cannot be deleted (decision 039).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminMarket, AdminMarketLocation } from '../../src/api/admin-contract'
import type { CheckoutOptions } from '../../src/api/cart-contract'
import type { Store } from '../../src/api/catalog-contract'
import { rows } from '../cart/cart-sql'
import { deliveryDayFor, fillCart, saveAddress, withConfirmed } from '../orders/commerce.fixtures'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

const soweto = { name: 'Soweto', kind: 'zone', address: 'Orlando West, Soweto' } as const

test('operators read the markets their grant covers, with their pickup points and zones', async () => {
  const admin = await t.operator('admin')
  const all = await t.api<AdminMarket[]>(admin, 'GET', '/api/admin/markets')
  expect(all.status).toBe(200)
  const jnb = all.body.data.find((m) => m.id === 'jnb')!
  expect(jnb.currency).toBe('ZAR')
  expect(jnb.locations.map((l) => [l.id, l.kind, l.deliveryFee])).toEqual(
    expect.arrayContaining([
      ['jnb-rosebank', 'pickup', 0],
      ['jnb-soweto', 'zone', 3500],
    ]),
  )
  const kigali = await t.operator('support', ['kgl'])
  expect((await t.api<AdminMarket[]>(kigali, 'GET', '/api/admin/markets')).body.data.map((m) => m.id)).toEqual(['kgl'])
  expect((await t.api(kigali, 'GET', '/api/admin/markets/jnb')).status).toBe(404)
  expect((await t.api<AdminMarket>(kigali, 'GET', '/api/admin/markets/kgl')).body.data.locations.map((l) => l.id)).toContain('kgl-remera')
  expect((await t.api(await t.shopper(), 'GET', '/api/admin/markets')).status).toBe(403)
})

test('an admin’s new zone fee is what the next checkout charges and what /api/stores says; the change is audit-logged', async () => {
  const admin = await t.operator('admin')
  const changed = await t.api<AdminMarketLocation>(admin, 'PUT', '/api/admin/markets/jnb/locations/jnb-soweto', { ...soweto, deliveryFee: 4200 })
  expect(changed.status, JSON.stringify(changed.body)).toBe(200)
  expect(changed.body.data.deliveryFee).toBe(4200)

  const store = await t.api<Store>(null, 'GET', '/api/stores/jnb')
  expect(store.body.data.locations.find((l) => l.id === 'jnb-soweto')).toMatchObject({ deliveryFee: 4200 })
  const amina = await t.shopper()
  const addressId = await saveAddress(t, amina)
  await fillCart(t, amina, [['spinach', 1]])
  const options = await t.api<CheckoutOptions>(amina, 'GET', '/api/cart/farm/checkout-options')
  expect(options.body.data.deliveryZones.find((z) => z.id === 'jnb-soweto')?.fee).toBe(4200)
  const input = await withConfirmed(t, amina, { fulfilment: 'delivery', addressId, deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' } })
  const placed = await t.api<{ deliveryFee: number }>(amina, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body.data.deliveryFee).toBe(4200)

  const logged = await rows<{ action: string; before: unknown; after: unknown }>(t.db, sql`SELECT action, before, after FROM audit_log WHERE subject = 'locations:jnb-soweto'`)
  expect(logged).toEqual([{ action: 'location.update', before: { ...soweto, deliveryFee: 3500, windows: expect.any(Array) }, after: { ...soweto, deliveryFee: 4200 } }])
  await t.api(admin, 'PUT', '/api/admin/markets/jnb/locations/jnb-soweto', { ...soweto, deliveryFee: 3500 })
})

test('an admin adds a pickup point and changes the market days, cut-off and minimum order', async () => {
  const admin = await t.operator('admin', ['jnb'])
  const created = await t.api<AdminMarketLocation>(admin, 'POST', '/api/admin/markets/jnb/locations', { name: 'Maboneng pickup', kind: 'pickup', address: '286 Fox Street', deliveryFee: 0 })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const feeOnPickup = await t.api(admin, 'POST', '/api/admin/markets/jnb/locations', { name: 'Paid pickup', kind: 'pickup', address: 'Somewhere', deliveryFee: 100 })
  expect([feeOnPickup.status, feeOnPickup.body.errors![0]!.field]).toEqual([400, 'deliveryFee'])

  const before = (await t.api<AdminMarket>(admin, 'GET', '/api/admin/markets/jnb')).body.data
  const settings = { marketDays: [6, 2], cutoffMinute: 17 * 60, minOrderTotal: 25_000, freeDeliveryFrom: 80_000 }
  const res = await t.api<AdminMarket>(admin, 'PUT', '/api/admin/markets/jnb', settings)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data).toMatchObject({ ...settings, marketDays: [2, 6] })
  expect(res.body.data.locations.map((l) => l.name)).toContain('Maboneng pickup')
  const store = await t.api<Store>(null, 'GET', '/api/stores/jnb')
  expect(store.body.data).toMatchObject({ marketDays: [2, 6], minOrderTotal: 25_000 })
  const [entry] = await rows<{ before: unknown }>(t.db, sql`SELECT before FROM audit_log WHERE subject = 'stores:jnb' AND action = 'market.update'`)
  expect(entry!.before).toEqual({ marketDays: before.marketDays, cutoffMinute: before.cutoffMinute, minOrderTotal: before.minOrderTotal, freeDeliveryFrom: before.freeDeliveryFrom })
  expect((await t.api(admin, 'PUT', '/api/admin/markets/jnb', { ...settings, marketDays: [] })).status).toBe(400)
  await t.api(admin, 'PUT', '/api/admin/markets/jnb', {
    marketDays: before.marketDays,
    cutoffMinute: before.cutoffMinute,
    minOrderTotal: before.minOrderTotal,
    freeDeliveryFrom: before.freeDeliveryFrom,
  })
})

test('support may read a market, not change it; an admin of another market gets 404 and changes nothing', async () => {
  const support = await t.operator('support')
  const refused = await t.api(support, 'PUT', '/api/admin/markets/jnb/locations/jnb-soweto', { ...soweto, deliveryFee: 1 })
  expect([refused.status, refused.body.errors![0]!.code]).toEqual([403, 'forbidden'])
  expect((await t.api(support, 'PUT', '/api/admin/markets/jnb', { marketDays: [1], cutoffMinute: 0, minOrderTotal: 0, freeDeliveryFrom: null })).status).toBe(403)
  const kigali = await t.operator('admin', ['kgl'])
  expect((await t.api(kigali, 'PUT', '/api/admin/markets/jnb/locations/jnb-soweto', { ...soweto, deliveryFee: 1 })).status).toBe(404)
  expect((await t.api(kigali, 'PUT', '/api/admin/markets/jnb', { marketDays: [1], cutoffMinute: 0, minOrderTotal: 0, freeDeliveryFrom: null })).status).toBe(404)
  expect((await t.api(kigali, 'POST', '/api/admin/markets/jnb/locations', { name: 'Not mine', kind: 'zone', address: 'Elsewhere', deliveryFee: 10 })).status).toBe(404)
  expect((await t.api(kigali, 'PUT', '/api/admin/markets/kgl/locations/jnb-soweto', { ...soweto, deliveryFee: 1 })).status, 'a location of another market through one’s own').toBe(404)
  const [row] = await rows<{ fee: number }>(t.db, sql`SELECT delivery_fee AS fee FROM locations WHERE id = 'jnb-soweto'`)
  expect(row!.fee).toBe(3500)
})

test('an admin sets a pickup point’s time windows and capacities, which the next checkout offers; a window ending before it starts is refused', async () => {
  const admin = await t.operator('admin')
  const before = (await t.api<AdminMarket>(admin, 'GET', '/api/admin/markets/jnb')).body.data.locations.find((l) => l.id === 'jnb-rosebank')!
  const { id: _, ...place } = before
  const windows = [
    { id: 'morning', start: '08:00', end: '11:00', capacity: 2 },
    { id: 'evening', start: '16:00', end: '18:30', capacity: 5 },
  ]
  const backwards = await t.api(admin, 'PUT', '/api/admin/markets/jnb/locations/jnb-rosebank', { ...place, windows: [{ id: 'x', start: '12:00', end: '09:00', capacity: 1 }] })
  expect(backwards.status).toBe(400)
  expect(backwards.body.errors?.[0]).toMatchObject({ field: 'windows.0.end' })
  const saved = await t.api<AdminMarketLocation>(admin, 'PUT', '/api/admin/markets/jnb/locations/jnb-rosebank', { ...place, windows })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body.data.windows).toEqual(windows)
  const amina = await t.shopper()
  await fillCart(t, amina, [['spinach', 1]])
  const options = await t.api<CheckoutOptions>(amina, 'GET', '/api/cart/farm/checkout-options')
  expect(options.body.data.pickupLocations.find((p) => p.id === 'jnb-rosebank')?.windows.map((w) => [w.id, w.start, w.end])).toEqual([
    ['morning', '08:00', '11:00'],
    ['evening', '16:00', '18:30'],
  ])
  expect(options.body.data.slots.filter((s) => s.locationId === 'jnb-rosebank' && s.windowId === 'morning').every((s) => s.left <= 2)).toBe(true)
  await t.api(admin, 'PUT', '/api/admin/markets/jnb/locations/jnb-rosebank', before)
})

test('a place orders still to hand over use cannot be deleted; once they are done it can, audit-logged; support cannot', async () => {
  const admin = await t.operator('admin')
  const created = await t.api<AdminMarketLocation>(admin, 'POST', '/api/admin/markets/jnb/locations', { name: 'Melville stall', kind: 'pickup', address: '7th Street, Melville', deliveryFee: 0 })
  expect(created.status).toBe(201)
  const id = created.body.data.id
  const shopper = await t.shopper()
  const placed = await t.order(shopper)
  // The fixture's order is at Rosebank: point it at the new stall, as a checkout there would.
  await t.db.execute(sql`UPDATE orders SET pickup_location = jsonb_set(pickup_location, '{id}', to_jsonb(${id}::text)) WHERE id = ${placed.id}`)
  const support = await t.operator('support')
  expect((await t.api(support, 'DELETE', `/api/admin/markets/jnb/locations/${id}`)).status).toBe(403)
  const refused = await t.api(admin, 'DELETE', `/api/admin/markets/jnb/locations/${id}`)
  expect(refused.status).toBe(409)
  expect(refused.body.errors?.[0]).toMatchObject({ code: 'location_in_use', params: { orders: 1 } })
  await t.db.execute(sql`UPDATE orders SET status = 'collected' WHERE id = ${placed.id}`)
  const deleted = await t.api<AdminMarket>(admin, 'DELETE', `/api/admin/markets/jnb/locations/${id}`)
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
  expect(deleted.body.data.locations.map((l) => l.id)).not.toContain(id)
  expect((await t.api<Store>(null, 'GET', '/api/stores/jnb')).body.data.locations.map((l) => l.id)).not.toContain(id)
  const [logged] = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE subject = ${`locations:${id}`} ORDER BY id DESC LIMIT 1`)
  expect(logged!.action).toBe('location.delete')
  expect((await t.api(admin, 'DELETE', `/api/admin/markets/jnb/locations/${id}`)).status).toBe(404)
})
