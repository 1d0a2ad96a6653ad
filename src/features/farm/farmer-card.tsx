import { ph } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { useLocale } from '../../i18n/use-locale'
import type { Locale } from '../../config'
import type { FarmerRow } from '../../db/db'
import { AreaReachNote } from './area-reach'
import { providerDetailPath } from '../../lib/catalog-links'
import { CardPhoto } from './card-photo'
import { FavoriteButton } from './favorite-button'
import type { CardHeadingLevel } from './produce-card'
import { sameJson } from '../../lib/same-json'

/** A farmer (any service's provider) in a list, drawn again only when its props' data change; its heading's level as ProduceCard's. */
export const FarmerCard = memo(function FarmerCard({ farmer, locale, headingLevel, eager = false }: { farmer: FarmerRow; locale: Locale; headingLevel: CardHeadingLevel; eager?: boolean }) {
  const { param } = useLocale()
  const Title = `h${headingLevel}` as const
  return (
    <li className="card farmer-card">
      <CardPhoto src={farmer.photo} eager={eager} />
      <FavoriteButton kind="farmer" targetId={farmer.id} name={farmer.farmName} />
      <div className="card__body">
        <Title className="card__title">
          <Link to={providerDetailPath('service' in farmer ? farmer.service : undefined)} params={{ locale: param, id: farmer.id }} className="card__link">
            {farmer.farmName}
          </Link>
        </Title>
        <p className="card__meta">
          <Trans>
            {ph({ name: farmer.name })} · {ph({ town: farmer.town })}
          </Trans>
        </p>
        <p className="card__text">{farmer.story}</p>
        <AreaReachNote farmerId={farmer.id} locale={locale} />
      </div>
    </li>
  )
}, sameJson)
