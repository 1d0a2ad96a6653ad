/**
 * The search page's named query (decision 029): the market's produce and farmers as this device
 * holds them (in the page's language, or the one held instead: decision 018), put into one
 * SearchIndex per market and language. The index is built on the first read and afterwards only
 * brought up to date: a sync delta (any write to the rows) re-runs the live query, and `sync`
 * re-indexes just the rows whose `updatedAt` changed. Typing never reads IndexedDB: each query runs
 * against the index in memory. The index and its term list load with the first search (a chunk of
 * their own): the search page shares the catalog pages' chunk, which the first page loads.
 */
import { useLingui } from '@lingui/react/macro'
import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { Locale } from '../../config'
import type { Service } from '../../api/services-contract'
import { db, type FarmerRow, type ProduceRow } from '../../db/db'
import { catalogLanguage } from '../../db/rows-language'
import { collator } from '../../i18n/format'
import { CATEGORY_LABELS, PRACTICE_LABELS } from '../../i18n/catalog-labels'
import type { DocFields, SearchIndex } from './search-index'

/** The one index kept: the market and languages of the page last searched. */
let kept: { key: string; index: SearchIndex } | null = null

const produceKey = (id: string) => `p:${id}`
const farmerKey = (id: string) => `f:${id}`

export interface SearchResults {
  farmers: FarmerRow[]
  produces: ProduceRow[]
}

export function useMarketSearch(storeId: string, locale: Locale, query: string, service: Service = 'farm'): SearchResults | undefined {
  const { i18n } = useLingui()
  const held = useLiveQuery(async () => {
    const lang = await catalogLanguage(locale, storeId, service)
    const [produces, farmers] = await Promise.all([
      db.produces.where('[lang+service+storeId+name]').between([lang, service, storeId, Dexie.minKey], [lang, service, storeId, Dexie.maxKey]).toArray(),
      db.farmers.where('[lang+service+storeId]').equals([lang, service, storeId]).toArray(),
    ])
    const { FIELD, SearchIndex } = await import('./search-index')
    const key = `${service}:${storeId}:${lang}:${locale}`
    if (kept?.key !== key) kept = { key, index: new SearchIndex(lang) }
    const index = kept.index
    // Labels in the page's language and the lists' own words (English), so "organic" finds organic produce in any page.
    const labels = (category: string | undefined, practices: readonly string[]) =>
      [
        category,
        ...practices,
        category && category in CATEGORY_LABELS && i18n._(CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS]),
        ...practices.map((p) => i18n._(PRACTICE_LABELS[p as keyof typeof PRACTICE_LABELS])),
      ]
        .filter(Boolean)
        .join(' ')
    const rows: ({ kind: 'p'; row: ProduceRow } | { kind: 'f'; row: FarmerRow })[] = [...produces.map((row) => ({ kind: 'p' as const, row })), ...farmers.map((row) => ({ kind: 'f' as const, row }))]
    index.sync(
      rows,
      (r) => (r.kind === 'p' ? produceKey(r.row.id) : farmerKey(r.row.id)),
      (r) => String(r.row.updatedAt),
      (r): DocFields => {
        const fields: string[] = []
        if (r.kind === 'p') {
          const p = r.row
          fields[FIELD.name] = p.name
          fields[FIELD.farm] = `${p.farmName} ${p.farmerName}`
          fields[FIELD.label] = labels(p.category, p.practices)
          fields[FIELD.text] = p.description
        } else {
          const f = r.row
          fields[FIELD.name] = f.farmName
          fields[FIELD.farm] = f.name
          fields[FIELD.label] = labels(undefined, (f.practices as string[] | undefined) ?? [])
          fields[FIELD.place] = f.town
        }
        return fields
      },
    )
    return { index, produces: new Map(produces.map((p) => [produceKey(p.id), p])), farmers: new Map(farmers.map((f) => [farmerKey(f.id), f])) }
  }, [storeId, locale, i18n, service])

  return useMemo(() => {
    if (!held) return undefined
    const hits = held.index.search(query)
    const compare = collator(locale).compare
    const byScoreThenName = <T extends { name: string }>(a: { score: number; row: T }, b: { score: number; row: T }) => b.score - a.score || compare(a.row.name, b.row.name)
    const produces = hits.flatMap((h) => (held.produces.has(h.key) ? [{ score: h.score, row: held.produces.get(h.key)! }] : [])).sort(byScoreThenName)
    const farmers = hits
      .flatMap((h) => {
        const row = held.farmers.get(h.key)
        return row ? [{ score: h.score, row: { ...row, name: row.farmName } }] : []
      })
      .sort(byScoreThenName)
      .map((f) => held.farmers.get(farmerKey(f.row.id))!)
    return { farmers, produces: produces.map((p) => p.row) }
  }, [held, query, locale])
}
