import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { authSessions } from '../db/schema/auth'
import { errorEnvelope } from '../test/test-app'
import { createAuthTestApp, ORIGIN, parseSetCookies, type AuthTestApp, type Envelope } from './auth-test-kit'
import { optionalUser, provideAuth, requireUser, type OptionalUserEnv, type UserEnv } from './require-user'
import { createAuth } from './auth-runtime'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())

interface SessionBody {
  accessToken: string
  refreshToken?: string
  user: { id: string }
}

/** Signs up and returns the tokens as a browser would hold them. */
async function signedIn() {
  const { data, cookies, input } = await t.register()
  return { access: data.accessToken, refresh: cookies.refresh_token!.value, userId: data.user.id, input }
}

const refresh = (refreshToken: string, origin: string | undefined = ORIGIN) => t.call('POST', '/api/auth/session/refresh', { body: {}, cookie: `refresh_token=${refreshToken}`, origin })

const me = (access: string) => t.call('GET', '/api/auth/user/me', { token: access })

test('a refresh rotates both tokens and sets them as cookies', async () => {
  const s = await signedIn()
  const res = await refresh(s.refresh)
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as Envelope<SessionBody>
  const cookies = parseSetCookies(res)
  expect(body.data.accessToken).not.toBe(s.access)
  expect(body.data.refreshToken).toBeUndefined() // browsers keep it HttpOnly
  expect(cookies.access_token!.value).toBe(body.data.accessToken)
  expect(cookies.refresh_token!.value).not.toBe(s.refresh)
  expect(cookies.refresh_token!.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api/auth' })
  expect(body.data.user.id).toBe(s.userId)
  expect((await me(body.data.accessToken)).status).toBe(200)
  // The next refresh uses the new token.
  expect((await refresh(cookies.refresh_token!.value)).status).toBe(200)
})

test('the replaced access token keeps working for the replay window, then is refused', async () => {
  const s = await signedIn()
  expect((await refresh(s.refresh)).status).toBe(200)
  expect((await me(s.access)).status).toBe(200) // a request already in flight during the refresh
  t.clock.advance(61_000)
  expect((await me(s.access)).status).toBe(401)
})

test('replaying the just-rotated refresh token within 60 s returns the same successor', async () => {
  const s = await signedIn()
  const first = await refresh(s.refresh)
  const firstBody = (await first.json()) as Envelope<SessionBody>
  const firstCookies = parseSetCookies(first)
  t.clock.advance(59_000)
  const replay = await refresh(s.refresh)
  expect(replay.status).toBe(200)
  const replayBody = (await replay.json()) as Envelope<SessionBody>
  expect(replayBody.data.accessToken).toBe(firstBody.data.accessToken)
  expect(parseSetCookies(replay).refresh_token!.value).toBe(firstCookies.refresh_token!.value)
  // Nothing was revoked: the successor goes on.
  expect((await me(firstBody.data.accessToken)).status).toBe(200)
  expect((await refresh(firstCookies.refresh_token!.value)).status).toBe(200)
})

test('two concurrent refreshes with one token both get the same successor', async () => {
  const s = await signedIn()
  const [a, b] = await Promise.all([refresh(s.refresh), refresh(s.refresh)])
  expect([a.status, b.status]).toEqual([200, 200])
  const [ab, bb] = (await Promise.all([a.json(), b.json()])) as Envelope<SessionBody>[]
  expect(ab!.data.accessToken).toBe(bb!.data.accessToken)
  const rows = await t.db.select().from(authSessions).where(eq(authSessions.userId, s.userId))
  expect(rows).toHaveLength(2)
})

test('reusing an old refresh token after the window revokes the whole family', async () => {
  const s = await signedIn()
  const other = (await (await t.login(s.input.credential.identifier, s.input.credential.secret)).json()) as Envelope<SessionBody>
  const rotated = await refresh(s.refresh)
  const successor = (await rotated.json()) as Envelope<SessionBody>
  const successorRefresh = parseSetCookies(rotated).refresh_token!.value
  t.clock.advance(61_000)

  const reuse = await refresh(s.refresh)
  expect(reuse.status).toBe(401)
  expect((await errorEnvelope(reuse)).notification.code).toBe('unauthorized')
  expect(parseSetCookies(reuse).refresh_token!.attributes['max-age']).toBe('0')
  expect(t.logs.some((l) => l.level === 'warn' && l.message.includes('reused'))).toBe(true)

  expect((await me(successor.data.accessToken)).status).toBe(401)
  expect((await refresh(successorRefresh)).status).toBe(401)
  // Another sign-in of the same shopper is a different family and carries on.
  expect((await me(other.data.accessToken)).status).toBe(200)
})

test('a replay after the successor itself was rotated is a reuse', async () => {
  const s = await signedIn()
  const second = parseSetCookies(await refresh(s.refresh)).refresh_token!.value
  const third = await refresh(second)
  const thirdBody = (await third.json()) as Envelope<SessionBody>
  expect((await refresh(s.refresh)).status).toBe(401)
  expect((await me(thirdBody.data.accessToken)).status).toBe(401)
})

test('a refresh token ends after its lifetime even unused', async () => {
  const s = await signedIn()
  t.clock.advance(21_600_000 + 1)
  expect((await refresh(s.refresh)).status).toBe(401)
  expect((await me(s.access)).status).toBe(401)
})

test('a client without cookies refreshes with the token in the body and gets the next one back', async () => {
  const s = await signedIn()
  const res = await t.call('POST', '/api/auth/session/refresh', { body: { refreshToken: s.refresh } })
  expect(res.status).toBe(200)
  const body = (await res.json()) as Envelope<SessionBody>
  expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(res.headers.getSetCookie()).toEqual([])
  expect((await t.call('POST', '/api/auth/session/refresh', { body: { refreshToken: body.data.refreshToken } })).status).toBe(200)
})

test('refresh and logout by cookie are refused from another origin or without an Origin', async () => {
  const s = await signedIn()
  for (const origin of ['https://evil.example', 'null']) {
    const res = await refresh(s.refresh, origin)
    expect(res.status, origin).toBe(403)
    expect((await errorEnvelope(res)).notification.code).toBe('forbidden')
  }
  const noOrigin = await t.call('POST', '/api/auth/session/refresh', { body: {}, cookie: `refresh_token=${s.refresh}` })
  expect(noOrigin.status).toBe(403)
  const crossSite = await t.call('POST', '/api/auth/session/refresh', { body: {}, cookie: `refresh_token=${s.refresh}`, origin: ORIGIN, headers: { 'sec-fetch-site': 'cross-site' } })
  expect(crossSite.status).toBe(403)
  const logout = await t.call('DELETE', '/api/auth/session/logout', { cookie: `access_token=${s.access}; refresh_token=${s.refresh}`, origin: 'https://evil.example' })
  expect(logout.status).toBe(403)
  // Nothing happened to the session.
  expect((await me(s.access)).status).toBe(200)
  expect((await refresh(s.refresh)).status).toBe(200)
})

test('refresh without any token is 401 and a malformed one is 400', async () => {
  expect((await t.call('POST', '/api/auth/session/refresh', { body: {}, origin: ORIGIN })).status).toBe(401)
  const bad = await t.call('POST', '/api/auth/session/refresh', { body: { refreshToken: 42 } })
  expect(bad.status).toBe(400)
  await errorEnvelope(bad)
})

test('logout ends this session at once and clears both cookies', async () => {
  const s = await signedIn()
  const other = (await (await t.login(s.input.credential.identifier, s.input.credential.secret)).json()) as Envelope<SessionBody>
  expect((await me(s.access)).status).toBe(200) // now cached
  const res = await t.call('DELETE', '/api/auth/session/logout', { cookie: `access_token=${s.access}; refresh_token=${s.refresh}`, origin: ORIGIN })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ data: { loggedOut: true, scope: 'current' }, errors: null, notification: { type: 'success' } })
  const cookies = parseSetCookies(res)
  expect(cookies.access_token!.attributes).toMatchObject({ 'max-age': '0', path: '/' })
  expect(cookies.refresh_token!.attributes).toMatchObject({ 'max-age': '0', path: '/api/auth' })
  expect((await me(s.access)).status).toBe(401)
  expect((await refresh(s.refresh)).status).toBe(401)
  expect((await me(other.data.accessToken)).status).toBe(200)
})

test('logout with a bearer token and no cookies needs no Origin', async () => {
  const s = await signedIn()
  expect((await t.call('DELETE', '/api/auth/session/logout', { token: s.access })).status).toBe(200)
  expect((await me(s.access)).status).toBe(401)
})

test('logout with ?all=true ends every session of the shopper', async () => {
  const s = await signedIn()
  const sessions = [s.access]
  for (let i = 0; i < 2; i++) {
    const body = (await (await t.login(s.input.credential.identifier, s.input.credential.secret)).json()) as Envelope<SessionBody>
    sessions.push(body.data.accessToken)
  }
  const stranger = await signedIn()
  const res = await t.call('DELETE', '/api/auth/session/logout?all=true', { token: s.access })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ data: { scope: 'all' } })
  for (const access of sessions) expect((await me(access)).status).toBe(401)
  expect((await me(stranger.access)).status).toBe(200)
})

test('logout of all sessions without a session is 401, a plain logout without one just clears cookies', async () => {
  const all = await t.call('DELETE', '/api/auth/session/logout?all=true')
  expect(all.status).toBe(401)
  await errorEnvelope(all)
  const plain = await t.call('DELETE', '/api/auth/session/logout')
  expect(plain.status).toBe(200)
  const bad = await t.call('DELETE', '/api/auth/session/logout?all=maybe')
  expect(bad.status).toBe(400)
})

test('a token revoked by another process is refused within the 5 s cache', async () => {
  const s = await signedIn()
  expect((await me(s.access)).status).toBe(200) // cached in this process
  // A second app on the same database plays the other process.
  const second = await createAuthTestApp({}, t.database)
  second.clock.time = t.clock.time
  expect((await second.call('DELETE', '/api/auth/session/logout', { token: s.access })).status).toBe(200)
  t.clock.advance(5_001)
  expect((await me(s.access)).status).toBe(401)
})

test('requireUser and optionalUser give other routes the signed-in user', async () => {
  const s = await signedIn()
  const runtime = createAuth(t.db, { debug() {}, info() {}, warn() {}, error() {} }, { now: t.clock.now, secret: 'another-secret-for-this-test-0123456789' })
  const app = new Hono()
  app.use('*', provideAuth(runtime))
  app.route(
    '/cart',
    new Hono<UserEnv>().use(requireUser).get('/', (c) => c.json({ userId: c.var.user.id, roles: c.var.user.roles, email: c.var.user.email })),
  )
  app.route(
    '/catalog',
    new Hono<OptionalUserEnv>().use(optionalUser).get('/', (c) => c.json({ userId: c.var.user?.id ?? null })),
  )
  const withToken = await app.request('/cart', { headers: { authorization: `Bearer ${s.access}` } })
  expect(await withToken.json()).toEqual({ userId: s.userId, roles: ['customer'], email: s.input.email })
  const without = await app.request('/cart')
  expect(without.status).toBe(401)
  expect((await errorEnvelope(without)).notification.code).toBe('unauthorized')
  expect(await (await app.request('/catalog')).json()).toEqual({ userId: null })
  expect(await (await app.request('/catalog', { headers: { authorization: 'Bearer ' + 'y'.repeat(43) } })).json()).toEqual({ userId: null })
  expect(await (await app.request('/catalog', { headers: { cookie: `access_token=${s.access}` } })).json()).toEqual({ userId: s.userId })
})

test('logins past the hashing queue answer 503 busy instead of piling up', async () => {
  const busy = await createAuthTestApp({ hashConcurrency: 1, hashQueueLimit: 1, argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 } }, t.database)
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => busy.login(`crowd-${i}`, 'some password', { address: `10.0.0.${i}` })))
  const statuses = answers.map((r) => r.status)
  expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0)
  expect(statuses.every((s) => s === 503 || s === 401)).toBe(true)
  const refused = answers[statuses.indexOf(503)]!
  expect(refused.headers.get('retry-after')).toBe('1')
  expect((await errorEnvelope(refused)).notification.code).toBe('busy')
})
