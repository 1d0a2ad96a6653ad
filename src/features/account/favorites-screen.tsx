/**
 * Favorites (issue 6): the farmers and produces the shopper saved with a heart, read from Dexie
 * with their catalog rows in the shopper's language (the name saved with the heart when this
 * device does not have the row). Opening the screen sends the hearts still waiting and, when
 * online, merges the server's list in; removing works offline like the hearts do.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { baseApi } from '../../api/clients'
import { db, type FavoriteRow } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import {
  dismissRejectedFavoriteChanges,
  flushFavorites,
  setFavorite,
  syncFavorites,
  useFavoriteItems,
  useRejectedFavoriteChanges,
  type FavoriteFarmer,
  type FavoriteProduce,
} from '../../sync/favorites'
import { usePageData } from '../../sync/use-page-data'
import { listingDetailPath, providerDetailPath } from '../../lib/catalog-links'

export function FavoritesScreen() {
  const { locale, param } = useLocale()
  const items = useFavoriteItems(locale)
  const rejected = useRejectedFavoriteChanges()
  const status = usePageData((signal) => syncFavorites(baseApi, db, { signal }))
  const count = rejected?.length ?? 0

  return (
    <>
      <h1>
        <Trans>Favorites</Trans>
      </h1>
      {status.hasFailed ? (
        <p className="notice" role="status">
          <Trans>We couldn't reach the market, so these are the favorites saved on this device. Your changes are sent as soon as we can.</Trans>{' '}
          <button type="button" className="link-button" onClick={status.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {count > 0 ? (
        <div className="notice notice--error" role="alert">
          <p>
            {rejected?.some((e) => e.error?.code === 'too_many') ? (
              <Trans>You have saved as many favorites as an account can keep. Remove some, then save new ones.</Trans>
            ) : (
              <Plural
                value={count}
                one="One change to your favorites could not be saved, perhaps because that farmer or produce is no longer on the market."
                other="# changes to your favorites could not be saved, perhaps because those farmers or produces are no longer on the market."
              />
            )}
          </p>
          <button type="button" className="button" onClick={() => void dismissRejectedFavoriteChanges(db)}>
            <Trans>OK</Trans>
          </button>
        </div>
      ) : null}

      {items === undefined ? (
        <div aria-busy="true" className="detail--loading" />
      ) : items.farmers.length === 0 && items.produces.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>Nothing saved yet. Tap the heart on a farmer or a produce you like and it will wait for you here, even offline.</Trans>
          </p>
          <p>
            <Link to="/{-$locale}/farm/produces" params={{ locale: param }}>
              <Trans>Browse the market</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <>
          {items.farmers.length ? (
            <section className="section" aria-labelledby="favorite-farmers">
              <h2 id="favorite-farmers">
                <Trans>Farmers</Trans>
              </h2>
              <ul className="favorite-list">
                {items.farmers.map((item) => (
                  <FarmerLine key={item.favorite.targetId} item={item} />
                ))}
              </ul>
            </section>
          ) : null}
          {items.produces.length ? (
            <section className="section" aria-labelledby="favorite-produces">
              <h2 id="favorite-produces">
                <Trans>Produce</Trans>
              </h2>
              <ul className="favorite-list">
                {items.produces.map((item) => (
                  <ProduceLine key={item.favorite.targetId} item={item} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </>
  )
}

function FarmerLine({ item: { favorite, farmer } }: { item: FavoriteFarmer }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const name = farmer?.farmName || favorite.name || t`A farmer you saved`
  const farmerName = farmer?.name
  const town = farmer?.town
  return (
    <FavoriteLine favorite={favorite} name={name} photo={farmer?.photo}>
      <Link to={providerDetailPath(farmer && 'service' in farmer ? farmer.service : undefined)} params={{ locale: param, id: favorite.targetId }} className="favorite-line__link">
        {name}
      </Link>
      {farmerName && town ? (
        <span className="card__meta">
          <Trans>
            {farmerName} · {town}
          </Trans>
        </span>
      ) : null}
    </FavoriteLine>
  )
}

function ProduceLine({ item: { favorite, produce } }: { item: FavoriteProduce }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const name = produce?.name || favorite.name || t`A produce you saved`
  return (
    <FavoriteLine favorite={favorite} name={name} photo={produce?.photo}>
      <Link to={listingDetailPath(produce?.service)} params={{ locale: param, id: favorite.targetId }} className="favorite-line__link">
        {name}
      </Link>
      {produce ? <span className="card__meta">{produce.farmName}</span> : null}
    </FavoriteLine>
  )
}

/** One saved farmer or produce with its remove button; removing works offline like the hearts. */
function FavoriteLine({ favorite, name, photo, children }: { favorite: FavoriteRow; name: string; photo?: string; children: ReactNode }) {
  const { t } = useLingui()
  const remove = async () => {
    await setFavorite(db, { kind: favorite.kind, targetId: favorite.targetId, name }, false)
    flushFavorites(baseApi, db)
  }
  return (
    <li className="favorite-line">
      {photo ? <img className="favorite-line__photo" src={photo} alt="" width="64" height="64" loading="lazy" decoding="async" /> : <span className="favorite-line__photo" aria-hidden="true" />}
      <div className="favorite-line__body">{children}</div>
      <button type="button" className="button" aria-label={t`Remove ${name} from favorites`} onClick={() => void remove()}>
        <Trans>Remove</Trans>
      </button>
    </li>
  )
}
