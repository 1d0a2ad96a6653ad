/**
 * Issue 28, "Passwords": a password being set may not be the account's own facts or a close
 * variant, invisible characters only, or on the list of breached passwords; passwords are NFKC
 * normalised, and an account whose hash was made from the password as typed still signs in.
 */
import { hash, verify } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { authRateLimits, users } from '../db/schema/auth'
import { errorEnvelope } from '../test/test-app'
import { TEST_ARGON2, createAuthTestApp, type AuthTestApp } from './auth-test-kit'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(authRateLimits)
})

const person = { name: 'Wanjiru', surname: 'Kamau', phone: '+254 712 345 678', email: 'wanjiru.kamau@example.test' }
const registering = (secret: string, identifier = 'wanjiru-k') => t.call('POST', '/api/auth/account/register', { body: { ...person, credential: { identifier, secret } }, address: '192.0.2.40' })

test('registration refuses a password made of the shopper’s own identifier, e-mail, name or phone', async () => {
  for (const secret of ['wanjiru-k2024', 'Wanjiru.Kamau', 'wanjiru.kamau@example.test', 'KamauWanjiru!', 'uamak urijnaw', '0712345678', 'Wanjiru123']) {
    const res = await registering(secret)
    expect(res.status, secret).toBe(400)
    expect((await errorEnvelope(res)).errors, secret).toContainEqual(expect.objectContaining({ field: 'credential.secret', code: 'too_personal' }))
  }
  expect(await t.db.select().from(users).where(eq(users.email, person.email))).toEqual([])
})

test('a password of spaces and invisible characters only is refused', async () => {
  for (const secret of [' '.repeat(12), '\u200b\u200c\u200d\u2060\u200b\u200c\u200d\u2060', '\u3000\u00a0\u2003\u3164\u3164\u2800\u2800\u2800']) {
    const res = await registering(secret)
    expect(res.status).toBe(400)
    expect((await errorEnvelope(res)).errors).toContainEqual(expect.objectContaining({ field: 'credential.secret', code: 'invisible' }))
  }
})

test('a password from the breached lists beyond the 10 000 most common is refused, in any case', async () => {
  for (const secret of ['jenhiccups', 'RichieRich', 'ricardoarjona']) {
    const res = await registering(secret)
    expect((await errorEnvelope(res)).errors, secret).toContainEqual(expect.objectContaining({ field: 'credential.secret', code: 'too_common' }))
  }
})

test('a password change and a reset refuse the account’s own facts too', async () => {
  const { input, data } = await t.register()
  const change = await t.call('PUT', '/api/auth/account/update', {
    token: data.accessToken,
    body: { currentPassword: input.credential.secret, newPassword: `${input.email.split('@')[0]}!!`, confirmNewPassword: `${input.email.split('@')[0]}!!` },
  })
  expect(change.status).toBe(400)
  expect((await errorEnvelope(change)).errors[0]).toMatchObject({ field: 'newPassword', code: 'too_personal' })

  await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email } })
  const token = new URL((await t.mailTo(input.email, 'reset')).link!).searchParams.get('token')!
  const reset = await t.call('POST', '/api/auth/reset/confirm', { body: { token, newPassword: 'Diallo Amina 1', confirmNewPassword: 'Diallo Amina 1' } })
  expect(reset.status).toBe(400)
  expect((await errorEnvelope(reset)).errors[0]).toMatchObject({ field: 'newPassword', code: 'too_personal' })
})

test('an account whose hash was made from the password as typed (before NFKC) signs in, and its hash is made again, normalised', async () => {
  const typed = 'ｍａｎｇｏ ｔｒｅｅｓ ｉｎ ｂｌｏｏｍ' // full-width: NFKC makes it "mango trees in bloom"
  const { data } = await t.register()
  const legacy = await hash(typed, { ...TEST_ARGON2, algorithm: 2 })
  await t.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, data.user.id))
  const [row] = await t.db.select().from(users).where(eq(users.id, data.user.id))
  const res = await t.login(row!.identifier, typed)
  expect(res.status, await res.clone().text()).toBe(200)
  let stored = legacy
  for (let i = 0; i < 50 && stored === legacy; i++) {
    await new Promise((r) => setTimeout(r, 20))
    ;[{ passwordHash: stored }] = (await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, data.user.id))) as [{ passwordHash: string }]
  }
  expect(stored).not.toBe(legacy)
  expect(await verify(stored, 'mango trees in bloom')).toBe(true)
  expect((await t.login(row!.identifier, 'mango trees in bloom')).status).toBe(200)
})
