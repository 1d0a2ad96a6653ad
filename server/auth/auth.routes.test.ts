import { parseOptions } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { authRateLimits, authSessions, users } from '../db/schema/auth'
import type { OutgoingMail } from '../mail/mailer'
import { registrationCode } from '../test/mail-files'
import { errorEnvelope } from '../test/test-app'
import { createAuthTestApp, ORIGIN, parseSetCookies, type AuthTestApp, type Envelope } from './auth-test-kit'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(authRateLimits)
})

interface SessionBody {
  accessToken: string
  user: Record<string, unknown> & { id: string; email: string; emailVerified: boolean; roles: string[] }
  credential: { identifier: string }
}

const allUsers = () => t.db.select().from(users).orderBy(users.id)

test('registering (the form, then the e-mailed code) answers the session, sets the spec cookies and stores an argon2id hash', async () => {
  const input = {
    name: 'Thandi',
    surname: 'Nkosi',
    phone: '+27 82 555 0199',
    email: '  Thandi.Nkosi@Example.TEST ',
    credential: { identifier: 'Thandi', secret: 'sunflowers on the stoep' },
  }
  const { pending } = await t.startRegistration(input)
  const code = registrationCode((await t.mailTo('thandi.nkosi@example.test', 'register')).text)
  const res = await t.call('POST', '/api/auth/account/register/confirm', { body: { pending, code } })
  expect(res.status, await res.clone().text()).toBe(201)
  const body = (await res.json()) as Envelope<SessionBody>
  expect(body.errors).toBeNull()
  expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(body.data.user).toEqual({
    id: expect.any(String),
    name: 'Thandi',
    surname: 'Nkosi',
    email: 'thandi.nkosi@example.test',
    avatarUrl: null,
    roles: ['customer'],
    phone: '+27 82 555 0199',
    gender: null,
    bio: '',
    dateOfBirth: null,
    emailVerified: true,
  })
  expect(body.data.credential).toEqual({ identifier: 'thandi' })

  const cookies = parseSetCookies(res)
  expect(cookies.access_token!.value).toBe(body.data.accessToken)
  expect(cookies.access_token!.attributes).toMatchObject({ 'max-age': '21600', path: '/', samesite: 'Lax' })
  expect(cookies.access_token!.attributes.httponly).toBeUndefined()
  expect(cookies.access_token!.attributes.secure).toBeUndefined()
  expect(cookies.refresh_token!.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(cookies.refresh_token!.attributes).toMatchObject({ 'max-age': '21600', path: '/api/auth', samesite: 'Strict', httponly: true })

  const [stored] = await t.db.select().from(users).where(eq(users.id, body.data.user.id))
  expect(stored!.passwordHash).toMatch(/^\$argon2id\$/)
  expect(stored!.passwordHash).not.toContain('sunflowers')
  const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, stored!.id))
  expect(session!.accessHash).not.toBe(body.data.accessToken)
  expect(session!.accessHash).toMatch(/^[0-9a-f]{64}$/)
})

test('a shopper signs in with the identifier or the e-mail, in any case', async () => {
  const { input } = await t.register()
  for (const login of [input.credential.identifier, input.email, input.email.toUpperCase()]) {
    const res = await t.login(login, input.credential.secret)
    expect(res.status, login).toBe(200)
    const body = (await res.json()) as Envelope<SessionBody>
    expect(body.data.credential.identifier).toBe(input.credential.identifier)
    expect(parseSetCookies(res).refresh_token).toBeDefined()
  }
})

test('a wrong password and an unknown identifier get the same answer', async () => {
  const { input } = await t.register()
  const wrong = await t.login(input.credential.identifier, 'not the right password')
  const unknown = await t.login('nobody-here', 'not the right password')
  expect(wrong.status).toBe(401)
  expect(unknown.status).toBe(401)
  const a = await errorEnvelope(wrong)
  const b = await errorEnvelope(unknown)
  expect(a).toEqual(b)
  expect(a.notification.code).toBe('invalid_credentials')
  expect(a.errors).toEqual([{ field: null, code: 'invalid_credentials', message: expect.any(String) }])
  expect(wrong.headers.getSetCookie()).toEqual([])
})

test('a shopper who only signed in socially cannot sign in with a password', async () => {
  const { input, data } = await t.register()
  await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, data.user.id))
  const res = await t.login(input.credential.identifier, input.credential.secret)
  expect(res.status).toBe(401)
  expect((await errorEnvelope(res)).notification.code).toBe('invalid_credentials')
})

test('failures at one account from one address answer 429 with Retry-After, and the window ends by itself', async () => {
  const { input } = await t.register()
  for (let i = 0; i < 5; i++) {
    expect((await t.login(input.credential.identifier, `wrong ${i}`, { address: '192.0.2.99' })).status).toBe(401)
  }
  const limited = await t.login(input.credential.identifier, input.credential.secret, { address: '192.0.2.99' })
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900)
  expect((await errorEnvelope(limited)).notification.code).toBe('rate_limited')

  t.clock.advance(15 * 60 * 1000 + 1)
  const after = await t.login(input.credential.identifier, input.credential.secret, { address: '192.0.2.99' })
  expect(after.status).toBe(200)
})

test('repeated failures from one address across accounts answer 429', async () => {
  for (let i = 0; i < 20; i++) expect((await t.login(`someone-${i}`, 'guess', { address: '192.0.2.200' })).status).toBe(401)
  const limited = await t.login('someone-else', 'guess', { address: '192.0.2.200' })
  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  expect((await t.login('someone-else', 'guess', { address: '192.0.2.201' })).status).toBe(401)
})

test('a successful login forgets the account failures', async () => {
  const { input } = await t.register()
  for (let i = 0; i < 4; i++) await t.login(input.credential.identifier, 'wrong', { address: '192.0.2.30' })
  expect((await t.login(input.credential.identifier, input.credential.secret, { address: '192.0.2.30' })).status).toBe(200)
  for (let i = 0; i < 4; i++) expect((await t.login(input.credential.identifier, 'wrong', { address: '192.0.2.31' })).status).toBe(401)
})

test('bad registrations get a 4xx in the envelope and store nothing', async () => {
  const { input: existing } = await t.register()
  const before = await allUsers()
  const valid = {
    name: 'Kofi',
    surname: 'Mensah',
    phone: '+233 20 555 0101',
    email: 'kofi@example.test',
    credential: { identifier: 'kofi', secret: 'yams and plantain' },
  }
  const cases: [string, unknown, number, string, string | null][] = [
    ['missing fields', {}, 400, 'validation_failed', null],
    ['wrong types', { ...valid, name: 7, credential: 'x' }, 400, 'validation_failed', 'name'],
    ['unknown field', { ...valid, roles: ['admin'] }, 400, 'validation_failed', null],
    ['bad e-mail', { ...valid, email: 'kofi-at-example' }, 400, 'validation_failed', 'email'],
    ['short password', { ...valid, credential: { identifier: 'kofi', secret: 'short' } }, 400, 'validation_failed', 'credential.secret'],
    ['long password', { ...valid, credential: { identifier: 'kofi', secret: 'x'.repeat(129) } }, 400, 'validation_failed', 'credential.secret'],
    ['common password', { ...valid, credential: { identifier: 'kofi', secret: 'Password1' } }, 400, 'validation_failed', 'credential.secret'],
    ['common password in other case', { ...valid, credential: { identifier: 'kofi', secret: 'SUPERMAN' } }, 400, 'validation_failed', 'credential.secret'],
    ['identifier with spaces', { ...valid, credential: { identifier: 'kofi m', secret: 'yams and plantain' } }, 400, 'validation_failed', 'credential.identifier'],
    ['someone else’s e-mail as identifier', { ...valid, credential: { identifier: existing.email, secret: 'yams and plantain' } }, 400, 'validation_failed', 'credential.identifier'],
    ['e-mail-shaped identifier not one’s own', { ...valid, credential: { identifier: 'other@example.test', secret: 'yams and plantain' } }, 400, 'validation_failed', 'credential.identifier'],
    ['bad phone', { ...valid, phone: 'call me maybe' }, 400, 'validation_failed', 'phone'],
    ['invalid JSON', '{"name": "Kofi",', 400, 'invalid_json', null],
    ['an array', '[1,2]', 400, 'validation_failed', null],
  ]
  for (const [label, body, status, code, field] of cases) {
    const res = await t.call('POST', '/api/auth/account/register', { body })
    expect(res.status, label).toBe(status)
    const envelope = await errorEnvelope(res)
    expect(envelope.notification.code, label).toBe(code)
    if (field)
      expect(
        envelope.errors.map((e) => e.field),
        label,
      ).toContain(field)
  }
  const common = await t.call('POST', '/api/auth/account/register', { body: { ...valid, credential: { identifier: 'kofi', secret: 'Password1' } } })
  expect((await errorEnvelope(common)).errors[0]).toMatchObject({ field: 'credential.secret', code: 'too_common' })
  const form = await t.call('POST', '/api/auth/account/register', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  expect(form.status).toBe(415)
  expect(await allUsers()).toEqual(before)
})

test('bad logins get a 4xx in the envelope', async () => {
  const cases: [unknown, number][] = [
    [{}, 400],
    [{ identifier: 'a' }, 400],
    [{ identifier: 'a', secret: '' }, 400],
    [{ identifier: 'a', secret: 'x'.repeat(1025) }, 400],
    [{ identifier: ['a'], secret: 'b' }, 400],
    ['nope', 400],
  ]
  for (const [body, status] of cases) {
    const res = await t.call('POST', '/api/auth/account/authenticate', { body })
    expect(res.status, JSON.stringify(body)).toBe(status)
    await errorEnvelope(res)
  }
})

test('GET /user/me answers the user and credential for a bearer token or the cookie', async () => {
  const { data, input } = await t.register()
  const byBearer = await t.call('GET', '/api/auth/user/me', { token: data.accessToken })
  expect(byBearer.status).toBe(200)
  const body = (await byBearer.json()) as Envelope<{ user: { id: string }; credential: { identifier: string } }>
  expect(body.data.user.id).toBe(data.user.id)
  expect(body.data.credential).toEqual({ identifier: input.credential.identifier })
  const byCookie = await t.call('GET', '/api/auth/user/me', { cookie: `access_token=${data.accessToken}` })
  expect(byCookie.status).toBe(200)
})

test('GET /user/me without a valid token is 401 unauthorized', async () => {
  for (const token of [undefined, 'x'.repeat(43)]) {
    const res = await t.call('GET', '/api/auth/user/me', { token })
    expect(res.status).toBe(401)
    expect((await errorEnvelope(res)).notification.code).toBe('unauthorized')
  }
})

test('PUT /user/me updates the profile; a new e-mail waits for the code sent to it (email-change.routes.test.ts)', async () => {
  const { data, input } = await t.register()
  await t.db
    .update(users)
    .set({ emailVerifiedAt: new Date(t.clock.now()) })
    .where(eq(users.id, data.user.id))
  await t.mailIdle() // the registration's and earlier tests' e-mails
  const mailsBefore = t.outbox.length
  const res = await t.call('PUT', '/api/auth/user/me', {
    token: data.accessToken,
    body: {
      name: 'Amina',
      surname: 'Diallo-Sow',
      email: 'amina.new@example.test',
      phone: '+221 77 555 0101',
      gender: 'female',
      bio: 'Grows okra.',
      dateOfBirth: '1990-02-14',
      currentPassword: input.credential.secret,
    },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as Envelope<{ user: Record<string, unknown>; pendingEmail: string | null }>
  expect(body.data.user).toMatchObject({
    surname: 'Diallo-Sow',
    email: input.email,
    phone: '+221 77 555 0101',
    gender: 'female',
    bio: 'Grows okra.',
    dateOfBirth: '1990-02-14',
    emailVerified: true,
  })
  expect(body.data.pendingEmail).toBe('amina.new@example.test')
  await t.mailIdle()
  expect(t.outbox.slice(mailsBefore).map((m) => [m.to, m.purpose])).toEqual([
    ['amina.new@example.test', 'email-change'],
    [input.email, 'email-change-notice'],
  ])

  const cleared = await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { gender: null, dateOfBirth: null, bio: null } })
  expect(((await cleared.json()) as Envelope<{ user: Record<string, unknown> }>).data.user).toMatchObject({ gender: null, dateOfBirth: null, bio: '' })
})

test('PUT /user/me refuses bad fields and a taken e-mail, and changes nothing', async () => {
  const other = await t.register()
  const { data } = await t.register()
  const before = await allUsers()
  const cases: [Record<string, unknown>, number, string][] = [
    [{ dateOfBirth: '2999-01-01' }, 400, 'dateOfBirth'],
    [{ dateOfBirth: '1990-02-30' }, 400, 'dateOfBirth'],
    [{ gender: 'robot' }, 400, 'gender'],
    [{ name: '' }, 400, 'name'],
    [{ email: other.input.email, currentPassword: 'green mangoes at dawn' }, 409, 'email'],
    [{ roles: ['admin'] }, 400, ''],
    [{ bio: 'x'.repeat(1001) }, 400, 'bio'],
  ]
  for (const [body, status, field] of cases) {
    const res = await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body })
    expect(res.status, JSON.stringify(body)).toBe(status)
    const envelope = await errorEnvelope(res)
    if (field) expect(envelope.errors.map((e) => e.field)).toContain(field)
  }
  expect(await allUsers()).toEqual(before)
})

test('a cookie-authenticated change from another site is refused with 403', async () => {
  const { data } = await t.register()
  const res = await t.call('PUT', '/api/auth/user/me', { cookie: `access_token=${data.accessToken}`, origin: 'https://evil.example', body: { bio: 'pwned' } })
  expect(res.status).toBe(403)
  expect((await errorEnvelope(res)).notification.code).toBe('forbidden')
  const same = await t.call('PUT', '/api/auth/user/me', { cookie: `access_token=${data.accessToken}`, origin: ORIGIN, body: { bio: 'mine' } })
  expect(same.status).toBe(200)
})

test('changing the password needs the current one and ends the other sessions only', async () => {
  const { data, input } = await t.register()
  const other = (await (await t.login(input.credential.identifier, input.credential.secret)).json()) as Envelope<SessionBody>

  const wrong = await t.call('PUT', '/api/auth/account/update', {
    token: data.accessToken,
    body: { currentPassword: 'not it at all', newPassword: 'baobab shade at noon', confirmNewPassword: 'baobab shade at noon' },
  })
  expect(wrong.status).toBe(400) // never 401: the client would log out
  expect((await errorEnvelope(wrong)).errors[0]).toMatchObject({ field: 'currentPassword', code: 'wrong_password' })

  const res = await t.call('PUT', '/api/auth/account/update', {
    token: data.accessToken,
    body: { currentPassword: input.credential.secret, newPassword: 'baobab shade at noon', confirmNewPassword: 'baobab shade at noon', newIdentifier: '' },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  expect((await t.call('GET', '/api/auth/user/me', { token: data.accessToken })).status).toBe(200)
  expect((await t.call('GET', '/api/auth/user/me', { token: other.data.accessToken })).status).toBe(401)
  expect((await t.login(input.credential.identifier, input.credential.secret)).status).toBe(401)
  expect((await t.login(input.credential.identifier, 'baobab shade at noon')).status).toBe(200)
})

test('changing the identifier lets the shopper sign in with the new one', async () => {
  const { data, input } = await t.register()
  const res = await t.call('PUT', '/api/auth/account/update', { token: data.accessToken, body: { currentPassword: input.credential.secret, newIdentifier: 'Amina-Farm' } })
  expect(res.status).toBe(200)
  expect(((await res.json()) as Envelope<{ credential: { identifier: string } }>).data.credential.identifier).toBe('amina-farm')
  expect((await t.login('amina-farm', input.credential.secret)).status).toBe(200)
  expect((await t.login(input.credential.identifier, input.credential.secret)).status).toBe(401)
})

test('credential updates that are incomplete, mismatched, common or taken are refused', async () => {
  const other = await t.register()
  const { data, input } = await t.register()
  const current = input.credential.secret
  const cases: [Record<string, unknown>, number, string][] = [
    [{ currentPassword: current }, 400, 'nothing_to_change'],
    [{ currentPassword: current, newPassword: 'baobab shade at noon', confirmNewPassword: 'baobab shade at dusk' }, 400, 'mismatch'],
    [{ currentPassword: current, newPassword: 'baobab shade at noon' }, 400, 'mismatch'],
    [{ currentPassword: current, newPassword: 'iloveyou1', confirmNewPassword: 'iloveyou1' }, 400, 'too_common'],
    [{ currentPassword: current, newPassword: 'short', confirmNewPassword: 'short' }, 400, 'too_small'],
    [{ currentPassword: current, newIdentifier: other.input.credential.identifier }, 409, 'taken'],
    [{ currentPassword: current, newIdentifier: other.input.email }, 409, 'taken'],
    [{ newIdentifier: 'x-y-z' }, 400, 'invalid_type'],
  ]
  const before = await allUsers()
  for (const [body, status, code] of cases) {
    const res = await t.call('PUT', '/api/auth/account/update', { token: data.accessToken, body })
    expect(res.status, JSON.stringify(body)).toBe(status)
    expect(
      (await errorEnvelope(res)).errors.map((e) => e.code),
      JSON.stringify(body),
    ).toContain(code)
  }
  expect(await allUsers()).toEqual(before)
  const anonymous = await t.call('PUT', '/api/auth/account/update', { body: { currentPassword: current, newIdentifier: 'free-name' } })
  expect(anonymous.status).toBe(401)
})

test('the production argon2id cost is what createApp uses by default', async () => {
  const { createTestApp } = await import('../test/test-app')
  const outbox: OutgoingMail[] = []
  const plain = await createTestApp({ auth: { mail: { outbox } } })
  try {
    const started = await plain.json('POST', '/api/auth/account/register', {
      name: 'Zanele',
      surname: 'Dube',
      email: 'zanele@example.test',
      credential: { identifier: 'zanele', secret: 'rooibos in winter' },
    })
    expect(started.status).toBe(202)
    const { pending } = ((await started.json()) as Envelope<{ pending: string }>).data
    while (outbox.length === 0) await new Promise((r) => setTimeout(r, 5))
    const res = await plain.json('POST', '/api/auth/account/register/confirm', { pending, code: registrationCode(outbox[0]!.text) })
    expect(res.status).toBe(201)
    const [stored] = await plain.db.select().from(users).where(eq(users.identifier, 'zanele'))
    const used = parseOptions(stored!.passwordHash!)
    expect(used.memoryCost).toBeGreaterThanOrEqual(19_456)
    expect(used.timeCost).toBe(2)
    expect(used.parallelism).toBe(1)
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  } finally {
    await plain.close()
  }
})

test('the ping and providers calls answer in the envelope', async () => {
  const ping = await t.call('GET', '/api/auth/ping')
  expect(await ping.json()).toMatchObject({ data: { pong: true }, errors: null, notification: null })
  const providers = await t.call('GET', '/api/auth/providers')
  expect(await providers.json()).toEqual({ data: [], errors: null, notification: null })
})

test('with cookieSecure the session cookies are Secure', async () => {
  const secure = await createAuthTestApp({ cookieSecure: true }, t.database)
  const { cookies } = await secure.register()
  expect(cookies.access_token!.attributes.secure).toBe(true)
  expect(cookies.refresh_token!.attributes.secure).toBe(true)
})

test('a failing database answers 500 in the envelope, logged, without a stack trace', async () => {
  const broken = await createAuthTestApp()
  await broken.database.close()
  const res = await broken.login('anyone', 'any password')
  expect(res.status).toBe(500)
  expect((await errorEnvelope(res)).notification.code).toBe('internal_error')
  expect(broken.logs.some((l) => l.level === 'error' && l.message === 'unhandled error')).toBe(true)
})
