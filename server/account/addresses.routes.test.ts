import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Address } from '../../src/api/account-contract'
import { commerceSnapshot, createCommerceTestApp, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

const valid = (over: Record<string, unknown> = {}) => ({
  label: 'Home',
  recipient: 'Amina Diallo',
  phone: '+27 82 555 0101',
  storeId: 'jnb',
  locationId: 'jnb-soweto',
  line1: '12 Vilakazi Street',
  ...over,
})

async function create(who: Shopper, over: Record<string, unknown> = {}) {
  const res = await t.api<Address>(who, 'POST', '/api/addresses', valid(over))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

test('an address is created, read, listed, updated and deleted', async () => {
  const amina = await t.shopper()
  const created = await create(amina, { landmark: 'Blue gate after the church' })
  expect(created).toMatchObject({ ...valid(), line2: '', landmark: 'Blue gate after the church', isDefault: false })
  expect(created.id).toBeTruthy()
  const read = await t.api<Address>(amina, 'GET', `/api/addresses/${created.id}`)
  expect(read.body).toEqual({ data: created, errors: null, notification: null })
  const listed = await t.api<Address[]>(amina, 'GET', '/api/addresses')
  expect(listed.body.data).toEqual([created])
  expect(listed.body.meta).toMatchObject({ page: 1, total: 1 })
  const updated = await t.api<Address>(amina, 'PUT', `/api/addresses/${created.id}`, valid({ label: 'Work', locationId: 'jnb-sandton' }))
  expect(updated.status).toBe(200)
  expect(updated.body.data).toMatchObject({ id: created.id, label: 'Work', locationId: 'jnb-sandton' })
  const removed = await t.api(amina, 'DELETE', `/api/addresses/${created.id}`)
  expect(removed.status).toBe(200)
  expect(removed.body.data).toEqual({ id: created.id })
  expect((await t.api(amina, 'GET', `/api/addresses/${created.id}`)).status).toBe(404)
  expect((await t.api(amina, 'DELETE', `/api/addresses/${created.id}`)).status).toBe(404)
})

test('one default per shopper: making one the default unsets the others', async () => {
  const amina = await t.shopper()
  const kofi = await t.shopper()
  const home = await create(amina, { isDefault: true })
  const kofisHome = await create(kofi, { isDefault: true })
  const work = await create(amina, { label: 'Work', isDefault: true })
  const defaults = async (who: Shopper) => (await t.api<Address[]>(who, 'GET', '/api/addresses')).body.data.filter((a) => a.isDefault).map((a) => a.id)
  expect(await defaults(amina)).toEqual([work.id])
  await t.api(amina, 'PUT', `/api/addresses/${home.id}`, valid({ isDefault: true }))
  expect(await defaults(amina)).toEqual([home.id])
  // The default is listed first.
  expect((await t.api<Address[]>(amina, 'GET', '/api/addresses')).body.data.map((a) => a.id)).toEqual([home.id, work.id])
  expect(await defaults(kofi)).toEqual([kofisHome.id])
  // Concurrent "make me the default" requests still leave exactly one.
  await Promise.all([create(amina, { label: 'A', isDefault: true }), create(amina, { label: 'B', isDefault: true }), create(amina, { label: 'C', isDefault: true })])
  expect(await defaults(amina)).toHaveLength(1)
})

test('the location must be a delivery zone of the store: a 400 field error otherwise, nothing stored', async () => {
  const amina = await t.shopper()
  const kept = await create(amina)
  const before = await commerceSnapshot(t.db)
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a pickup point', { locationId: 'jnb-rosebank' }, 'locationId', 'not_a_delivery_zone'],
    ['a zone of another store', { locationId: 'kgl-remera' }, 'locationId', 'not_a_delivery_zone'],
    ['an unknown location', { locationId: 'nowhere' }, 'locationId', 'not_a_delivery_zone'],
    ['an unknown store', { storeId: 'atlantis' }, 'storeId', 'unknown_store'],
  ]
  for (const [label, over, field, code] of cases) {
    for (const [method, path] of [
      ['POST', '/api/addresses'],
      ['PUT', `/api/addresses/${kept.id}`],
    ] as const) {
      const res = await t.api(amina, method, path, valid(over))
      expect(res.status, `${label} ${method}`).toBe(400)
      expect(res.body.notification!.code).toBe('validation_failed')
      expect(res.body.errors, label).toEqual([expect.objectContaining({ field, code })])
    }
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
})

test('bad address payloads are 4xx in the envelope and change nothing', async () => {
  const amina = await t.shopper()
  const kept = await create(amina)
  const before = await commerceSnapshot(t.db)
  const cases: [string, string, unknown, number, string][] = [
    ['missing fields', 'POST', {}, 400, 'validation_failed'],
    ['wrong types', 'POST', valid({ isDefault: 'yes', line1: 7 }), 400, 'validation_failed'],
    ['unknown field', 'POST', valid({ userId: 'someone-else' }), 400, 'validation_failed'],
    ['bad phone', 'PUT', valid({ phone: 'call me' }), 400, 'validation_failed'],
    ['too long', 'POST', valid({ line1: 'x'.repeat(201) }), 400, 'validation_failed'],
    ['invalid JSON', 'POST', '{"label": ', 400, 'invalid_json'],
    ['not an object', 'PUT', '[1]', 400, 'validation_failed'],
  ]
  for (const [label, method, body, status, code] of cases) {
    const res = await t.api(amina, method, method === 'PUT' ? `/api/addresses/${kept.id}` : '/api/addresses', body)
    expect(res.status, label).toBe(status)
    expect(res.body.data, label).toBeNull()
    expect(res.body.notification!.code, label).toBe(code)
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
})
