import { Trans, useLingui } from '@lingui/react/macro'
import type { CatalogProduce } from '../../api/catalog-contract'
import { formatDate } from '../../i18n/format'
import { useCurrentOffers } from './catalog-queries'
import { useFarmContext } from './farm-layout'
import { ProduceCard } from './produce-card'
import { CardGridSkeleton } from '../../ui/card-grid'
import type { ReactNode } from 'react'

/** The area's current offers (the farm's, or another service's: its words for an empty week in `empty`, how a card takes its listing in `take`). */
export function OffersScreen({ empty, take }: { empty?: ReactNode; take?: (listing: CatalogProduce) => ReactNode } = {}) {
  const { t } = useLingui()
  const { storeId, locale, service } = useFarmContext()
  const offers = useCurrentOffers(storeId, locale, service)
  return (
    <section aria-labelledby="offers-title">
      <h1 id="offers-title">
        <Trans>Offers this week</Trans>
      </h1>
      {offers === undefined ? (
        <CardGridSkeleton />
      ) : offers.length === 0 ? (
        <p className="empty-state" role="status">
          {empty ?? <Trans>No offers right now. Farmers post new ones every week.</Trans>}
        </p>
      ) : (
        <ul className="offer-list" aria-label={t`Offers`}>
          {offers.map(({ offer, produce }) => (
            <li key={offer.id} className="offer">
              <p className="offer__title">
                <strong>{offer.title}</strong> · {t`until ${{ date: formatDate(offer.endsAt, locale) }}`}
              </p>
              <ul className="card-grid">
                <ProduceCard produce={produce} locale={locale} headingLevel={2} addSlot={take?.(produce)} />
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
