/**
 * Checkout for a visitor who is not signed in (decision 024): sign in, create an account, or order
 * as a guest. As a guest, the market's options for the basket on this device are fetched (and kept
 * for the next visit), then the guest form.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { Vertical } from '../../api/cart-contract'
import { baseApi } from '../../api/clients'
import { db, type CartLineRow } from '../../db/db'
import { GUEST } from '../../sync/cart'
import { pullGuestCheckoutOptions } from '../../sync/guest-checkout'
import { usePageData } from '../../sync/use-page-data'
import { useCartLines } from './cart-queries'
import { EmptyBasket, OptionsMissing, SignInToCheckout } from './checkout-notices'
import { useCheckoutOptions } from './checkout-queries'
import { GuestCheckoutForm } from './guest-checkout-form'

export function GuestCheckout({ vertical }: { vertical: Vertical }) {
  const [asGuest, setAsGuest] = useState(false)
  if (!asGuest) {
    return (
      <SignInToCheckout>
        <button type="button" className="button" onClick={() => setAsGuest(true)}>
          <Trans>Order as a guest</Trans>
        </button>
      </SignInToCheckout>
    )
  }
  return <AsGuest vertical={vertical} />
}

function AsGuest({ vertical }: { vertical: Vertical }) {
  const lines = useCartLines(vertical)
  if (lines === undefined) return <div aria-busy="true" className="detail--loading" />
  if (lines.length === 0) return <EmptyBasket />
  // Other produce, other farms: the market's options are asked again.
  const ids = [...new Set(lines.map((l) => l.produceId))].sort()
  return <GuestOptions key={ids.join(',')} vertical={vertical} lines={lines} ids={ids} />
}

function GuestOptions({ vertical, lines, ids }: { vertical: Vertical; lines: CartLineRow[]; ids: string[] }) {
  const options = useCheckoutOptions(GUEST, vertical)
  const refresh = usePageData((signal) => pullGuestCheckoutOptions(baseApi, db, vertical, ids, { signal }), null)
  if (options === undefined) return <div aria-busy="true" className="detail--loading" />
  if (options === null) return <OptionsMissing isUpdating={refresh.isUpdating} hasFailed={refresh.hasFailed} onRetry={refresh.retry} />
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Checkout as a guest</Trans>
      </h1>
      <p className="card__meta">
        <Trans>No account needed: we send your order and a link to follow it to your e-mail address.</Trans>
      </p>
      <GuestCheckoutForm vertical={vertical} lines={lines} options={options} />
    </section>
  )
}
