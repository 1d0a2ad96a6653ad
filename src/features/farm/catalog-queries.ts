/**
 * Named Dexie queries for the catalog of a service (the farm's unless a `service` is given: every
 * service's rows share the tables, decision 045). Screens read only these (never the network);
 * `undefined` from useLiveQuery means "still loading". Lists walk an index in the order asked
 * (name, price, newest) and stop at the page's limit, so the first screen is fast with
 * thousands of produces stored.
 */
import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { Category, Practice } from '../../api/catalog-contract'
import type { Locale } from '../../config'
import type { Service } from '../../api/services-contract'
import { db, type FarmerRow, type OfferRow, type ProduceRow, type StoreRow } from '../../db/db'
import { catalogLanguage, readInHeldLanguage, readStore, readStores, someRows, standInLanguages } from '../../db/rows-language'
import { currentStore } from '../../db/store-choice'
import { useSteadyLiveQuery } from '../../lib/use-steady-live-query'
import { collator } from '../../i18n/format'
import { searchable } from '../../sync/catalog-pull'
import { PAGE_SIZE, sortOf, toFilters, type ProduceSearch } from './produce-search'

export type ProduceSort = 'name' | 'price-asc' | 'price-desc' | 'newest'

export interface ProduceFilters {
  category?: Category[]
  practice?: Practice[]
  farmer?: string
  minPrice?: number
  maxPrice?: number
  inSeason?: boolean
  inStock?: boolean
  onOffer?: boolean
  q?: string
}

/** Whether any filter narrows the list (an empty list, `false` or `''` narrows nothing). */
export function hasFilters(f: ProduceFilters): boolean {
  return Object.values(f).some((v) => v !== undefined && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0))
}

export function matchesFilters(p: ProduceRow, f: ProduceFilters): boolean {
  if (f.category?.length && !f.category.includes(p.category)) return false
  if (f.practice?.length && !f.practice.some((x) => p.practices.includes(x))) return false
  if (f.farmer && p.farmerId !== f.farmer) return false
  const price = p.offer?.price ?? p.price
  if (f.minPrice !== undefined && price < f.minPrice) return false
  if (f.maxPrice !== undefined && price > f.maxPrice) return false
  if (f.inSeason && !p.inSeason) return false
  if (f.inStock && p.stock !== null && p.stock <= 0) return false
  if (f.onOffer && !p.offer) return false
  if (f.q) {
    const words = searchable(f.q).split(/\s+/).filter(Boolean)
    if (!words.every((w) => p.searchText.includes(w))) return false
  }
  return true
}

/**
 * One page of the list. Rows of the page's language; offline in a language whose rows the device
 * does not hold, another language's (rows-language.ts).
 */
export function queryProduces(storeId: string, locale: Locale, filters: ProduceFilters, sort: ProduceSort, limit: number, service: Service = 'farm') {
  return readInHeldLanguage(
    locale,
    (page) => catalogLanguage(page, storeId, service),
    (lang) => queryProducesIn(storeId, lang, filters, sort, limit, service),
    (list) => someRows(list.rows),
  )
}

async function queryProducesIn(storeId: string, locale: Locale, filters: ProduceFilters, sort: ProduceSort, limit: number, service: Service) {
  const range = (index: string) => db.produces.where(index).between([locale, service, storeId, Dexie.minKey], [locale, service, storeId, Dexie.maxKey])
  const collection =
    sort === 'price-asc' || sort === 'price-desc' ? range('[lang+service+storeId+price]') : sort === 'newest' ? range('[lang+service+storeId+updatedAt]') : range('[lang+service+storeId+name]')
  const ordered = sort === 'price-desc' || sort === 'newest' ? collection.reverse() : collection
  // Unfiltered (the first screen), the index range is read in one getAll with a limit; a filter
  // makes Dexie walk a cursor row by row, so it is only added when there is something to filter.
  const rows = await (hasFilters(filters) ? ordered.filter((p) => matchesFilters(p, filters)) : ordered).limit(limit + 1).toArray()
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit }
}

export type ProduceList = Awaited<ReturnType<typeof queryProduces>>

/** Names one produce-list query: a first answer read ahead is used only for the query it answers. */
export const produceListKey = (storeId: string, locale: Locale, filters: ProduceFilters, sort: ProduceSort, limit: number, service: Service = 'farm') =>
  JSON.stringify(service === 'farm' ? [storeId, locale, filters, sort, limit] : [storeId, locale, filters, sort, limit, service])

/**
 * The list, live: it follows every write to the produces table. `readAhead` is the same query's
 * answer read by the route loader while the screen's code was loading; it is shown until the live
 * query's own first answer, which otherwise starts only after the first paint (a passive effect)
 * and would cost the first screen a frame and an IndexedDB round trip.
 */
export function useProduces(
  storeId: string,
  locale: Locale,
  filters: ProduceFilters,
  sort: ProduceSort,
  limit: number,
  readAhead?: { key: string; list: ProduceList } | null,
  service: Service = 'farm',
) {
  const key = produceListKey(storeId, locale, filters, sort, limit, service)
  // Steady: the first sync's slices rewrite the rows on screen, which needs no render.
  const live = useSteadyLiveQuery(() => queryProduces(storeId, locale, filters, sort, limit, service), [key])
  return live ?? (readAhead?.key === key ? readAhead.list : undefined)
}

/**
 * The produce list's first answer for a URL, read while the route's code loads (the route loader),
 * with the store it was priced for. Null when IndexedDB cannot be read: the screen's live query
 * then reports the problem as it would have anyway.
 */
export async function readProduceListAhead(locale: Locale, search: ProduceSearch) {
  try {
    const { storeId } = currentStore()
    const sort = sortOf(search)
    const limit = search.show ?? PAGE_SIZE
    const read = (exponent: number) => {
      const filters = toFilters(search, exponent)
      return queryProduces(storeId, locale, filters, sort, limit).then((list) => ({ key: produceListKey(storeId, locale, filters, sort, limit), list }))
    }
    const storeRead = readStore(locale, storeId)
    // Only a price filter needs the store's currency exponent first; otherwise both reads run at once.
    const priced = search.min !== undefined || search.max !== undefined
    const [store, answer] = priced ? await storeRead.then(async (row) => [row, await read(row?.currencyExponent ?? 2)] as const) : await Promise.all([storeRead, read(2)])
    return { store, ...answer }
  } catch {
    return null
  }
}

/** A row by id when the market it belongs to is not known: any language the device holds it in, the page's first. */
async function oneRow<T>(table: { get(key: [Locale, string]): Promise<T | undefined> }, locale: Locale, id: string): Promise<T | null> {
  const row = await table.get([locale, id])
  if (row) return row
  for (const lang of standInLanguages(locale)) {
    const other = await table.get([lang, id])
    if (other) return other
  }
  return null
}

export function useProduce(locale: Locale, id: string) {
  return useLiveQuery(() => oneRow<ProduceRow>(db.produces, locale, id), [locale, id])
}

export function useFarmer(locale: Locale, id: string) {
  return useLiveQuery(() => oneRow<FarmerRow>(db.farmers, locale, id), [locale, id])
}

/** The market's farmers (a service's providers), in the page's language or (offline, never opened in it) one the device holds. */
export const farmersOf = (storeId: string, locale: Locale, service: Service = 'farm') =>
  readInHeldLanguage(
    locale,
    (page) => catalogLanguage(page, storeId, service),
    (lang) => db.farmers.where('[lang+service+storeId]').equals([lang, service, storeId]).toArray(),
    someRows,
  )

export function useFarmers(storeId: string, locale: Locale, options: { practice?: Practice[]; sort: 'name' | 'rating' }, service: Service = 'farm') {
  return useSteadyLiveQuery(async () => {
    const rows = await farmersOf(storeId, locale, service)
    const compare = collator(locale).compare
    const filtered = options.practice?.length ? rows.filter((f) => options.practice!.some((p) => (f.practices as string[]).includes(p))) : rows
    return filtered.sort((a, b) => (options.sort === 'rating' ? b.rating - a.rating : 0) || compare(a.farmName, b.farmName))
  }, [storeId, locale, options.practice?.join(','), options.sort, service])
}

export function useFarmerProduces(locale: Locale, farmerId: string) {
  return useSteadyLiveQuery(async () => {
    const farmer = await oneRow<FarmerRow>(db.farmers, locale, farmerId)
    const lang = farmer?.lang ?? locale
    const rows = await db.produces.where('[lang+farmerId]').equals([lang, farmerId]).toArray()
    const compare = collator(locale).compare
    return rows.sort((a, b) => compare(a.name, b.name))
  }, [locale, farmerId])
}

/** Current offers with their produce, soonest ending first. */
export function useCurrentOffers(storeId: string, locale: Locale, service: Service = 'farm') {
  return useSteadyLiveQuery(async () => {
    const now = new Date().toISOString()
    const lang = await catalogLanguage(locale, storeId, service)
    const offers = await db.offers.where('[lang+service+storeId]').equals([lang, service, storeId]).toArray()
    const current = offers.filter((o) => o.startsAt <= now && o.endsAt > now).sort((a, b) => a.endsAt.localeCompare(b.endsAt))
    const produces = await db.produces.bulkGet(current.map((o) => [lang, o.produceId] as [Locale, string]))
    return current.map((offer, i) => ({ offer, produce: produces[i] })).filter((x): x is { offer: OfferRow; produce: ProduceRow } => x.produce !== undefined)
  }, [storeId, locale, service])
}

export function useStores(locale: Locale): StoreRow[] | undefined {
  return useLiveQuery(() => readStores(locale), [locale])
}

export function useStore(locale: Locale, storeId: string): StoreRow | null | undefined {
  return useLiveQuery(() => readStore(locale, storeId), [locale, storeId])
}

export type { FarmerRow, ProduceRow }
