/** A provider's own page (a kitchen, a store, a chef, a creator): its story, its service's facts and its listings. */
import { useLingui } from '@lingui/react/macro'
import { useFarmer, useFarmerProduces } from '../farm/catalog-queries'
import { FavoriteButton } from '../farm/favorite-button'
import { ProduceCard } from '../farm/produce-card'
import { regionNames } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useFetchIfMissing } from '../../sync/fetch-one'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import { NotFoundPage } from '../../ui/error-page'
import { useDocumentMeta } from '../../ui/page-meta'
import { DESCRIPTORS, type OtherService } from './descriptors'
import { takeListing, type ListingChooser } from './listing-take'
import { ProviderFacts } from './service-details'

export function ProviderScreen({ service, id, chooser }: { service: OtherService; id: string; chooser?: ListingChooser }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const d = DESCRIPTORS[service]
  const stored = useFarmer(locale, id)
  // A row of another service under this one's path is not this service's.
  const provider = stored && 'service' in stored && stored.service === service ? stored : stored === undefined ? undefined : null
  const listings = useFarmerProduces(locale, id)
  useDocumentMeta(provider?.farmName, provider?.story)
  const fetching = useFetchIfMissing('farmers', locale, id, stored === undefined ? undefined : stored, service)
  if (provider === null && (fetching === 'missing' || stored)) return <NotFoundPage />
  if (!provider) return <div className="detail detail--loading" aria-busy="true" />
  return (
    <article aria-labelledby="provider-title">
      <div className="detail">
        <img className="detail__media" src={provider.photo} alt="" width="640" height="360" fetchPriority="high" />
        <div className="detail__body">
          <p className="detail__kicker">
            {provider.town}, {regionNames(locale).of(provider.country)}
          </p>
          <h1 id="provider-title">{provider.farmName}</h1>
          <FavoriteButton kind="farmer" targetId={provider.id} name={provider.farmName} variant="detail" />
          <p className="card__meta">{provider.name}</p>
          <p>{provider.story}</p>
          <dl className="facts">
            <ProviderFacts provider={provider} locale={locale} />
          </dl>
        </div>
      </div>
      <section className="section" aria-labelledby="provider-listings">
        <h2 id="provider-listings" className="section__title">
          {i18n._(d.fromProvider)}
        </h2>
        {listings === undefined ? (
          <CardGridSkeleton count={3} />
        ) : listings.length === 0 ? (
          <p className="empty-state">{i18n._(d.noListings)}</p>
        ) : (
          <CardGrid items={listings}>{(p) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={3} addSlot={takeListing(p, 'card', chooser)} />}</CardGrid>
        )}
      </section>
    </article>
  )
}
