/**
 * Social login end to end against a real OpenID provider (oidc-provider) on 127.0.0.1: the test
 * plays the browser, following every redirect by hand (manual redirect mode) with a cookie jar,
 * and fills the provider's development login and consent forms.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
// @ts-expect-error oidc-provider ships no type declarations
import Provider from 'oidc-provider'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { authIdentities, users } from '../db/schema/auth'
import { createAuthTestApp, parseSetCookies, type AuthTestApp, type Envelope } from './auth-test-kit'
import { insertTestStores } from '../test/test-app'
import { rows } from '../cart/cart-sql'

const PUBLIC_URL = 'http://127.0.0.1:3000'
const CALLBACK = `${PUBLIC_URL}/api/auth/account/village/callback`

let op: http.Server
let issuer: string
let t: AuthTestApp

/** Accounts of the test provider: the login typed in its form is the account id. */
function claimsFor(id: string) {
  return {
    sub: id,
    email: `${id}@example.test`,
    email_verified: !id.startsWith('unverified'),
    given_name: 'Wanjiru',
    family_name: 'Kamau',
    name: 'Wanjiru Kamau',
  }
}

beforeAll(async () => {
  // oidc-provider prints development-mode warnings and notices (console.warn / console.info).
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  op = http.createServer()
  await new Promise<void>((resolve) => op.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(op.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'malewa',
        client_secret: 'malewa-test-client-secret-0123456789',
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => claimsFor(id) }),
  })
  op.on('request', provider.callback())

  t = await createAuthTestApp({
    publicUrl: PUBLIC_URL,
    oidcProviders: [{ name: 'village', label: 'Village ID', issuer, clientId: 'malewa', clientSecret: 'malewa-test-client-secret-0123456789' }],
  })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await t.close()
  await new Promise<void>((resolve) => op.close(() => resolve()))
})

/** The browser at the provider: a cookie jar, redirects followed by hand, forms submitted. */
async function throughProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = authorizationUrl
  let init: RequestInit = { method: 'GET' }
  for (let hop = 0; hop < 20; hop++) {
    const headers = new Headers(init.headers)
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const res = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const i = pair!.indexOf('=')
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line)
      if (expired) jar.delete(pair!.slice(0, i))
      else jar.set(pair!.slice(0, i), pair!.slice(i + 1))
    }
    const location = res.headers.get('location')
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url)
      if (next.href.startsWith(PUBLIC_URL)) return next
      url = next.href
      init = { method: 'GET' }
      continue
    }
    const html = await res.text()
    expect(res.status, html).toBe(200)
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1]
    if (!action || !prompt) throw new Error(`unexpected page at ${url}: ${html.slice(0, 300)}`)
    const form = new URLSearchParams({ prompt })
    if (prompt === 'login') {
      form.set('login', login)
      form.set('password', 'any')
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).href
    init = { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  }
  throw new Error('too many redirects at the provider')
}

/** Start at our API, go through the provider, come back to our callback (as the same browser). */
async function socialLogin(login: string, returnTo?: string, accept = 'text/html') {
  const start = await t.call('GET', `/api/auth/account/village/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`)
  expect(start.status).toBe(302)
  const stateCookie = parseSetCookies(start).oidc_state!
  expect(stateCookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api/auth/account' })
  const authorization = new URL(start.headers.get('location')!)
  expect(authorization.origin).toBe(issuer)
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorization.searchParams.get('state')).toBeTruthy()
  expect(authorization.searchParams.get('nonce')).toBeTruthy()
  expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK)

  const back = await throughProvider(authorization.href, login)
  expect(back.pathname).toBe('/api/auth/account/village/callback')
  const callback = await t.call('GET', `${back.pathname}${back.search}`, { cookie: `oidc_state=${stateCookie.value}`, headers: { accept } })
  return { callback, back, stateCookie }
}

test('the configured providers are listed for the login buttons', async () => {
  const res = await t.call('GET', '/api/auth/providers')
  expect(await res.json()).toEqual({
    data: [{ name: 'village', label: 'Village ID', startUrl: '/api/auth/account/village/start' }],
    errors: null,
    notification: null,
  })
})

test('a social login creates the account from the verified e-mail, sets the cookies and returns to the page asked', async () => {
  const { callback } = await socialLogin('wanjiru', '/fr/account?tab=profile')
  expect(callback.status).toBe(302)
  expect(callback.headers.get('location')).toBe('/fr/account?tab=profile')
  const cookies = parseSetCookies(callback)
  expect(cookies.oidc_state!.attributes['max-age']).toBe('0')
  expect(cookies.refresh_token!.attributes).toMatchObject({ httponly: true, samesite: 'Strict' })
  const me = (await (await t.call('GET', '/api/auth/user/me', { token: cookies.access_token!.value })).json()) as Envelope<{
    user: Record<string, unknown>
    credential: { identifier: string }
  }>
  expect(me.data.user).toMatchObject({ email: 'wanjiru@example.test', name: 'Wanjiru', surname: 'Kamau', emailVerified: true, roles: ['customer'] })
  expect(me.data.credential.identifier).toBe('wanjiru@example.test')
  const [identity] = await t.db.select().from(authIdentities).where(eq(authIdentities.subject, 'wanjiru'))
  expect(identity).toMatchObject({ provider: 'village', email: 'wanjiru@example.test' })

  // The second time finds the same account through the linked identity.
  const again = await socialLogin('wanjiru')
  expect(again.callback.headers.get('location')).toBe('/')
  expect(await t.db.select().from(users).where(eq(users.email, 'wanjiru@example.test'))).toHaveLength(1)
})

test('a social login with the e-mail of a confirmed account signs into that account', async () => {
  const { data } = await t.register({ email: 'baraka@example.test' })
  const { callback } = await socialLogin('baraka', undefined, 'application/json')
  expect(callback.status).toBe(200) // the JSON form, for a client that forwards the callback itself
  const body = (await callback.json()) as Envelope<{ accessToken: string; user: { id: string } }>
  expect(body.data.user.id).toBe(data.user.id)
  expect(body.data.accessToken).toBe(parseSetCookies(callback).access_token!.value)
  // The password still works: the account was the shopper's own.
  expect((await t.call('GET', '/api/auth/user/me', { token: data.accessToken })).status).toBe(200)
})

test('linking to an unconfirmed account removes its password and ends its sessions', async () => {
  // Registration proves the address now (decision 012); an account made before it may not have.
  const { data, input } = await t.register({ email: 'squatted@example.test' })
  await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, data.user.id))
  const { callback } = await socialLogin('squatted')
  expect(callback.status).toBe(302)
  expect((await t.call('GET', '/api/auth/user/me', { token: data.accessToken })).status).toBe(401)
  expect((await t.login(input.email, input.credential.secret)).status).toBe(401)
  const [row] = await t.db.select().from(users).where(eq(users.id, data.user.id))
  expect(row!.passwordHash).toBeNull()
  expect(row!.emailVerifiedAt).not.toBeNull()
})

test('a provider e-mail that is not verified does not sign anyone in', async () => {
  const { callback } = await socialLogin('unverified-kito')
  expect(callback.status).toBe(302)
  expect(callback.headers.get('location')).toBe('/auth/login?error=social_login_failed')
  expect(parseSetCookies(callback).access_token).toBeUndefined()
  expect(await t.db.select().from(users).where(eq(users.email, 'unverified-kito@example.test'))).toHaveLength(0)
})

test('a callback without the state cookie, or with another login’s, is refused', async () => {
  const first = await t.call('GET', '/api/auth/account/village/start')
  const firstState = parseSetCookies(first).oidc_state!.value
  const { back } = await socialLogin('imani').catch(() => ({ back: null as URL | null }))
  expect(back).not.toBeNull()
  // Replaying that code with no cookie, or with the cookie of a different login, fails.
  for (const cookie of [undefined, `oidc_state=${firstState}`, 'oidc_state=tampered']) {
    const res = await t.call('GET', `${back!.pathname}${back!.search}`, { cookie, headers: { accept: 'application/json' } })
    expect(res.status, String(cookie)).toBe(400)
    expect(((await res.json()) as Envelope<null>).notification!.code).toBe('social_login_failed')
  }
})

test('the state cookie expires after 10 minutes', async () => {
  const start = await t.call('GET', '/api/auth/account/village/start')
  const state = parseSetCookies(start).oidc_state!.value
  const back = await throughProvider(start.headers.get('location')!, 'slowpoke')
  t.clock.advance(600_001)
  const res = await t.call('GET', `${back.pathname}${back.search}`, { cookie: `oidc_state=${state}` })
  expect(res.headers.get('location')).toBe('/auth/login?error=social_login_failed')
})

test('returnTo never leaves the site', async () => {
  for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/api/auth/session/logout', '/ok\r\nx: y']) {
    const start = await t.call('GET', `/api/auth/account/village/start?returnTo=${encodeURIComponent(evil)}`)
    const state = parseSetCookies(start).oidc_state!.value
    const back = await throughProvider(start.headers.get('location')!, 'safe-traveller')
    const res = await t.call('GET', `${back.pathname}${back.search}`, { cookie: `oidc_state=${state}` })
    expect(res.headers.get('location'), evil).toBe('/')
  }
})

test('an unknown provider is a 404 in the envelope', async () => {
  const res = await t.call('GET', '/api/auth/account/nowhere/start')
  expect(res.status).toBe(404)
  expect(((await res.json()) as Envelope<null>).notification!.code).toBe('provider_unknown')
})

test('a provider that cannot be reached sends the shopper back to the login page', async () => {
  const down = await createAuthTestApp({ oidcProviders: [{ name: 'gone', label: 'Gone', issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' }] }, t.database)
  const res = await down.call('GET', '/api/auth/account/gone/start', { headers: { 'accept-language': 'fr' } })
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe('/fr/auth/login?error=social_login_failed')
})

test('an account a social login creates holds the orders placed as a guest with its verified e-mail (decision 024)', async () => {
  await insertTestStores(t.db).catch(() => {}) // once per database
  await t.db
    .execute(sql`INSERT INTO orders (id, number, user_id, vertical, store_id, status, fulfilment, delivery_day, payment, currency, currency_exponent, subtotal, delivery_fee, service_fee, total, idempotency_key, guest_name, guest_phone, guest_email)
    VALUES ('guest-order-amani', 'MF-AMANI', NULL, 'farm', 'jnb', 'placed', 'pickup', '2030-05-01', '{"kind":"cash"}', 'ZAR', 2, 5000, 0, 500, 5500, 'amani-key', 'Amani', '+27 82 555 0199', 'amani@example.test')`)
  const { callback } = await socialLogin('amani')
  expect(callback.status).toBe(302)
  const [user] = await t.db.select().from(users).where(eq(users.email, 'amani@example.test'))
  const [order] = await rows<{ user_id: string | null }>(t.db, sql`SELECT user_id FROM orders WHERE id = 'guest-order-amani'`)
  expect(order!.user_id).toBe(user!.id)
})
