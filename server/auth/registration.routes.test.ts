/**
 * Issue 28, "Enumeration", decision 012 item 2: registration answers the same whether or not the
 * address has an account, stores nothing before the address is proven by the e-mailed code, and
 * tells the owner of an address in use; the confirmation creates the account, its address
 * confirmed, with a few guesses per pending registration.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { authRateLimits, users } from '../db/schema/auth'
import { registrationCode } from '../test/mail-files'
import { errorEnvelope } from '../test/test-app'
import { createAuthTestApp, parseSetCookies, type AuthTestApp, type Envelope } from './auth-test-kit'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(authRateLimits)
})

const allUsers = () => t.db.select().from(users).orderBy(users.id)
let n = 0
const form = (over: Record<string, unknown> = {}) => {
  n++
  return {
    name: 'Kwabena',
    surname: 'Boateng',
    phone: '+233 24 555 0101',
    email: `kwabena.${n}@example.test`,
    credential: { identifier: `kwabena-${n}`, secret: 'cassava leaves in the rain' },
    ...over,
  }
}
interface Sent {
  sent: true
  email: string
  pending: string
}
const confirm = (pending: string, code: string, o: { address?: string } = {}) => t.call('POST', '/api/auth/account/register/confirm', { body: { pending, code }, ...o })

test('an address in use and a new one get the same answer, nothing is stored, and each mailbox gets its own e-mail', async () => {
  const owner = await t.register({ name: 'Efua' })
  const before = await allUsers()
  const mails = t.outbox.length
  // The same form but for one letter of the address (a prober's pair).
  const same = form()
  const newEmail = owner.input.email.replace(/^amina/, 'amine')
  const taken = await t.call('POST', '/api/auth/account/register', { body: { ...same, email: owner.input.email }, headers: { 'accept-language': 'fr' } })
  const fresh = await t.call('POST', '/api/auth/account/register', { body: { ...same, email: newEmail }, headers: { 'accept-language': 'fr' } })
  expect(taken.status, await taken.clone().text()).toBe(202)
  expect(fresh.status).toBe(202)
  const a = (await taken.json()) as Envelope<Sent>
  const b = (await fresh.json()) as Envelope<Sent>
  // The same shape and words; the pending values differ only in content, never in length.
  const shape = (e: Envelope<Sent>) => JSON.stringify({ ...e, data: { ...e.data, pending: e.data.pending.length } }).replaceAll(e.data.email, '…')
  expect(shape(a)).toEqual(shape(b))
  expect(a.notification).toMatchObject({ type: 'success', code: 'registration_sent' })
  expect(a.data).toMatchObject({ sent: true, email: owner.input.email })
  expect(await allUsers()).toEqual(before)

  await t.waitForMails(mails + 2)
  // The owner is told, in the language of the request, with the way in; no code.
  const notice = await t.mailTo(owner.input.email, 'register-taken')
  expect(notice.subject).toBe('Quelqu’un a essayé de créer un compte Malewa avec votre adresse')
  expect(notice.text).toContain('Bonjour Efua,')
  expect(notice.text).toContain('rien n’a changé')
  expect(notice.link).toMatch(/\/fr\/auth\/forgot-password$/)
  expect(() => registrationCode(notice.text)).toThrow()
  // The new address gets its code, first thing, in its language.
  const codeMail = await t.mailTo(b.data.email, 'register')
  const code = registrationCode(codeMail.subject)
  expect(codeMail.text.split('\n')[2]).toBe(`Votre code pour créer votre compte Malewa : ${code}`)
  expect(t.outbox.length).toBe(mails + 2)
})

test('the code creates the account, its address confirmed, signed in with the session cookies', async () => {
  const input = form({ email: '  Kwame.Nkrumah@Example.TEST ', credential: { identifier: 'Kwame-N', secret: 'groundnut soup on sunday' } })
  const sent = (await (await t.call('POST', '/api/auth/account/register', { body: input })).json()) as Envelope<Sent>
  expect(sent.data.email).toBe('kwame.nkrumah@example.test')
  const code = registrationCode((await t.mailTo('kwame.nkrumah@example.test', 'register')).text)
  // Typed as a shopper would: lower case, without the dash.
  const res = await confirm(sent.data.pending, ` ${code.replace('-', '').toLowerCase()} `)
  expect(res.status, await res.clone().text()).toBe(201)
  const body = (await res.json()) as Envelope<{ accessToken: string; user: Record<string, unknown>; credential: { identifier: string } }>
  expect(body.data.user).toMatchObject({ name: 'Kwabena', surname: 'Boateng', email: 'kwame.nkrumah@example.test', phone: '+233 24 555 0101', roles: ['customer'], emailVerified: true })
  expect(body.data.credential).toEqual({ identifier: 'kwame-n' })
  const cookies = parseSetCookies(res)
  expect(cookies.access_token!.value).toBe(body.data.accessToken)
  expect(cookies.refresh_token!.attributes).toMatchObject({ path: '/api/auth', httponly: true })
  const me = await t.call('GET', '/api/auth/user/me', { token: body.data.accessToken })
  expect(me.status).toBe(200)
  expect((await t.login('kwame-n', 'groundnut soup on sunday')).status).toBe(200)
  // Used once: the same value again finds the account made.
  const again = await confirm(sent.data.pending, code)
  expect(again.status).toBe(409)
})

test('a wrong code is refused with a field error; after five, the pending registration is void, even for the right code', async () => {
  const sent = (await (await t.call('POST', '/api/auth/account/register', { body: form() })).json()) as Envelope<Sent>
  const code = registrationCode((await t.mailTo(sent.data.email, 'register')).text)
  const before = await allUsers()
  for (let i = 0; i < 5; i++) {
    const wrong = await confirm(sent.data.pending, 'ABCDE-FGHJK', { address: `192.0.2.${i + 1}` })
    expect(wrong.status).toBe(400)
    expect((await errorEnvelope(wrong)).errors[0]).toMatchObject({ field: 'code', code: 'invalid_code' })
  }
  const late = await confirm(sent.data.pending, code, { address: '192.0.2.99' })
  expect(late.status).toBe(400)
  expect((await errorEnvelope(late)).notification.code).toBe('token_invalid')
  expect(await allUsers()).toEqual(before)
  // Nobody is locked out: the form sent again brings a new code that works.
  const mails = t.outbox.length
  const resent = (await (await t.call('POST', '/api/auth/account/register', { body: { ...form(), email: sent.data.email } })).json()) as Envelope<Sent>
  await t.waitForMails(mails + 1)
  const newCode = registrationCode((await t.mailTo(sent.data.email, 'register')).text)
  expect(newCode).not.toBe(code)
  expect((await confirm(resent.data.pending, newCode)).status).toBe(201)
})

test('the pending value of an address in use opens for no code; a tampered, foreign or expired one is refused', async () => {
  const owner = await t.register()
  const before = await allUsers()
  const decoy = (await (await t.call('POST', '/api/auth/account/register', { body: form({ email: owner.input.email }) })).json()) as Envelope<Sent>
  const fresh = (await (await t.call('POST', '/api/auth/account/register', { body: form() })).json()) as Envelope<Sent>
  const code = registrationCode((await t.mailTo(fresh.data.email, 'register')).text)
  // Even the code sent to another address, typed in time, opens nothing.
  const res = await confirm(decoy.data.pending, code)
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).errors[0]).toMatchObject({ field: 'code', code: 'invalid_code' })

  const p = fresh.data.pending
  const tampered = p.slice(0, 40) + (p[40] === 'A' ? 'B' : 'A') + p.slice(41)
  for (const pending of [tampered, 'not-a-sealed-value', 'A'.repeat(8192)]) {
    const bad = await confirm(pending, code)
    expect(bad.status, pending.slice(0, 20)).toBe(400)
    expect((await errorEnvelope(bad)).notification.code).toBe('token_invalid')
  }
  const tooLong = await confirm('A'.repeat(8193), code)
  expect(tooLong.status).toBe(400)
  expect((await errorEnvelope(tooLong)).notification.code).toBe('validation_failed')
  // Sealed by another server key.
  const other = await createAuthTestApp({ secret: 'another-secret-of-enough-length-9876543210' }, t.database)
  expect((await other.call('POST', '/api/auth/account/register/confirm', { body: { pending: p, code } })).status).toBe(400)
  // A day later (the code's lifetime), the right code comes too late.
  const saved = t.clock.time
  t.clock.advance(24 * 3600 * 1000 + 1)
  try {
    const late = await confirm(p, code)
    expect(late.status).toBe(400)
    expect((await errorEnvelope(late)).notification.code).toBe('token_invalid')
  } finally {
    t.clock.time = saved
  }
  expect(await allUsers()).toEqual(before)
})

test('an identifier in use is told at the confirmation (409 taken), once the address is proven', async () => {
  const existing = await t.register()
  const first = (await (
    await t.call('POST', '/api/auth/account/register', { body: form({ credential: { identifier: existing.input.credential.identifier, secret: 'okra and palm nut stew' } }) })
  ).json()) as Envelope<Sent>
  const code = registrationCode((await t.mailTo(first.data.email, 'register')).text)
  const res = await confirm(first.data.pending, code)
  expect(res.status).toBe(409)
  const envelope = await errorEnvelope(res)
  expect(envelope.notification.code).toBe('conflict')
  expect(envelope.errors[0]).toMatchObject({ field: 'credential.identifier', code: 'taken' })
})

test('registration is limited per address and per e-mail, the same for an address in use and a new one', async () => {
  const limited = await createAuthTestApp({ limits: { registerPerAddress: { max: 50, windowSeconds: 900 }, mailPerAccount: { max: 2, windowSeconds: 900 } } }, t.database)
  const owner = await limited.register()
  await t.db.delete(authRateLimits)
  for (const email of [owner.input.email, 'nobody.yet@example.test']) {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await limited.call('POST', '/api/auth/account/register', { body: form({ email }), address: `192.0.2.${10 + i}` })).status)
    expect(statuses, email).toEqual([202, 202, 429])
  }
})
