/**
 * Checkout (/cart/farm?step=checkout): delivery to a saved address in one of the market's zones or
 * pickup at one of its points, a delivery day the cart's farmers share, how to pay (a saved or new
 * mobile money number, or cash — never a card), and a summary in the market's currency.
 *
 * "Place order" never waits on the network here: it writes a pending order to Dexie (its
 * idempotency key drawn on that first press) and the order sync sends it. This screen follows the
 * row and picks the page: placing, waiting for the connection (waiting-order.tsx), refused (stock, a
 * field — shown, nothing lost, the shopper corrects and places again: checkout-form.tsx; new prices —
 * shown old → new, the shopper confirms them: prices-changed.tsx), placed (checkout-receipt.tsx).
 * The order carries the figures the form shows, and the market places it only at those (decision
 * 014). What the form decides is in checkout-model.ts, without React.
 */
import { useEffect, useRef, useState } from 'react'
import type { Vertical } from '../../api/cart-contract'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { pullAccountData, pullCredits, useAddresses, useCredits, usePaymentMethods } from '../../sync/account-data'
import { GUEST, pushCart } from '../../sync/cart'
import { awaitsNewFigures, pullCheckoutOptions } from '../../sync/orders'
import { usePageData } from '../../sync/use-page-data'
import { useCartLines, useCartOwner } from './cart-queries'
import { CheckoutForm } from './checkout-form'
import { isSameBasket } from './checkout-model'
import { EmptyBasket, OptionsMissing } from './checkout-notices'
import { GuestCheckout } from './guest-checkout'
import { useActivePendingOrder, useCheckoutOptions, useLastReceipt } from './checkout-queries'
import { Receipt } from './checkout-receipt'
import { PricesChanged } from './prices-changed'
import { WaitingOrder } from './waiting-order'

export function CheckoutScreen({ vertical }: { vertical: Vertical }) {
  const owner = useCartOwner()
  if (owner === GUEST) return <GuestCheckout vertical={vertical} />
  return <Checkout owner={owner} vertical={vertical} />
}

function Checkout({ owner, vertical }: { owner: string; vertical: Vertical }) {
  const lines = useCartLines(vertical)
  const addresses = useAddresses(owner)
  const methods = usePaymentMethods(owner)
  const options = useCheckoutOptions(owner, vertical)
  const pending = useActivePendingOrder(owner, vertical)
  const receipt = useLastReceipt(owner, vertical)
  const credits = useCredits(owner)
  /** The order this visit followed (queued here, or found waiting): its receipt shows once placed. */
  const [followedId, setFollowedId] = useState<string | null>(null)
  useEffect(() => {
    if (pending?.status === 'queued') setFollowedId(pending.id)
  }, [pending?.id, pending?.status])
  const refresh = usePageData(async (signal) => {
    // The market's options depend on ITS copy of the basket: send what is still on its way first.
    await pushCart(owner).catch(() => 'offline')
    await Promise.all([
      pullCheckoutOptions(baseApi, db, owner, vertical, { signal }),
      pullAccountData(baseApi, db, owner, { signal }),
      // The credit the form offers to spend (decision 038); the server decides what it spends.
      pullCredits(baseApi, db, owner, { signal }).catch(() => 'offline'),
    ])
  }, options?.fetchedAt ?? null)
  // Another farm in the basket can change the common delivery days: ask again.
  const farms = lines ? [...new Set(lines.map((l) => l.farmerId))].sort().join(',') : null
  const lastFarms = useRef(farms)
  useEffect(() => {
    if (farms !== null && lastFarms.current !== null && farms !== lastFarms.current) refresh.retry()
    lastFarms.current = farms
  }, [farms, refresh])

  if (lines === undefined || addresses === undefined || methods === undefined || options === undefined || pending === undefined || receipt === undefined) {
    return <div aria-busy="true" className="detail--loading" />
  }
  if (receipt && (receipt.pending.id === followedId || (lines.length === 0 && !pending))) {
    return <Receipt pending={receipt.pending} order={receipt.order} />
  }
  if (pending?.status === 'queued') return <WaitingOrder pending={pending} />
  // Old → new while the basket is the one refused; once the shopper changed it, the form (with its
  // choices kept) shows the basket's figures as they are now, and those are what the order carries.
  if (pending && awaitsNewFigures(pending) && isSameBasket(pending, lines)) return <PricesChanged pending={pending} lines={lines} />
  if (lines.length === 0) return <EmptyBasket />
  if (options === null) return <OptionsMissing isUpdating={refresh.isUpdating} hasFailed={refresh.hasFailed} onRetry={refresh.retry} />
  return (
    <CheckoutForm
      key={pending?.id ?? 'new'}
      owner={owner}
      vertical={vertical}
      lines={lines}
      addresses={addresses}
      methods={methods}
      options={options}
      credit={credits?.find((c) => c.currency === lines[0]?.currency)?.amount ?? 0}
      refused={pending ?? null}
      onQueued={setFollowedId}
    />
  )
}
