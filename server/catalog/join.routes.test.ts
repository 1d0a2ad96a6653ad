/**
 * The join form: an application counts only once the code e-mailed to its address is entered;
 * "already applied" is told only to whoever proved the address; limits per client and per e-mail.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { authRateLimits } from '../db/schema/auth'
import { farmerApplications } from '../db/schema/catalog'
import type { OutgoingMail } from '../mail/mailer'
import { createTestApp, errorEnvelope, insertTestStores } from '../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
const outbox: OutgoingMail[] = []
let client = 0

beforeAll(async () => {
  t = await createTestApp({ auth: { mail: { outbox }, trustProxy: true } })
  await insertTestStores(t.db)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(farmerApplications)
  await t.db.delete(authRateLimits)
  await t.mailIdle()
  outbox.length = 0
  client++
})

/** A request from this test's own client address (X-Forwarded-For, trusted here). */
const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.json('POST', path, body, { 'x-forwarded-for': `192.0.2.${client % 250}`, ...headers })
  // Its e-mails leave the outbox after the answer (decision 022).
  await t.mailIdle()
  return res
}

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

const codeIn = (mail: OutgoingMail | undefined) => /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
const mailsTo = (to: string, purpose: string) => outbox.filter((m) => m.to === to && m.purpose === purpose)
const confirmedRows = async () => (await t.db.select().from(farmerApplications)).filter((r) => r.confirmedAt !== null)

/** Applies and confirms with the code e-mailed. */
async function applyAndConfirm(over: Record<string, unknown> = {}) {
  const sent = await send('/api/farm/join', application(over))
  expect(sent.status).toBe(201)
  const email = String(over.email ?? 'nomvula@example.org').toLowerCase()
  const code = codeIn(mailsTo(email, 'join-code').at(-1))
  return send('/api/farm/join/confirm', { email, code })
}

test('an application is stored unconfirmed and counts only once the code e-mailed to its address is entered', async () => {
  const res = await send('/api/farm/join', application({ email: 'Nomvula@Example.org' }), { 'accept-language': 'fr' })
  expect(res.status).toBe(201)
  const body = (await res.json()) as { data: { id: string; email: string; status: string }; notification: { type: string; code: string } }
  expect(body.data).toMatchObject({ storeId: 'jnb', email: 'nomvula@example.org', status: 'unconfirmed' })
  expect(body.notification).toMatchObject({ type: 'success', code: 'application_code_sent' })
  expect(await confirmedRows()).toEqual([])
  const [mail] = mailsTo('nomvula@example.org', 'join-code')
  expect(mail!.subject).toMatch(/candidature/)
  expect(mail!.link).toBe('http://127.0.0.1:3000/fr/farm/join')
  const code = codeIn(mail)!

  const confirmed = await send('/api/farm/join/confirm', { email: 'nomvula@example.org', code })
  expect(confirmed.status).toBe(200)
  const done = (await confirmed.json()) as { data: { id: string; status: string }; notification: { code: string } }
  expect(done.data).toMatchObject({ id: body.data.id, status: 'received' })
  expect(done.notification.code).toBe('application_received')
  expect(await confirmedRows()).toEqual([expect.objectContaining({ id: body.data.id, name: 'Nomvula Dlamini', practices: ['organic'], town: 'Hartbeespoort', codeHash: null })])
})

test('"already applied" is never told to the form: a second application is answered like a new one and the address is e-mailed instead', async () => {
  expect((await applyAndConfirm()).status).toBe(200)
  const first = await send('/api/farm/join', application({ email: 'someone.new@example.org' }))
  const again = await send('/api/farm/join', application({ email: 'NOMVULA@example.org', farmName: 'Another farm', name: 'Mallory' }))
  expect(again.status).toBe(first.status)
  const [a, b] = (await Promise.all([first.json(), again.json()])) as { data: Record<string, unknown>; notification: unknown; errors: unknown }[]
  expect(Object.keys(b!.data)).toEqual(Object.keys(a!.data))
  expect(b!.data).toMatchObject({ status: 'unconfirmed', email: 'nomvula@example.org' })
  expect(b!.notification).toEqual(a!.notification)
  expect(b!.errors).toBeNull()
  expect(JSON.stringify(b)).not.toMatch(/already/i)
  // The address's owner is told, greeted by the name they applied with, not the sender's.
  const [notice] = mailsTo('nomvula@example.org', 'join-already-applied')
  expect(notice!.text).toContain('already confirmed')
  expect(notice!.text).toContain('Nomvula Dlamini')
  expect(notice!.text).not.toContain('Mallory')
  expect(await confirmedRows()).toHaveLength(1)
  // The receipt's id confirms nothing: no code was sent for it.
  expect(mailsTo('nomvula@example.org', 'join-code')).toHaveLength(1)
})

test("an unconfirmed application sent with someone else's address does not stand in the owner's way", async () => {
  const squatter = await send('/api/farm/join', application({ name: 'Mallory', farmName: 'Not my farm' }))
  expect(squatter.status).toBe(201)
  const owner = await applyAndConfirm()
  expect(owner.status).toBe(200)
  expect(await confirmedRows()).toEqual([expect.objectContaining({ farmName: 'Dlamini Greens' })])
})

test('a wrong code is a field error; after five wrong codes the right one no longer works', async () => {
  expect((await send('/api/farm/join', application())).status).toBe(201)
  const code = codeIn(mailsTo('nomvula@example.org', 'join-code')[0])!
  const wrong = code === '000000' ? '000001' : '000000'
  for (let i = 0; i < 5; i++) {
    const res = await send('/api/farm/join/confirm', { email: 'nomvula@example.org', code: wrong })
    expect(res.status).toBe(400)
    expect((await errorEnvelope(res)).errors).toEqual([expect.objectContaining({ field: 'code', code: 'invalid_code' })])
  }
  expect((await send('/api/farm/join/confirm', { email: 'nomvula@example.org', code })).status).toBe(400)
  expect(await confirmedRows()).toEqual([])
})

test('two applications confirmed from one address: the second, having proved the address, is told it already applied', async () => {
  expect((await send('/api/farm/join', application())).status).toBe(201)
  expect((await send('/api/farm/join', application({ farmName: 'Second farm' }))).status).toBe(201)
  const [one, two] = mailsTo('nomvula@example.org', 'join-code').map(codeIn)
  expect((await send('/api/farm/join/confirm', { email: 'nomvula@example.org', code: one })).status).toBe(200)
  const second = await send('/api/farm/join/confirm', { email: 'nomvula@example.org', code: two })
  expect(second.status).toBe(409)
  expect((await errorEnvelope(second)).errors).toEqual([expect.objectContaining({ field: 'email', code: 'already_applied' })])
  expect(await confirmedRows()).toHaveLength(1)
})

test('a retry with the same Idempotency-Key replays the 201 and sends no second code', async () => {
  const headers = { 'idempotency-key': 'outbox-7f3c2a91' }
  const first = await send('/api/farm/join', application(), headers)
  expect(first.status).toBe(201)
  const retry = await send('/api/farm/join', application(), headers)
  expect(retry.status).toBe(201)
  expect(((await retry.json()) as { data: { id: string } }).data.id).toBe(((await first.json()) as { data: { id: string } }).data.id)
  expect(mailsTo('nomvula@example.org', 'join-code')).toHaveLength(1)
  const reused = await send('/api/farm/join', application({ email: 'someone.else@example.org' }), headers)
  expect(reused.status).toBe(409)
  await errorEnvelope(reused)
  expect(await t.db.select().from(farmerApplications)).toHaveLength(1)
})

test('applications are limited per e-mail address (from any client) and per client address', async () => {
  for (let i = 0; i < 3; i++) expect((await t.json('POST', '/api/farm/join', application(), { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(201)
  const fourth = await t.json('POST', '/api/farm/join', application(), { 'x-forwarded-for': '198.51.100.9' })
  expect(fourth.status).toBe(429)
  expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
  await t.mailIdle()
  expect(mailsTo('nomvula@example.org', 'join-code')).toHaveLength(3)
  for (let i = 0; i < 10; i++) expect((await send('/api/farm/join', application({ email: `farmer${i}@example.org` }))).status).toBe(201)
  expect((await send('/api/farm/join', application({ email: 'farmer10@example.org' }))).status).toBe(429)
})

test('a name with a line break is refused: it would go into the e-mail', async () => {
  const res = await send('/api/farm/join', application({ name: 'Nomvula\nClick http://evil.example' }))
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).errors).toEqual([expect.objectContaining({ field: 'name' })])
  expect(outbox).toEqual([])
})

test('an unknown store is a 400 field error', async () => {
  const res = await send('/api/farm/join', application({ storeId: 'atlantis' }))
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).errors).toEqual([expect.objectContaining({ field: 'storeId', code: 'unknown_store' })])
})

test('invalid applications answer 400 with a field error for each problem and store nothing', async () => {
  const res = await send('/api/farm/join', application({ email: 'not-an-email', phone: 'call me', practices: ['chemical'], name: 'N', admin: true }))
  expect(res.status).toBe(400)
  const fields = (await errorEnvelope(res)).errors.map((e) => e.field)
  expect(fields).toEqual(expect.arrayContaining(['email', 'phone', 'practices.0', 'name', null]))
  const form = await t.app.request('/api/farm/join', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' })
  expect(form.status).toBe(415)
  expect(await t.db.select().from(farmerApplications)).toHaveLength(0)
})
