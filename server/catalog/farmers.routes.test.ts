import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CatalogFarmer } from '../../src/api/catalog-contract'
import { createTestApp, errorEnvelope } from '../test/test-app'
import { insertCatalog, type ListBody } from './catalog.fixtures'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
  await insertCatalog(t.db)
})
afterAll(() => t.close())

async function list(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as ListBody<CatalogFarmer>
}
const ids = async (path: string) => (await list(path)).data.map((f) => f.id)

test('farmers answer with their story in the request language, English where it is missing, and their produce count', async () => {
  const fr = await list('/api/farm/farmers?storeId=jnb', { 'accept-language': 'fr' })
  expect(fr.data.find((f) => f.id === 'thandi')).toMatchObject({
    name: 'Thandi Mokoena',
    farmName: 'Mokoena Family Farm',
    story: 'Trois générations de maraîchers près de Magaliesburg.',
    practices: ['organic', 'regenerative'],
    deliveryDays: [2, 5],
    rating: 4.8,
    locationIds: ['jnb-rosebank', 'jnb-soweto'],
    featured: true,
    produceCount: 3,
    deleted: false,
  })
  const sw = await list('/api/farm/farmers?storeId=jnb', { 'accept-language': 'sw' })
  expect(sw.data.find((f) => f.id === 'thandi')!.story).toBe('Three generations growing greens near Magaliesburg.')
})

test('farmers filter by store, featured, practice and keyword, and sort by name and rating', async () => {
  expect(await ids('/api/farm/farmers')).toEqual(['aline', 'pieter', 'thandi'])
  expect(await ids('/api/farm/farmers?storeId=jnb')).toEqual(['pieter', 'thandi'])
  expect(await ids('/api/farm/farmers?featured=true')).toEqual(['aline', 'thandi'])
  expect(await ids('/api/farm/farmers?practice=agroforestry,pesticide-free')).toEqual(['aline', 'pieter'])
  expect(await ids('/api/farm/farmers?searchKeyword=karoo')).toEqual(['pieter'])
  expect(await ids('/api/farm/farmers?sortBy=rating&order=desc')).toEqual(['thandi', 'aline', 'pieter'])
  const page = await list('/api/farm/farmers?perPage=2&page=2')
  expect(page.meta).toEqual({ page: 2, perPage: 2, total: 3 })
  expect(page.data.map((f) => f.id)).toEqual(['thandi'])
})

test('bad farmer filters answer 400 with field errors', async () => {
  for (const [qs, field] of [
    ['featured=yes', 'featured'],
    ['practice=chemical', 'practice.0'],
    ['sortBy=email', 'sortBy'],
    ['perPage=0', 'perPage'],
  ] as const) {
    const res = await t.app.request(`/api/farm/farmers?${qs}`)
    expect(res.status, qs).toBe(400)
    expect(
      (await errorEnvelope(res)).errors.map((e) => e.field),
      qs,
    ).toContain(field)
  }
})

test('a farmer is read by id, and an unknown one is a 404 in the envelope', async () => {
  const res = await t.app.request('/api/farm/farmers/aline')
  expect(res.status).toBe(200)
  expect(((await res.json()) as { data: CatalogFarmer }).data).toMatchObject({ id: 'aline', storeId: 'kgl', produceCount: 1 })
  const missing = await t.app.request('/api/farm/farmers/nobody')
  expect(missing.status).toBe(404)
  expect((await errorEnvelope(missing)).errors[0]!.code).toBe('not_found')
})
