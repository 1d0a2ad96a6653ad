/** A listing's own page (a meal, a product, an experience, a book): price, stock, its service's facts, and how to take it. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import { useProduce } from '../farm/catalog-queries'
import { providerDetailPath } from '../../lib/catalog-links'
import { FavoriteButton } from '../farm/favorite-button'
import { ProducePrice } from '../farm/price'
import { StockNote } from '../farm/produce-card'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useFetchIfMissing } from '../../sync/fetch-one'
import { NotFoundPage } from '../../ui/error-page'
import { useDocumentMeta } from '../../ui/page-meta'
import type { OtherService } from './descriptors'
import { takeListing, type ListingChooser } from './listing-take'
import { ListingFacts } from './service-details'

/** `after`: what the page shows under the listing's facts (a cookbook's recipes). */
export function ListingScreen({ service, id, chooser, after }: { service: OtherService; id: string; chooser?: ListingChooser; after?: (listing: CatalogProduce) => ReactNode }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const stored = useProduce(locale, id)
  // A row of another service under this one's path is not this service's.
  const listing = stored && stored.service === service ? stored : stored === undefined ? undefined : null
  useDocumentMeta(listing?.name, listing?.description)
  const fetching = useFetchIfMissing('produces', locale, id, stored === undefined ? undefined : stored, service)
  if (listing === null && (fetching === 'missing' || stored)) return <NotFoundPage />
  if (!listing) return <div className="detail detail--loading" aria-busy="true" />
  return (
    <article className="detail" aria-labelledby="listing-title">
      <img className="detail__media" src={listing.photo} alt="" width="640" height="360" fetchPriority="high" />
      <div className="detail__body">
        <h1 id="listing-title">{listing.name}</h1>
        <FavoriteButton kind="produce" targetId={listing.id} name={listing.name} variant="detail" />
        {listing.offer ? (
          <p className="badge badge--offer">
            {listing.offer.title} · {t`until ${{ date: formatDate(listing.offer.endsAt, locale) }}`}
          </p>
        ) : null}
        <ProducePrice produce={listing} locale={locale} />
        <p className="detail__stock">
          <StockNote produce={listing} />
        </p>
        {takeListing(listing, 'detail', chooser)}
        <p>{listing.description}</p>
        <dl className="facts">
          <dt>
            <Trans>By</Trans>
          </dt>
          <dd>
            <Link to={providerDetailPath(service)} params={{ locale: param, id: listing.farmerId }}>
              {listing.farmName}
            </Link>{' '}
            ({listing.farmerName})
          </dd>
          <ListingFacts listing={listing} locale={locale} />
        </dl>
        {after?.(listing)}
      </div>
    </article>
  )
}
