/**
 * The produce list's view state, kept in the URL (shareable, survives reload): filters, sort and
 * how many are shown. Invalid values fall back to defaults instead of breaking a shared link.
 */
import { z } from 'zod'
import { CATEGORIES, PRACTICES } from '../../api/catalog-contract'
import type { Locale } from '../../config'
import { db } from '../../db/db'
import { currentStore } from '../../db/store-choice'
import { produceListKey, queryProduces, type ProduceFilters, type ProduceSort } from './catalog-queries'

const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s): s is T[number] => (values as readonly string[]).includes(s)))
    .optional()
    .catch(undefined)

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional()
  .catch(undefined)

const amount = z.coerce.number().min(0).max(1_000_000_000).optional().catch(undefined)

export const PAGE_SIZE = 24

export const produceSearchSchema = z.object({
  category: csvOf(CATEGORIES),
  practice: csvOf(PRACTICES),
  farmer: z.string().max(80).optional().catch(undefined),
  /** Prices in major units (what a shopper types): 20 means R 20.00. */
  min: amount,
  max: amount,
  inSeason: flag,
  inStock: flag,
  onOffer: flag,
  sort: z.enum(['name', 'price-asc', 'price-desc', 'newest']).optional().catch(undefined),
  show: z.coerce.number().int().min(PAGE_SIZE).max(5000).optional().catch(undefined),
})
export type ProduceSearch = z.infer<typeof produceSearchSchema>

export function toFilters(search: ProduceSearch, exponent: number): ProduceFilters {
  const minor = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 10 ** exponent))
  return {
    category: search.category?.length ? search.category : undefined,
    practice: search.practice?.length ? search.practice : undefined,
    farmer: search.farmer,
    minPrice: minor(search.min),
    maxPrice: minor(search.max),
    inSeason: search.inSeason,
    inStock: search.inStock,
    onOffer: search.onOffer,
  }
}

export const sortOf = (search: ProduceSearch): ProduceSort => search.sort ?? 'name'

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
    const storeRead = db.stores.get([locale, storeId]).then((row) => row ?? null)
    // Only a price filter needs the store's currency exponent first; otherwise both reads run at once.
    const priced = search.min !== undefined || search.max !== undefined
    const [store, answer] = priced
      ? await storeRead.then(async (row) => [row, await read(row?.currencyExponent ?? 2)] as const)
      : await Promise.all([storeRead, read(2)])
    return { store, ...answer }
  } catch {
    return null
  }
}
