/**
 * Access control across the whole API, driven by the endpoint list of endpoints.ts (so a new
 * route cannot be forgotten: the first test fails until it is listed). It extends
 * server/orders/access-matrix.test.ts (visitor 401 and another shopper's address, payment method
 * and order answering the same 404 as a missing one) with:
 *
 * - every endpoint that needs a session, notifications and the account's auth routes included,
 *   refusing a visitor, a forged token, an expired session and a signed-out session (401);
 * - ids guessed rather than known (a neighbour of one's own id, another shopper's order number or
 *   user id, SQL-shaped ids) on every read and write by id, and another shopper's favorites, cart
 *   and notifications, none of which is ever shown or changed;
 * - the admin's order-status route refusing every non-admin (403), including an account with no
 *   roles at all (the spec's permissive role rule would let it through) and an admin whose role
 *   was taken away; the operator routes (catalog changes, delivery locations, metrics) refusing every
 *   visitor, shopper and admin token (401);
 * - the public endpoints (contact, catalog) answering a visitor.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, Order } from '../../src/api/cart-contract'
import { DEFAULT_SESSION_TIMINGS } from '../auth/auth-config'
import { rows } from '../cart/cart-sql'
import { setAdminRole } from '../access/grants'
import { commerceSnapshot } from '../orders/commerce.fixtures'
import { createWorld, endpoints, OTHER_MARKER, routeKey, type Endpoint, type World } from './endpoints'
import { buildRequest, expectEnvelope, send, type Request } from './fuzz-kit'
import { OPERATOR_TOKEN } from './hardening-app'

let w: World
beforeAll(async () => {
  w = await createWorld()
})
afterAll(() => w.h.close())

let serial = 0
/** The endpoint's valid sample request, with a fresh Idempotency-Key, as `auth` headers say. */
function sample(ep: Endpoint, auth: Record<string, string>): Request {
  const r = buildRequest(ep, [])
  const headers = { ...r.headers, ...auth }
  if (headers['idempotency-key'] === 'replaced-per-case') headers['idempotency-key'] = `access-${++serial}`
  return { ...r, headers, body: r.body && 'json' in r.body ? { json: JSON.parse(JSON.stringify(r.body.json).replaceAll('%CASE%', `ac${serial}`)) } : r.body }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const snapshot = () => commerceSnapshot(w.h.db).then(async (s) => s + JSON.stringify(await rows(w.h.db, sql`SELECT id, name, bio, roles, email FROM users ORDER BY id`)))

test('every route of the app is in the hardening endpoint list, and every listed endpoint exists', () => {
  const routes = new Set(w.h.app.routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')).map((r) => `${r.method} ${r.path}`))
  const listed = new Set(endpoints(w).map(routeKey))
  expect(
    [...routes].filter((r) => !listed.has(r)),
    'routes the hardening suites do not know',
  ).toEqual([])
  expect(
    [...listed].filter((r) => !routes.has(r)),
    'listed endpoints the app does not have',
  ).toEqual([])
  expect(routes.size).toBeGreaterThanOrEqual(55)
})

test('every endpoint needing a session refuses a visitor, a forged token, an expired and a signed-out session with 401, changing nothing', async () => {
  const guarded = endpoints(w).filter((e) => e.access === 'user' || e.access === 'admin')
  expect(guarded.map(routeKey)).toEqual(
    expect.arrayContaining(['GET /api/notifications', 'GET /api/auth/user/me', 'PUT /api/auth/user/me', 'PUT /api/auth/account/update', 'POST /api/orders/:id/status']),
  )

  const signedOut = await w.h.shopper()
  expect((await w.h.api(signedOut, 'DELETE', '/api/auth/session/logout', undefined, {})).status).toBe(200)
  const expiring = await w.h.shopper()

  const before = await snapshot()
  const callers: [string, Record<string, string>][] = [
    ['a visitor', {}],
    ['a forged token', bearer('A'.repeat(43))],
    ['a token of the right shape from nowhere', bearer('dGhpcy1pcy1ub3QtYS1yZWFsLXRva2VuLWF0LWFsbA')],
    ['a signed-out session', bearer(signedOut.token)],
    ['a signed-out session by cookie', { cookie: `access_token=${signedOut.token}`, origin: 'http://shop.example' }],
  ]
  for (const ep of guarded) {
    for (const [who, auth] of callers) {
      const a = await send(w.h, sample(ep, auth))
      expectEnvelope(a, `${routeKey(ep)} by ${who}`)
      expect(a.status, `${routeKey(ep)} by ${who}: ${a.text.slice(0, 200)}`).toBe(401)
      expect(a.json!.notification!.code).toBe('unauthorized')
    }
  }
  // The access token's lifetime passes (the injected clock), then the same calls are refused.
  const saved = w.h.clock.time
  try {
    w.h.clock.advance((DEFAULT_SESSION_TIMINGS.accessTtlSeconds + 1) * 1000)
    for (const ep of guarded) {
      const a = await send(w.h, sample(ep, bearer(expiring.token)))
      expect(a.status, `${routeKey(ep)} with an expired session: ${a.text.slice(0, 200)}`).toBe(401)
    }
  } finally {
    w.h.clock.time = saved
  }
  expect(await snapshot()).toBe(before)
  expect(w.h.errors()).toEqual([])
})

test('guessed ids — a neighbour of one’s own, another shopper’s ids and order number, SQL-shaped ones — answer 404 on every read and write by id', async () => {
  const { ids } = w
  const [otherOrder] = await rows<{ number: string }>(w.h.db, sql`SELECT number FROM orders WHERE id = ${ids.otherOrder}`)
  const neighbour = (id: string) => id.slice(0, -1) + (id.endsWith('0') ? '1' : '0')
  const guesses = [ids.otherAddress, ids.otherPayment, ids.otherOrder, neighbour(ids.ownerAddress), neighbour(ids.ownerOrder), otherOrder!.number, w.other.id, "' OR '1'='1", '%', '*', '1']
  const address = { label: 'Mine now', recipient: 'Intruder', phone: '+27 82 555 0101', storeId: 'jnb', locationId: 'jnb-soweto', line1: '1 Main Road' }
  const before = await snapshot()
  for (const id of guesses) {
    const e = encodeURIComponent(id)
    const cases: [string, string, unknown?][] = [
      ['GET', `/api/addresses/${e}`],
      ['PUT', `/api/addresses/${e}`, address],
      ['DELETE', `/api/addresses/${e}`],
      ['GET', `/api/payments/${e}`],
      ['PUT', `/api/payments/${e}`, { kind: 'cash', label: 'Mine now' }],
      ['DELETE', `/api/payments/${e}`],
      ['GET', `/api/orders/${e}`],
      ['POST', `/api/orders/${e}/cancel`, {}],
    ]
    for (const [method, path, body] of cases) {
      const res = await w.h.api(w.owner, method, path, body, method === 'DELETE' ? {} : undefined)
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(404)
      expect(res.body.notification?.code).toBe('not_found')
      expect(JSON.stringify(res.body)).not.toContain(OTHER_MARKER)
    }
  }
  expect(await snapshot()).toBe(before)
})

test('no list, cart, favorite or notification shows or changes another shopper’s rows', async () => {
  // The other shopper has a cart line, a favorite (pieter) and an order the admin confirms.
  expect((await w.h.api(w.other, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: 'honey', quantity: 2 }, { 'Idempotency-Key': 'other-honey' })).status).toBe(200)
  const confirmed = await w.h.api<Order>(w.admin, 'POST', `/api/orders/${w.ids.otherOrder}/status`, { status: 'confirmed' })
  expect(confirmed.status).toBe(200)
  const otherCart = JSON.stringify((await w.h.api<Cart>(w.other, 'GET', '/api/cart/farm')).body.data)

  // The owner's views: only their own rows.
  for (const path of ['/api/addresses', '/api/payments', '/api/favorites', '/api/orders', '/api/notifications', '/api/cart/farm', '/api/auth/user/me']) {
    const res = await w.h.api(w.owner, 'GET', path)
    expect(res.status, path).toBe(200)
    const text = JSON.stringify(res.body)
    expect(text, path).not.toContain(OTHER_MARKER)
    expect(text, path).not.toContain(w.ids.otherOrder)
    expect(text, path).not.toContain(w.other.email)
  }
  const notes = (await w.h.api<{ orderId: string }[]>(w.owner, 'GET', '/api/notifications')).body.data
  expect(notes.every((n) => n.orderId === w.ids.ownerOrder)).toBe(true)
  expect((await w.h.api<{ orderId: string; status: string }[]>(w.other, 'GET', '/api/notifications')).body.data[0]).toMatchObject({ orderId: w.ids.otherOrder, status: 'confirmed' })

  // Trying to reach the other's cart or favorites by naming them: ignored or refused, never theirs.
  const asOther = [
    w.h.api(w.owner, 'GET', `/api/cart/farm?userId=${w.other.id}`),
    w.h.api(w.owner, 'GET', '/api/cart/farm', undefined, { 'X-User-Id': w.other.id }),
    w.h.api(w.owner, 'POST', '/api/cart/farm/ops', { op: 'clear', userId: w.other.id }, { 'Idempotency-Key': 'clear-theirs' }),
    w.h.api(w.owner, 'DELETE', '/api/favorites/farmer/pieter', undefined, {}),
  ]
  const [byQuery, byHeader, byBody, unfavorite] = await Promise.all(asOther)
  expect(byQuery!.body.data).toMatchObject({ lines: expect.any(Array) })
  expect(JSON.stringify(byQuery!.body.data)).not.toBe(otherCart)
  expect(JSON.stringify(byHeader!.body.data)).not.toBe(otherCart)
  expect(byBody!.status).toBe(400)
  expect(unfavorite!.body.data).toMatchObject({ removed: false })
  expect(JSON.stringify((await w.h.api<Cart>(w.other, 'GET', '/api/cart/farm')).body.data)).toBe(otherCart)
  expect((await w.h.api<{ targetId: string }[]>(w.other, 'GET', '/api/favorites')).body.data.map((f) => f.targetId)).toEqual(['pieter'])

  // A bearer token wins over another shopper's cookie: the request is the bearer's.
  const mixed = await w.h.api<{ user: { id: string } }>(w.owner, 'GET', '/api/auth/user/me', undefined, { cookie: `access_token=${w.other.token}` })
  expect(mixed.body.data.user.id).toBe(w.owner.id)
})

test('only an admin moves an order on: a shopper, an account without roles and a former admin get 403', async () => {
  const move = (token: string, id = w.ids.ownerOrder) => w.h.api<Order>({ id: '', email: '', token }, 'POST', `/api/orders/${id}/status`, { status: 'confirmed' })
  const orderRows = () => rows(w.h.db, sql`SELECT o.id, o.status, (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id) AS moves FROM orders o ORDER BY o.id`)
  const ordersBefore = await orderRows()
  // A shopper, on their own order and on another's.
  for (const id of [w.ids.ownerOrder, w.ids.otherOrder]) {
    const res = await move(w.owner.token, id)
    expect(res.status).toBe(403)
    expect(res.body.notification?.code).toBe('forbidden')
  }
  // An account holding no roles at all: the spec's role rule passes it, the admin check must not.
  const bare = await w.h.shopper()
  await w.h.db.execute(sql`UPDATE users SET roles = '{}' WHERE id = ${bare.id}`)
  w.h.clock.advance(DEFAULT_SESSION_TIMINGS.cacheTtlMs + 1)
  expect((await move(bare.token)).status).toBe(403)
  // A former admin: once the role is taken away and the session cache has moved on, 403.
  const former = await w.h.admin()
  await setAdminRole(w.h.db, former.email, false)
  w.h.clock.advance(DEFAULT_SESSION_TIMINGS.cacheTtlMs + 1)
  expect((await move(former.token)).status).toBe(403)
  expect(await orderRows()).toEqual(ordersBefore)
  // The admin may.
  const res = await move(w.admin.token, w.ids.ownerOrder)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data.status).toBe('confirmed')
})

test('the catalog operator route refuses every shopper and admin token; the operator token passes', async () => {
  const patch = (token: string) => w.h.api({ id: '', email: '', token }, 'PATCH', '/api/farm/produces/beans', { price: 1 })
  for (const token of [w.owner.token, w.admin.token, OPERATOR_TOKEN.slice(0, -1), `${OPERATOR_TOKEN}x`]) {
    const res = await patch(token)
    expect(res.status).toBe(401)
  }
  const [beans] = await rows<{ price: number }>(w.h.db, sql`SELECT price FROM produces WHERE id = 'beans'`)
  expect(beans!.price).toBe(1500)
  expect((await patch(OPERATOR_TOKEN)).status).toBe(200)
})

test('the metrics are the operator’s: a visitor, a shopper and an admin get 401 in the envelope; the token gets the figures', async () => {
  const scrape = (authorization?: string) => w.h.app.request('/api/metrics', { headers: authorization ? { authorization } : {} })
  for (const authorization of [undefined, `Bearer ${w.owner.token}`, `Bearer ${w.admin.token}`, `Bearer ${OPERATOR_TOKEN.slice(0, -1)}`]) {
    const res = await scrape(authorization)
    expect(res.status).toBe(401)
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('unauthorized')
  }
  const res = await scrape(`Bearer ${OPERATOR_TOKEN}`)
  expect(res.status).toBe(200)
  expect(await res.text()).toMatch(/^# TYPE http_requests_total counter$/m)
})

test('the contact form and the catalog are public: a visitor is answered, not refused', async () => {
  const sent = await w.h.api<{ id: string }>(null, 'POST', '/api/contact', { name: 'Kofi Mensah', email: 'kofi@example.test', topic: 'other', message: 'A question from a visitor.' })
  expect(sent.status).toBe(201)
  for (const path of ['/api/stores', '/api/farm/farmers', '/api/farm/produces', '/api/farm/offers', '/api/farm/search?q=honey', '/api/locations', '/api/auth/providers']) {
    expect((await w.h.api(null, 'GET', path)).status, path).toBe(200)
  }
})

test('delivery locations are the operator’s to change: a visitor, a shopper and an admin get 401 and nothing changes', async () => {
  const before = await rows(w.h.db, sql`SELECT * FROM locations ORDER BY id`)
  const body = { storeId: 'jnb', name: 'Fake pickup', kind: 'pickup', address: 'Somewhere 1', deliveryFee: 0 }
  for (const who of [null, w.owner, w.admin]) {
    for (const [method, path, payload] of [
      ['POST', '/api/locations', body],
      ['PUT', '/api/locations/jnb-soweto', body],
      ['DELETE', '/api/locations/jnb-soweto', undefined],
    ] as const) {
      const res = await w.h.api(who, method, path, payload, method === 'DELETE' ? {} : undefined)
      expect(res.status, `${method} ${path} as ${who ? who.email : 'a visitor'}`).toBe(401)
    }
  }
  expect(await rows(w.h.db, sql`SELECT * FROM locations ORDER BY id`)).toEqual(before)
  expect((await w.h.api(null, 'GET', '/api/locations/jnb-soweto')).status).toBe(200) // reading stays public
})
