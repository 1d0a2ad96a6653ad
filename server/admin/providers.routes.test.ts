/**
 * The console's providers: list and search in the operator's markets; an admin suspends and
 * reactivates, and a shopper's device sees the farm's produces go and come back through the delta
 * sync; support may look, not suspend; the provider's members read but cannot act meanwhile.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminProvider } from '../../src/api/admin-contract'
import { addMember } from '../access/access.fixtures'
import { rows } from '../cart/cart-sql'
import { providers } from '../db/schema/access'
import { farmers } from '../db/schema/catalog'
import { SyncDevice } from '../test/sync-device'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

test('operators list and search the providers of their markets', async () => {
  const admin = await t.operator('admin')
  const all = await t.api<AdminProvider[]>(admin, 'GET', '/api/admin/providers')
  expect(all.status).toBe(200)
  expect(all.body.data.map((p) => p.id).sort()).toEqual(['farm-aline', 'farm-pieter', 'farm-thandi'])
  const thandi = all.body.data.find((p) => p.id === 'farm-thandi')!
  expect(thandi).toMatchObject({ name: 'Mokoena Family Farm', contact: 'Thandi Mokoena', storeId: 'jnb', status: 'active', listings: 5, members: 0 })
  expect((await t.api<AdminProvider[]>(admin, 'GET', '/api/admin/providers?q=karoo')).body.data.map((p) => p.id)).toEqual(['farm-pieter'])
  const kigali = await t.operator('support', ['kgl'])
  expect((await t.api<AdminProvider[]>(kigali, 'GET', '/api/admin/providers')).body.data.map((p) => p.id)).toEqual(['farm-aline'])
  expect((await t.api(await t.shopper(), 'GET', '/api/admin/providers')).status).toBe(403)
})

test('a suspension takes the farm’s produces off a shopper’s device at the next sync, and a reactivation brings them back; both are audit-logged', async () => {
  const device = new SyncDevice('jnb')
  const fetcher = (path: string, init?: RequestInit) => t.app.request(path, init)
  await device.sync(fetcher)
  expect(Object.keys(device.produceFacts())).toEqual(expect.arrayContaining(['spinach', 'carrots', 'honey']))
  const admin = await t.operator('admin')

  const suspended = await t.api<AdminProvider>(admin, 'POST', '/api/admin/providers/farm-thandi/suspend', { reason: 'Unpaid market fees since March.' })
  expect(suspended.status, JSON.stringify(suspended.body)).toBe(200)
  expect(suspended.body.data.status).toBe('suspended')
  await device.sync(fetcher)
  const during = Object.keys(device.produceFacts())
  expect(during).toContain('honey')
  for (const gone of ['spinach', 'carrots', 'potatoes', 'eggs', 'last-jar']) expect(during).not.toContain(gone)
  expect([...device.rows.farmers.keys()]).not.toContain('thandi')
  expect((await t.api(null, 'GET', '/api/farm/produces/spinach')).status, 'its produce page is gone too').toBe(404)

  expect((await t.api(admin, 'POST', '/api/admin/providers/farm-thandi/suspend', { reason: 'Twice is refused.' })).status).toBe(409)
  const back = await t.api<AdminProvider>(admin, 'POST', '/api/admin/providers/farm-thandi/reactivate')
  expect(back.body.data.status).toBe('active')
  await device.sync(fetcher)
  expect(Object.keys(device.produceFacts())).toEqual(expect.arrayContaining(['spinach', 'carrots', 'potatoes', 'eggs', 'last-jar', 'honey']))
  expect([...device.rows.farmers.keys()]).toContain('thandi')

  const logged = await rows<{ action: string; after: unknown }>(t.db, sql`SELECT action, after FROM audit_log WHERE subject = 'providers:farm-thandi' ORDER BY id`)
  expect(logged).toEqual([
    { action: 'provider.suspend', after: { status: 'suspended', reason: 'Unpaid market fees since March.' } },
    { action: 'provider.reactivate', after: { status: 'active' } },
  ])
})

test('support cannot suspend; an admin of another market gets 404; a suspension keeps the provider’s members', async () => {
  const support = await t.operator('support')
  const refused = await t.api(support, 'POST', '/api/admin/providers/farm-pieter/suspend', { reason: 'Support may not do this.' })
  expect([refused.status, refused.body.errors![0]!.code]).toEqual([403, 'forbidden'])
  const kigali = await t.operator('admin', ['kgl'])
  expect((await t.api(kigali, 'POST', '/api/admin/providers/farm-pieter/suspend', { reason: 'Not my market at all.' })).status).toBe(404)
  const [row] = await rows<{ status: string }>(t.db, sql`SELECT status FROM providers WHERE id = 'farm-pieter'`)
  expect(row!.status).toBe('active')
  const owner = await t.shopper()
  await addMember(t.db, 'farm-pieter', owner.id, 'owner')
  const admin = await t.operator('admin')
  await t.api(admin, 'POST', '/api/admin/providers/farm-pieter/suspend', { reason: 'Checking the access rules.' })
  const me = await t.api<{ user: { roles: string[] } }>(owner, 'GET', '/api/auth/user/me')
  expect(me.body.data.user.roles).toContain('provider:farm-pieter:owner')
  await t.api(admin, 'POST', '/api/admin/providers/farm-pieter/reactivate')
})

test('the console lists the providers of every service, not the farms alone (a chef in Johannesburg beside the farms)', async () => {
  const en = 'Private dinners.'
  await t.db.insert(farmers).values({
    id: 'chef-wanjiru',
    service: 'chef',
    storeId: 'jnb',
    name: 'Wanjiru Kamau',
    farmName: 'Chef Wanjiru',
    town: 'Sandton',
    country: 'ZA',
    photo: '/img/farms/hills.svg',
    practices: [],
    rating: 4.8,
    featured: false,
    locationIds: [],
    deliveryDays: [],
    story: { en, fr: en, es: en, pt: en, ar: en, sw: en },
    details: { cuisines: ['Kenyan'] },
  })
  await t.db.insert(providers).values({ id: 'chef-chef-wanjiru', service: 'chef', storeId: 'jnb', kindId: 'chef-wanjiru', status: 'active' })
  const admin = await t.operator('admin')
  const found = await t.api<AdminProvider[]>(admin, 'GET', '/api/admin/providers?q=wanjiru')
  expect(found.body.data).toEqual([expect.objectContaining({ id: 'chef-chef-wanjiru', service: 'chef', name: 'Chef Wanjiru', contact: 'Wanjiru Kamau', storeId: 'jnb' })])
  expect(found.body.meta).toMatchObject({ total: 1 })
})
