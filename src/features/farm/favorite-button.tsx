/**
 * The heart on farmer and produce cards and detail pages (issue 6). A toggle button
 * (aria-pressed): the change is written on this device with its outbox entry, then pushed, so it
 * works offline and on a bad link. Signed out, the heart still works: the favorites wait on this
 * device and go to the account that signs in next.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { FavoriteKind } from '../../api/account-contract'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { flushFavorites, toggleFavorite, useIsFavorite } from '../../sync/favorites'

export interface FavoriteButtonProps {
  kind: FavoriteKind
  targetId: string
  /** The farm's or produce's name, kept with the favorite. */
  name: string
  /** On a card: the heart alone over the photo; on a detail page: the heart with its words. */
  variant?: 'card' | 'detail'
}

export function FavoriteButton({ kind, targetId, name, variant = 'card' }: FavoriteButtonProps) {
  const { t } = useLingui()
  const isFavorite = useIsFavorite(kind, targetId) ?? false
  // After a sign-in the app lands on pages with hearts: that is when waiting favorites can go.
  useEffect(() => flushFavorites(baseApi, db), [])
  const label = isFavorite ? t`Remove from favorites` : t`Save to favorites`
  const toggle = async () => {
    await toggleFavorite(db, { kind, targetId, name })
    flushFavorites(baseApi, db)
  }
  return (
    <button
      type="button"
      className={`favorite-button favorite-button--${variant}`}
      aria-pressed={isFavorite}
      aria-label={variant === 'card' ? label : undefined}
      title={variant === 'card' ? label : undefined}
      onClick={() => void toggle()}
    >
      <svg className="favorite-button__heart" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      {variant === 'detail' ? <span>{label}</span> : null}
    </button>
  )
}
