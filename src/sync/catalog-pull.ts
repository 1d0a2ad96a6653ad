/**
 * Pull: the store's catalog of one service (its providers, listings and offers: the farm's farmers,
 * produces and offers by default, decision 045) and the list of stores, from the API into Dexie,
 * for one language. Every row is stored with its service. Each dataset is fetched as a delta — from the cursor of the last answer,
 * the API's position in its change feed (decision 010) — with the ETag of the last answer, so an
 * unchanged catalog costs a 304. A page is written in slices of SLICE rows; the last one carries
 * the tombstones and the new cursor, so a pull cut off mid-way resumes at the page where it stopped.
 */
import type { CatalogFarmer, CatalogListMeta, CatalogOffer, CatalogProduce, Store } from '../api/catalog-contract'
import type { HttpClient } from '../api/http'
import { SERVICE_NOUNS } from '../api/service-routes-contract'
import type { Service } from '../api/services-contract'
import { DELAYS, LIST_PAGE_SIZE, type Locale } from '../config'
import type { StorefrontDb } from '../db/db'
import { whenIdle, yieldToMain } from '../lib/yield'
import { hush, wake } from './quiet-writes'

export interface PullOptions {
  storeId: string
  locale: Locale
  signal?: AbortSignal
  /** The service whose catalog to pull; the farm's when not said. */
  service?: Service
}

const PAGE = 500
/**
 * Rows prepared, then written, per task: 25 produces are ~10 ms of IndexedDB work on a fast
 * machine, under the 50 ms a tap may wait on a phone four times slower (100 were ~40 ms).
 */
export const SLICE = 25

/** A dataset's sync state key: the farm's as before decision 045, another service's prefixed with it. */
export const syncKey = (dataset: string, storeId: string, locale: Locale, service: Service = 'farm') => `${service === 'farm' ? '' : `${service}/`}${dataset}:${storeId}:${locale}`

/** Where a service's dataset is listed: /farm/farmers, /food/kitchens, /food/meals, /food/offers… */
const datasetPath = (service: Service, dataset: Dataset) =>
  `/${service}/${dataset === 'farmers' ? SERVICE_NOUNS[service].providers : dataset === 'produces' ? SERVICE_NOUNS[service].listings : 'offers'}`

/** Text that offline search matches against: lower case, accents removed. */
export function searchable(...parts: (string | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/**
 * Before decision 010 a complete sync stored the newest `updatedAt` it had seen (an ISO instant)
 * as its position, and a change committed late could sit behind it for good. Such a device pulls
 * its whole copy again once, withdrawn rows included, and keeps the API's cursor from then on.
 */
export const FROM_THE_START = '1970-01-01T00:00:00Z'

/** A stored position as the query that continues from it. */
function positionQuery(position: string | undefined): { updatedSince?: string; cursor?: string } {
  if (position === undefined) return {}
  return /^\d{4}-\d{2}-\d{2}T/.test(position) ? { updatedSince: FROM_THE_START } : { cursor: position }
}

/** A produce as this device stores it: in its language, with the text offline search matches. */
export function produceRow(p: CatalogProduce, locale: Locale) {
  return { ...p, service: p.service ?? 'farm', details: p.details ?? {}, lang: locale, searchText: searchable(p.name, p.description, p.farmName, p.farmerName, p.category) }
}

type Dataset = 'farmers' | 'produces' | 'offers'
type RowOf<D extends Dataset> = D extends 'farmers' ? CatalogFarmer : D extends 'produces' ? CatalogProduce : CatalogOffer

/**
 * One delta-synced list of the API stored in one Dexie table, keyed `[lang+id]`: the services'
 * providers, listings and offers (decision 045), and the cookbook's recipes and ingredients (decision 047).
 */
export interface Feed<R extends { id: string; deleted?: boolean }> {
  /** The syncState key (syncKey). */
  key: string
  /** The API path of the list. */
  path: string
  /** The Dexie table's name. */
  table: string
  /** Query parameters beside the feed's own (store, flags). */
  query: Record<string, string>
  /** The row as this device stores it. */
  prepare(row: R): Record<string, unknown>
}

function pullDataset<D extends Dataset>(api: HttpClient, db: StorefrontDb, dataset: D, options: PullOptions): Promise<number> {
  const { storeId, locale, service = 'farm' } = options
  return pullFeed<RowOf<D>>(
    api,
    db,
    {
      key: syncKey(dataset, storeId, locale, service),
      path: datasetPath(service, dataset),
      table: dataset,
      query: { storeId, ...(dataset === 'offers' ? { all: 'true' } : {}) },
      prepare: (r) => (dataset === 'produces' ? produceRow(r as CatalogProduce, locale) : dataset === 'farmers' ? { details: {}, ...r, service, lang: locale } : { ...r, service, lang: locale }),
    },
    options,
  )
}

/** Brings one feed up to date on this device from its stored cursor; answers how many rows changed. */
export async function pullFeed<R extends { id: string; deleted?: boolean }>(
  api: HttpClient,
  db: StorefrontDb,
  feed: Feed<R>,
  { locale, signal }: Pick<PullOptions, 'locale' | 'signal'>,
): Promise<number> {
  const key = feed.key
  const table = (db as unknown as Record<string, import('dexie').Table<Record<string, unknown>, [Locale, string]>>)[feed.table]!
  // The page's live queries hear of a page once it is stored, not of each slice (decision 041); of
  // what was stored, also when the pull is cut off.
  let unheard = false
  const tell = () => {
    if (unheard) wake(db, [feed.table, 'syncState'])
    unheard = false
  }
  let changed = 0
  try {
    for (let page = 1; ; page++) {
      const state = await db.syncState.get(key)
      const headers: Record<string, string> = { 'Accept-Language': locale }
      if (state?.etag && page === 1) headers['If-None-Match'] = state.etag
      const result = await api.get<R[]>(feed.path, {
        query: {
          ...feed.query,
          perPage: PAGE,
          sortBy: 'updatedAt',
          order: 'asc',
          ...positionQuery(state?.cursor),
        },
        headers,
        signal,
        silent: true,
      })
      if (result.notModified) {
        await db.syncState.put({ ...state!, fetchedAt: Date.now() })
        return changed
      }
      const rows = result.data
      // Written in slices, each prepared and stored in tasks of its own, between which the page can
      // render and answer taps: 500 produces with their search text and five indexes were one long
      // task on a slow phone. The cursor moves with the page's last slice, so a pull cut off mid-page
      // fetches that page again (its rows are put twice: the same rows).
      const live = rows.filter((r) => !r.deleted)
      const gone = rows.filter((r) => r.deleted)
      for (let i = 0; i === 0 || i < live.length; i += SLICE) {
        await yieldToMain()
        const prepared = live.slice(i, i + SLICE).map(feed.prepare)
        const lastSlice = i + SLICE >= live.length
        await yieldToMain()
        await db.transaction('rw', table, db.syncState, async () => {
          if (prepared.length) await table.bulkPut(prepared)
          if (lastSlice) {
            if (gone.length) await table.bulkDelete(gone.map((r) => [locale, r.id] as [Locale, string]))
            const last = rows.length < PAGE
            await db.syncState.put({
              key,
              fetchedAt: Date.now(),
              // The API's opaque position after this page's rows; an answer without rows keeps the one before.
              cursor: (result.meta as CatalogListMeta | undefined)?.cursor ?? state?.cursor,
              // The ETag validates "nothing changed since the cursor": keep it only once the delta is complete.
              // The server's Sync-ETag is the one the next request (from this cursor) will carry.
              etag: last ? (result.syncEtag ?? result.etag ?? undefined) : undefined,
            })
          }
          hush()
          unheard = true
        })
      }
      tell()
      changed += rows.length
      if (rows.length < PAGE) return changed
    }
  } finally {
    tell()
  }
}

const storesInFlight = new Map<string, Promise<void>>()

/**
 * The list of stores (six rows) in one language. The store picker and the catalog pull both ask
 * for it as a page opens: one request serves both (single flight; it carries the first caller's
 * abort signal, so a later caller must tolerate an abort it did not ask for — pullCatalog does),
 * and a list checked less than DELAYS.refetchAfter ago is not asked for again (every request
 * costs a shopper's data).
 */
export function pullStores(api: HttpClient, db: StorefrontDb, { locale, signal }: Omit<PullOptions, 'storeId'>): Promise<void> {
  const key = `stores:${locale}`
  const running = storesInFlight.get(key)
  if (running) return running
  const run = (async () => {
    const state = await db.syncState.get(key)
    if (state && Date.now() - state.fetchedAt < DELAYS.refetchAfter) return
    const headers: Record<string, string> = { 'Accept-Language': locale }
    if (state?.etag) headers['If-None-Match'] = state.etag
    const result = await api.get<Store[]>('/stores', { headers, signal, silent: true })
    if (result.notModified) {
      await db.syncState.put({ ...state!, fetchedAt: Date.now() })
      return
    }
    await db.transaction('rw', db.stores, db.syncState, async () => {
      await db.stores.bulkPut(result.data.map((s) => ({ ...s, lang: locale })))
      await db.syncState.put({ key, fetchedAt: Date.now(), etag: result.etag ?? undefined })
    })
  })().finally(() => storesInFlight.delete(key))
  storesInFlight.set(key, run)
  return run
}

/**
 * What a first visit's screens show before the rest of the produce: the produce list's first
 * screen in its default order (one more row than it shows, so it knows there is more) and the
 * produce on offer (the farm page's offers). Each row is stored as the full pull would store it.
 */
async function pullProduceHeads(api: HttpClient, db: StorefrontDb, { storeId, locale, signal, service = 'farm' }: PullOptions): Promise<void> {
  const heads = [
    { sortBy: 'name', order: 'asc', perPage: LIST_PAGE_SIZE + 1 },
    { sortBy: 'name', order: 'asc', perPage: LIST_PAGE_SIZE, onOffer: 'true' },
  ]
  await Promise.all(
    heads.map(async (query) => {
      const result = await api.get<CatalogProduce[]>(datasetPath(service, 'produces'), { query: { storeId, ...query }, headers: { 'Accept-Language': locale }, signal, silent: true })
      // No If-None-Match is sent: the answer is always a list, maybe empty. In a transaction of its
      // own: Dexie shows a write made outside one to the live queries before it commits (its
      // optimistic cache), and a page left meanwhile (a full page load to another service; the
      // commit waits for the disk) aborts it: the shopper had seen rows the device never kept,
      // and offline the list said nothing was saved (a CI run of services-offline.spec.ts).
      if (result.data.length) await db.transaction('rw', db.produces, () => db.produces.bulkPut(result.data.map((p) => produceRow(p, locale))))
    }),
  )
}

/** Brings the store's catalog on this device up to date in the given language. */
export async function pullCatalog(api: HttpClient, db: StorefrontDb, options: PullOptions): Promise<{ changed: number }> {
  // A first visit (none of this store's produce on the device): the produce its screens show
  // first, then the rest (500 produce are ~64 KB, 0.3 s of a 3G link the first screen would
  // otherwise share) once the browser is idle, the first screen drawn.
  const fresh = (await db.syncState.get(syncKey('produces', options.storeId, options.locale, options.service))) === undefined
  const produces = fresh
    ? pullProduceHeads(api, db, options)
        .then(() => new Promise<void>((resolve) => whenIdle(resolve, 1_000)))
        .then(() => pullDataset(api, db, 'produces', options))
    : pullDataset(api, db, 'produces', options)
  // Otherwise the four requests go together: on 3G each one alone costs a round trip of ~150 ms or
  // more, and a first visit waits for farmers and offers before it can show them. Each dataset
  // still writes its pages in order, in transactions of its own.
  const [, farmers, produceCount, offers] = await Promise.all([
    // The store list is not this pull's to fail: offline, the datasets say so; aborted by another
    // caller sharing the request, the list stored before still serves.
    pullStores(api, db, options).catch((error: unknown) => {
      if (options.signal?.aborted) throw error
    }),
    pullDataset(api, db, 'farmers', options),
    produces,
    pullDataset(api, db, 'offers', options),
  ])
  return { changed: farmers + produceCount + offers }
}

/**
 * The live poll's probe (decision 036): one conditional request for the produce's delta (an offer's
 * change touches its produce, decision 010), a 304 when nothing changed; when something did, the
 * whole pull, so that farmers and offers follow.
 */
export async function probeCatalog(api: HttpClient, db: StorefrontDb, options: PullOptions): Promise<{ changed: number }> {
  const changed = await pullDataset(api, db, 'produces', options)
  return { changed: changed > 0 ? changed + (await pullCatalog(api, db, options)).changed : 0 }
}
