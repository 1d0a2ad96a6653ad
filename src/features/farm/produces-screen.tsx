import type { MessageDescriptor } from '@lingui/core'
import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useRef, type ReactNode } from 'react'
import { CATEGORIES, PRACTICES } from '../../api/catalog-lists-contract'
import { useLocale } from '../../i18n/use-locale'
import { useProduces, useStore, type readProduceListAhead } from './catalog-queries'
import { useFarmContext } from './farm-layout'
import { CATEGORY_LABELS, PRACTICE_LABELS } from '../../i18n/catalog-labels'
import { ProduceCard } from './produce-card'
import { PAGE_SIZE, sortOf, toFilters, type ProduceSearch } from './produce-search'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import { Soon } from '../../ui/later'

export function ProducesScreen({ search, readAhead }: { search: ProduceSearch; readAhead?: Awaited<ReturnType<typeof readProduceListAhead>> }) {
  const { t } = useLingui()
  const { storeId, locale, firstPull } = useFarmContext()
  const { param } = useLocale()
  const navigate = useNavigate()
  const liveStore = useStore(locale, storeId)
  const store = liveStore === undefined ? readAhead?.store : liveStore
  const exponent = store?.currencyExponent ?? 2
  const limit = search.show ?? PAGE_SIZE
  // The first answer is the one the loader read ahead, so the list renders with the page.
  const result = useProduces(storeId, locale, toFilters(search, exponent), sortOf(search), limit, readAhead)
  // From the address as it is when the navigation runs, not as this render saw it: two quick taps
  // (the second before the first has re-rendered the page) each keep the other's filter.
  const update = (patch: Partial<ProduceSearch> | ((now: ProduceSearch) => Partial<ProduceSearch>)) =>
    void navigate({
      to: '/{-$locale}/farm/produces',
      params: { locale: param },
      // This page's search, as its route validated it (the router types it for every route's).
      search: (current) => {
        const now = current as ProduceSearch
        return { ...now, ...(typeof patch === 'function' ? patch(now) : patch), show: undefined }
      },
      replace: true,
    })
  const sheet = useRef<HTMLDialogElement>(null)
  const active = activeFilters(search)
  const closeSheet = () => sheet.current?.close()
  return (
    <section aria-labelledby="produces-title">
      <h1 id="produces-title">
        <Trans>Fresh produce</Trans>
      </h1>
      <div className="catalog">
        {/* Beneath a drawn page, the filters and the results are two tasks (see Soon). On a phone
            the filters are a sheet (a modal dialog: focus kept inside, Escape closes, focus back on
            the button); from 768 px the same dialog, never opened, is shown as the side column. */}
        <Soon>
          <dialog
            ref={sheet}
            className="filters-sheet"
            aria-labelledby="filters-title"
            onClick={(e) => {
              // A tap on the backdrop (the dialog itself, outside its box) closes the sheet.
              if (e.target === e.currentTarget) closeSheet()
            }}
          >
            <div className="filters-sheet__head">
              <h2 id="filters-title" className="filters-sheet__title">
                <Trans>Filters</Trans>
              </h2>
              <button type="button" className="button filters-sheet__close" onClick={closeSheet}>
                <Trans>Close</Trans>
              </button>
            </div>
            <form className="filters" aria-label={t`Filters`} onSubmit={(e) => e.preventDefault()}>
              <CheckGroup
                legend={<Trans>Category</Trans>}
                values={CATEGORIES}
                labels={CATEGORY_LABELS}
                chosen={search.category}
                onToggle={(c) => update((now) => ({ category: toggled(now.category, c) }))}
              />
              <CheckGroup
                legend={<Trans>How it's grown</Trans>}
                values={PRACTICES}
                labels={PRACTICE_LABELS}
                chosen={search.practice}
                onToggle={(p) => update((now) => ({ practice: toggled(now.practice, p) }))}
              />
              <fieldset>
                <legend>
                  <Trans>Price ({ph({ currency: store?.currency ?? '' })})</Trans>
                </legend>
                <div className="price-range">
                  <PriceBound label={<Trans>From</Trans>} value={search.min} onChange={(min) => update({ min })} />
                  <PriceBound label={<Trans>To</Trans>} value={search.max} onChange={(max) => update({ max })} />
                </div>
              </fieldset>
              <fieldset>
                <legend>
                  <Trans>Availability</Trans>
                </legend>
                <FlagCheck label={<Trans>In season</Trans>} on={search.inSeason} onChange={(inSeason) => update({ inSeason })} />
                <FlagCheck label={<Trans>In stock</Trans>} on={search.inStock} onChange={(inStock) => update({ inStock })} />
                <FlagCheck label={<Trans>On offer</Trans>} on={search.onOffer} onChange={(onOffer) => update({ onOffer })} />
              </fieldset>
            </form>
            <div className="filters-sheet__foot">
              {active ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => update({ category: undefined, practice: undefined, min: undefined, max: undefined, inSeason: undefined, inStock: undefined, onOffer: undefined })}
                >
                  <Trans>Clear filters</Trans>
                </button>
              ) : null}
              <button type="button" className="button button--primary" onClick={closeSheet}>
                <Trans>Show produce</Trans>
              </button>
            </div>
          </dialog>
        </Soon>
        <div className="catalog__results">
          <div className="catalog__toolbar">
            <button type="button" className="button filters-button" aria-haspopup="dialog" onClick={() => sheet.current?.showModal()}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <Trans>Filters</Trans>
              {active ? <span className="count-badge">{active}</span> : null}
            </button>
            <label className="sort">
              <Trans>Sort by</Trans>
              <select value={sortOf(search)} onChange={(e) => update({ sort: e.target.value as ProduceSearch['sort'] })}>
                <option value="name">{t`Name`}</option>
                <option value="price-asc">{t`Price: low to high`}</option>
                <option value="price-desc">{t`Price: high to low`}</option>
                <option value="newest">{t`Recently updated`}</option>
              </select>
            </label>
          </div>
          {result === undefined || (result.rows.length === 0 && firstPull === 'running') ? (
            // Nothing stored yet and the first pull under way: the produce is coming, not missing.
            <CardGridSkeleton />
          ) : result.rows.length === 0 && firstPull === 'failed' ? null : result.rows.length === 0 ? (
            <p className="empty-state" role="status">
              <Trans>Nothing matches these filters. Try removing one.</Trans>
            </p>
          ) : (
            <>
              <CardGrid items={result.rows} label={t`Produce`}>
                {(p, i) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={2} eager={i < 2} />}
              </CardGrid>
              {result.hasMore ? (
                <button
                  type="button"
                  className="button load-more"
                  onClick={() =>
                    void navigate({
                      to: '/{-$locale}/farm/produces',
                      params: { locale: param },
                      search: { ...search, show: limit + PAGE_SIZE },
                      replace: true,
                      resetScroll: false,
                    })
                  }
                >
                  <Trans>Show more</Trans>
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  )
}

/** How many filters are on: each category and way of growing ticked, each price bound, each flag. */
function activeFilters(search: ProduceSearch): number {
  const flags = [search.min !== undefined, search.max !== undefined, search.inSeason, search.inStock, search.onOffer].filter(Boolean).length
  return (search.category?.length ?? 0) + (search.practice?.length ?? 0) + flags
}

/** `list` with `value` added or taken off; none left: undefined (no parameter in the address). */
function toggled<T extends string>(list: T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value]
  return next.length ? next : undefined
}

/** A filter of several values, one checkbox each: `chosen` the ones ticked. */
function CheckGroup<T extends string>({
  legend,
  values,
  labels,
  chosen,
  onToggle,
}: {
  legend: ReactNode
  values: readonly T[]
  labels: Record<T, MessageDescriptor>
  chosen: T[] | undefined
  onToggle: (value: T) => void
}) {
  const { i18n } = useLingui()
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value} className="check">
          <input type="checkbox" checked={chosen?.includes(value) ?? false} onChange={() => onToggle(value)} />
          {i18n._(labels[value])}
        </label>
      ))}
    </fieldset>
  )
}

/** A filter that is on or off; off is no parameter in the address. */
function FlagCheck({ label, on, onChange }: { label: ReactNode; on: boolean | undefined; onChange: (next: true | undefined) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={on ?? false} onChange={(e) => onChange(e.target.checked || undefined)} />
      {label}
    </label>
  )
}

/**
 * One end of the price range, applied when the shopper leaves the field (empty: no bound). The
 * field is the shopper's while they type; when the address changes the bound some other way (the
 * market's Produce link, which clears every filter), the field is made anew with it (`key`).
 */
function PriceBound({ label, value, onChange }: { label: ReactNode; value: number | undefined; onChange: (next: number | undefined) => void }) {
  return (
    <label>
      {label}
      <input key={value ?? ''} type="number" inputMode="decimal" min={0} defaultValue={value} onBlur={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} />
    </label>
  )
}
