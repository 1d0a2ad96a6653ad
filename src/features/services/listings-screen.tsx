/** A service's listings in the chosen market (meals, products, experiences), by name, a page at a time, from the device's database. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useProduces } from '../farm/catalog-queries'
import { useFarmContext } from '../farm/farm-layout'
import { ProduceCard } from '../farm/produce-card'
import { PAGE_SIZE } from '../farm/produce-search'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import { DESCRIPTORS, type OtherService } from './descriptors'
import { takeListing, type ListingChooser } from './listing-take'

const NO_FILTERS = {}

export function ListingsScreen({ service, chooser }: { service: OtherService; chooser?: ListingChooser }) {
  const { i18n } = useLingui()
  const { storeId, locale, firstPull } = useFarmContext()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const d = DESCRIPTORS[service]
  const list = useProduces(storeId, locale, NO_FILTERS, 'name', limit, null, service)
  const title = i18n._(d.listings ?? d.providers)
  return (
    <section aria-labelledby="listings-title">
      <h1 id="listings-title">{title}</h1>
      {list === undefined || (list.rows.length === 0 && firstPull === 'running') ? (
        <CardGridSkeleton />
      ) : list.rows.length === 0 && firstPull === 'failed' ? null : list.rows.length === 0 ? (
        <p className="empty-state" role="status">
          {i18n._(d.noListings)}
        </p>
      ) : (
        <>
          <CardGrid items={list.rows} label={title}>
            {(p, i) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={2} eager={i < 2} addSlot={takeListing(p, 'card', chooser)} />}
          </CardGrid>
          {list.hasMore ? (
            <button type="button" className="button" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              <Trans>Show more</Trans>
            </button>
          ) : null}
        </>
      )}
    </section>
  )
}
