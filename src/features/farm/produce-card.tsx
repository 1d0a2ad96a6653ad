import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { Locale } from '../../config'
import { useLocale } from '../../i18n/use-locale'
import { AddToCartButton } from './add-to-cart-button'
import { CardPhoto } from './card-photo'
import { FavoriteButton } from './favorite-button'
import { ProducePrice } from './price'

export function StockNote({ produce }: { produce: CatalogProduce }) {
  if (produce.stock === null) return <Trans>Made to order</Trans>
  if (produce.stock <= 0) return <Trans>Sold out</Trans>
  if (produce.stock <= 5) return <Trans>Only {produce.stock} left</Trans>
  return <Trans>In stock</Trans>
}

/** `eager`: one of the first cards a page shows (see CardPhoto). */
export function ProduceCard({ produce, locale, eager = false }: { produce: CatalogProduce; locale: Locale; eager?: boolean }) {
  const { t } = useLingui()
  const { param } = useLocale()
  return (
    <li className="card produce-card">
      <CardPhoto src={produce.photo} eager={eager} />
      <FavoriteButton kind="produce" targetId={produce.id} name={produce.name} />
      <div className="card__body">
        {produce.offer ? <span className="badge badge--offer">{t`${produce.offer.percentOff}% off`}</span> : null}
        <h3 className="card__title">
          <Link to="/{-$locale}/farm/produces/$id" params={{ locale: param, id: produce.id }} className="card__link">
            {produce.name}
          </Link>
        </h3>
        <p className="card__meta">{produce.farmName}</p>
        <ProducePrice produce={produce} locale={locale} />
        <p className={`card__stock${produce.stock !== null && produce.stock <= 5 ? ' card__stock--low' : ''}`}>
          <StockNote produce={produce} />
        </p>
        <AddToCartButton produce={produce} compact />
      </div>
    </li>
  )
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="card-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card card--skeleton" aria-hidden="true">
          <div className="card__media" />
          <div className="card__body">
            <div className="skeleton-line" />
            <div className="skeleton-line skeleton-line--short" />
          </div>
        </li>
      ))}
    </ul>
  )
}
