/**
 * The console's operators (decision 039): an admin of every market grants admin or support (of
 * every market or some) to a confirmed account and takes it back, typing their password again;
 * limited admins and support cannot; the last admin of every market stays one; every change is
 * audit-logged and counts on the next request (the granted account opens the console at once).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminOperator } from '../../src/api/admin-operators-contract'
import { rows } from '../cart/cart-sql'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

const PASSWORD = 'green mangoes at dawn'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

test('an admin of every market grants support of one market with their password; the grant counts at once and is audit-logged', async () => {
  const admin = await t.operator('admin')
  const newcomer = await t.shopper()
  expect((await t.api(newcomer, 'GET', '/api/admin/providers')).status).toBe(403)
  const wrong = await t.api(admin, 'PUT', '/api/admin/operators', { email: newcomer.email, role: 'support', storeIds: ['jnb'], currentPassword: 'not it' })
  expect(wrong.status).toBe(400)
  expect(wrong.body.errors?.[0]).toMatchObject({ field: 'currentPassword', code: 'wrong_password' })
  expect((await t.api(admin, 'PUT', '/api/admin/operators', { email: newcomer.email, role: 'support', storeIds: ['nowhere'], currentPassword: PASSWORD })).status).toBe(400)
  expect((await t.api(admin, 'PUT', '/api/admin/operators', { email: 'nobody@example.test', role: 'support', currentPassword: PASSWORD })).status).toBe(404)
  const unconfirmed = await t.shopper({ unconfirmed: true })
  expect((await t.api(admin, 'PUT', '/api/admin/operators', { email: unconfirmed.email, role: 'support', currentPassword: PASSWORD })).status).toBe(403)

  const granted = await t.api<AdminOperator[]>(admin, 'PUT', '/api/admin/operators', { email: newcomer.email, role: 'support', storeIds: ['jnb'], currentPassword: PASSWORD })
  expect(granted.status, JSON.stringify(granted.body)).toBe(200)
  expect(granted.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ email: newcomer.email, role: 'support', storeIds: ['jnb'] })]))
  const seen = await t.api<{ id: string }[]>(newcomer, 'GET', '/api/admin/providers')
  expect(seen.status).toBe(200)
  expect(seen.body.data.map((p) => p.id).sort()).toEqual(['farm-pieter', 'farm-thandi'])
  const [entry] = await rows<{ action: string; after: unknown }>(t.db, sql`SELECT action, after FROM audit_log WHERE action LIKE 'operator.%' ORDER BY id DESC LIMIT 1`)
  expect(entry).toEqual({ action: 'operator.grant', after: { email: newcomer.email, role: 'support', storeIds: ['jnb'] } })

  const revoked = await t.api<AdminOperator[]>(admin, 'POST', `/api/admin/operators/${newcomer.id}/revoke`, { currentPassword: PASSWORD })
  expect(revoked.status).toBe(200)
  expect(revoked.body.data.map((o) => o.email)).not.toContain(newcomer.email)
  expect((await t.api(newcomer, 'GET', '/api/admin/providers')).status).toBe(403)
})

test('support, a limited admin and a shopper cannot grant; nor can anyone see the list but an admin of every market', async () => {
  const support = await t.operator('support')
  const limited = await t.operator('admin', ['jnb'])
  const shopper = await t.shopper()
  for (const who of [support, limited, shopper]) {
    expect((await t.api(who, 'GET', '/api/admin/operators')).status).toBe(403)
    expect((await t.api(who, 'PUT', '/api/admin/operators', { email: shopper.email, role: 'admin', currentPassword: PASSWORD })).status).toBe(403)
  }
  const [count] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM operator_grants g JOIN users u ON u.id = g.user_id WHERE u.email = ${shopper.email}`)
  expect(count!.n).toBe(0)
})

test('the last admin of every market can neither be revoked nor narrowed; with a second one it can', async () => {
  await t.db.execute(sql`DELETE FROM operator_grants`)
  const only = await t.operator('admin')
  const revoke = await t.api(only, 'POST', `/api/admin/operators/${only.id}/revoke`, { currentPassword: PASSWORD })
  expect(revoke.status).toBe(409)
  expect(revoke.body.errors?.[0]?.code).toBe('last_admin')
  expect((await t.api(only, 'PUT', '/api/admin/operators', { email: only.email, role: 'admin', storeIds: ['jnb'], currentPassword: PASSWORD })).status).toBe(409)
  expect((await t.api(only, 'PUT', '/api/admin/operators', { email: only.email, role: 'support', currentPassword: PASSWORD })).status).toBe(409)
  const second = await t.shopper()
  expect((await t.api(only, 'PUT', '/api/admin/operators', { email: second.email, role: 'admin', currentPassword: PASSWORD })).status).toBe(200)
  expect((await t.api(second, 'POST', `/api/admin/operators/${only.id}/revoke`, { currentPassword: PASSWORD })).status).toBe(200)
  expect((await t.api(only, 'GET', '/api/admin/operators')).status).toBe(403)
})
