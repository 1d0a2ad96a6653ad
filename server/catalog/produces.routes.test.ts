import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CatalogProduce } from '../../src/api/catalog-contract'
import { createTestApp, errorEnvelope } from '../test/test-app'
import { insertCatalog, operatorApp, type ListBody } from './catalog.fixtures'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
  await insertCatalog(t.db)
})
afterAll(() => t.close())

async function list(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as ListBody<CatalogProduce>
}
const ids = async (path: string, headers: Record<string, string> = {}) => (await list(path, headers)).data.map((p) => p.id)

test('produces answer in the request language, with English where a translation is missing or empty', async () => {
  const fr = await list('/api/farm/produces?storeId=jnb', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })
  const byId = new Map(fr.data.map((p) => [p.id, p]))
  expect(byId.get('spinach')!.name).toBe('Épinards')
  expect(byId.get('apples')!.name).toBe('Golden apples') // no French at all
  expect(byId.get('carrots')!.description).toBe('Sweet, crunchy and muddy.') // French is ''
  expect(byId.get('honey')!.offer!.title).toBe('Semaine du miel')
  const unknown = await list('/api/farm/produces?storeId=jnb', { 'accept-language': 'de-DE' })
  expect(unknown.data.find((p) => p.id === 'spinach')!.name).toBe('Spinach')
})

test('a produce carries its currency, exponent, farmer names, season and best current offer priced by the server', async () => {
  const { data } = await list('/api/farm/produces?perPage=50')
  const honey = data.find((p) => p.id === 'honey')!
  expect(honey).toMatchObject({
    farmerId: 'pieter',
    farmerName: 'Pieter van Wyk',
    farmName: 'Karoo Sun Orchards',
    storeId: 'jnb',
    currency: 'ZAR',
    currencyExponent: 2,
    price: 12000,
    unit: 'jar',
    measure: { amount: 0.5, per: 'kg' },
    practices: ['pesticide-free'],
    offer: { id: 'honey-winter', percentOff: 25, price: 9000 },
    deleted: false,
  })
  expect(honey.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  // Of a current 10 % and a 20 % that starts later, the current one applies.
  expect(data.find((p) => p.id === 'apples')!.offer).toMatchObject({ id: 'apples-small', percentOff: 10, price: 2880 })
  // An offer that ended is no offer.
  expect(data.find((p) => p.id === 'spinach')!.offer).toBeNull()
  expect(data.find((p) => p.id === 'beans')).toMatchObject({ currency: 'RWF', currencyExponent: 0, farmName: 'Uwase Hill Garden' })
  expect(data.find((p) => p.id === 'carrots')).toMatchObject({ inSeason: true, stepQty: 0.5, stock: 0 })
  expect(data.find((p) => p.id === 'apples')!.inSeason).toBe(false)
  expect(data.find((p) => p.id === 'eggs')!.stock).toBeNull()
})

test('filters narrow the list: category, practice, price range, season, stock, farmer and offer', async () => {
  const q = async (qs: string) => (await ids(`/api/farm/produces?storeId=jnb&${qs}`)).sort()
  expect(await q('category=fruit,honey-preserves')).toEqual(['apples', 'honey'])
  expect(await q('practice=organic')).toEqual(['carrots', 'eggs', 'spinach'])
  // Price filters use what the shopper pays: honey 12000 less 25 % = 9000.
  expect(await q('minPrice=2000&maxPrice=9000')).toEqual(['apples', 'honey', 'spinach'])
  expect(await q('inSeason=true')).toEqual(['carrots', 'eggs', 'honey', 'spinach'])
  expect(await q('inSeason=false')).toEqual(['apples'])
  // Made to order (stock null) is available; sold out is not.
  expect(await q('inStock=true')).toEqual(['apples', 'eggs', 'honey', 'spinach'])
  expect(await q('inStock=false')).toEqual(['carrots'])
  expect(await q('farmerId=pieter')).toEqual(['apples', 'honey'])
  expect(await q('onOffer=true')).toEqual(['apples', 'honey'])
  expect(await q('onOffer=false&category=leafy-greens,vegetables')).toEqual(['carrots', 'spinach'])
  expect((await list('/api/farm/produces?storeId=jnb&category=fruit')).meta.total).toBe(1)
})

test('the store comes from storeId or the X-STORE-ID header; without either every store answers', async () => {
  expect(await ids('/api/farm/produces', { 'x-store-id': 'kgl' })).toEqual(['beans'])
  expect(await ids('/api/farm/produces?storeId=kgl', { 'x-store-id': 'jnb' })).toEqual(['beans'])
  expect((await list('/api/farm/produces')).meta.total).toBe(6)
  const unknown = await t.app.request('/api/farm/produces?storeId=atlantis')
  expect(unknown.status).toBe(400)
  expect((await errorEnvelope(unknown)).errors).toEqual([expect.objectContaining({ field: 'storeId', code: 'unknown_store' })])
})

test('pages and sorts by name, price, stock and updatedAt in both directions', async () => {
  const page1 = await list('/api/farm/produces?storeId=jnb&perPage=2')
  expect(page1.meta).toEqual({ page: 1, perPage: 2, total: 5 })
  expect(page1.data.map((p) => p.name)).toEqual(['Carrots', 'Free-range eggs'])
  expect((await list('/api/farm/produces?storeId=jnb&perPage=2&page=3')).data.map((p) => p.id)).toEqual(['spinach'])
  expect((await list('/api/farm/produces?storeId=jnb&perPage=2&page=9')).meta).toEqual({ page: 9, perPage: 2, total: 5 })
  expect(await ids('/api/farm/produces?storeId=jnb&order=desc')).toEqual(['spinach', 'apples', 'honey', 'eggs', 'carrots'])
  // By what the shopper pays: carrots 1800, spinach 2500, apples 2880, honey 9000, eggs 9500.
  expect(await ids('/api/farm/produces?storeId=jnb&sortBy=price')).toEqual(['carrots', 'spinach', 'apples', 'honey', 'eggs'])
  expect(await ids('/api/farm/produces?storeId=jnb&sortBy=price&order=desc')).toEqual(['eggs', 'honey', 'apples', 'spinach', 'carrots'])
  // Made to order counts as the most stock.
  expect(await ids('/api/farm/produces?storeId=jnb&sortBy=stock')).toEqual(['carrots', 'honey', 'spinach', 'apples', 'eggs'])
  expect(await ids('/api/farm/produces?storeId=jnb&sortBy=stock&order=desc')).toEqual(['eggs', 'apples', 'spinach', 'honey', 'carrots'])
  const byChange = await list('/api/farm/produces?storeId=jnb&sortBy=updatedAt&order=desc')
  const stamps = byChange.data.map((p) => p.updatedAt)
  expect(stamps).toEqual([...stamps].sort().reverse())
})

test('bad filters answer 400 with field errors in the envelope', async () => {
  const cases: [string, string][] = [
    ['category=plastic', 'category.0'],
    ['practice=organic,chemical', 'practice.1'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=cheap', 'minPrice'],
    ['minPrice=5000&maxPrice=100', 'maxPrice'],
    ['inSeason=maybe', 'inSeason'],
    ['perPage=501', 'perPage'],
    ['page=0', 'page'],
    ['sortBy=password', 'sortBy'],
    ['updatedSince=yesterday', 'updatedSince'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['storeId=No%20Such%20Store!', 'storeId'],
  ]
  for (const [qs, field] of cases) {
    const res = await t.app.request(`/api/farm/produces?${qs}`)
    expect(res.status, qs).toBe(400)
    const body = await errorEnvelope(res)
    expect(body.notification.code, qs).toBe('validation_failed')
    expect(
      body.errors.map((e) => e.field),
      qs,
    ).toContain(field)
  }
})

test('search matches names and descriptions in the request language, categories and farmer and farm names', async () => {
  const search = (qs: string, lang = 'en') => ids(`/api/farm/search?${qs}`, { 'accept-language': lang })
  expect(await search('q=spinach')).toEqual(['spinach'])
  expect(await search('q=épinards', 'fr')).toEqual(['spinach'])
  expect(await search('q=golden', 'fr')).toEqual(['apples']) // English fallback is searched
  expect(await search('q=fynbos')).toEqual(['honey']) // description
  expect(await search('q=mokoena&sortBy=name')).toEqual(['carrots', 'eggs', 'spinach']) // farm and farmer name
  expect(await search('q=thandi&category=vegetables')).toEqual(['carrots'])
  expect(await search('q=karoo%20honey')).toEqual(['honey']) // every word must match somewhere
  expect(await search('q=100%25')).toEqual([]) // % is literal
  const empty = await t.app.request('/api/farm/search?q=%20')
  expect(empty.status).toBe(400)
  expect((await errorEnvelope(empty)).errors[0]).toMatchObject({ field: 'q', code: 'too_small' })
})

test('search ranks names that start with the words first, then names that contain them', async () => {
  // Spinach starts with "s"; the others contain an "s" in their names; by name they would come first.
  expect(await ids('/api/farm/search?q=s&storeId=jnb')).toEqual(['spinach', 'carrots', 'eggs', 'honey', 'apples'])
  expect(await ids('/api/farm/search?q=s&storeId=jnb&sortBy=name')).toEqual(['carrots', 'eggs', 'honey', 'apples', 'spinach'])
  const res = await list('/api/farm/search?q=honey')
  expect(res.data.map((p) => p.id)).toEqual(['honey'])
  expect(res.meta).toEqual({ page: 1, perPage: 24, total: 1 })
})

test('a produce detail answers the produce, and 404 in the envelope for an unknown or withdrawn one', async () => {
  const res = await t.app.request('/api/farm/produces/honey', { headers: { 'accept-language': 'fr' } })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ data: { id: 'honey', name: 'Miel de fynbos', offer: { price: 9000 } }, errors: null, notification: null })
  expect(res.headers.get('etag')).toMatch(/^W\/".+"$/)
  const missing = await t.app.request('/api/farm/produces/durian')
  expect(missing.status).toBe(404)
  expect((await errorEnvelope(missing)).errors[0]!.code).toBe('not_found')
})

test('PATCH answers 404 on a server without CATALOG_ADMIN_TOKEN and 401 to a wrong token', async () => {
  const plain = await t.json('PATCH', '/api/farm/produces/honey', { price: 1 })
  expect(plain.status).toBe(404)
  await errorEnvelope(plain)
  const operator = operatorApp(t.db)
  const wrong = await operator.patch('honey', { price: 1 }, 'not-the-token')
  expect(wrong.status).toBe(401)
  expect((await errorEnvelope(wrong)).notification.code).toBe('unauthorized')
  const invalid = await operator.patch('honey', { price: -1 })
  expect(invalid.status).toBe(400)
  const nothing = await operator.patch('honey', {})
  expect(nothing.status).toBe(400)
  const unknown = await operator.patch('durian', { price: 100 })
  expect(unknown.status).toBe(404)
  expect((await list('/api/farm/produces?storeId=jnb&farmerId=pieter')).data.find((p) => p.id === 'honey')!.price).toBe(12000)
})
