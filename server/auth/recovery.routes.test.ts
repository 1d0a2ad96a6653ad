import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { VERIFICATION_CODE_ALPHABET } from '../../src/api/auth-contract'
import { authRateLimits, authTokens, users } from '../db/schema/auth'
import { errorEnvelope } from '../test/test-app'
import { createAuthTestApp, type AuthTestApp, type Envelope } from './auth-test-kit'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp({ publicUrl: 'https://shop.malewa.test/' })
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(authRateLimits)
})

const lastMail = () => t.outbox.at(-1)!
const codeOf = (text: string) => /: ([A-Z0-9]{5}-[A-Z0-9]{5})/.exec(text)?.[1]
const tokenOfLink = (link: string) => new URL(link).searchParams.get('token')!

/**
 * An account whose address is not confirmed (one made before registration proved the address,
 * decision 012), with the code that a verification request e-mailed it as the last e-mail.
 */
async function unconfirmed(headers: Record<string, string> = {}) {
  const r = await t.register()
  await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, r.data.user.id))
  const before = t.outbox.length
  expect((await t.call('POST', '/api/auth/verification/request', { body: { identifier: r.input.email }, headers })).status).toBe(200)
  await t.waitForMails(before + 1)
  return r
}

test('a verification request sends a confirmation code and link in the shopper’s language', async () => {
  const { input } = await unconfirmed({ 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.5' })
  const mail = lastMail()
  expect(mail.to).toBe(input.email)
  expect(mail.subject).toBe('Confirmez votre compte Malewa')
  const code = codeOf(mail.text)!
  expect(code).toMatch(new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{5}-[${VERIFICATION_CODE_ALPHABET}]{5}$`))
  expect(mail.link).toBe(`https://shop.malewa.test/fr/auth/verify-account?token=${code.replace('-', '')}`)
  expect(mail.text).toContain(mail.link)
  expect(mail.html).toContain('lang="fr"')
})

test('an English request gets the unprefixed link', async () => {
  await unconfirmed({ 'accept-language': 'en-ZA' })
  expect(lastMail().link).toMatch(/^https:\/\/shop\.malewa\.test\/auth\/verify-account\?token=[A-Z0-9]{10}$/)
  expect(lastMail().subject).toBe('Confirm your Malewa account')
})

test('the typed code confirms the account once, in any case and with or without the dash', async () => {
  const { data } = await unconfirmed()
  const code = codeOf(lastMail().text)!
  const typed = ` ${code.toLowerCase()} `
  const res = await t.call('POST', '/api/auth/verification/confirm', { body: { token: typed } })
  expect(res.status, await res.clone().text()).toBe(200)
  expect(await res.json()).toMatchObject({ data: { emailVerified: true }, errors: null, notification: { type: 'success', code: 'account_verified' } })
  const me = (await (await t.call('GET', '/api/auth/user/me', { token: data.accessToken })).json()) as Envelope<{ user: { emailVerified: boolean } }>
  expect(me.data.user.emailVerified).toBe(true)

  const again = await t.call('POST', '/api/auth/verification/confirm', { body: { token: code.replace('-', '') } })
  expect(again.status).toBe(400)
  expect((await errorEnvelope(again)).notification.code).toBe('token_invalid')
})

test('a confirmation code expires after 24 hours', async () => {
  await unconfirmed()
  const code = codeOf(lastMail().text)!
  t.clock.advance(24 * 3600 * 1000 + 1)
  const res = await t.call('POST', '/api/auth/verification/confirm', { body: { token: code } })
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).notification.code).toBe('token_invalid')
})

test('asking for a new code sends one and voids the previous', async () => {
  const { input } = await unconfirmed()
  const first = codeOf(lastMail().text)!
  const before = t.outbox.length
  const res = await t.call('POST', '/api/auth/verification/request', { body: { identifier: input.credential.identifier.toUpperCase() } })
  expect(res.status).toBe(200)
  await t.waitForMails(before + 1) // sent after the answer
  expect(await res.json()).toMatchObject({ data: { sent: true }, notification: { code: 'verification_sent' } })
  const second = codeOf(lastMail().text)!
  expect(second).not.toBe(first)
  expect((await t.call('POST', '/api/auth/verification/confirm', { body: { token: first } })).status).toBe(400)
  expect((await t.call('POST', '/api/auth/verification/confirm', { body: { token: second } })).status).toBe(200)
})

test('a verification request for an unknown or already confirmed account answers the same and sends nothing', async () => {
  const { input } = await unconfirmed()
  await t.call('POST', '/api/auth/verification/confirm', { body: { token: codeOf(lastMail().text)! } })
  const before = t.outbox.length
  const known = await t.call('POST', '/api/auth/verification/request', { body: { identifier: input.email } })
  const unknown = await t.call('POST', '/api/auth/verification/request', { body: { identifier: 'nobody@example.test' } })
  expect(known.status).toBe(200)
  expect(unknown.status).toBe(200)
  expect(await known.json()).toEqual(await unknown.json())
  await t.settle()
  expect(t.outbox.length).toBe(before)
})

test('a code sent to a previous e-mail address does not confirm the new one', async () => {
  const { data } = await unconfirmed()
  const oldCode = codeOf(lastMail().text)!
  await t.db.update(users).set({ email: 'moved@example.test' }).where(eq(users.id, data.user.id))
  const res = await t.call('POST', '/api/auth/verification/confirm', { body: { token: oldCode } })
  expect(res.status).toBe(400)
  const [row] = await t.db.select().from(users).where(eq(users.id, data.user.id))
  expect(row!.emailVerifiedAt).toBeNull()
})

test('codes are stored only as keyed hashes', async () => {
  const { data } = await unconfirmed()
  const code = codeOf(lastMail().text)!.replace('-', '')
  const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, data.user.id))
  expect(rows).toHaveLength(1)
  expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  expect(JSON.stringify(rows)).not.toContain(code)
})

test('guessing codes from one address is limited', async () => {
  for (let i = 0; i < 20; i++) {
    expect((await t.call('POST', '/api/auth/verification/confirm', { body: { token: `AAAAA${String(i).padStart(5, '2')}` }, address: '192.0.2.77' })).status).toBe(400)
  }
  const limited = await t.call('POST', '/api/auth/verification/confirm', { body: { token: 'BBBBBCCCCC' }, address: '192.0.2.77' })
  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
})

test('a password reset works once through the e-mailed link and ends every session', async () => {
  const { input, data } = await t.register()
  const second = (await (await t.login(input.email, input.credential.secret)).json()) as Envelope<{ accessToken: string }>
  const before = t.outbox.length
  const res = await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email }, headers: { 'accept-language': 'sw-KE' } })
  expect(res.status).toBe(200)
  await t.waitForMails(before + 1) // sent after the answer
  const mail = lastMail()
  expect(mail.subject).toBe('Weka upya nenosiri lako la Malewa')
  expect(mail.link).toMatch(/^https:\/\/shop\.malewa\.test\/sw\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/)
  const token = tokenOfLink(mail.link!)

  const confirm = await t.call('POST', '/api/auth/reset/confirm', { body: { newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves simmer', token } })
  expect(confirm.status, await confirm.clone().text()).toBe(200)
  expect(await confirm.json()).toMatchObject({ data: { reset: true }, notification: { code: 'password_reset' } })

  for (const access of [data.accessToken, second.data.accessToken]) {
    expect((await t.call('GET', '/api/auth/user/me', { token: access })).status).toBe(401)
  }
  expect((await t.login(input.email, input.credential.secret)).status).toBe(401)
  const fresh = await t.login(input.email, 'cassava leaves simmer')
  expect(fresh.status).toBe(200)
  // The link reached the inbox: the address counts as confirmed.
  expect(((await fresh.json()) as Envelope<{ user: { emailVerified: boolean } }>).data.user.emailVerified).toBe(true)

  const reused = await t.call('POST', '/api/auth/reset/confirm', { body: { newPassword: 'another long phrase', confirmNewPassword: 'another long phrase', token } })
  expect(reused.status).toBe(400)
  expect((await errorEnvelope(reused)).notification.code).toBe('token_invalid')
  expect((await t.login(input.email, 'cassava leaves simmer')).status).toBe(200)
})

test('a reset link expires after 30 minutes', async () => {
  const { input } = await t.register()
  await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.credential.identifier } })
  const token = tokenOfLink((await t.mailTo(input.email, 'reset')).link!)
  t.clock.advance(30 * 60 * 1000 + 1)
  const res = await t.call('POST', '/api/auth/reset/confirm', { body: { newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves simmer', token } })
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).notification.code).toBe('token_invalid')
  expect((await t.login(input.email, input.credential.secret)).status).toBe(200)
})

test('a reset with mismatched, common or short passwords is refused and keeps the token usable', async () => {
  const { input } = await t.register()
  await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email } })
  const token = tokenOfLink((await t.mailTo(input.email, 'reset')).link!)
  const cases: [Record<string, unknown>, string, string][] = [
    [{ newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves boil', token }, 'confirmNewPassword', 'mismatch'],
    [{ newPassword: 'qwertyuiop', confirmNewPassword: 'qwertyuiop', token }, 'newPassword', 'too_common'],
    [{ newPassword: 'short', confirmNewPassword: 'short', token }, 'newPassword', 'too_small'],
    [{ newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves simmer' }, 'token', 'invalid_type'],
    [{ newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves simmer', token, extra: 1 }, '', 'unrecognized_keys'],
  ]
  for (const [body, field, code] of cases) {
    const res = await t.call('POST', '/api/auth/reset/confirm', { body })
    expect(res.status, code).toBe(400)
    const envelope = await errorEnvelope(res)
    expect(
      envelope.errors.find((e) => e.code === code),
      code,
    ).toMatchObject(field ? { field } : {})
  }
  const unknown = await t.call('POST', '/api/auth/reset/confirm', { body: { newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves simmer', token: 'x'.repeat(43) } })
  expect((await errorEnvelope(unknown)).notification.code).toBe('token_invalid')
  expect((await t.call('POST', '/api/auth/reset/confirm', { body: { newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves simmer', token } })).status).toBe(200)
})

test('a reset request for an unknown account answers the same and sends nothing', async () => {
  await t.settle() // the earlier tests' e-mails
  const before = t.outbox.length
  const res = await t.call('POST', '/api/auth/reset/request', { body: { identifier: 'nobody-at-all' } })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ data: { sent: true }, notification: { code: 'reset_sent' } })
  await t.settle()
  expect(t.outbox.length).toBe(before)
})

test('reset e-mails to one identifier are limited', async () => {
  const { input } = await t.register()
  for (let i = 0; i < 5; i++) expect((await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email } })).status).toBe(200)
  const limited = await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email } })
  expect(limited.status).toBe(429)
  expect((await errorEnvelope(limited)).notification.code).toBe('rate_limited')
})

test('a newer reset link voids the older one', async () => {
  const { input } = await t.register()
  await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email } })
  const older = tokenOfLink((await t.mailTo(input.email, 'reset')).link!)
  const before = t.outbox.length
  await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email } })
  await t.waitForMails(before + 1)
  const newer = tokenOfLink(lastMail().link!)
  const body = (token: string) => ({ newPassword: 'cassava leaves simmer', confirmNewPassword: 'cassava leaves simmer', token })
  expect((await t.call('POST', '/api/auth/reset/confirm', { body: body(older) })).status).toBe(400)
  expect((await t.call('POST', '/api/auth/reset/confirm', { body: body(newer) })).status).toBe(200)
})
