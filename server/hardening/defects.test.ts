/**
 * The defects the hardening fuzzers found, each pinned by the smallest request that showed it.
 * Every one of them answered 500 (or stored other text than was sent) before its fix:
 *
 * 1. U+0000 anywhere in a validated value (body, query, path parameter): PostgreSQL text refuses
 *    it and the query failed. Fixed in `validate()` (server/lib/http.ts): a 400 naming the field.
 * 2. A lone UTF-16 surrogate: not a 500, but stored as U+FFFD — not what was sent. Same fix.
 * 3. Delta-sync instants PostgreSQL cannot read (year 0000, 30 February, offset +23:59, 24:30)
 *    passed the ISO patterns of `updatedSince` and of the cursor. Fixed in server/catalog/delta.ts.
 * 4. `seenPrice` above 2^31 − 1 (int4 column; the contract has no upper bound). Fixed in
 *    server/cart/cart.routes.ts.
 * 5. An order whose total passes 2^31 − 1 minor units (thousands of made-to-order units priced
 *    in kobo): the INSERT overflowed. Fixed in server/orders/checkout.ts: a 409 `order_above_maximum`
 *    (the market's maximum, never above the int4 bound).
 * 6. A page address with malformed percent-encoding (`/%E0%A4%A`): decodeURIComponent threw in
 *    the static site and every such typo was a 500. Fixed in server/static-site.ts: a 400.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, CheckoutOptions } from '../../src/api/cart-contract'
import { createWorld, type World } from './endpoints'
import { confirmedFigures } from '../test/checkout-figures'
import { createTestApp } from '../test/test-app'
import { expectEnvelope, send, stateTracker, type Request } from './fuzz-kit'

let w: World
beforeAll(async () => {
  w = await createWorld()
})
afterAll(() => w.h.close())

const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}): Request => ({
  method,
  path,
  query: [],
  headers: { 'content-type': 'application/json', ...headers },
  body: { json: body },
})
const get = (path: string, query: string[] = [], headers: Record<string, string> = {}): Request => ({ method: 'GET', path, query, headers })
const owner = () => ({ authorization: `Bearer ${w.owner.token}` })

async function refused(request: Request, field: string | null, code: string) {
  const tracker = stateTracker(w.h)
  await tracker.reset()
  const errorsBefore = w.h.errors().length
  const answer = await send(w.h, request)
  expectEnvelope(answer, `${request.method} ${request.path}`)
  expect(answer.status, answer.text).toBe(400)
  expect(answer.json!.errors![0], answer.text).toMatchObject({ field, code })
  expect(w.h.errors().slice(errorsBefore)).toEqual([])
  expect(await tracker.changed()).toEqual([])
}

const contact = { name: 'Kofi Mensah', email: 'kofi@example.test', topic: 'delivery', message: 'Where is my basket of tomatoes?' }

test('U+0000 in a body, a query or a path parameter is a 400 naming the field, not a 500', async () => {
  await refused(json('POST', '/api/contact', { ...contact, message: 'hello \u0000 there, friends' }), 'message', 'invalid_characters')
  await refused(json('POST', '/api/auth/account/authenticate', { identifier: 'a\u0000b', secret: 'whatever it is' }), 'identifier', 'invalid_characters')
  await refused(
    json('POST', '/api/addresses', { label: 'Ho\u0000me', recipient: 'Owner', phone: '+27 82 555 0101', storeId: 'jnb', locationId: 'jnb-soweto', line1: '1 Main Road' }, owner()),
    'label',
    'invalid_characters',
  )
  await refused(json('POST', '/api/cart/farm/ops', { op: 'set', produceId: 'spin\u0000ach', quantity: 1 }, { ...owner(), 'idempotency-key': 'nul-1' }), 'produceId', 'invalid_characters')
  await refused(json('PUT', '/api/auth/user/me', { bio: 'I grow\u0000 okra' }, owner()), 'bio', 'invalid_characters')
  await refused(get('/api/farm/produces', ['q=spin%00ach']), 'q', 'invalid_characters')
  await refused(get('/api/locations', ['searchKeyword=Rose%00bank']), 'searchKeyword', 'invalid_characters')
  await refused(get('/api/farm/produces/spin%00ach'), 'id', 'invalid_characters')
  await refused(get('/api/orders/x%00y', [], owner()), 'id', 'invalid_characters')
})

test('a lone surrogate is refused rather than stored as U+FFFD', async () => {
  await refused(json('POST', '/api/contact', { ...contact, message: 'half an emoji: \ud83c and more' }), 'message', 'invalid_characters')
  await refused(
    json('POST', '/api/farm/join', { name: 'Grace \udfff', farmName: 'Njeri Greens', email: 'g@example.test', phone: '+254 700 111 222', town: 'Limuru', storeId: 'jnb', produce: 'Kale' }),
    'name',
    'invalid_characters',
  )
  // A well-formed pair (an emoji) is fine and stored as sent.
  const ok = await w.h.api<{ id: string }>(null, 'POST', '/api/contact', { ...contact, message: 'Tomatoes 🍅 and greens 👩🏽‍🌾, please' })
  expect(ok.status).toBe(201)
})

test('delta-sync instants PostgreSQL cannot read are a 400, from updatedSince or from a cursor', async () => {
  for (const since of ['0000-01-01T00:00:00Z', '2026-01-01T00:00:00+23:59', '2026-01-01T00:00:00-16:00']) {
    await refused(get('/api/farm/produces', [`updatedSince=${encodeURIComponent(since)}`]), 'updatedSince', 'invalid_format')
  }
  const cursor = (text: string) => `cursor=${Buffer.from(text).toString('base64url')}`
  for (const since of ['2026-02-30T00:00:00Z', '9999-99-99T99:99:99Z', '0000-01-01T00:00:00Z', '2026-01-01T24:30:00Z', '2026-01-01T00:00:61Z', '2026-01-01T00:00:00+23:59']) {
    await refused(get('/api/farm/farmers', [cursor(`${since}\n`)]), 'cursor', 'invalid_cursor')
  }
  await refused(get('/api/farm/offers', [cursor('2026-01-01T00:00:00Z\nab\u0000c')]), 'cursor', 'invalid_cursor')
  // What PostgreSQL does read still works: 24:00:00, a leap second, ±15:59, a real cursor.
  for (const since of ['2026-01-01T24:00:00Z', '2026-01-01T23:59:60Z', '2026-01-01T00:00:00+15:59']) {
    const res = await send(w.h, get('/api/farm/produces', [cursor(`${since}\n`)]))
    expect(res.status, `${since}: ${res.text.slice(0, 200)}`).toBe(200)
  }
  const first = await send(w.h, get('/api/farm/produces', ['updatedSince=2000-01-01T00:00:00Z', 'perPage=2']))
  const next = (first.json as unknown as { meta: { cursor: string } }).meta.cursor
  expect((await send(w.h, get('/api/farm/produces', [`cursor=${next}`]))).status).toBe(200)
})

test('a seenPrice past the int4 column is a 400 on ops and on replace, not a 500', async () => {
  await refused(json('POST', '/api/cart/farm/ops', { op: 'set', produceId: 'spinach', quantity: 1, seenPrice: 2 ** 40 }, { ...owner(), 'idempotency-key': 'seen-1' }), 'seenPrice', 'too_big')
  await refused(json('PUT', '/api/cart/farm', { lines: [{ produceId: 'spinach', quantity: 1, seenPrice: 2 ** 31 }] }, { ...owner(), 'idempotency-key': 'seen-2' }), 'lines.0.seenPrice', 'too_big')
  const fine = await w.h.api<Cart>(w.owner, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: 'spinach', quantity: 1, seenPrice: 2 ** 31 - 1 }, { 'Idempotency-Key': 'seen-3' })
  expect(fine.status).toBe(200)
  await w.h.api(w.owner, 'POST', '/api/cart/farm/ops', { op: 'clear' }, { 'Idempotency-Key': 'seen-4' })
})

test('an order too large for the amount columns is a 409 order_above_maximum, and nothing is reserved or written', async () => {
  const shopper = await w.h.shopper()
  const set = await w.h.api<Cart>(shopper, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: 'dear-yam', quantity: 10_000 }, { 'Idempotency-Key': 'yam-1' })
  expect(set.status).toBe(200)
  expect(set.body.data.subtotal).toBe(15_900_000_000) // the cart itself is priced in JS: no overflow there
  const options = (await w.h.api<CheckoutOptions>(shopper, 'GET', '/api/cart/farm/checkout-options')).body.data
  const day = options.deliveryDays[0]!
  const tracker = stateTracker(w.h)
  await tracker.reset()
  const res = await send(
    w.h,
    json(
      'POST',
      '/api/orders',
      { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: day, payment: { kind: 'cash' }, confirmed: confirmedFigures(set.body.data, options.serviceFee) },
      { authorization: `Bearer ${shopper.token}`, 'idempotency-key': 'yam-order' },
    ),
  )
  expectEnvelope(res, 'checkout')
  expect(res.status, res.text).toBe(409)
  expect(res.json!.errors![0]).toMatchObject({ code: 'order_above_maximum', params: { max: 2 ** 31 - 1 } }) // the test market sets no lower maximum
  expect(await tracker.changed()).toEqual([])
  // The cart is kept; a smaller order goes through.
  const one = await w.h.api<Cart>(shopper, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: 'dear-yam', quantity: 1 }, { 'Idempotency-Key': 'yam-2' })
  const placed = await send(
    w.h,
    json(
      'POST',
      '/api/orders',
      { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: day, payment: { kind: 'cash' }, confirmed: confirmedFigures(one.body.data, options.serviceFee) },
      { authorization: `Bearer ${shopper.token}`, 'idempotency-key': 'yam-order-2' },
    ),
  )
  expect(placed.status, placed.text).toBe(201)
})

test('a page address with malformed percent-encoding is a 400, not a 500', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-site-'))
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shop</title>')
  const t = await createTestApp({ staticDir: root })
  try {
    for (const bad of ['/%E0%A4%A', '/farm/%zz', '/%', '/fr/farm/produces/%C0']) {
      const res = await t.app.request(bad)
      expect(res.status, bad).toBe(400)
      expect(res.headers.get('content-security-policy'), bad).toContain("script-src 'self'")
    }
    expect((await t.app.request('/farm/%C3%A9pinards')).status).toBe(200) // well-formed UTF-8 is a page
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([])
  } finally {
    await t.close()
    fs.rmSync(root, { recursive: true, force: true })
  }
})
