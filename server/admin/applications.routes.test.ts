/**
 * The console's applications: an operator lists the confirmed ones of its markets, approves one
 * (a farm, its provider and the owner's invitation in the applicant's language) or rejects one
 * with a reason e-mailed; a decision is final, audit-logged, and refused to whoever may not make it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminApplication } from '../../src/api/admin-contract'
import { rows } from '../cart/cart-sql'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

const mailTo = async (email: string) =>
  (await rows<{ subject: string; text: string; link: string; purpose: string }>(t.db, sql`SELECT subject, text, link, purpose FROM mail_outbox WHERE to_address = ${email} ORDER BY id`)).at(-1)

test('an operator sees the confirmed applications of its markets only; a shopper gets 403', async () => {
  const jnb = await t.application()
  const kgl = await t.application({ storeId: 'kgl' })
  await t.db.execute(sql`INSERT INTO farmer_applications (id, store_id, name, farm_name, email, phone, town, produce) VALUES ('unconfirmed-1', 'jnb', 'X', 'X', 'x@example.test', '1', 'X', 'X')`)
  const ids = async (who: Awaited<ReturnType<AdminTestApp['operator']>>) => (await t.api<AdminApplication[]>(who, 'GET', '/api/admin/applications')).body.data.map((a) => a.id)
  const admin = await t.operator('admin')
  expect(await ids(admin)).toEqual(expect.arrayContaining([jnb, kgl]))
  expect(await ids(admin)).not.toContain('unconfirmed-1')
  const kigali = await t.operator('support', ['kgl'])
  expect(await ids(kigali)).toEqual([kgl])
  const shopper = await t.shopper()
  const refused = await t.api(shopper, 'GET', '/api/admin/applications')
  expect([refused.status, refused.body.errors![0]!.code]).toEqual([403, 'forbidden'])
})

test('approving creates the farm and its active provider and e-mails the applicant the owner’s invitation in their language', async () => {
  const id = await t.application({ locale: 'sw', email: 'nomsa@example.test', farmName: 'Khumalo Greens' })
  const support = await t.operator('support', ['jnb'])
  const res = await t.api<AdminApplication>(support, 'POST', `/api/admin/applications/${id}/approve`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data).toMatchObject({ id, status: 'accepted', providerId: expect.stringMatching(/^farm-khumalo-greens-[0-9a-f]{6}$/) })
  const providerId = res.body.data.providerId!
  const [provider] = await rows<{ status: string; store_id: string; farm_name: string }>(
    t.db,
    sql`SELECT p.status, p.store_id, f.farm_name FROM providers p JOIN farmers f ON f.id = p.kind_id WHERE p.id = ${providerId}`,
  )
  expect(provider).toEqual({ status: 'active', store_id: 'jnb', farm_name: 'Khumalo Greens' })
  const mail = await mailTo('nomsa@example.test')
  expect(mail).toMatchObject({ purpose: 'provider-invitation', subject: 'Ombi lako limekubaliwa: Khumalo Greens inaweza kuuza kwenye Malewa' })
  expect(mail!.link).toMatch(/\/sw\/partner\/invitations\/accept\?token=/)
  const [invitation] = await rows<{ role: string; email: string }>(t.db, sql`SELECT role, email FROM provider_invitations WHERE provider_id = ${providerId}`)
  expect(invitation).toEqual({ role: 'owner', email: 'nomsa@example.test' })
  const logged = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE provider_id = ${providerId} ORDER BY id`)
  expect(logged.map((l) => l.action)).toEqual(['team.invite', 'application.approve'])

  const again = await t.api(support, 'POST', `/api/admin/applications/${id}/approve`)
  expect([again.status, again.body.errors![0]!.code], 'decided once').toEqual([409, 'conflict'])
})

test('rejecting records the reason and e-mails it in the applicant’s language; it needs a reason', async () => {
  const id = await t.application({ locale: 'fr', email: 'kofi@example.test' })
  const admin = await t.operator('admin')
  const bare = await t.api(admin, 'POST', `/api/admin/applications/${id}/reject`, { reason: '' })
  expect(bare.status).toBe(400)
  const res = await t.api<AdminApplication>(admin, 'POST', `/api/admin/applications/${id}/reject`, { reason: 'We have enough spinach growers this season.' })
  expect(res.status).toBe(200)
  expect(res.body.data).toMatchObject({ status: 'declined', decisionReason: 'We have enough spinach growers this season.', providerId: null })
  const mail = await mailTo('kofi@example.test')
  expect(mail).toMatchObject({ purpose: 'application-rejected', subject: 'Votre candidature pour vendre sur Malewa' })
  expect(mail!.text).toContain('“We have enough spinach growers this season.”')
  expect((await t.api<AdminApplication[]>(admin, 'GET', '/api/admin/applications?status=declined')).body.data.map((a) => a.id)).toContain(id)
})

test('an operator of another market gets 404 and nothing changes', async () => {
  const id = await t.application({ storeId: 'jnb' })
  const kigali = await t.operator('admin', ['kgl'])
  const res = await t.api(kigali, 'POST', `/api/admin/applications/${id}/approve`)
  expect([res.status, res.body.errors![0]!.code]).toEqual([404, 'not_found'])
  const [row] = await rows<{ status: string }>(t.db, sql`SELECT status FROM farmer_applications WHERE id = ${id}`)
  expect(row!.status).toBe('received')
  expect((await t.api(kigali, 'POST', '/api/admin/applications/no-such-application/reject', { reason: 'Not a real one.' })).status).toBe(404)
})
