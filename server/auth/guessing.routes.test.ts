/**
 * Password guessing is throttled without locking the owner out (issue 28, decision 013): counters
 * per (account, address), per address, and a slower one per account that a verified reset clears;
 * identifier and e-mail are one account; an IPv6 client counts as its /64; e-mails asked for are
 * limited per account and per address.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { authRateLimits } from '../db/schema/auth'
import { errorEnvelope } from '../test/test-app'
import { createAuthTestApp, type AuthTestApp } from './auth-test-kit'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(authRateLimits)
})

const OWNER = '198.51.100.7'

async function resetPassword(email: string, newPassword: string) {
  t.outbox.length = 0
  const asked = await t.call('POST', '/api/auth/reset/request', { body: { identifier: email }, address: OWNER })
  expect(asked.status).toBe(200)
  // The e-mail goes after the answer (the same time whether or not the account exists).
  const { link } = await t.mailTo(email, 'reset')
  const token = new URL(link!).searchParams.get('token')!
  const done = await t.call('POST', '/api/auth/reset/confirm', { body: { token, newPassword, confirmNewPassword: newPassword }, address: OWNER })
  expect(done.status, await done.clone().text()).toBe(200)
}

test('the owner signs in from their own address after an attacker made 30 wrong guesses from another', async () => {
  const { input } = await t.register()
  const statuses = []
  for (let i = 0; i < 30; i++) statuses.push((await t.login(input.credential.identifier, `guess ${i}`, { address: '192.0.2.66' })).status)
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
  // The attacker's address is stopped at the account after five guesses, even with the right password.
  expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
  expect((await t.login(input.credential.identifier, input.credential.secret, { address: '192.0.2.66' })).status).toBe(429)

  const owner = await t.login(input.credential.identifier, input.credential.secret, { address: OWNER })
  expect(owner.status).toBe(200)
})

test('failures from many addresses stop the account everywhere until a verified reset clears them', async () => {
  const { input } = await t.register()
  for (let i = 0; i < 50; i++) {
    // Two guesses an address: no address or (account, address) counter is near its limit.
    const address = `192.0.2.${Math.floor(i / 2) + 1}`
    expect((await t.login(input.credential.identifier, `guess ${i}`, { address })).status).toBe(401)
  }
  const stopped = await t.login(input.credential.identifier, input.credential.secret, { address: OWNER })
  expect(stopped.status).toBe(429)
  expect((await errorEnvelope(stopped)).notification.code).toBe('rate_limited')
  expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(Number(stopped.headers.get('retry-after'))).toBeLessThanOrEqual(3600)

  await resetPassword(input.email, 'a brand new passphrase')
  expect((await t.login(input.credential.identifier, 'a brand new passphrase', { address: OWNER })).status).toBe(200)
})

test("after a reset the account's failures are cleared, also those of the owner's own address", async () => {
  const { input } = await t.register()
  for (let i = 0; i < 5; i++) expect((await t.login(input.credential.identifier, `mistyped ${i}`, { address: OWNER })).status).toBe(401)
  expect((await t.login(input.credential.identifier, input.credential.secret, { address: OWNER })).status).toBe(429)

  await resetPassword(input.email, 'a brand new passphrase')
  expect((await t.login(input.credential.identifier, 'a brand new passphrase', { address: OWNER })).status).toBe(200)
})

test('the identifier and the e-mail share one counter', async () => {
  const { input } = await t.register()
  const logins = [input.credential.identifier, input.email, input.credential.identifier, input.email.toUpperCase(), input.email]
  for (const login of logins) expect((await t.login(login, 'wrong', { address: '192.0.2.80' })).status, login).toBe(401)
  expect((await t.login(input.credential.identifier, input.credential.secret, { address: '192.0.2.80' })).status).toBe(429)
  expect((await t.login(input.email, input.credential.secret, { address: '192.0.2.80' })).status).toBe(429)
})

test('an unknown name is limited like an account, so the limit tells nothing', async () => {
  for (let i = 0; i < 5; i++) expect((await t.login('ghost', 'whatever', { address: '192.0.2.90' })).status).toBe(401)
  expect((await t.login('ghost', 'whatever', { address: '192.0.2.90' })).status).toBe(429)
  expect((await t.login('ghost', 'whatever', { address: '192.0.2.91' })).status).toBe(401)
})

test('IPv6 addresses of one /64 share a counter and those of different /64s do not', async () => {
  const { input } = await t.register()
  const sameNetwork = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::1', '2001:db8:1:2:1:2:3:4', '2001:db8:1:2::c']
  for (const address of sameNetwork) expect((await t.login(input.credential.identifier, 'wrong', { address })).status, address).toBe(401)
  expect((await t.login(input.credential.identifier, input.credential.secret, { address: '2001:db8:1:2::d' })).status).toBe(429)
  expect((await t.login(input.credential.identifier, input.credential.secret, { address: '2001:db8:1:3::1' })).status).toBe(200)
})

test('reset and verification e-mails are limited per account, whichever login names it', async () => {
  for (const path of ['/api/auth/reset/request', '/api/auth/verification/request']) {
    const { input } = await t.register()
    const logins = [input.credential.identifier, input.email, input.credential.identifier, input.email, input.credential.identifier]
    for (const [i, identifier] of logins.entries()) {
      expect((await t.call('POST', path, { body: { identifier }, address: `192.0.2.${100 + i}` })).status, `${path} ${i}`).toBe(200)
    }
    const limited = await t.call('POST', path, { body: { identifier: input.email }, address: '192.0.2.120' })
    expect(limited.status, path).toBe(429)
    expect((await errorEnvelope(limited)).notification.code).toBe('rate_limited')
  }
})

test('reset and verification e-mails are limited per address, whatever the names asked for', async () => {
  for (const [n, path] of ['/api/auth/reset/request', '/api/auth/verification/request'].entries()) {
    const address = `2001:db8:${n + 5}::1`
    for (let i = 0; i < 20; i++) {
      expect((await t.call('POST', path, { body: { identifier: `nobody-${n}-${i}` }, address })).status, `${path} ${i}`).toBe(200)
    }
    const limited = await t.call('POST', path, { body: { identifier: `nobody-${n}-last` }, address: `2001:db8:${n + 5}::2` })
    expect(limited.status, path).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await t.call('POST', path, { body: { identifier: `nobody-${n}-last` }, address: '192.0.2.130' })).status).toBe(200)
  }
})
