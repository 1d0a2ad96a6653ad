import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Store } from '../../src/api/catalog-contract'
import { stores } from '../db/schema/catalog'
import { createTestApp, errorEnvelope } from '../test/test-app'
import { insertCatalog, type ListBody } from './catalog.fixtures'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
  await insertCatalog(t.db)
})
afterAll(() => t.close())

test('stores list each store with its currency, exponent, time zone, market days, minimum order, free-delivery threshold and locations', async () => {
  const res = await t.app.request('/api/stores')
  expect(res.status).toBe(200)
  const body = (await res.json()) as ListBody<Store>
  expect(body.meta).toEqual({ page: 1, perPage: 15, total: 2 })
  expect(body.data).toEqual([
    {
      id: 'jnb',
      name: 'Johannesburg',
      city: 'Johannesburg',
      country: 'ZA',
      countryName: 'South Africa',
      currency: 'ZAR',
      currencyExponent: 2,
      timeZone: 'Africa/Johannesburg',
      // The columns' defaults: Monday to Saturday, no minimum, never free (decision 017).
      marketDays: [1, 2, 3, 4, 5, 6],
      minOrderTotal: 0,
      freeDeliveryFrom: null,
      cutoffMinute: 1080, // 18:00
      locations: [
        { id: 'jnb-rosebank', storeId: 'jnb', name: 'Rosebank Mall pickup', kind: 'pickup', address: '50 Bath Avenue, Rosebank', deliveryFee: 0 },
        { id: 'jnb-soweto', storeId: 'jnb', name: 'Soweto delivery zone', kind: 'zone', address: 'Orlando West, Soweto', deliveryFee: 3500 },
      ],
    },
    expect.objectContaining({ id: 'kgl', currency: 'RWF', currencyExponent: 0, timeZone: 'Africa/Kigali', locations: [expect.objectContaining({ id: 'kgl-kimironko' })] }),
  ])
})

test('store names answer in the request language with English as the fallback', async () => {
  await t.db.insert(stores).values({
    id: 'cmn',
    name: { en: 'Casablanca Farmers’ Market', fr: 'Marché fermier de Casablanca', ar: 'سوق الفلاحين بالدار البيضاء' } as never,
    city: 'Casablanca',
    country: 'MA',
    currency: 'MAD',
    currencyExponent: 2,
    timeZone: 'Africa/Casablanca',
  })
  const name = async (lang: string) => ((await (await t.app.request('/api/stores/cmn', { headers: { 'accept-language': lang } })).json()) as { data: Store }).data.name
  expect(await name('fr-MA')).toBe('Marché fermier de Casablanca')
  expect(await name('ar')).toBe('سوق الفلاحين بالدار البيضاء')
  expect(await name('sw')).toBe('Casablanca Farmers’ Market')
  const country = async (lang: string) => ((await (await t.app.request('/api/stores/cmn', { headers: { 'accept-language': lang } })).json()) as { data: Store }).data.countryName
  expect(await country('fr')).toBe('Maroc')
  expect(await country('ar')).toBe('المغرب')
  const jnb = await t.app.request('/api/stores/jnb', { headers: { 'accept-language': 'sw' } })
  expect(((await jnb.json()) as { data: Store }).data.countryName).toBe('Afrika Kusini')
  expect(((await (await t.app.request('/api/stores/cmn')).json()) as { data: Store }).data.locations).toEqual([])
})

test('a store is read by id, and an unknown one is a 404 in the envelope', async () => {
  const res = await t.app.request('/api/stores/KGL')
  expect(res.status).toBe(200)
  expect(((await res.json()) as { data: Store }).data).toMatchObject({ id: 'kgl', city: 'Kigali' })
  const missing = await t.app.request('/api/stores/atlantis')
  expect(missing.status).toBe(404)
  expect((await errorEnvelope(missing)).errors[0]!.code).toBe('not_found')
})

test('stores sort by city and page, and a bad sort is a 400', async () => {
  const res = (await (await t.app.request('/api/stores?sortBy=city&order=desc&perPage=1&page=2')).json()) as ListBody<Store>
  expect(res.data.map((s) => s.city)).toEqual(['Johannesburg'])
  const bad = await t.app.request('/api/stores?sortBy=currency')
  expect(bad.status).toBe(400)
  expect((await errorEnvelope(bad)).errors[0]).toMatchObject({ field: 'sortBy' })
})
