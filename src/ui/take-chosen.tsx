/**
 * The "Add to basket" of a listing taken with a choice (decision 048's meal options, a grocery
 * line's substitution and weight): adds the chosen line to the listing's service basket, says so
 * with a link to that basket, or why it could not (another market's basket, a failed write). The
 * choice itself is the page's (`choose`: null while incomplete, the page then shows why).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { CatalogProduce } from '../api/catalog-contract'
import { useLocale } from '../i18n/use-locale'
import { addToCart, type ChosenLine } from '../sync/cart'
import { toastActor } from './app-actors'

export function TakeChosen({ listing, choose }: { listing: CatalogProduce; choose: () => ChosenLine | null }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState(false)
  const vertical = listing.service ?? 'farm'
  const soldOut = listing.stock !== null && listing.stock <= 0
  const take = async () => {
    const chosen = choose()
    if (!chosen) return
    setBusy(true)
    try {
      const result = await addToCart(listing, vertical, chosen)
      if (result.otherStore) {
        setAdded(false)
        toastActor.send({ type: 'toast.show', toast: { type: 'warning', title: t`Another market`, message: t`Your basket has produce from another market. Empty it first to shop here.` } })
      } else setAdded(true)
    } catch {
      setAdded(false)
      toastActor.send({ type: 'toast.show', toast: { type: 'error', title: t`Not added`, message: t`Something went wrong. Please try again.` } })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="take-chosen">
      <button type="button" className="button button--primary" onClick={() => void take()} disabled={busy || soldOut}>
        {soldOut ? <Trans>Sold out</Trans> : <Trans>Add to basket</Trans>}
      </button>
      <p role="status" className="take-chosen__status">
        {added ? (
          <>
            <Trans>Added to your basket.</Trans>{' '}
            <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: vertical }}>
              <Trans>See your basket</Trans>
            </Link>
          </>
        ) : null}
      </p>
    </div>
  )
}
