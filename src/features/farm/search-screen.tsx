/**
 * Search: instant results from the catalog on this device (works offline); online, the server's
 * matches are merged in (stored to Dexie, so they stay available offline too).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { produceRow } from '../../sync/catalog-pull'
import { useProduces } from './catalog-queries'
import { useFarmContext } from './farm-layout'
import { ProduceCard } from './produce-card'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'

export function SearchScreen({ q }: { q: string }) {
  const { t } = useLingui()
  const { storeId, locale } = useFarmContext()
  const { param } = useLocale()
  const navigate = useNavigate()
  const [text, setText] = useState(q)
  const query = text.trim()
  const local = useProduces(storeId, locale, { q: query || undefined }, 'name', 60)
  const [serverRows, setServerRows] = useState<CatalogProduce[]>([])

  useEffect(() => {
    if (!query) return setServerRows([])
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      baseApi
        .get<CatalogProduce[]>('/farm/search', { query: { q: query, storeId, perPage: 24 }, signal: controller.signal, silent: true, headers: { 'Accept-Language': locale } })
        .then(async ({ data }) => {
          await db.produces.bulkPut(data.map((p) => produceRow(p, locale)))
          setServerRows(data)
        })
        .catch(() => {}) // offline: the local results are the answer
    }, 250)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [query, storeId, locale])

  const onInput = (value: string) => {
    setText(value)
    void navigate({ to: '/{-$locale}/farm/search', params: { locale: param }, search: { q: value || undefined }, replace: true })
  }
  const localRows = local?.rows ?? []
  const localIds = new Set(localRows.map((r) => r.id))
  // Local matches first (instant, offline too), then what only the server found.
  const rows: CatalogProduce[] = [...localRows, ...serverRows.filter((p) => !localIds.has(p.id))]
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">
        <Trans>Search the market</Trans>
      </h1>
      <form role="search" className="search-box" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="farm-search" className="visually-hidden">
          <Trans>Search produce and farms</Trans>
        </label>
        <input id="farm-search" type="search" value={text} onChange={(e) => onInput(e.target.value)} placeholder={t`Tomatoes, honey, eggs…`} autoComplete="off" enterKeyHint="search" />
      </form>
      {!query ? (
        <p className="empty-state">
          <Trans>Type what you are looking for: a vegetable, a fruit, a farm.</Trans>
        </p>
      ) : local === undefined ? (
        <CardGridSkeleton />
      ) : rows.length === 0 ? (
        <p className="empty-state" role="status">
          <Trans>Nothing found for “{query}”.</Trans>
        </p>
      ) : (
        <>
          <p role="status" className="result-count">
            <Plural value={rows.length} one="# result" other="# results" />
          </p>
          <CardGrid items={rows} label={t`Search results`}>
            {(p, i) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={2} eager={i < 2} />}
          </CardGrid>
        </>
      )}
    </section>
  )
}
