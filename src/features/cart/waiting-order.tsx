import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { db, type PendingOrderRow } from '../../db/db'
import { formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { retryPendingOrders } from '../../sync/order-sync-actor'
import { discardPendingOrder } from '../../sync/orders'
import { useIsOnline } from '../../sync/use-online'

/** An order on its way to the market: being placed now, or waiting for the connection. */
export function WaitingOrder({ pending }: { pending: PendingOrderRow }) {
  const { locale, param } = useLocale()
  const online = useIsOnline()
  const s = pending.summary
  const money = (minor: number) => formatPrice(minor, s.currency, s.currencyExponent, locale)
  const total = money(s.total)
  // A digital order has no day (decision 050).
  const day = pending.input.deliveryDay ? formatDay(pending.input.deliveryDay, locale) : null
  const canDiscard = pending.attempts === 0
  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title" aria-busy={online}>
      <h1 id="checkout-title">{online ? <Trans>Placing your order…</Trans> : <Trans>Your order is waiting to be placed</Trans>}</h1>
      <div className="notice" role="status">
        {online ? (
          pending.attempts > 1 ? (
            <p>
              <Trans>We have not heard back from the market yet, so we keep trying. Your order will be placed only once, however many times we try.</Trans>
            </p>
          ) : (
            <p>
              <Trans>Sending your order to the market.</Trans>
            </p>
          )
        ) : (
          <p>
            <Trans>You are offline. Your order is saved on this phone and will be placed as soon as the connection is back — only once.</Trans>
          </p>
        )}
        <p>
          {day ? (
            <Trans>
              {day}, total about {total}.
            </Trans>
          ) : (
            <Trans>Total about {total}.</Trans>
          )}
        </p>
      </div>
      <div className="hero__actions">
        {online ? (
          <button type="button" className="button" onClick={retryPendingOrders}>
            <Trans>Try again now</Trans>
          </button>
        ) : null}
        <Link to="/{-$locale}/account/orders" params={{ locale: param }} className="button">
          <Trans>See my orders</Trans>
        </Link>
        {canDiscard ? (
          <button type="button" className="button" onClick={() => void discardPendingOrder(db, pending.id)}>
            <Trans>Don't place this order</Trans>
          </button>
        ) : null}
      </div>
    </section>
  )
}
