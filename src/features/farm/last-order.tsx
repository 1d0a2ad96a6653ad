/**
 * The home's "Your last order" (issue 30): for a signed-in shopper, the newest order this device
 * holds, with "Order again" (decision 024: its lines back in the basket, through the cart's own
 * command, so it works offline). The orders come from Dexie; the list is brought up to date from
 * the market once per visit when online, so an order placed on another device shows here too.
 * Nothing shows for a visitor or a shopper without orders. The reorder code loads on the tap:
 * it is not part of the first page's JavaScript.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { baseApi } from '../../api/clients'
import { db, type OrderRow } from '../../db/db'
import { formatDay } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { sessionActor } from '../../session/session-actor'
import { pullOrders } from '../../sync/orders'
import type { ReorderOutcome } from '../../sync/reorder'

function useLastOrder(owner: string | undefined): OrderRow | null | undefined {
  return useLiveQuery(async () => (owner ? ((await db.orders.where('[owner+createdAt]').between([owner, ''], [owner, '\uffff']).last()) ?? null) : null), [owner])
}

export function LastOrder() {
  const owner = useSelector(sessionActor(), (s) => (s.hasTag('signedIn') ? s.context.user?.id : undefined))
  const order = useLastOrder(owner)
  useEffect(() => {
    if (owner && navigator.onLine) pullOrders(baseApi, db, owner).catch(() => {})
  }, [owner])
  if (!order) return null
  return <LastOrderCard order={order} />
}

function LastOrderCard({ order }: { order: OrderRow }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null)
  const number = order.number
  const day = formatDay(order.deliveryDay, locale)
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(order.lines.map((l) => l.name))
  const again = async () => {
    setBusy(true)
    try {
      const { reorder } = await import('../../sync/reorder')
      setOutcome(await reorder(order, locale))
    } finally {
      setBusy(false)
    }
  }
  const missing = outcome?.missing.length ?? 0
  return (
    <section className="section last-order" aria-labelledby="last-order-title">
      <h2 id="last-order-title" className="section__title">
        <Trans>Your last order</Trans>
      </h2>
      <div className="last-order__card">
        <p className="card__meta">{t`Order ${number}, ${day}`}</p>
        <p className="last-order__lines">{names}</p>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void again()} aria-describedby="last-order-outcome">
          <Trans>Order again</Trans>
        </button>
        <p id="last-order-outcome" role="status" className="last-order__outcome">
          {outcome === null ? null : outcome.otherStore ? (
            <Trans>Your basket holds produce from another market: empty it first.</Trans>
          ) : (
            <>
              {missing > 0 ? t`${plural(missing, { one: '# product could not be added.', other: '# products could not be added.' })}` : t`Back in your basket.`}{' '}
              <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: 'farm' }}>
                <Trans>Go to my basket</Trans>
              </Link>
            </>
          )}
        </p>
      </div>
    </section>
  )
}
