/**
 * The produce list's query (fake-indexeddb): the first screen is read straight from the index in
 * the asked order, and a filter gives exactly the rows matchesFilters keeps, in the same order.
 */
import { beforeEach, expect, test } from 'vitest'
import { db, type ProduceRow } from '../../db/db'
import { chooseStore } from '../../db/store-choice'
import { hasFilters, produceListKey, queryProduces, readProduceListAhead } from './catalog-queries'
import { queryHomeShelves } from './home-queries'
import { sortOf, toFilters } from './produce-search'

const row = (i: number, over: Partial<ProduceRow> = {}): ProduceRow =>
  ({
    lang: 'en',
    id: `p-${i}`,
    storeId: 'nbo',
    service: 'farm',
    farmerId: i % 2 ? 'f-odd' : 'f-even',
    name: `Produce ${String(i).padStart(3, '0')}`,
    price: 1000 + ((i * 37) % 500),
    category: i % 3 ? 'vegetables' : 'fruit',
    practices: i % 4 ? [] : ['organic'],
    inSeason: i % 5 !== 0,
    stock: i % 7 ? 10 : 0,
    offer: null,
    updatedAt: `2026-03-01T08:00:${String(i % 60).padStart(2, '0')}.000Z`,
    searchText: `produce ${i}`,
    ...over,
  }) as unknown as ProduceRow

beforeEach(async () => {
  await db.produces.clear()
  await db.produces.bulkPut([...Array.from({ length: 120 }, (_, i) => row(i)), row(500, { storeId: 'acc' }), row(501, { lang: 'fr' })])
})

test('an unfiltered first screen is the store’s rows in the asked order, this language only, with hasMore', async () => {
  const byName = await queryProduces('nbo', 'en', {}, 'name', 24)
  expect(byName.rows.map((r) => r.name)).toEqual(Array.from({ length: 24 }, (_, i) => `Produce ${String(i).padStart(3, '0')}`))
  expect(byName.hasMore).toBe(true)
  const dearest = await queryProduces('nbo', 'en', { category: [], inStock: false, q: '' }, 'price-desc', 5)
  const prices = dearest.rows.map((r) => r.price)
  expect(prices).toEqual([...prices].sort((a, b) => b - a))
  expect(prices[0]).toBe(Math.max(...Array.from({ length: 120 }, (_, i) => row(i).price)))
  expect((await queryProduces('nbo', 'en', {}, 'name', 500)).rows).toHaveLength(120)
})

test('filters keep exactly the matching rows, in order, and stop at the limit', async () => {
  const filters = { category: ['fruit' as const], inStock: true }
  expect(hasFilters(filters)).toBe(true)
  const all = Array.from({ length: 120 }, (_, i) => row(i)).filter((p) => p.category === 'fruit' && p.stock !== 0)
  const page = await queryProduces('nbo', 'en', filters, 'name', 10)
  expect(page.rows.map((r) => r.id)).toEqual(all.slice(0, 10).map((r) => r.id))
  expect(page.hasMore).toBe(true)
  // Search words must all appear: 'produce' and '1', in the odd farmer's rows.
  const searched = await queryProduces('nbo', 'en', { farmer: 'f-odd', q: 'Produce 1' }, 'name', 500)
  const expected = Array.from({ length: 120 }, (_, i) => row(i)).filter((p) => p.farmerId === 'f-odd' && p.searchText.includes('1'))
  expect(searched.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id))
  expect(searched.rows.length).toBeGreaterThan(10)
})

test('hasFilters: nothing set, empty lists, false and empty text narrow nothing; a zero price does', () => {
  expect(hasFilters({})).toBe(false)
  expect(hasFilters({ category: [], practice: [], inSeason: false, onOffer: false, q: '' })).toBe(false)
  expect(hasFilters({ minPrice: 0 })).toBe(true)
  expect(hasFilters({ q: 'kale' })).toBe(true)
})

test('the route loader reads ahead exactly the list the screen asks for, priced with the store’s exponent', async () => {
  chooseStore({ storeId: 'nbo' })
  await db.stores.put({ lang: 'en', id: 'nbo', currencyExponent: 0 } as never)
  const search = { min: 1200, sort: 'price-asc' as const }
  const ahead = await readProduceListAhead('en', search)
  // The key the screen computes from the same URL and store: only then is the answer shown.
  const filters = toFilters(search, 0)
  expect(filters.minPrice).toBe(1200)
  expect(ahead?.key).toBe(produceListKey('nbo', 'en', filters, sortOf(search), 24))
  expect(ahead?.list).toEqual(await queryProduces('nbo', 'en', filters, 'price-asc', 24))
  expect(ahead?.list.rows.every((r) => r.price >= 1200)).toBe(true)
  // Another store chosen since: the answer names that store, so a screen for 'nbo' ignores it.
  chooseStore({ storeId: 'acc' })
  const other = await readProduceListAhead('en', {})
  expect(other?.key).not.toBe(produceListKey('nbo', 'en', toFilters({}, 2), 'name', 24))
  expect(other?.list.rows.map((r) => r.id)).toEqual(['p-500'])
})

test('in a language whose rows the device does not hold (never opened online), the list is the rows of one it holds, English first; its own once they arrive', async () => {
  // This device holds English rows for nbo, and one French row.
  const inSwahili = await queryProduces('nbo', 'sw', {}, 'name', 24)
  expect(inSwahili.rows).toHaveLength(24)
  expect(new Set(inSwahili.rows.map((r) => r.lang))).toEqual(new Set(['en']))
  // A language the device holds rows in is never mixed with another: a filter that matches nothing stays empty.
  expect((await queryProduces('nbo', 'fr', { q: 'nothing like this' }, 'name', 24)).rows).toEqual([])
  expect((await queryProduces('nbo', 'fr', {}, 'name', 24)).rows.map((r) => r.id)).toEqual(['p-501'])
  // No English rows: the first other language held.
  await db.produces.where('lang').equals('en').delete()
  expect((await queryProduces('nbo', 'sw', {}, 'name', 24)).rows.map((r) => r.id)).toEqual(['p-501'])
  // Swahili's own rows arrive: they are read.
  await db.produces.put(row(7, { lang: 'sw', name: 'Nyanya' }))
  expect((await queryProduces('nbo', 'sw', {}, 'name', 24)).rows.map((r) => r.name)).toEqual(['Nyanya'])
})

test('the home’s in-season shelf shows one of each kind: the same produce from two farms is one picture twice', async () => {
  // Each farm frames the drawing its own way (server/seed/produce-variants.ts): still one kind.
  const beans = (i: number, farmerId: string, framing: string) =>
    row(900 + i, { name: `Fine green beans ${i}`, farmerId, photo: `/img/produce/green-beans${framing}.svg`, inSeason: true, stock: 5, category: 'vegetables' } as Partial<ProduceRow>)
  await db.produces.clear()
  await db.produces.bulkPut([
    beans(1, 'f-a', ''),
    beans(2, 'f-b', '--pair'),
    beans(3, 'f-c', '--trio'),
    row(950, { name: 'Kale', photo: '/img/produce/kale.svg', inSeason: true, stock: 5 } as Partial<ProduceRow>),
  ])
  const { inSeason } = await queryHomeShelves('nbo', 'en')
  expect(inSeason.map((p) => p.photo)).toEqual(['/img/produce/green-beans.svg', '/img/produce/kale.svg'])
})
