/**
 * The console's offers: an admin creates an offer on a produce of the market and ends it; a
 * shopper's device sees it start and end through the delta sync and the product's current offer
 * follows; support reads but may not create or end; an admin of another market cannot reach them.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminOffer, AdminOfferProduce } from '../../src/api/admin-contract'
import { rows } from '../cart/cart-sql'
import { SyncDevice } from '../test/sync-device'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

const HOUR = 3_600_000
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString()

test('an admin’s offer reaches a shopper’s device at the next sync, and ending it now ends it there too; both are audit-logged', async () => {
  const device = new SyncDevice('jnb')
  const fetcher = (path: string, init?: RequestInit) => t.app.request(path, init)
  await device.sync(fetcher, ['offers'])
  const admin = await t.operator('admin')
  const produces = await t.api<AdminOfferProduce[]>(admin, 'GET', '/api/admin/offers/produces?storeId=jnb')
  expect(produces.body.data.map((p) => p.id)).toContain('carrots')

  const created = await t.api<AdminOffer>(admin, 'POST', '/api/admin/offers', { produceId: 'carrots', percentOff: 30, title: 'Carrot Friday', startsAt: inHours(-1), endsAt: inHours(48) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body.data).toMatchObject({ produceId: 'carrots', storeId: 'jnb', percentOff: 30, state: 'current' })
  const id = created.body.data.id
  await device.sync(fetcher, ['offers'])
  const seen = device.rows.offers.get(id)
  expect(seen).toMatchObject({ percentOff: 30, title: 'Carrot Friday' })
  expect(Date.parse(String(seen!.endsAt))).toBeGreaterThan(Date.now())
  const listed = await t.api<AdminOffer[]>(admin, 'GET', '/api/admin/offers?storeId=jnb')
  expect(listed.body.data.map((o) => o.id)).toContain(id)

  const ended = await t.api<AdminOffer>(admin, 'POST', `/api/admin/offers/${id}/end`)
  expect(ended.status, JSON.stringify(ended.body)).toBe(200)
  expect(ended.body.data.state).toBe('ended')
  await device.sync(fetcher, ['offers'])
  expect(Date.parse(String(device.rows.offers.get(id)!.endsAt))).toBeLessThanOrEqual(Date.now())
  expect((await t.api(admin, 'POST', `/api/admin/offers/${id}/end`)).status, 'ending it twice').toBe(409)

  const logged = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE subject = ${`offers:${id}`} ORDER BY id`)
  expect(logged.map((l) => l.action)).toEqual(['offer.create', 'offer.end'])
})

test('an offer is 5–90 % off, ends after it starts and in the future, on a produce of the market', async () => {
  const admin = await t.operator('admin', ['jnb'])
  const base = { produceId: 'carrots', percentOff: 20, title: 'Carrots', startsAt: inHours(1), endsAt: inHours(24) }
  const field = async (body: object) => {
    const res = await t.api(admin, 'POST', '/api/admin/offers', body)
    return [res.status, res.body.errors?.[0]?.field]
  }
  expect(await field({ ...base, percentOff: 4 })).toEqual([400, 'percentOff'])
  expect(await field({ ...base, percentOff: 91 })).toEqual([400, 'percentOff'])
  expect(await field({ ...base, endsAt: inHours(0.5) })).toEqual([400, 'endsAt'])
  expect(await field({ ...base, startsAt: inHours(-48), endsAt: inHours(-24) })).toEqual([400, 'endsAt'])
  expect(await field({ ...base, produceId: 'no-such-produce' })).toEqual([400, 'produceId'])
  const upcoming = await t.api<AdminOffer>(admin, 'POST', '/api/admin/offers', base)
  expect(upcoming.body.data.state).toBe('upcoming')
  const ended = await t.api<AdminOffer>(admin, 'POST', `/api/admin/offers/${upcoming.body.data.id}/end`)
  expect(ended.body.data.state, 'an upcoming offer ended never applies').toBe('ended')
})

test('support reads offers, not creates or ends them; an admin of another market cannot reach them', async () => {
  const support = await t.operator('support')
  expect((await t.api(support, 'GET', '/api/admin/offers')).status).toBe(200)
  const refused = await t.api(support, 'POST', '/api/admin/offers', { produceId: 'carrots', percentOff: 20, title: 'Nope', startsAt: inHours(1), endsAt: inHours(24) })
  expect([refused.status, refused.body.errors![0]!.code]).toEqual([403, 'forbidden'])
  expect((await t.api(support, 'POST', '/api/admin/offers/honey-week/end')).status).toBe(403)

  const kigali = await t.operator('admin', ['kgl'])
  expect((await t.api<AdminOffer[]>(kigali, 'GET', '/api/admin/offers')).body.data.map((o) => o.storeId)).not.toContain('jnb')
  expect((await t.api(kigali, 'GET', '/api/admin/offers/produces?storeId=jnb')).status).toBe(404)
  const other = await t.api(kigali, 'POST', '/api/admin/offers', { produceId: 'carrots', percentOff: 20, title: 'Not mine', startsAt: inHours(1), endsAt: inHours(24) })
  expect([other.status, other.body.errors![0]!.field]).toEqual([400, 'produceId'])
  expect((await t.api(kigali, 'POST', '/api/admin/offers/honey-week/end')).status).toBe(404)
  const [honey] = await rows<{ ended: boolean }>(t.db, sql`SELECT ends_at <= now() AS ended FROM offers WHERE id = 'honey-week'`)
  expect(honey!.ended).toBe(false)
})
