import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { Locale } from '../../config'
import { useLocale } from '../../i18n/use-locale'
import { AddToCartButton } from './add-to-cart-button'
import { AreaReachNote } from './area-reach'
import { listingDetailPath } from '../../lib/catalog-links'
import { CardPhoto } from './card-photo'
import { FavoriteButton } from './favorite-button'
import { ProducePrice } from './price'
import { sameJson } from '../../lib/same-json'

/** A card's heading level: 2 for a list under the page's h1, 3 for one in a section with an h2. */
export type CardHeadingLevel = 2 | 3

export function StockNote({ produce }: { produce: CatalogProduce }) {
  if (produce.stock === null) return <Trans>Made to order</Trans>
  if (produce.stock <= 0) return <Trans>Sold out</Trans>
  if (produce.stock <= 5) return <Trans>Only {ph({ stock: produce.stock })} left</Trans>
  return <Trans>In stock</Trans>
}

/**
 * A produce (any service's listing) in a list. Drawn again only when its props' data change: a first sync answers each
 * slice it stores with a new list of equal rows, and 24 cards drawn again each time was most of its
 * cost. `eager`: one of the first cards a page shows (see CardPhoto). `headingLevel`: one below the
 * heading the list sits under, so headings skip no level.
 */
export const ProduceCard = memo(function ProduceCard({
  produce,
  locale,
  headingLevel,
  eager = false,
  addSlot,
}: {
  produce: CatalogProduce
  locale: Locale
  headingLevel: CardHeadingLevel
  eager?: boolean
  /** In place of the basket button: another service's way to take the listing (decision 045), or null for none. */
  addSlot?: React.ReactNode
}) {
  const { t } = useLingui()
  const { param } = useLocale()
  const Title = `h${headingLevel}` as const
  return (
    <li className="card produce-card">
      <CardPhoto src={produce.photo} eager={eager} />
      <FavoriteButton kind="produce" targetId={produce.id} name={produce.name} />
      <div className="card__body">
        {produce.offer ? <span className="badge badge--offer">{t`${{ percent: produce.offer.percentOff }}% off`}</span> : null}
        <Title className="card__title">
          <Link to={listingDetailPath(produce.service)} params={{ locale: param, id: produce.id }} className="card__link">
            {produce.name}
          </Link>
        </Title>
        <p className="card__meta">{produce.farmName}</p>
        <ProducePrice produce={produce} locale={locale} />
        <p className={`card__stock${produce.stock !== null && produce.stock <= 5 ? ' card__stock--low' : ''}`}>
          <StockNote produce={produce} />
        </p>
        <AreaReachNote farmerId={produce.farmerId} locale={locale} />
        {addSlot === undefined ? <AddToCartButton produce={produce} compact /> : addSlot}
      </div>
    </li>
  )
}, sameJson)
