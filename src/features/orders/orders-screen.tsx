/**
 * My orders (/account/orders): orders still on this phone waiting to be placed (or refused and
 * waiting for the shopper) at the top, then the market's orders, newest first, with number, date,
 * status and total. Read from Dexie, so the list shows offline; refreshed from the API when open.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg, ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { baseApi } from '../../api/clients'
import type { PaymentStatus } from '../../api/payments-contract'
import { db, type OrderRow, type PendingOrderRow } from '../../db/db'
import { formatDate, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { awaitsNewFigures, pullOrders } from '../../sync/orders'
import { usePageData } from '../../sync/use-page-data'
import { useOrders, useOrdersFetchedAt, usePendingOrders, useShopperId } from './order-queries'
import { ReorderButton } from './reorder-button'
import { NEEDS_ATTENTION_LABEL, ORDER_STATUS_LABELS, WAITING_LABEL } from './order-status'

export function OrdersScreen() {
  const owner = useShopperId()
  if (!owner) return <div aria-busy="true" className="detail--loading" />
  return <OrdersList owner={owner} />
}

function OrdersList({ owner }: { owner: string }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const orders = useOrders(owner)
  const pending = usePendingOrders(owner)
  const fetchedAt = useOrdersFetchedAt(owner)
  const refresh = usePageData((signal) => pullOrders(baseApi, db, owner, { signal }))
  if (orders === undefined || pending === undefined) return <div aria-busy="true" className="detail--loading" />
  const updated = fetchedAt ? formatDate(fetchedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) : null
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>My orders</Trans>
      </h1>
      {refresh.hasFailed ? (
        <p className="data-age data-age--stale" role="status">
          {updated ? <Trans>You are seeing the orders saved on this phone, last updated {updated}.</Trans> : <Trans>We could not reach the market to load your orders.</Trans>}{' '}
          <button type="button" className="link-button" onClick={refresh.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {pending.length > 0 ? (
        <ul className="order-list" aria-label={t`Orders not placed yet`}>
          {pending.map((p) => (
            <PendingOrderItem key={p.id} pending={p} />
          ))}
        </ul>
      ) : null}
      {orders.length === 0 && pending.length === 0 ? (
        refresh.isUpdating && fetchedAt === null ? (
          <div aria-busy="true" className="detail--loading" />
        ) : (
          <EmptyOrders />
        )
      ) : (
        <ul className="order-list">
          {orders.map((o) => (
            <OrderItem key={o.id} order={o} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** The payment's state beside the order's (cash orders show none: they are paid on delivery or pickup). */
const PAYMENT_STATUS_LABELS: Record<Exclude<PaymentStatus, 'cash'>, MessageDescriptor> = {
  awaiting: msg`Awaiting payment`,
  paid: msg`Paid`,
  failed: msg`Payment failed`,
  refunded: msg`Refunded to credit`,
}

function OrderItem({ order }: { order: OrderRow }) {
  const { i18n } = useLingui()
  const { locale, param } = useLocale()
  const number = order.number
  return (
    <li className="order-row">
      <Link to="/{-$locale}/account/orders/$id" params={{ locale: param, id: order.id }} className="order-row__link">
        <Trans>Order {number}</Trans>
      </Link>
      <span className="card__meta">{formatDate(order.createdAt, locale)}</span>
      <span className={`status-chip status-chip--${order.status}`}>{i18n._(ORDER_STATUS_LABELS[order.status])}</span>
      {order.paymentStatus && order.paymentStatus !== 'cash' ? (
        <span className={`status-chip status-chip--payment-${order.paymentStatus}`}>{i18n._(PAYMENT_STATUS_LABELS[order.paymentStatus])}</span>
      ) : null}
      <strong className="order-row__total">{formatPrice(order.total, order.currency, order.currencyExponent, locale)}</strong>
      <ReorderButton order={order} />
    </li>
  )
}

function PendingOrderItem({ pending }: { pending: PendingOrderRow }) {
  const { i18n } = useLingui()
  const { locale, param } = useLocale()
  const s = pending.summary
  const isRefused = pending.status === 'rejected'
  return (
    <li className="order-row order-row--pending">
      <span className="order-row__link">{s.placeName ? <Trans>Order for {ph({ place: s.placeName })}</Trans> : <Trans>Your order</Trans>}</span>
      <span className="card__meta">{formatDate(pending.createdAt, locale)}</span>
      <span className={`status-chip ${isRefused ? 'status-chip--attention' : 'status-chip--waiting'}`}>{i18n._(isRefused ? NEEDS_ATTENTION_LABEL : WAITING_LABEL)}</span>
      <strong className="order-row__total">{formatPrice(s.total, s.currency, s.currencyExponent, locale)}</strong>
      <span className="order-row__note">
        {isRefused ? (
          <>
            {awaitsNewFigures(pending) ? (
              <Trans>Some prices changed before this order reached the market. Nothing was ordered: it waits for you to confirm the new prices.</Trans>
            ) : (
              <Trans>The market could not accept this order. Nothing was ordered.</Trans>
            )}{' '}
            <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: 'farm' }} search={{ step: 'checkout' }}>
              <Trans>Review it</Trans>
            </Link>
          </>
        ) : (
          <Trans>It will be placed as soon as this phone is online — only once.</Trans>
        )}
      </span>
    </li>
  )
}

function EmptyOrders() {
  const { param } = useLocale()
  return (
    <div className="empty-state">
      <p>
        <Trans>You have no orders yet.</Trans>
      </p>
      <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button button--primary">
        <Trans>Browse fresh produce</Trans>
      </Link>
    </div>
  )
}
