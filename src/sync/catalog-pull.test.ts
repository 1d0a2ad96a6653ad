import Dexie, { liveQuery } from 'dexie'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { CatalogFarmer, CatalogListMeta, CatalogOffer, CatalogProduce, Store } from '../api/catalog-contract'
import { ApiError, NETWORK_ERROR_CODE, type ApiResult, type CallOptions, type HttpClient } from '../api/http'
import type { Locale } from '../config'
import { StorefrontDb } from '../db/db'
import { LIST_PAGE_SIZE } from '../config'
import { FROM_THE_START, probeCatalog, pullCatalog, searchable, SLICE, syncKey } from './catalog-pull'

// ---------------------------------------------------------------- a catalog server in memory

type Dataset = 'farmers' | 'produces' | 'offers'
type Row = CatalogFarmer | CatalogProduce | CatalogOffer
type Translation = Partial<Record<Locale, Record<string, string>>>

interface Entry {
  row: Row
  translations: Translation
}

interface SeenRequest {
  path: string
  query: Record<string, string>
  headers: Record<string, string>
}

interface Answer {
  request: SeenRequest
  status: 200 | 304 | 'network-error'
  ids: string[]
  meta?: CatalogListMeta
}

/** Timestamps as the API writes them: ISO in UTC with microseconds, one second apart. */
const instant = (n: number) => new Date(Date.UTC(2026, 2, 1, 8) + n * 1000).toISOString().replace('Z', '417Z')

/**
 * The catalog API's delta semantics (src/api/catalog-contract.ts, server/catalog/delta.ts):
 * `updatedSince` is exclusive; `cursor` is the opaque position (updatedAt, id) after the last row
 * of an answer; delta answers come oldest change first (updatedAt, then id) with withdrawn rows
 * as tombstones; text in the Accept-Language language with English as fallback; the ETag is a
 * hash of the body and a matching If-None-Match gets a 304.
 */
const isFirstScreen = (request: SeenRequest) => request.query.sortBy === 'name'

class FakeCatalogServer {
  readonly stores: Store[] = [store('nbo', 'Nairobi', 'KES'), store('acc', 'Accra', 'GHS')]
  readonly data: Record<Dataset, Map<string, Entry>> = { farmers: new Map(), produces: new Map(), offers: new Map() }
  readonly answers: Answer[] = []
  /** Return true to cut the connection before this request is answered. */
  failWhen: (request: SeenRequest) => boolean = () => false
  /** Called with each request as it arrives, before it is answered. */
  onRequest: (request: SeenRequest) => void = () => {}
  private clock = 0

  now(): string {
    return instant(++this.clock)
  }

  put(dataset: Dataset, row: Row, translations: Translation = {}): void {
    this.data[dataset].set(row.id, { row: { ...row }, translations })
  }

  /** An operator's change: the row gets a new updatedAt. */
  change(dataset: Dataset, id: string, patch: Partial<Row>): void {
    const entry = this.data[dataset].get(id)!
    entry.row = { ...entry.row, ...patch, updatedAt: this.now() } as Row
  }

  withdraw(dataset: Dataset, id: string): void {
    this.change(dataset, id, { deleted: true })
  }

  /** The sync's requests to a list (in change order), not a first visit's first-screen ones. */
  requestsTo(path: string): SeenRequest[] {
    return this.answersFrom(path).map((a) => a.request)
  }

  answersFrom(path: string): Answer[] {
    return this.answers.filter((a) => a.request.path === path && !isFirstScreen(a.request))
  }

  /** A first visit's requests for what its screens show first (pullProduceHeads). */
  firstScreenRequests(): SeenRequest[] {
    return this.firstScreenAnswers().map((a) => a.request)
  }

  firstScreenAnswers(): Answer[] {
    return this.answers.filter((a) => isFirstScreen(a.request))
  }

  client(): HttpClient {
    const refuse = async (): Promise<never> => {
      throw new ApiError({ status: 405, code: 'validation_failed', message: 'The catalog answers GET only' })
    }
    return {
      get: async <T>(path: string, options?: CallOptions) => this.answer(path, options) as ApiResult<T>,
      post: refuse,
      put: refuse,
      patch: refuse,
      delete: refuse,
    }
  }

  private answer(path: string, options: CallOptions = {}): ApiResult<unknown> {
    const request: SeenRequest = { path, query: onTheWire(options.query), headers: { ...options.headers } }
    this.onRequest(request)
    if (this.failWhen(request)) {
      this.answers.push({ request, status: 'network-error', ids: [] })
      throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: 'Failed to fetch' })
    }
    const lang = (request.headers['Accept-Language'] ?? 'en') as Locale
    // The farm's datasets, and the food service's under its nouns (decision 045).
    const route = /^\/(farm|food)\/(farmers|produces|kitchens|meals|offers)$/.exec(path)
    const service = route?.[1]
    const dataset = route ? (({ kitchens: 'farmers', meals: 'produces' } as Record<string, Dataset>)[route[2]!] ?? (route[2] as Dataset)) : undefined
    if (path !== '/stores' && !dataset) throw new ApiError({ status: 404, code: 'not_found', message: `No route ${path}` })
    const { data, meta } = dataset ? this.list(dataset, request.query, lang, service!) : { data: this.stores, meta: undefined }
    const body = JSON.stringify({ data, errors: null, notification: null, ...(meta ? { meta } : {}) })
    // As the API: the last page of a listing in change order names the ETag of the next delta
    // (Sync-ETag), which is the ETag of that delta's empty answer.
    const rows = data as Row[]
    const since = request.query.updatedSince ?? (request.query.cursor !== undefined ? decodeCursor(request.query.cursor).since : undefined)
    const newest = rows.at(-1)?.updatedAt ?? since
    const syncEtag = dataset && meta && rows.length < meta.perPage && newest ? `W/"s-${dataset}-${request.query.storeId}-${newest}"` : null
    const etag = syncEtag && rows.length === 0 && since !== undefined ? syncEtag : `W/"${fnv1a(body)}"`
    const ids = (data as { id: string }[]).map((r) => r.id)
    if (request.headers['If-None-Match'] === etag) {
      this.answers.push({ request, status: 304, ids: [] })
      // What src/api/http.ts makes of a 304.
      return { data: null, notification: null, etag, notModified: true }
    }
    this.answers.push({ request, status: 200, ids, meta })
    return { data: JSON.parse(body).data, meta, notification: null, etag, syncEtag, notModified: false }
  }

  private serviceOf(dataset: Dataset, row: Row): string {
    if (dataset === 'offers') return this.serviceOf('produces', this.data.produces.get((row as CatalogOffer).produceId)!.row)
    return (row as CatalogProduce).service ?? 'farm'
  }

  private list(dataset: Dataset, query: Record<string, string>, lang: Locale, service: string): { data: Row[]; meta: CatalogListMeta } {
    const position = query.cursor !== undefined ? decodeCursor(query.cursor) : query.updatedSince !== undefined ? { since: query.updatedSince, afterId: null } : null
    const byChange = position !== null || (query.sortBy === 'updatedAt' && (query.order ?? 'asc') === 'asc')
    const rows = [...this.data[dataset].values()]
      .filter(({ row }) => query.storeId === undefined || row.storeId === query.storeId)
      .filter(({ row }) => this.serviceOf(dataset, row) === service)
      .filter(({ row }) => (position ? isAfter(row, position) : !row.deleted))
      .sort((a, b) => (byChange ? compareChange(a.row, b.row) : a.row.id.localeCompare(b.row.id)))
    const page = Number(query.page ?? 1)
    const perPage = Number(query.perPage ?? 24)
    const slice = rows.slice((page - 1) * perPage, page * perPage)
    const last = slice.at(-1)?.row
    const next = last ? { since: last.updatedAt, afterId: last.id } : position
    return {
      data: slice.map(({ row, translations }) => ({ ...row, ...translations.en, ...translations[lang], deleted: row.deleted ?? false }) as Row),
      meta: { page, perPage, total: rows.length, ...(byChange && next ? { cursor: encodeCursor(next) } : {}) },
    }
  }
}

interface Position {
  since: string
  afterId: string | null
}

const encodeCursor = (p: Position) => btoa(`${p.since}\n${p.afterId ?? ''}`)
function decodeCursor(cursor: string): Position {
  const [since = '', afterId = ''] = atob(cursor).split('\n')
  return { since, afterId: afterId || null }
}
const isAfter = (row: Row, p: Position) => row.updatedAt > p.since || (p.afterId !== null && row.updatedAt === p.since && row.id > p.afterId)
const compareChange = (a: Row, b: Row) => (a.updatedAt === b.updatedAt ? (a.id < b.id ? -1 : 1) : a.updatedAt < b.updatedAt ? -1 : 1)

/** The query as src/api/http.ts puts it in the URL: no undefined or empty values, all strings. */
function onTheWire(query: CallOptions['query'] = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])))
}

function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}

// ---------------------------------------------------------------- catalog rows

function store(id: string, city: string, currency: string): Store {
  return {
    id,
    name: `${city} market`,
    city,
    country: '',
    countryName: '',
    currency,
    currencyExponent: 2,
    timeZone: 'Africa/Nairobi',
    marketDays: [1, 3, 5, 6],
    minOrderTotal: 0,
    freeDeliveryFrom: null,
    cutoffMinute: 1080,
    locations: [],
  }
}

function farmer(id: string, storeId: string, name: string, farmName: string, updatedAt: string): CatalogFarmer {
  return {
    id,
    storeId,
    name,
    farmName,
    story: `${name} grows on the slopes above town.`,
    photo: `/img/farmers/${id}.webp`,
    town: 'Limuru',
    country: 'KE',
    practices: ['organic'],
    deliveryDays: [2, 5],
    holidays: [],
    rating: 4.7,
    locationIds: [],
    featured: false,
    produceCount: 1,
    updatedAt,
  }
}

function produce(id: string, storeId: string, name: string, updatedAt: string, over: Partial<CatalogProduce> = {}): CatalogProduce {
  return {
    id,
    farmerId: 'f-wanjiru',
    storeId,
    farmerName: 'Wanjiru Kamau',
    farmName: 'Kamau Family Farm',
    name,
    category: 'vegetables',
    unit: 'kg',
    measure: { amount: 1, per: 'kg' },
    price: 12_000,
    currency: 'KES',
    currencyExponent: 2,
    stock: 40,
    seasonMonths: [],
    inSeason: true,
    minQty: 1,
    stepQty: 0.5,
    photo: `/img/produces/${id}.webp`,
    description: `${name}, picked the morning of delivery.`,
    practices: ['organic'],
    offer: null,
    updatedAt,
    ...over,
  }
}

function offer(id: string, produceId: string, storeId: string, updatedAt: string): CatalogOffer {
  return { id, produceId, storeId, percentOff: 15, title: 'Harvest week', startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-03-08T00:00:00.000Z', updatedAt }
}

// ---------------------------------------------------------------- per test

let db: StorefrontDb
let server: FakeCatalogServer
let api: HttpClient

beforeEach(() => {
  db = new StorefrontDb(`catalog-pull-test-${crypto.randomUUID()}`)
  server = new FakeCatalogServer()
  api = server.client()
})

afterEach(async () => {
  db.close()
  await db.delete()
})

/** A small Nairobi catalog with French text, and an Accra farmer that a Nairobi pull must not bring. */
function seedNairobi() {
  server.put('farmers', farmer('f-wanjiru', 'nbo', 'Wanjiru Kamau', 'Kamau Family Farm', server.now()), { fr: { story: 'Wanjiru cultive sur les collines.' } })
  server.put('farmers', farmer('f-otieno', 'nbo', 'Otieno Okoth', 'Lakeside Greens', server.now()))
  server.put('farmers', farmer('f-ama', 'acc', 'Ama Mensah', 'Mensah Cocoa', server.now()))
  server.put('produces', produce('p-sukuma', 'nbo', 'Sukuma Wiki', server.now(), { category: 'leafy-greens' }), {
    fr: { name: 'Chou frisé sukuma', description: 'Cueilli le matin même, à Limuru.' },
  })
  server.put('produces', produce('p-avocado', 'nbo', 'Hass Avocados', server.now(), { category: 'fruit', price: 3_000 }), { fr: { name: 'Avocats Hass' } })
  server.put('produces', produce('p-cocoa', 'acc', 'Cocoa Nibs', server.now(), { currency: 'GHS' }))
  server.put('offers', offer('o-greens', 'p-sukuma', 'nbo', server.now()), { fr: { title: 'Semaine des récoltes' } })
}

const nairobi = (locale: Locale = 'en') => ({ storeId: 'nbo', locale })
const rowsIn = async <T extends { lang: Locale; id: string }>(rows: Promise<T[]>, lang: Locale) => (await rows).filter((r) => r.lang === lang).sort((a, b) => a.id.localeCompare(b.id))

/** Many produces changed at one instant, as a seed or a bulk price change writes them. */
function seedBulk(count: number) {
  const at = server.now()
  for (let i = 0; i < count; i++) server.put('produces', produce(`p-${String(i).padStart(4, '0')}`, 'nbo', `Produce ${i}`, at))
}

/** Waits (at most 3 s) until `done()` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 3_000) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

// ---------------------------------------------------------------- tests

test("a first pull stores the store's farmers, produces and offers in the asked language, produces with their search text", async () => {
  seedNairobi()

  const { changed } = await pullCatalog(api, db, nairobi())

  expect(changed).toBe(5)
  expect((await rowsIn(db.farmers.toArray(), 'en')).map((f) => f.id)).toEqual(['f-otieno', 'f-wanjiru'])
  expect((await rowsIn(db.offers.toArray(), 'en')).map((o) => [o.id, o.title])).toEqual([['o-greens', 'Harvest week']])
  const sukuma = await db.produces.get(['en', 'p-sukuma'])
  expect(sukuma).toMatchObject({ lang: 'en', storeId: 'nbo', name: 'Sukuma Wiki', price: 12_000 })
  expect(sukuma!.searchText).toBe('sukuma wiki sukuma wiki, picked the morning of delivery. kamau family farm wanjiru kamau leafy-greens')
  expect(await db.produces.count()).toBe(2)
  expect((await db.stores.toArray()).map((s) => [s.lang, s.id]).sort()).toEqual([
    ['en', 'acc'],
    ['en', 'nbo'],
  ])
  for (const path of ['/farm/farmers', '/farm/produces', '/farm/offers']) {
    expect(server.requestsTo(path)[0]).toMatchObject({ query: { storeId: 'nbo', sortBy: 'updatedAt', order: 'asc' }, headers: { 'Accept-Language': 'en' } })
    expect(server.requestsTo(path)[0]!.query.updatedSince).toBeUndefined()
  }
})

test("a first visit asks for what its screens show first (the list's first screen, the produce on offer) and for the rest of the produce only once that is stored; a repeat pull does not", async () => {
  seedNairobi()
  const seenWhenFullPullAsked: string[] = []
  server.onRequest = (request) => {
    if (request.path === '/farm/produces' && !isFirstScreen(request))
      void db.produces
        .toCollection()
        .primaryKeys()
        .then((keys) => seenWhenFullPullAsked.push(...keys.map(([, id]) => id)))
  }

  await pullCatalog(api, db, nairobi())

  const firstScreen = server.firstScreenRequests()
  expect(firstScreen.map((r) => r.query)).toEqual([
    { storeId: 'nbo', sortBy: 'name', order: 'asc', perPage: String(LIST_PAGE_SIZE + 1) },
    { storeId: 'nbo', sortBy: 'name', order: 'asc', perPage: String(LIST_PAGE_SIZE), onOffer: 'true' },
  ])
  expect(firstScreen.every((r) => r.headers['Accept-Language'] === 'en')).toBe(true)
  const firstScreenAt = server.answers.findIndex((a) => isFirstScreen(a.request))
  const fullPullAt = server.answers.findIndex((a) => a.request.path === '/farm/produces' && !isFirstScreen(a.request))
  expect(fullPullAt).toBeGreaterThan(firstScreenAt)
  // The first screen's rows were on the device, searchable, before the rest was asked for.
  await expect.poll(() => seenWhenFullPullAsked.sort()).toEqual(['p-avocado', 'p-sukuma'])
  expect((await db.produces.get(['en', 'p-sukuma']))!.searchText).toContain('sukuma wiki')

  server.answers.length = 0
  await pullCatalog(api, db, nairobi())
  expect(server.firstScreenRequests()).toEqual([])
})

test("a first visit's first screen reaches the screens only once stored: a write cut off before its commit (the page left) was never shown", async () => {
  seedNairobi()
  // The page leaves while the produce's writes commit: each transaction stays busy a moment, then is aborted.
  db.use({
    stack: 'dbcore',
    name: 'page-leaves-before-the-commit',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name)
        if (name !== 'produces') return table
        return {
          ...table,
          mutate: async (req) => {
            const result = await table.mutate(req)
            const until = Date.now() + 50
            while (Date.now() < until) await table.get({ trans: req.trans, key: ['en', 'none'] })
            req.trans.abort()
            return result
          },
        }
      },
    }),
  })
  await db.open()
  const shown: number[] = []
  const subscription = liveQuery(() => db.produces.toArray()).subscribe((rows) => shown.push(rows.length))
  await vi.waitFor(() => expect(shown).toEqual([0]))

  await expect(pullCatalog(api, db, nairobi())).rejects.toThrow()
  await new Promise((resolve) => setTimeout(resolve, 50))
  subscription.unsubscribe()
  expect(await db.produces.count()).toBe(0)
  expect(
    shown.filter((n) => n > 0),
    'produce shown that the device never kept',
  ).toEqual([])
})

test('a repeat pull asks only for what changed after the cursor the last answer gave, with the ETag the last page named; with nothing changed every answer is a 304', async () => {
  seedNairobi()
  await pullCatalog(api, db, nairobi())
  const stored = await db.syncState.get(syncKey('produces', 'nbo', 'en'))
  const before = { farmers: await db.farmers.toArray(), produces: await db.produces.toArray(), offers: await db.offers.toArray() }

  const second = await pullCatalog(api, db, nairobi())

  const lastAnswer = server.answers.filter((a) => a.request.path === '/farm/produces' && a.status === 200).at(-1)!
  expect(stored?.cursor).toBe(lastAnswer.meta!.cursor)
  const [repeat] = server.requestsTo('/farm/produces').slice(1)
  expect(repeat!.query.cursor).toBe(stored!.cursor)
  expect(repeat!.query.updatedSince).toBeUndefined()
  expect(repeat!.headers['If-None-Match']).toBe(stored!.etag)
  expect(stored!.etag).toMatch(/^W\/"s-/)
  expect(second.changed).toBe(0)
  // The store list, checked less than 30 s ago, is not asked for again.
  expect(
    server.answers
      .slice(-3)
      .map((a) => [a.request.path, a.status])
      .sort(),
  ).toEqual([
    ['/farm/farmers', 304],
    ['/farm/offers', 304],
    ['/farm/produces', 304],
  ])
  expect(server.requestsTo('/stores')).toHaveLength(1)
  expect({ farmers: await db.farmers.toArray(), produces: await db.produces.toArray(), offers: await db.offers.toArray() }).toEqual(before)

  // And again, later (the store list is checked again, with its ETag): the stored position and
  // ETag do not move while nothing changes.
  const afterSecond = await db.syncState.get(syncKey('produces', 'nbo', 'en'))
  await db.syncState.update('stores:en', { fetchedAt: Date.now() - 31_000 })
  const third = await pullCatalog(api, db, nairobi())

  expect(third.changed).toBe(0)
  expect(
    server.answers
      .slice(-4)
      .map((a) => [a.request.path, a.status])
      .sort(),
  ).toEqual([
    ['/farm/farmers', 304],
    ['/farm/offers', 304],
    ['/farm/produces', 304],
    ['/stores', 304],
  ])
  const afterThird = await db.syncState.get(syncKey('produces', 'nbo', 'en'))
  expect({ ...afterThird, fetchedAt: 0 }).toEqual({ ...afterSecond, fetchedAt: 0 })
  expect({ farmers: await db.farmers.toArray(), produces: await db.produces.toArray(), offers: await db.offers.toArray() }).toEqual(before)
})

test('a device that stored an instant as its position (before decision 010) pulls its copy again from the start, withdrawn rows included, then keeps the cursor', async () => {
  seedNairobi()
  await pullCatalog(api, db, nairobi())
  // As a device of before left it: the newest updatedAt it had seen. A change committed late, at an
  // earlier instant, sits behind that position: this device still shows the old price.
  const key = syncKey('produces', 'nbo', 'en')
  const newest = (await db.produces.toArray())
    .map((p) => p.updatedAt)
    .sort()
    .at(-1)!
  await db.syncState.update(key, { cursor: newest, etag: undefined })
  const stale = [...server.data.produces.values()].find((e) => e.row.id === 'p-avocado')!
  stale.row = { ...stale.row, price: 3_500 }
  const withdrawn = [...server.data.produces.values()].find((e) => e.row.id === 'p-sukuma')!
  withdrawn.row = { ...withdrawn.row, deleted: true }

  await pullCatalog(api, db, nairobi())

  const [again] = server.requestsTo('/farm/produces').slice(-1)
  expect(again!.query.updatedSince).toBe(FROM_THE_START)
  expect((await db.produces.get(['en', 'p-avocado']))?.price).toBe(3_500)
  expect(await db.produces.get(['en', 'p-sukuma'])).toBeUndefined()
  expect((await db.syncState.get(key))?.cursor).not.toMatch(/^\d{4}-/)
})

test('a price changed on the server arrives with the next pull and replaces the stored row', async () => {
  seedNairobi()
  await pullCatalog(api, db, nairobi())

  server.change('produces', 'p-avocado', { price: 3_500 })
  const { changed } = await pullCatalog(api, db, nairobi())

  expect(changed).toBe(1)
  expect(server.answersFrom('/farm/produces').at(-1)!.ids).toEqual(['p-avocado'])
  expect(await db.produces.get(['en', 'p-avocado'])).toMatchObject({ price: 3_500, updatedAt: server.data.produces.get('p-avocado')!.row.updatedAt })
  expect(await db.produces.get(['en', 'p-sukuma'])).toMatchObject({ price: 12_000 })
})

test("the live poll's probe (decision 036): one conditional request while nothing changed, a 304; a changed price comes with it and the whole pull follows", async () => {
  seedNairobi()
  await pullCatalog(api, db, nairobi())
  const before = server.answers.length

  expect(await probeCatalog(api, db, nairobi())).toEqual({ changed: 0 })
  const quiet = server.answers.slice(before)
  expect(quiet.map((a) => [a.request.path, a.status])).toEqual([['/farm/produces', 304]])

  server.change('produces', 'p-avocado', { price: 3_500 })
  const after = server.answers.length
  expect((await probeCatalog(api, db, nairobi())).changed).toBe(1)
  expect(await db.produces.get(['en', 'p-avocado'])).toMatchObject({ price: 3_500 })
  expect(new Set(server.answers.slice(after).map((a) => a.request.path))).toEqual(new Set(['/farm/produces', '/farm/farmers', '/farm/offers']))
})

test('a withdrawn produce comes as a tombstone and its row is deleted, the others stay', async () => {
  seedNairobi()
  await pullCatalog(api, db, nairobi())

  server.withdraw('produces', 'p-sukuma')
  server.withdraw('offers', 'o-greens')
  await pullCatalog(api, db, nairobi())

  expect(await db.produces.get(['en', 'p-sukuma'])).toBeUndefined()
  expect(await db.offers.count()).toBe(0)
  expect((await db.produces.toArray()).map((p) => p.id)).toEqual(['p-avocado'])
})

test('rows changed at one instant across a page boundary all arrive', async () => {
  seedBulk(1_200)

  await pullCatalog(api, db, nairobi())

  expect(await db.produces.count()).toBe(1_200)
  expect(server.requestsTo('/farm/produces').length).toBeGreaterThan(2)
})

test('a pull cut off on page 2 keeps page 1 with its cursor, and the next pull resumes from there without fetching a row twice', async () => {
  seedBulk(1_200)
  let produceRequests = 0
  server.failWhen = (request) => request.path === '/farm/produces' && !isFirstScreen(request) && ++produceRequests === 2

  await expect(pullCatalog(api, db, nairobi())).rejects.toMatchObject({ code: NETWORK_ERROR_CODE })

  const [page1] = server.answersFrom('/farm/produces')
  const cutOff = await db.syncState.get(syncKey('produces', 'nbo', 'en'))
  expect(await db.produces.count()).toBe(page1!.ids.length)
  expect((await db.produces.toArray()).map((p) => p.id)).toEqual(page1!.ids)
  expect(cutOff?.cursor).toBe(page1!.meta!.cursor)
  expect(cutOff?.etag).toBeUndefined()

  server.failWhen = () => false
  await pullCatalog(api, db, nairobi())

  const resumed = server.answersFrom('/farm/produces').slice(2)
  expect(resumed[0]!.request.headers['If-None-Match']).toBeUndefined()
  const fetched = [page1!.ids, ...resumed.map((a) => a.ids)].flat()
  expect(fetched).toHaveLength(1_200)
  expect(new Set(fetched).size).toBe(1_200)
  expect(await db.produces.count()).toBe(1_200)
})

test('a pull cut off while a page is being stored (between its slices) keeps what it wrote, leaves the cursor, and the next pull completes the page with no row twice', async () => {
  seedBulk(300)
  const bulkPut = db.produces.bulkPut.bind(db.produces)
  let slices = 0
  // The tab closing after the page's first slice: the second slice's write never lands. (A first
  // visit's heads, the list's first screen, are written before the page and outside its slices.)
  const put = vi.spyOn(db.produces, 'bulkPut').mockImplementation(((...args: Parameters<typeof bulkPut>) => {
    if (Dexie.currentTransaction?.storeNames.includes('syncState') && ++slices === 2) throw new Error('tab closed')
    return bulkPut(...args)
  }) as typeof bulkPut)

  await expect(pullCatalog(api, db, nairobi())).rejects.toThrow('tab closed')

  const heads = server.firstScreenAnswers().flatMap((a) => a.ids)
  const [page] = server.answersFrom('/farm/produces')
  expect(heads.length).toBeGreaterThan(0)
  expect(new Set((await db.produces.toArray()).map((p) => p.id))).toEqual(new Set([...heads, ...page!.ids.slice(0, SLICE)]))
  expect(page!.ids.length).toBeGreaterThan(2 * SLICE)
  expect(await db.syncState.get(syncKey('produces', 'nbo', 'en'))).toBeUndefined()

  put.mockRestore()
  await pullCatalog(api, db, nairobi())

  const requests = server.requestsTo('/farm/produces')
  expect(requests.at(-1)!.query.updatedSince).toBeUndefined()
  expect(requests.at(-1)!.query.cursor).toBeUndefined()
  const ids = (await db.produces.toArray()).map((p) => p.id)
  expect(ids).toHaveLength(300)
  expect(new Set(ids).size).toBe(300)
  expect((await db.syncState.get(syncKey('produces', 'nbo', 'en')))?.etag).toBeDefined()
})

test("the screens' live queries hear of a stored page once, not of each slice of it (the first sync's page-thread work, decision 041)", async () => {
  seedBulk(300)
  // A screen on the page: the produce list's query, live.
  let runs = 0
  const seen: number[] = []
  const subscription = liveQuery(() => {
    runs++
    return db.produces.count()
  }).subscribe((count) => seen.push(count))
  await until(() => seen.length > 0)
  runs = 0

  await pullCatalog(api, db, nairobi())
  await until(() => seen.at(-1) === 300)
  await new Promise((resolve) => setTimeout(resolve, 50))
  subscription.unsubscribe()

  // 300 produce are 12 slices of 25 in one page. The first screen's rows (the heads) and the page
  // each wake the query once; farmers and offers (none here) write nothing.
  expect(300 / SLICE).toBe(12)
  expect(runs).toBeLessThanOrEqual(3)
  expect(seen.at(-1)).toBe(300)
})

test('a pull cut off mid-page still tells the screens of the rows it stored', async () => {
  seedBulk(300)
  const seen: number[] = []
  const subscription = liveQuery(() => db.produces.count()).subscribe((count) => seen.push(count))
  await until(() => seen.length > 0)
  const bulkPut = db.produces.bulkPut.bind(db.produces)
  let slices = 0
  const put = vi.spyOn(db.produces, 'bulkPut').mockImplementation(((...args: Parameters<typeof bulkPut>) => {
    if (Dexie.currentTransaction?.storeNames.includes('syncState') && ++slices === 3) throw new Error('tab closed')
    return bulkPut(...args)
  }) as typeof bulkPut)

  await expect(pullCatalog(api, db, nairobi())).rejects.toThrow('tab closed')
  put.mockRestore()
  const heads = new Set(server.firstScreenAnswers().flatMap((a) => a.ids))
  const stored = await db.produces.count()
  expect(stored).toBeGreaterThanOrEqual(2 * SLICE)
  await until(() => seen.at(-1) === stored)
  subscription.unsubscribe()
  expect(stored).toBeGreaterThan(heads.size)
})

test('rows are kept per language: a French pull adds French rows and leaves the English ones as they were', async () => {
  seedNairobi()
  await pullCatalog(api, db, nairobi('en'))
  const english = await rowsIn(db.produces.toArray(), 'en')

  server.change('produces', 'p-avocado', { price: 3_900 })
  server.withdraw('produces', 'p-sukuma')
  await pullCatalog(api, db, nairobi('fr'))

  expect(await rowsIn(db.produces.toArray(), 'en')).toEqual(english)
  expect(await db.produces.get(['fr', 'p-avocado'])).toMatchObject({ lang: 'fr', name: 'Avocats Hass', price: 3_900 })
  expect(await db.produces.get(['fr', 'p-sukuma'])).toBeUndefined()
  expect(await db.farmers.get(['fr', 'f-wanjiru'])).toMatchObject({ story: 'Wanjiru cultive sur les collines.' })
  expect(await db.offers.get(['fr', 'o-greens'])).toMatchObject({ title: 'Semaine des récoltes' })
  expect(server.requestsTo('/farm/produces').at(-1)!.query.updatedSince).toBeUndefined()

  server.change('produces', 'p-sukuma', { deleted: false })
  await pullCatalog(api, db, nairobi('fr'))

  const sukuma = await db.produces.get(['fr', 'p-sukuma'])
  expect(sukuma!.searchText).toBe(searchable('Chou frisé sukuma', 'Cueilli le matin même, à Limuru.', 'Kamau Family Farm', 'Wanjiru Kamau', 'leafy-greens'))
  expect(sukuma!.searchText).toContain('chou frise sukuma cueilli le matin meme, a limuru.')
  expect(await rowsIn(db.produces.toArray(), 'en')).toEqual(english)
})

test("a database written by schema version 1 opens with today's schema and keeps its stored farmer", async () => {
  const name = `catalog-upgrade-test-${crypto.randomUUID()}`
  const featured = {
    id: 'f-wanjiru',
    storeId: 'nbo',
    name: 'Wanjiru Kamau',
    farmName: 'Kamau Family Farm',
    story: 'Three generations on the same slope.',
    photo: '/img/farmers/f-wanjiru.webp',
    town: 'Limuru',
    country: 'KE',
    practices: ['organic'],
    deliveryDays: [2, 5],
    rating: 4.8,
    locationIds: [],
    featured: true,
    updatedAt: instant(1),
    lang: 'en',
  }
  const v1 = new Dexie(name)
  v1.version(1).stores({ farmers: '[lang+id], [lang+storeId], updatedAt', syncState: 'key' })
  await v1.table('farmers').put(featured)
  await v1.table('syncState').put({ key: 'farmers:featured:nbo:en', fetchedAt: 1_000 })
  v1.close()

  const upgraded = new StorefrontDb(name)
  try {
    // Version 9 (decision 045): a row stored before services is the farm's, with no details.
    expect(await upgraded.farmers.get(['en', 'f-wanjiru'])).toEqual({ ...featured, service: 'farm', details: {} })
    expect(await upgraded.syncState.get('farmers:featured:nbo:en')).toEqual({ key: 'farmers:featured:nbo:en', fetchedAt: 1_000 })
    expect(upgraded.verno).toBeGreaterThan(1)
    // The indexes added since version 1 cover the migrated row, and the new stores take writes.
    expect(await upgraded.farmers.where('[lang+storeId+name]').between(['en', 'nbo', ''], ['en', 'nbo', '\uffff']).primaryKeys()).toEqual([['en', 'f-wanjiru']])
    seedNairobi()
    await pullCatalog(server.client(), upgraded, nairobi())
    expect(await upgraded.produces.count()).toBe(2)
    expect(await upgraded.farmers.get(['en', 'f-wanjiru'])).toMatchObject({ name: 'Wanjiru Kamau', produceCount: 1 })
  } finally {
    upgraded.close()
    await upgraded.delete()
  }
})

test("a service's pull stores its own providers, listings and offers with their service, under sync keys of its own, and the farm's lists do not show them", async () => {
  seedNairobi()
  server.put('farmers', {
    ...farmer('k-mama', 'nbo', 'Mama Njeri', "Mama Njeri's Kitchen", server.now()),
    service: 'food',
    details: { kind: 'home', cuisines: ['kenyan'], openingHours: [], prepMinutes: 30 },
  } as CatalogFarmer)
  server.put('produces', { ...produce('m-githeri', 'nbo', 'Githeri', server.now()), farmerId: 'k-mama', service: 'food', category: 'mains', unit: 'portion' } as unknown as CatalogProduce)
  server.put('offers', offer('o-githeri', 'm-githeri', 'nbo', server.now()))

  await pullCatalog(api, db, nairobi())
  const { changed } = await pullCatalog(api, db, { ...nairobi(), service: 'food' })

  expect(changed).toBe(3)
  expect(server.requestsTo('/food/kitchens')).toHaveLength(1)
  expect(server.requestsTo('/food/meals')[0]!.query).toMatchObject({ storeId: 'nbo', sortBy: 'updatedAt', order: 'asc' })
  expect(await db.produces.get(['en', 'm-githeri'])).toMatchObject({ service: 'food', name: 'Githeri' })
  expect(await db.farmers.get(['en', 'k-mama'])).toMatchObject({ service: 'food', details: { cuisines: ['kenyan'] } })
  expect(await db.offers.get(['en', 'o-githeri'])).toMatchObject({ service: 'food', produceId: 'm-githeri' })
  expect(await db.offers.get(['en', 'o-greens'])).toMatchObject({ service: 'farm' })
  expect(await db.syncState.get(syncKey('produces', 'nbo', 'en', 'food'))).toMatchObject({ key: 'food/produces:nbo:en' })
  // Each service's rows by its index: the farm's two produces, the food service's one meal.
  const ids = (service: string) => db.produces.where('[lang+service+storeId+name]').between(['en', service, 'nbo', Dexie.minKey], ['en', service, 'nbo', Dexie.maxKey]).primaryKeys()
  expect((await ids('farm')).map(([, id]) => id).sort()).toEqual(['p-avocado', 'p-sukuma'])
  expect((await ids('food')).map(([, id]) => id)).toEqual(['m-githeri'])
})
