import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { locations } from '../db/schema/catalog'
import { OPERATOR, TEST_OPERATOR_TOKEN, createTestApp, errorEnvelope, insertTestStores } from '../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 102_400, catalogAdminToken: TEST_OPERATOR_TOKEN })
  await insertTestStores(t.db)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(locations)
})

const valid = (n: number, over: Record<string, unknown> = {}) => ({
  storeId: 'jnb',
  name: `Pickup ${String(n).padStart(2, '0')}`,
  kind: n % 2 ? 'pickup' : 'zone',
  address: `${n} Jan Smuts Avenue`,
  deliveryFee: (n * 731) % 5000,
  ...over,
})

async function create(input: Record<string, unknown>) {
  const res = await t.json('POST', '/api/locations', input, OPERATOR)
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { data: { id: string } }).data
}

async function allRows() {
  return t.db.select().from(locations).orderBy(locations.id)
}

test('a location is created, read, updated and deleted', async () => {
  const created = await create(valid(1))
  const read = await t.app.request(`/api/locations/${created.id}`)
  expect(read.status).toBe(200)
  expect(await read.json()).toMatchObject({ data: { id: created.id, name: 'Pickup 01', storeId: 'jnb' }, errors: null, notification: null })

  const updated = await t.json('PUT', `/api/locations/${created.id}`, valid(1, { name: 'Rosebank Mall pickup' }), OPERATOR)
  expect(updated.status).toBe(200)
  expect(((await updated.json()) as { data: { name: string } }).data.name).toBe('Rosebank Mall pickup')

  const removed = await t.json('DELETE', `/api/locations/${created.id}`, undefined, OPERATOR)
  expect(removed.status).toBe(200)
  const gone = await t.app.request(`/api/locations/${created.id}`)
  expect(gone.status).toBe(404)
  expect((await errorEnvelope(gone)).errors[0]!.code).toBe('not_found')
})

test('the list uses the spec defaults: page 1, 15 per page, ascending by name', async () => {
  for (let n = 20; n >= 1; n--) await create(valid(n))
  const res = await t.app.request('/api/locations')
  const body = (await res.json()) as { data: { name: string }[]; meta: unknown; errors: null; notification: null }
  expect(body.meta).toEqual({ page: 1, perPage: 15, total: 20 })
  expect(body.data).toHaveLength(15)
  expect(body.data.map((l) => l.name)).toEqual(Array.from({ length: 15 }, (_, i) => `Pickup ${String(i + 1).padStart(2, '0')}`))
  const page2 = (await (await t.app.request('/api/locations?page=2')).json()) as { data: { name: string }[] }
  expect(page2.data.map((l) => l.name)).toEqual(['Pickup 16', 'Pickup 17', 'Pickup 18', 'Pickup 19', 'Pickup 20'])
})

test('sortBy and order are honoured only when longer than one character', async () => {
  for (let n = 1; n <= 5; n++) await create(valid(n))
  const names = async (qs: string) => ((await (await t.app.request(`/api/locations?${qs}`)).json()) as { data: { name: string; deliveryFee: number }[] }).data
  expect((await names('sortBy=x&order=d')).map((l) => l.name)).toEqual(['Pickup 01', 'Pickup 02', 'Pickup 03', 'Pickup 04', 'Pickup 05'])
  expect((await names('order=desc')).map((l) => l.name)).toEqual(['Pickup 05', 'Pickup 04', 'Pickup 03', 'Pickup 02', 'Pickup 01'])
  const byFee = (await names('sortBy=deliveryFee&order=desc')).map((l) => l.deliveryFee)
  expect(byFee).toEqual([...byFee].sort((a, b) => b - a))
  const bad = await t.app.request('/api/locations?sortBy=password')
  expect(bad.status).toBe(400)
  expect((await errorEnvelope(bad)).errors[0]).toMatchObject({ field: 'sortBy', code: 'invalid_value' })
})

test('searchKeyword filters by name or address and is ignored when empty', async () => {
  await create(valid(1, { name: 'Rosebank pickup' }))
  await create(valid(2, { name: 'Soweto zone', address: '12 Vilakazi Street' }))
  const search = async (qs: string) => ((await (await t.app.request(`/api/locations?${qs}`)).json()) as { meta: { total: number } }).meta.total
  expect(await search('searchKeyword=rose')).toBe(1)
  expect(await search('searchKeyword=vilakazi')).toBe(1)
  expect(await search('searchKeyword=')).toBe(2)
  expect(await search('searchKeyword=%25')).toBe(0) // a literal %, not a wildcard
})

test('bad input gets a 4xx in the envelope and changes nothing stored', async () => {
  const kept = await create(valid(1))
  const before = await allRows()
  const cases: [string, string, string | Record<string, unknown>, number, string][] = [
    ['wrong types', 'POST', { storeId: 7, name: ['x'], kind: 'shop', address: null, deliveryFee: '5' }, 400, 'validation_failed'],
    ['missing fields', 'POST', {}, 400, 'validation_failed'],
    ['unknown field', 'POST', { ...valid(3), isAdmin: true }, 400, 'validation_failed'],
    ['unknown store', 'POST', valid(4, { storeId: 'nowhere' }), 400, 'validation_failed'],
    ['negative fee', 'PUT', valid(1, { deliveryFee: -1 }), 400, 'validation_failed'],
    ['1 MB string', 'POST', valid(5, { name: 'x'.repeat(1_000_000) }), 413, 'payload_too_large'],
    ['invalid JSON', 'POST', '{"name": "Rosebank",', 400, 'invalid_json'],
    ['JSON that is not an object', 'PUT', '[1,2,3]', 400, 'validation_failed'],
  ]
  for (const [label, method, body, status, code] of cases) {
    const path = method === 'PUT' ? `/api/locations/${kept.id}` : '/api/locations'
    const res = await t.json(method, path, body, OPERATOR)
    expect(res.status, label).toBe(status)
    expect((await errorEnvelope(res)).notification.code, label).toBe(code)
  }
  const form = await t.app.request('/api/locations', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...OPERATOR }, body: 'name=x' })
  expect(form.status).toBe(415)
  await errorEnvelope(form)
  expect(await allRows()).toEqual(before)
})

test('field errors name the field and a stable code a client can translate', async () => {
  const res = await t.json('POST', '/api/locations', valid(1, { name: 'x' }), OPERATOR)
  const body = await errorEnvelope(res)
  expect(body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'too_small', params: { min: 2 } })])
})

test('an unknown API path is a 404 in the envelope, not the storefront page', async () => {
  const res = await t.app.request('/api/nothing/here')
  expect(res.status).toBe(404)
  expect(res.headers.get('content-type')).toContain('application/json')
  expect((await errorEnvelope(res)).errors[0]!.code).toBe('not_found')
})

test('the auth API answers ping', async () => {
  const res = await t.app.request('/api/auth/ping')
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ data: { pong: true }, errors: null, notification: null })
})

test('only the operator changes delivery locations: a visitor or a wrong token gets 401 and nothing changes', async () => {
  const kept = await create(valid(1))
  const before = await allRows()
  const visitor = [
    await t.json('POST', '/api/locations', valid(2)),
    await t.json('PUT', `/api/locations/${kept.id}`, valid(1, { name: 'Hijacked' })),
    await t.json('DELETE', `/api/locations/${kept.id}`),
    await t.json('POST', '/api/locations', valid(3), { authorization: 'Bearer not-the-operator-token' }),
  ]
  for (const res of visitor) {
    expect(res.status).toBe(401)
    await errorEnvelope(res)
  }
  expect(await allRows()).toEqual(before)
})
