/**
 * Sessions under attack, end to end through the API (the unit behaviour of rotation lives in
 * server/auth/session.routes.test.ts; this file checks what an attacker would try, on every
 * endpoint that needs a session):
 *
 * - a stolen refresh token: whichever party presents the rotated token last ends the family, for
 *   the thief and the victim alike, while the shopper's other devices stay signed in;
 * - "sign out everywhere" ends every session at once, cached or not, access and refresh tokens;
 * - lifetimes (the injected clock): an access token stops at its end even when cached, a refresh
 *   token at its own, a family at 30 days however often it is refreshed;
 * - CSRF: a state-changing request riding on the session cookie from another origin (or with no
 *   Origin, an opaque one, a look-alike host, a cross-site Sec-Fetch-Site) is a 403 on every such
 *   endpoint and changes nothing; a form or text/plain body is a 415 before anything else;
 * - cookies: the refresh token HttpOnly, SameSite=Strict, scoped to /api/auth; the access token
 *   SameSite=Lax (the spec's client reads it to send it as a bearer, so it cannot be HttpOnly);
 *   Secure exactly when COOKIE_SECURE is on.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { authOptionsFromEnv, DEFAULT_SESSION_TIMINGS } from '../auth/auth-config'
import { parseSetCookies, TEST_ARGON2, type Envelope } from '../auth/auth-test-kit'
import { rows } from '../cart/cart-sql'
import { parseEnv } from '../env'
import { commerceSnapshot } from '../orders/commerce.fixtures'
import { codeFromOutbox, registerByMail } from '../test/mail-files'
import { createWorld, endpoints, routeKey, type World } from './endpoints'
import { buildRequest, expectEnvelope, send, type Request } from './fuzz-kit'
import { createHardeningApp, PUBLIC_URL, type HardeningApp } from './hardening-app'

let w: World
let h: HardeningApp
beforeAll(async () => {
  w = await createWorld()
  h = w.h
})
afterAll(() => h.close())

const DAY = 86_400_000
const PROTECTED = ['/api/cart/farm', '/api/notifications', '/api/auth/user/me', '/api/addresses', '/api/orders', '/api/favorites', '/api/payments']

/** The statuses of every protected read for this access token. */
async function reads(token: string): Promise<number[]> {
  const out: number[] = []
  for (const p of PROTECTED) out.push((await h.request('GET', p, { headers: { authorization: `Bearer ${token}` } })).status)
  return out
}
const all = (status: number) => PROTECTED.map(() => status)

/** A refresh the browser's way: the HttpOnly cookie, from the storefront's origin. */
async function refresh(refreshToken: string) {
  const res = await h.request('POST', '/api/auth/session/refresh', {
    headers: { 'content-type': 'application/json', cookie: `refresh_token=${refreshToken}`, origin: PUBLIC_URL },
    body: '{}',
  })
  const cookies = parseSetCookies(res)
  const body = (await res.json()) as Envelope<{ accessToken: string }>
  return { status: res.status, access: body.data?.accessToken, refresh: cookies.refresh_token?.value, cookies }
}

async function login(identifier: string, secret: string) {
  const res = await h.request('POST', '/api/auth/account/authenticate', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, secret }),
  })
  expect(res.status).toBe(200)
  const cookies = parseSetCookies(res)
  return { access: cookies.access_token!.value, refresh: cookies.refresh_token!.value }
}

test('a stolen refresh token: when the rotated token comes back, the family ends for thief and victim; other devices stay', async () => {
  const victim = await h.shopper()
  const laptop = await login(victim.identifier, victim.secret) // another device: its own family
  // The thief copies the refresh token and uses it first.
  const thief = await refresh(victim.refresh)
  expect(thief.status).toBe(200)
  expect(await reads(thief.access!)).toEqual(all(200))
  // Past the replay window the victim's browser presents its (now rotated) token.
  h.clock.advance((DEFAULT_SESSION_TIMINGS.replayWindowSeconds + 1) * 1000)
  const victimTry = await refresh(victim.refresh)
  expect(victimTry.status).toBe(401)
  expect(victimTry.cookies.refresh_token?.attributes['max-age']).toBe('0') // cleared in the browser
  expect(h.logs.some((l) => l.level === 'warn' && /reused after rotation/.test(l.message))).toBe(true)
  // The whole family is over: the thief's access and refresh tokens, the victim's old access token.
  expect(await reads(thief.access!)).toEqual(all(401))
  expect(await reads(victim.token)).toEqual(all(401))
  expect((await refresh(thief.refresh!)).status).toBe(401)
  // The laptop's family was not part of it.
  expect(await reads(laptop.access)).toEqual(all(200))
  expect((await refresh(laptop.refresh)).status).toBe(200)
})

test('the victim refreshing first and the thief replaying later ends the family just the same', async () => {
  const victim = await h.shopper()
  const next = await refresh(victim.refresh)
  expect(next.status).toBe(200)
  h.clock.advance((DEFAULT_SESSION_TIMINGS.replayWindowSeconds + 1) * 1000)
  expect((await refresh(victim.refresh)).status).toBe(401) // the thief's replay
  expect(await reads(next.access!)).toEqual(all(401))
  expect((await refresh(next.refresh!)).status).toBe(401)
})

test('signing out everywhere ends every session at once, cached or not, and every refresh token', async () => {
  const s = await h.shopper()
  const devices = [{ access: s.token, refresh: s.refresh }, await login(s.identifier, s.secret), await login(s.identifier, s.secret)]
  for (const d of devices) expect(await reads(d.access)).toEqual(all(200)) // now in the session cache
  const bystander = await h.shopper()
  const res = await h.request('DELETE', '/api/auth/session/logout?all=true', {
    headers: { cookie: `access_token=${devices[1]!.access}; refresh_token=${devices[1]!.refresh}`, origin: PUBLIC_URL },
  })
  expect(res.status).toBe(200)
  const cleared = parseSetCookies(res)
  expect(cleared.access_token?.attributes['max-age']).toBe('0')
  expect(cleared.refresh_token?.attributes['max-age']).toBe('0')
  for (const d of devices) {
    expect(await reads(d.access)).toEqual(all(401))
    expect((await refresh(d.refresh)).status).toBe(401)
  }
  expect(await reads(bystander.token)).toEqual(all(200))
  const [live] = await rows<{ n: number }>(h.db, sql`SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = ${s.id} AND revoked_at IS NULL`)
  expect(live!.n).toBe(0)
})

test('an access token stops at the end of its lifetime even while cached', async () => {
  const s = await h.shopper()
  h.clock.advance(DEFAULT_SESSION_TIMINGS.accessTtlSeconds * 1000 - 2_000)
  expect(await reads(s.token)).toEqual(all(200)) // cached now, for at most the cache's 5 s
  h.clock.advance(2_001)
  expect(await reads(s.token)).toEqual(all(401))
})

test('a refresh token ends at its lifetime unused, and a family at 30 days however often it is refreshed', async () => {
  const idle = await h.shopper()
  h.clock.advance(DEFAULT_SESSION_TIMINGS.refreshTtlSeconds * 1000 + 1_000)
  const late = await refresh(idle.refresh)
  expect(late.status).toBe(401)
  expect(late.cookies.refresh_token?.attributes['max-age']).toBe('0')

  const busy = await h.shopper()
  let token = busy.refresh
  let access = busy.token
  const started = h.clock.time
  // Refresh every 5 h 50 min: each token is always used within its own lifetime.
  while (h.clock.time - started < 30 * DAY - 6 * 3_600_000) {
    h.clock.advance(5 * 3_600_000 + 50 * 60_000)
    const next = await refresh(token)
    expect(next.status, `after ${((h.clock.time - started) / DAY).toFixed(1)} days`).toBe(200)
    token = next.refresh!
    access = next.access!
  }
  // The last tokens of the family cannot outlive the family's 30 days.
  h.clock.time = started + 30 * DAY + 1_000
  expect(await reads(access)).toEqual(all(401))
  expect((await refresh(token)).status).toBe(401)
})

test('CSRF: every state-changing request riding on the cookie from another origin is a 403 and changes nothing', async () => {
  const s = await h.shopper()
  const cookie = `access_token=${s.token}; refresh_token=${s.refresh}`
  const writes = [
    ...endpoints(w).filter((e) => (e.access === 'user' || e.access === 'admin') && e.method !== 'GET'),
    ...endpoints(w).filter((e) => ['POST /api/auth/session/refresh', 'DELETE /api/auth/session/logout'].includes(routeKey(e))),
  ]
  expect(writes.length).toBe(59) // a new state-changing route must be counted here on purpose (chef bookings: request, cancel, pay the rest, accept, decline: 5, decision 046; a grocery line packed or substituted in the portal: 1, decision 048; payments: 1, decision 033, and the console's refund of a payment owed back: 1, decision 043; the console: 6, decision 034, and its markets and offers: 5; the portal: 11, decision 035; its profile, photo and payout number: 3, the console's operators: 2 and deleting a market's place: 1, decision 039; a farm's holidays, add and remove: 2, decision 042; a guest's payment retry, decision 038, is public, by its link's token: not counted here)
  const forgeries: [string, Record<string, string>][] = [
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a look-alike host', { origin: 'http://shop.example.evil.example' }],
    ['the right host over another scheme', { origin: 'https://shop.example' }],
    ['no Origin at all', {}],
    ['a cross-site fetch with a forged Origin', { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling subdomain) fetch', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-site' }],
  ]
  const snapshot = async () => (await commerceSnapshot(h.db)) + JSON.stringify(await rows(h.db, sql`SELECT id, user_id, revoked_at, rotated_at FROM auth_sessions ORDER BY id`))
  const before = await snapshot()
  let serial = 0
  for (const ep of writes) {
    for (const [how, headers] of forgeries) {
      const r: Request = buildRequest(ep, [])
      if (r.headers['idempotency-key'] === 'replaced-per-case') r.headers['idempotency-key'] = `csrf-${++serial}`
      r.path = r.path.replace(w.ids.ownerAddress, w.ids.otherAddress) // any id: the check comes first
      const a = await send(h, { ...r, headers: { ...r.headers, cookie, ...headers } })
      expectEnvelope(a, `${routeKey(ep)} from ${how}`)
      expect(a.status, `${routeKey(ep)} from ${how}: ${a.text.slice(0, 160)}`).toBe(403)
      expect(a.json!.notification!.code).toBe('forbidden')
    }
  }
  expect(await snapshot()).toBe(before)
  // The same cookie from the storefront itself works.
  const own = await h.request('POST', '/api/cart/farm/ops', {
    headers: { 'content-type': 'application/json', cookie, origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin', 'idempotency-key': 'csrf-own' },
    body: JSON.stringify({ op: 'set', produceId: 'spinach', quantity: 1 }),
  })
  expect(own.status).toBe(200)
})

test('CSRF: a form, multipart or text/plain post (no preflight in a browser) is a 415 before anything runs', async () => {
  const s = await h.shopper()
  const before = await commerceSnapshot(h.db)
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
    for (const [method, p] of [
      ['POST', '/api/cart/farm/ops'],
      ['POST', '/api/orders'],
      ['PUT', '/api/auth/user/me'],
      ['POST', '/api/contact'],
    ] as const) {
      const a = await send(h, { method, path: p, query: [], headers: { 'content-type': type, cookie: `access_token=${s.token}`, origin: 'https://evil.example' }, body: { raw: 'op=clear&bio=pwned' } })
      expectEnvelope(a, `${method} ${p} as ${type}`)
      expect(a.status, `${method} ${p} as ${type}`).toBe(415)
    }
  }
  expect(await commerceSnapshot(h.db)).toBe(before)
})

test('cookies: refresh token HttpOnly, SameSite=Strict, /api/auth only; access token SameSite=Lax; no Secure by default', async () => {
  let res!: Response
  const post = async (p: string, body: unknown) => {
    res = await h.request('POST', p, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: res.status, text: await res.clone().text() }
  }
  const input = { name: 'Ada', surname: 'Obi', email: 'ada.cookies@example.test', credential: { identifier: 'ada-cookies', secret: 'long walks by the river' } }
  expect((await registerByMail(post, input, codeFromOutbox(h.outbox))).status).toBe(201)
  const set = parseSetCookies(res)
  expect(set.refresh_token!.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api/auth' })
  // Readable by the page on purpose: the spec's client sends it as a bearer.
  expect(set.access_token!.attributes).toMatchObject({ samesite: 'Lax', path: '/' })
  expect(set.access_token!.attributes.httponly).toBeUndefined()
  for (const c of Object.values(set)) expect(c.attributes.secure, c.name).toBeUndefined()
  // Every Set-Cookie the session routes send names a SameSite.
  const again = await refresh(set.refresh_token!.value)
  const out = await h.request('DELETE', '/api/auth/session/logout', { headers: { cookie: `refresh_token=${again.refresh}`, origin: PUBLIC_URL } })
  for (const line of [...res.headers.getSetCookie(), ...out.headers.getSetCookie()]) expect(line).toMatch(/;\s*SameSite=(Strict|Lax)/i)
})

test('COOKIE_SECURE in the environment makes every session cookie Secure, and only then', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-cookies-'))
  try {
    const envWith = (value: string) => parseEnv({ COOKIE_SECURE: value, DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' })
    expect(['true', '1', 'false', '0', ''].map((v) => envWith(v).COOKIE_SECURE)).toEqual([true, true, false, false, false])
    expect(parseEnv({ DATA_DIR: dataDir }).COOKIE_SECURE).toBe(false)
    for (const [value, secure] of [
      ['true', true],
      ['false', false],
    ] as const) {
      const env = envWith(value)
      // The environment's mail (files in DATA_DIR) left out: the app's outbox brings the registration code.
      const { mail: _files, ...fromEnv } = authOptionsFromEnv(env, 'x'.repeat(40))
      const app = await createHardeningApp({ auth: { ...fromEnv, argon2: TEST_ARGON2 } })
      try {
        const s = await app.shopper()
        const login = await app.request('POST', '/api/auth/account/authenticate', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: s.identifier, secret: s.secret }),
        })
        const rotated = await app.request('POST', '/api/auth/session/refresh', {
          headers: { 'content-type': 'application/json', cookie: `refresh_token=${s.refresh}`, origin: 'https://shop.example' },
          body: '{}',
        })
        const out = await app.request('DELETE', '/api/auth/session/logout', { headers: { authorization: `Bearer ${s.token}` } })
        const lines = [...login.headers.getSetCookie(), ...rotated.headers.getSetCookie(), ...out.headers.getSetCookie()]
        expect(lines.length).toBeGreaterThanOrEqual(6)
        for (const line of lines) expect(/;\s*Secure/i.test(line), `COOKIE_SECURE=${value}: ${line}`).toBe(secure)
      } finally {
        await app.close()
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
