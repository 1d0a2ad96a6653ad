/**
 * The console's records: contact messages and the e-mail outbox for operators of every market
 * (a failing e-mail retried, audit-logged), and the audit log, limited to an operator's markets.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminAuditEntry, AdminContactMessage, AdminMail } from '../../src/api/admin-contract'
import { audit } from '../access/audit'
import { rows } from '../cart/cart-sql'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

test('contact messages reach the operators of every market; a limited grant and a shopper are refused', async () => {
  const sent = await t.api<{ id: string }>(null, 'POST', '/api/contact', { name: 'Kofi Mensah', email: 'kofi@example.test', topic: 'other', message: 'When does the Kigali market open?' })
  expect(sent.status).toBe(201)
  const support = await t.operator('support')
  const res = await t.api<AdminContactMessage[]>(support, 'GET', '/api/admin/messages')
  expect(res.body.data[0]).toMatchObject({ name: 'Kofi Mensah', email: 'kofi@example.test', message: 'When does the Kigali market open?' })
  expect((await t.api(await t.operator('support', ['jnb']), 'GET', '/api/admin/messages')).status).toBe(403)
  expect((await t.api(await t.shopper(), 'GET', '/api/admin/messages')).status).toBe(403)
})

test('a failed e-mail shows with its error and is retried from the start; a sent one cannot be', async () => {
  await t.db.execute(sql`INSERT INTO mail_outbox (idempotency_key, purpose, to_address, subject, text, html, attempts, last_error, failed_at)
    VALUES ('failed-1', 'order-placed', 'amina@example.test', 'Your order', 'x', 'x', 10, 'connection refused', now()),
           ('sent-1', 'register', 'kofi@example.test', 'Welcome', 'x', 'x', 1, NULL, NULL)`)
  await t.db.execute(sql`UPDATE mail_outbox SET sent_at = now() WHERE idempotency_key = 'sent-1'`)
  const admin = await t.operator('admin')
  const failing = await t.api<AdminMail[]>(admin, 'GET', '/api/admin/outbox?state=failing')
  const failed = failing.body.data.find((m) => m.to === 'amina@example.test')!
  expect(failed).toMatchObject({ purpose: 'order-placed', attempts: 10, lastError: 'connection refused', failedAt: expect.any(String), sentAt: null })
  const retried = await t.api<AdminMail>(admin, 'POST', `/api/admin/outbox/${failed.id}/retry`)
  expect(retried.status).toBe(200)
  expect(retried.body.data).toMatchObject({ attempts: 0, failedAt: null })
  const sent = (await t.api<AdminMail[]>(admin, 'GET', '/api/admin/outbox?state=sent')).body.data.find((m) => m.to === 'kofi@example.test')!
  expect((await t.api(admin, 'POST', `/api/admin/outbox/${sent.id}/retry`)).status).toBe(409)
  const [logged] = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE subject = ${`mail_outbox:${failed.id}`}`)
  expect(logged!.action).toBe('mail.retry')
})

test('the audit log shows who did what, newest first; a limited operator sees its markets’ entries only', async () => {
  await audit(t.db, {
    actorUserId: null,
    actorKind: 'system',
    storeId: 'jnb',
    action: 'provider.suspend',
    subject: 'providers:farm-thandi',
    before: { status: 'active' },
    after: { status: 'suspended' },
  })
  await audit(t.db, { actorUserId: null, actorKind: 'system', storeId: 'kgl', action: 'provider.suspend', subject: 'providers:farm-aline' })
  const admin = await t.operator('admin')
  const all = (await t.api<AdminAuditEntry[]>(admin, 'GET', '/api/admin/audit')).body.data
  expect(all[0]).toMatchObject({ subject: 'providers:farm-aline', storeId: 'kgl' })
  expect(all[1]).toMatchObject({ subject: 'providers:farm-thandi', before: { status: 'active' }, after: { status: 'suspended' } })
  const kigali = (await t.api<AdminAuditEntry[]>(await t.operator('support', ['kgl']), 'GET', '/api/admin/audit')).body.data
  expect(kigali.map((e) => e.storeId)).toEqual(['kgl'])
})
