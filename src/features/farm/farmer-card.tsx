import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { useLocale } from '../../i18n/use-locale'
import type { Locale } from '../../config'
import type { FarmerRow } from '../../db/db'
import { formatNumber } from '../../i18n/format'
import { CardPhoto } from './card-photo'
import { FavoriteButton } from './favorite-button'
import { sameJson } from '../../lib/same-json'

/** A farmer in a list, drawn again only when its props' data change (see ProduceCard). */
export const FarmerCard = memo(function FarmerCard({ farmer, locale, eager = false }: { farmer: FarmerRow; locale: Locale; eager?: boolean }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const rating = formatNumber(farmer.rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <li className="card farmer-card">
      <CardPhoto src={farmer.photo} eager={eager} />
      <FavoriteButton kind="farmer" targetId={farmer.id} name={farmer.farmName} />
      <div className="card__body">
        <h3 className="card__title">
          <Link to="/{-$locale}/farm/farmers/$id" params={{ locale: param, id: farmer.id }} className="card__link">
            {farmer.farmName}
          </Link>
        </h3>
        <p className="card__meta">
          <Trans>
            {farmer.name} · {farmer.town}
          </Trans>
        </p>
        <p className="card__text">{farmer.story}</p>
        <p className="card__rating">
          <span aria-hidden="true">★ {rating}</span>
          <span className="visually-hidden">{t`Rated ${rating} out of 5`}</span>
        </p>
      </div>
    </li>
  )
}, sameJson)
