import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, regionNames } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useFetchIfMissing } from '../../sync/fetch-one'
import { NotFoundPage } from '../../ui/error-page'
import { useDocumentMeta } from '../../ui/page-meta'
import { useFarmer, useFarmerProduces } from './catalog-queries'
import { PRACTICE_LABELS } from '../../i18n/catalog-labels'
import { ProduceCard } from './produce-card'
import { FavoriteButton } from './favorite-button'
import { ArrivalFact } from './arrival-fact'
import type { CatalogFarmer, CatalogProduce, Practice } from '../../api/catalog-contract'
import type { Service } from '../../api/services-contract'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import type { ReactNode } from 'react'

/** Another service's provider page (decision 045): its facts, its listings' heading and empty state, how a listing is taken. */
export interface ProviderPageParts {
  service: Exclude<Service, 'farm'>
  facts: (provider: CatalogFarmer) => ReactNode
  listingsTitle: ReactNode
  noListings: ReactNode
  take: (listing: CatalogProduce) => ReactNode
}

export function FarmerScreen({ id, parts }: { id: string; parts?: ProviderPageParts }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const stored = useFarmer(locale, id)
  // A row of another service under this one's path is not this service's.
  const service = parts?.service ?? 'farm'
  const farmer = stored && ('service' in stored ? stored.service : 'farm') !== service ? null : stored
  const produces = useFarmerProduces(locale, id)
  useDocumentMeta(farmer?.farmName, farmer?.story)
  const fetching = useFetchIfMissing('farmers', locale, id, stored === undefined ? undefined : stored, service)
  if (farmer === null && (fetching === 'missing' || stored)) return <NotFoundPage />
  if (!farmer) return <div className="detail detail--loading" aria-busy="true" />
  // 7 Jan 2024 was a Sunday: weekday names from Intl in the shopper's language.
  const days = farmer.deliveryDays.map((d) => formatDate(new Date(2024, 0, 7 + d), locale, { weekday: 'long' }))
  return (
    <article aria-labelledby="farmer-title">
      <div className="detail">
        <img className="detail__media" src={farmer.photo} alt="" width="640" height="360" fetchPriority="high" />
        <div className="detail__body">
          <p className="detail__kicker">
            {farmer.town}, {regionNames(locale).of(farmer.country)}
          </p>
          <h1 id="farmer-title">{farmer.farmName}</h1>
          <FavoriteButton kind="farmer" targetId={farmer.id} name={farmer.farmName} variant="detail" />
          <p className="card__meta">{farmer.name}</p>
          <p>{farmer.story}</p>
          <dl className="facts">
            {parts ? (
              parts.facts(farmer as unknown as CatalogFarmer)
            ) : (
              <>
                <dt>
                  <Trans>How they farm</Trans>
                </dt>
                <dd>{(farmer.practices as Practice[]).map((p) => i18n._(PRACTICE_LABELS[p])).join(', ')}</dd>
                <dt>
                  <Trans>Delivery days</Trans>
                </dt>
                <dd>{days.join(', ')}</dd>
                <ArrivalFact storeId={farmer.storeId} farmerId={farmer.id} />
              </>
            )}
          </dl>
        </div>
      </div>
      <section className="section" aria-labelledby="farmer-produce">
        <h2 id="farmer-produce" className="section__title">
          {parts ? parts.listingsTitle : <Trans>From this farm</Trans>}
        </h2>
        {produces === undefined ? (
          <CardGridSkeleton count={3} />
        ) : produces.length === 0 ? (
          <p className="empty-state">{parts ? parts.noListings : <Trans>This farm's produce will appear here once the catalog has loaded.</Trans>}</p>
        ) : (
          <CardGrid items={produces}>{(p) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={3} addSlot={parts?.take(p)} />}</CardGrid>
        )}
      </section>
    </article>
  )
}
