/**
 * The produce list's view state, kept in the URL (shareable, survives reload): filters, sort and
 * how many are shown. Invalid values fall back to defaults instead of breaking a shared link.
 */
import { z } from 'zod'
import { CATEGORIES, PRACTICES } from '../../api/catalog-contract'
import type { ProduceFilters, ProduceSort } from './catalog-queries'

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

