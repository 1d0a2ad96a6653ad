import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { farmerApplications } from '../db/schema/catalog'
import { createTestApp, errorEnvelope, insertTestStores } from '../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
  await insertTestStores(t.db)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(farmerApplications)
})

const application = (over: Record<string, unknown> = {}) => ({
  name: 'Nomvula Dlamini',
  farmName: 'Dlamini Greens',
  email: 'nomvula@example.org',
  phone: '+27 82 555 0134',
  town: 'Hartbeespoort',
  storeId: 'jnb',
  practices: ['organic'],
  produce: 'Spinach, kale and spring onions, about 200 bunches a week.',
  message: 'We deliver to Rosebank already.',
  ...over,
})

test('an application is stored and answered 201 with a receipt and a success notification', async () => {
  const res = await t.json('POST', '/api/farm/join', application({ email: 'Nomvula@Example.org' }))
  expect(res.status).toBe(201)
  const body = (await res.json()) as { data: { id: string; email: string; status: string }; notification: { type: string; code: string } }
  expect(body.data).toMatchObject({ storeId: 'jnb', email: 'nomvula@example.org', status: 'received' })
  expect(body.notification).toMatchObject({ type: 'success', code: 'application_received' })
  const [row] = await t.db.select().from(farmerApplications)
  expect(row).toMatchObject({ id: body.data.id, name: 'Nomvula Dlamini', practices: ['organic'], town: 'Hartbeespoort' })
})

test('a second application from the same e-mail, in any case, is a 409 conflict that says why', async () => {
  expect((await t.json('POST', '/api/farm/join', application())).status).toBe(201)
  const again = await t.json('POST', '/api/farm/join', application({ email: 'NOMVULA@example.org', farmName: 'Another farm' }))
  expect(again.status).toBe(409)
  const body = await errorEnvelope(again)
  expect(body.notification.code).toBe('conflict')
  expect(body.notification.message).toMatch(/already been received/)
  expect(body.errors).toEqual([expect.objectContaining({ field: 'email', code: 'already_applied' })])
  expect(await t.db.select().from(farmerApplications)).toHaveLength(1)
})

test('a retry with the same Idempotency-Key replays the 201 instead of a 409', async () => {
  const headers = { 'idempotency-key': 'outbox-7f3c2a91' }
  const first = await t.json('POST', '/api/farm/join', application(), headers)
  expect(first.status).toBe(201)
  const retry = await t.json('POST', '/api/farm/join', application(), headers)
  expect(retry.status).toBe(201)
  expect(((await retry.json()) as { data: { id: string } }).data.id).toBe(((await first.json()) as { data: { id: string } }).data.id)
  const reused = await t.json('POST', '/api/farm/join', application({ email: 'someone.else@example.org' }), headers)
  expect(reused.status).toBe(409)
  await errorEnvelope(reused)
  expect(await t.db.select().from(farmerApplications)).toHaveLength(1)
})

test('an unknown store is a 400 field error', async () => {
  const res = await t.json('POST', '/api/farm/join', application({ storeId: 'atlantis' }))
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).errors).toEqual([expect.objectContaining({ field: 'storeId', code: 'unknown_store' })])
})

test('invalid applications answer 400 with a field error for each problem and store nothing', async () => {
  const res = await t.json('POST', '/api/farm/join', application({ email: 'not-an-email', phone: 'call me', practices: ['chemical'], name: 'N', admin: true }))
  expect(res.status).toBe(400)
  const fields = (await errorEnvelope(res)).errors.map((e) => e.field)
  expect(fields).toEqual(expect.arrayContaining(['email', 'phone', 'practices.0', 'name', null]))
  const form = await t.app.request('/api/farm/join', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' })
  expect(form.status).toBe(415)
  expect(await t.db.select().from(farmerApplications)).toHaveLength(0)
})
