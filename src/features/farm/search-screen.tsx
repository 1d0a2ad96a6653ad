/**
 * Search: farms and produce from the catalog on this device, through its search index (typos,
 * several words, the other catalog languages' names: decision 029), the same offline and online.
 * Online, the server's matches are stored to Dexie as well, so a device still syncing its first
 * catalog finds them (and keeps them offline); the list shown is always the index's answer.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { CatalogProduce } from '../../api/catalog-contract'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { searchPath } from '../../lib/catalog-links'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { produceRow } from '../../sync/catalog-pull'
import { useFarmContext } from './farm-layout'
import { FarmerCard } from './farmer-card'
import { ProduceCard } from './produce-card'
import { useMarketSearch } from './search-queries'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'

/** Produce cards shown at most: the best matches come first. */
const SHOWN = 60
const FARMS_SHOWN = 12

/** What another service's search says instead of the farm's words (decision 045). */
export interface SearchWords {
  label: string
  placeholder: string
  hint: ReactNode
  providers: ReactNode
  providersFound: string
  listings: ReactNode
  /** How a card takes its listing (the services' chooser); the basket button otherwise. */
  take?: (listing: CatalogProduce) => ReactNode
}

export function SearchScreen({ q, words }: { q: string; words?: SearchWords }) {
  const { t } = useLingui()
  const { storeId, locale, service } = useFarmContext()
  const { param } = useLocale()
  const navigate = useNavigate()
  const [text, setText] = useState(q)
  const query = text.trim()
  const found = useMarketSearch(storeId, locale, query, service)

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      baseApi
        .get<import('../../api/catalog-contract').CatalogProduce[]>(`/${service}/search`, {
          query: { q: query, storeId, perPage: 24 },
          signal: controller.signal,
          silent: true,
          headers: { 'Accept-Language': locale },
        })
        .then(({ data }) => db.produces.bulkPut(data.map((p) => produceRow(p, locale))))
        .catch(() => {}) // offline: the local results are the answer
    }, 250)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [query, storeId, locale, service])

  const onInput = (value: string) => {
    setText(value)
    void navigate({ to: searchPath(service), params: { locale: param }, search: { q: value || undefined }, replace: true })
  }
  const farmers = found?.farmers ?? []
  const produces = found?.produces.slice(0, SHOWN) ?? []
  const count = (found?.farmers.length ?? 0) + (found?.produces.length ?? 0)
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">
        <Trans>Search the market</Trans>
      </h1>
      <form role="search" className="search-box" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="farm-search" className="visually-hidden">
          {words ? words.label : <Trans>Search produce and farms</Trans>}
        </label>
        <input
          id="farm-search"
          type="search"
          value={text}
          onChange={(e) => onInput(e.target.value)}
          placeholder={words ? words.placeholder : t`Tomatoes, honey, eggs…`}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      {!query ? (
        <p className="empty-state">{words ? words.hint : <Trans>Type what you are looking for: a vegetable, a fruit, a farm.</Trans>}</p>
      ) : found === undefined ? (
        <CardGridSkeleton />
      ) : count === 0 ? (
        <p className="empty-state" role="status">
          <Trans>Nothing found for “{query}”.</Trans>
        </p>
      ) : (
        <>
          <p role="status" className="result-count">
            <Plural value={count} one="# result" other="# results" />
          </p>
          {farmers.length ? (
            <>
              <h2 className="search-results__heading">{words ? words.providers : <Trans>Farms</Trans>}</h2>
              <CardGrid items={farmers.slice(0, FARMS_SHOWN)} label={words ? words.providersFound : t`Farms found`}>
                {(f) => <FarmerCard key={f.id} farmer={f} locale={locale} headingLevel={3} />}
              </CardGrid>
            </>
          ) : null}
          {produces.length ? (
            <>
              {farmers.length ? <h2 className="search-results__heading">{words ? words.listings : <Trans>Produce</Trans>}</h2> : null}
              <CardGrid items={produces} label={t`Search results`}>
                {(p, i) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={farmers.length ? 3 : 2} eager={i < 2} addSlot={words?.take?.(p)} />}
              </CardGrid>
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
