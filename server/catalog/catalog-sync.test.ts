import { brotliDecompressSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { CatalogFarmer, CatalogOffer, CatalogProduce } from '../../src/api/catalog-contract'
import { farmers, offers, produces } from '../db/schema/catalog'
import { createTestApp } from '../test/test-app'
import { operatorApp, resetCatalog, type ListBody } from './catalog.fixtures'

let t: Awaited<ReturnType<typeof createTestApp>>
let operator: ReturnType<typeof operatorApp>

beforeAll(async () => {
  t = await createTestApp()
  operator = operatorApp(t.db)
})
afterAll(() => t.close())
beforeEach(() => resetCatalog(t.db))

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers })
  expect(res.status, await res.clone().text()).toBe(200)
  return { body: (await res.json()) as ListBody<T>, etag: res.headers.get('etag')!, res }
}

async function patch(id: string, change: Record<string, unknown>) {
  const res = await operator.patch(id, change)
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { data: CatalogProduce }).data
}

test('an unchanged list answers its ETag with a bodiless 304, and a price change makes it a 200 again', async () => {
  const path = '/api/farm/produces?storeId=jnb'
  const first = await get<CatalogProduce>(path)
  expect(first.etag).toMatch(/^W\/"[\w-]+"$/)
  expect(first.res.headers.get('cache-control')).toBe('no-cache')
  expect(first.res.headers.get('vary')).toContain('Accept-Language, X-Store-Id')

  const again = await t.app.request(path, { headers: { 'if-none-match': first.etag } })
  expect(again.status).toBe(304)
  expect(await again.text()).toBe('')
  expect(again.headers.get('etag')).toBe(first.etag)

  const changed = await patch('spinach', { price: 2700 })
  expect(changed).toMatchObject({ id: 'spinach', price: 2700 })
  const after = await t.app.request(path, { headers: { 'if-none-match': first.etag } })
  expect(after.status).toBe(200)
  expect(after.headers.get('etag')).not.toBe(first.etag)
  const body = (await after.json()) as ListBody<CatalogProduce>
  expect(body.data.find((p) => p.id === 'spinach')!.price).toBe(2700)
})

test('details and every list answer ETags and 304s', async () => {
  for (const path of ['/api/stores', '/api/stores/jnb', '/api/farm/farmers', '/api/farm/farmers/thandi', '/api/farm/produces/honey', '/api/farm/offers', '/api/farm/search?q=honey']) {
    const first = await t.app.request(path)
    expect(first.status, path).toBe(200)
    const etag = first.headers.get('etag')
    expect(etag, path).toBeTruthy()
    const again = await t.app.request(path, { headers: { 'if-none-match': `"other", ${etag}` } })
    expect(again.status, path).toBe(304)
  }
})

test('a change written to the database by another writer is seen by the next request', async () => {
  const path = '/api/farm/produces/eggs'
  const before = await get<never>(path)
  await t.db.update(produces).set({ stock: 7 }).where(eq(produces.id, 'eggs'))
  const after = await t.app.request(path, { headers: { 'if-none-match': before.etag } })
  expect(after.status).toBe(200)
  expect(((await after.json()) as { data: CatalogProduce }).data.stock).toBe(7)
})

test('a change elsewhere in the catalog keeps an unaffected page’s ETag, so its clients still get 304', async () => {
  const path = '/api/farm/produces?storeId=jnb'
  const first = await get<CatalogProduce>(path)
  await patch('beans', { price: 1600 }) // Kigali
  const again = await t.app.request(path, { headers: { 'if-none-match': first.etag } })
  expect(again.status).toBe(304)
})

test('a second call with the cursor returns only what changed, withdrawn rows as tombstones', async () => {
  const path = '/api/farm/produces?storeId=jnb&perPage=100'
  const full = await get<CatalogProduce>(`${path}&updatedSince=2000-01-01T00:00:00Z`)
  expect(full.body.data.map((p) => p.id).sort()).toEqual(['apples', 'carrots', 'eggs', 'honey', 'spinach'])
  const cursor = full.body.meta.cursor!
  expect(cursor).toBeTruthy()

  const nothing = await get<CatalogProduce>(`${path}&cursor=${cursor}`)
  expect(nothing.body.data).toEqual([])
  expect(nothing.body.meta).toMatchObject({ total: 0, cursor })
  expect((await t.app.request(`${path}&cursor=${cursor}`, { headers: { 'if-none-match': nothing.etag } })).status).toBe(304)

  await patch('spinach', { price: 2600 })
  await patch('carrots', { deleted: true })
  const delta = await get<CatalogProduce>(`${path}&cursor=${cursor}`)
  expect(delta.body.data.map((p) => [p.id, p.deleted, p.price])).toEqual([
    ['spinach', false, 2600],
    ['carrots', true, 1800],
  ])
  expect(delta.body.meta.total).toBe(2)
  const next = await get<CatalogProduce>(`${path}&cursor=${delta.body.meta.cursor}`)
  expect(next.body.data).toEqual([])

  // Without a delta position, withdrawn produces are hidden, in lists and details.
  expect((await get<CatalogProduce>(path)).body.data.map((p) => p.id)).not.toContain('carrots')
  expect((await t.app.request('/api/farm/produces/carrots')).status).toBe(404)
  await patch('carrots', { deleted: false })
  expect((await get<CatalogProduce>(`${path}&cursor=${delta.body.meta.cursor}`)).body.data.map((p) => [p.id, p.deleted])).toEqual([['carrots', false]])
})

test('updatedSince is exclusive, to the microsecond', async () => {
  const path = '/api/farm/produces?storeId=jnb&perPage=100'
  await patch('eggs', { stock: 3 })
  const all = await get<CatalogProduce>(`${path}&updatedSince=2000-01-01T00:00:00Z`)
  const eggs = all.body.data.at(-1)!
  expect(eggs.id).toBe('eggs')
  expect((await get<CatalogProduce>(`${path}&updatedSince=${eggs.updatedAt}`)).body.data).toEqual([])
  const [whole, micros] = eggs.updatedAt.slice(0, -1).split('.') as [string, string]
  const justBefore = `${whole}.${String(Number(micros) - 1).padStart(6, '0')}Z`
  if (Number(micros) > 0) {
    expect((await get<CatalogProduce>(`${path}&updatedSince=${justBefore}`)).body.data.map((p) => p.id)).toEqual(['eggs'])
  }
})

test('paging a delta with the cursor never skips rows that share one updatedAt', async () => {
  // Fixture rows were inserted in two statements: many share a timestamp.
  const seen: string[] = []
  let cursor: string | undefined
  for (let i = 0; i < 10; i++) {
    const qs = cursor ? `cursor=${cursor}` : 'updatedSince=2000-01-01T00:00:00Z'
    const page = await get<CatalogProduce>(`/api/farm/produces?perPage=2&${qs}`)
    seen.push(...page.body.data.map((p) => p.id))
    cursor = page.body.meta.cursor
    if (page.body.data.length < 2) break
  }
  expect(seen.sort()).toEqual(['apples', 'beans', 'carrots', 'eggs', 'honey', 'spinach'])
  const stamps = new Set((await get<CatalogProduce>('/api/farm/produces?sortBy=updatedAt')).body.data.map((p) => p.updatedAt))
  expect(stamps.size).toBeLessThan(6)
})

test('a new offer reaches the produce’s delta, and withdrawing a farmer withdraws its produces', async () => {
  const path = '/api/farm/produces?storeId=jnb&perPage=100'
  const start = (await get<CatalogProduce>(`${path}&updatedSince=2000-01-01T00:00:00Z`)).body.meta.cursor!
  await t.db.insert(offers).values({
    id: 'eggs-now',
    produceId: 'eggs',
    percentOff: 20,
    title: { en: 'Egg week', fr: 'Semaine des œufs', es: 'x', pt: 'x', ar: 'x', sw: 'x' },
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 86_400_000),
  })
  const withOffer = await get<CatalogProduce>(`${path}&cursor=${start}`)
  expect(withOffer.body.data.map((p) => [p.id, p.offer?.price])).toEqual([['eggs', 7600]])

  await t.db
    .update(farmers)
    .set({ deletedAt: sql`now()` })
    .where(eq(farmers.id, 'pieter'))
  const gone = await get<CatalogProduce>(`${path}&cursor=${withOffer.body.meta.cursor}`)
  expect(gone.body.data.map((p) => [p.id, p.deleted]).sort()).toEqual([
    ['apples', true],
    ['honey', true],
  ])
  const farmersDelta = await get<CatalogFarmer>('/api/farm/farmers?updatedSince=2000-01-01T00:00:00Z')
  expect(farmersDelta.body.data.find((f) => f.id === 'pieter')!.deleted).toBe(true)
  expect((await get<CatalogFarmer>('/api/farm/farmers')).body.data.map((f) => f.id)).not.toContain('pieter')
  expect((await t.app.request('/api/farm/farmers/pieter')).status).toBe(404)
})

test('offers delta-sync: ended and withdrawn offers come as rows and tombstones', async () => {
  const current = await get<CatalogOffer>('/api/farm/offers?storeId=jnb')
  expect(current.body.data.map((o) => o.id).sort()).toEqual(['apples-small', 'honey-winter'])
  expect((await get<CatalogOffer>('/api/farm/offers?storeId=jnb&all=true')).body.meta.total).toBe(4)
  const full = await get<CatalogOffer>('/api/farm/offers?storeId=jnb&updatedSince=2000-01-01T00:00:00Z')
  expect(full.body.data).toHaveLength(4)
  await t.db
    .update(offers)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(offers.id, 'honey-winter'))
  const delta = await get<CatalogOffer>(`/api/farm/offers?storeId=jnb&cursor=${full.body.meta.cursor}`)
  expect(delta.body.data.map((o) => [o.id, o.deleted])).toEqual([['honey-winter', true]])
  expect((await get<CatalogOffer>('/api/farm/offers?storeId=jnb')).body.data.map((o) => o.id)).toEqual(['apples-small'])
  // The produce lost its offer and says so in its own delta.
  const honey = await get<CatalogProduce>('/api/farm/produces/honey')
  expect((honey.body as unknown as { data: CatalogProduce }).data.offer).toBeNull()
})

test('answers are compressed for clients that accept it, with the same ETag', async () => {
  const path = '/api/farm/produces?perPage=100'
  const plain = await t.app.request(path)
  const text = await plain.text()
  const br = await t.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(br.headers.get('content-encoding')).toBe('br')
  expect(br.headers.get('etag')).toBe(plain.headers.get('etag'))
  expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text)
})

test('the last page of a sync names the ETag of the next delta: the first repeat of an unchanged catalog is a 304', async () => {
  for (const dataset of ['produces', 'farmers', 'offers'] as const) {
    const base = `/api/farm/${dataset}?storeId=jnb&perPage=500&sortBy=updatedAt&order=asc${dataset === 'offers' ? '&all=true' : ''}`
    const full = await get<{ updatedAt: string }>(base)
    const syncEtag = full.res.headers.get('sync-etag')
    expect(syncEtag, dataset).toMatch(/^W\/"s-/)
    const next = `${base}&cursor=${full.body.meta.cursor}`
    const repeat = await t.app.request(next, { headers: { 'If-None-Match': syncEtag! } })
    expect(repeat.status, dataset).toBe(304)
    expect(await repeat.text()).toBe('')
    // Without the validator the same request is the empty page, with that ETag.
    const plain = await get<unknown>(next)
    expect(plain.body.data).toEqual([])
    expect(plain.etag).toBe(syncEtag)
  }
  // Something changes: the same conditional request is a 200 with the change.
  const full = await get<CatalogProduce>('/api/farm/produces?storeId=jnb&perPage=500&sortBy=updatedAt&order=asc')
  const syncEtag = full.res.headers.get('sync-etag')!
  const next = `/api/farm/produces?storeId=jnb&perPage=500&sortBy=updatedAt&order=asc&cursor=${full.body.meta.cursor}`
  await patch(full.body.data[0]!.id, { price: full.body.data[0]!.price + 100 })
  const changed = await t.app.request(next, { headers: { 'If-None-Match': syncEtag } })
  expect(changed.status).toBe(200)
  expect(((await changed.json()) as ListBody<CatalogProduce>).data.map((p) => p.id)).toEqual([full.body.data[0]!.id])
})
