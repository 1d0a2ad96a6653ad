/**
 * The produce list's view state, kept in the URL (shareable, survives reload): filters, sort and
 * how many are shown. Invalid values fall back to defaults instead of breaking a shared link.
 */
import { CATEGORIES, PRACTICES, type Category, type Practice } from '../../api/catalog-lists-contract'
import { LIST_PAGE_SIZE } from '../../config'
import { flag, listOf, numberIn, oneOf, text } from '../../lib/search-params'
import type { ProduceFilters, ProduceSort } from './catalog-queries'

export const PAGE_SIZE = LIST_PAGE_SIZE

const SORTS = ['name', 'price-asc', 'price-desc', 'newest'] as const satisfies readonly ProduceSort[]

export interface ProduceSearch {
  category?: Category[] | undefined
  practice?: Practice[] | undefined
  farmer?: string | undefined
  /** Prices in major units (what a shopper types): 20 means R 20.00. */
  min?: number | undefined
  max?: number | undefined
  inSeason?: boolean | undefined
  inStock?: boolean | undefined
  onOffer?: boolean | undefined
  sort?: ProduceSort | undefined
  /** How many are shown: grows by PAGE_SIZE with "Show more". */
  show?: number | undefined
}

/** The route's validateSearch: what the URL holds, each invalid value dropped. */
export function readProduceSearch(search: Record<string, unknown>): ProduceSearch {
  return {
    category: listOf(search.category, CATEGORIES),
    practice: listOf(search.practice, PRACTICES),
    farmer: text(search.farmer, 80),
    min: numberIn(search.min, 0, 1_000_000_000),
    max: numberIn(search.max, 0, 1_000_000_000),
    inSeason: flag(search.inSeason),
    inStock: flag(search.inStock),
    onOffer: flag(search.onOffer),
    sort: oneOf(search.sort, SORTS),
    show: numberIn(search.show, PAGE_SIZE, 5000, true),
  }
}

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
