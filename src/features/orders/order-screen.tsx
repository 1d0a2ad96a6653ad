/**
 * One order (/account/orders/$id): its lines, where it goes (address or pickup point), the day,
 * the payment, the totals and the status history with dates. Read from Dexie (offline too) and
 * refreshed from the API when open. "Cancel order" while `placed`: online only, because the
 * market must answer it there and then (it may be confirming the order at that moment).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { baseApi } from '../../api/clients'
import { ApiError } from '../../api/http'
import { db, type OrderRow } from '../../db/db'
import { requestMessage } from '../../i18n/error-messages'
import { formatDate, formatDay, formatPrice } from '../../i18n/format'
import { formatAmount } from '../../i18n/units'
import { useLocale } from '../../i18n/use-locale'
import { useDocumentMeta } from '../../ui/page-meta'
import { cancelOrder, pullOrder } from '../../sync/orders'
import { useIsOnline } from '../../sync/use-online'
import { usePageData } from '../../sync/use-page-data'
import { useMarketTimeZone, useOrder, useShopperId } from './order-queries'
import { ReorderButton } from './reorder-button'
import { PaymentPanel } from '../../ui/payment-panel'
import { ORDER_STATUS_HINTS, ORDER_STATUS_LABELS, OTHER_PROVIDER, orderPath, providerBrand } from './order-status'
import { CreditRows } from '../../ui/credit-rows'

export function OrderScreen({ id }: { id: string }) {
  const owner = useShopperId()
  if (!owner) return <div aria-busy="true" className="detail--loading" />
  return <OrderDetail owner={owner} id={id} />
}

function OrderDetail({ owner, id }: { owner: string; id: string }) {
  const { param } = useLocale()
  const order = useOrder(owner, id)
  const refresh = usePageData((signal) => pullOrder(baseApi, db, owner, id, { signal }))
  if (order === undefined || (order === null && refresh.isUpdating)) return <div aria-busy="true" className="detail--loading" />
  if (order === null) {
    return (
      <section aria-labelledby="order-title">
        <h1 id="order-title">
          <Trans>Order not found</Trans>
        </h1>
        <p className="notice" role="status">
          <Trans>This order is not saved on this phone, and the market did not send it. Check your connection and try again.</Trans>
        </p>
        <div className="hero__actions">
          <button type="button" className="button" onClick={refresh.retry}>
            <Trans>Try again</Trans>
          </button>
          <Link to="/{-$locale}/account/orders" params={{ locale: param }} className="button">
            <Trans>All my orders</Trans>
          </Link>
        </div>
      </section>
    )
  }
  return <OrderView order={order} owner={owner} />
}

/** The order's lines by farm, in the order the farms first appear (orders from before decision 017: one group without a farm). */
function farmGroups(lines: OrderRow['lines']) {
  const groups = new Map<string, { farmName: string; dropOffDay: string | null; lines: OrderRow['lines'] }>()
  for (const line of lines) {
    const group = groups.get(line.farmName) ?? { farmName: line.farmName, dropOffDay: line.dropOffDay, lines: [] }
    group.lines.push(line)
    groups.set(line.farmName, group)
  }
  return [...groups.values()]
}

/** A farm of the order, and the day it brings this order's produce to the market. */
function FarmHeading({ farmName, dropOffDay }: { farmName: string; dropOffDay: string | null }) {
  const { locale } = useLocale()
  const day = dropOffDay ? formatDay(dropOffDay, locale) : null
  return (
    <h3 className="order__farm-title">
      {farmName}
      {day ? (
        <>
          {' '}
          <span className="card__meta">
            <Trans>brings it to the market on {day}</Trans>
          </span>
        </>
      ) : null}
    </h3>
  )
}

/**
 * An order's page. `owner` null: a guest's order read by its link (no account: no cancelling here, no
 * list to go back to); its payment panel reads and retries by the link's `guestToken` (decision 038).
 */
export function OrderView({ order, owner, guestToken = null }: { order: OrderRow; owner: string | null; guestToken?: string | null }) {
  const { t, i18n } = useLingui()
  const { locale, param } = useLocale()
  const money = (minor: number) => formatPrice(minor, order.currency, order.currencyExponent, locale)
  const number = order.number
  const day = formatDate(`${order.deliveryDay}T00:00:00Z`, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const isPickup = order.fulfilment === 'pickup'
  // The tab and the history say which order this is, not the list's title (issue 30).
  useDocumentMeta(t`Order ${number}`, i18n._(ORDER_STATUS_HINTS[order.status]))
  return (
    <article className="order" aria-labelledby="order-title">
      {owner ? (
        <p>
          <Link to="/{-$locale}/account/orders" params={{ locale: param }}>
            <Trans>All my orders</Trans>
          </Link>
        </p>
      ) : null}
      <h1 id="order-title">
        <Trans>Order {number}</Trans>
      </h1>
      <p className="order__status">
        <span className={`status-chip status-chip--${order.status}`}>{i18n._(ORDER_STATUS_LABELS[order.status])}</span> <span>{i18n._(ORDER_STATUS_HINTS[order.status])}</span>
      </p>
      <ReorderButton order={order} />

      <section className="section order__section" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">
          <Trans>What you ordered</Trans>
        </h2>
        {farmGroups(order.lines).map((group) => (
          <div key={group.farmName} className="order__farm">
            {group.farmName ? <FarmHeading farmName={group.farmName} dropOffDay={group.dropOffDay} /> : null}
            <ul className="summary-lines">
              {group.lines.map((l) => {
                const amount = formatAmount(i18n, l.quantity, l.unit)
                const price = money(l.price)
                return (
                  <li key={l.produceId} className="summary-lines__line">
                    <span>
                      {l.name}{' '}
                      <span className="card__meta">
                        <Trans>
                          {amount} at {price}
                        </Trans>
                      </span>
                    </span>
                    <span>{money(l.lineTotal)}</span>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
        <dl className="totals">
          <div className="totals__row">
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
          <div className="totals__row">
            <dt>
              <Trans>Delivery fee</Trans>
            </dt>
            <dd>{order.deliveryFee === 0 ? <Trans>Free</Trans> : money(order.deliveryFee)}</dd>
          </div>
          <div className="totals__row">
            <dt>
              <Trans>Service fee</Trans>
            </dt>
            <dd>{money(order.serviceFee)}</dd>
          </div>
          <div className="totals__row totals__row--total">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{money(order.total)}</dd>
          </div>
          <CreditRows creditUsed={order.creditUsed ?? 0} total={order.total} money={money} />
        </dl>
      </section>

      <section className="section order__section" aria-labelledby="order-where-title">
        <h2 id="order-where-title">{isPickup ? <Trans>Pickup</Trans> : <Trans>Delivery</Trans>}</h2>
        <dl className="facts">
          {order.fulfilment === 'digital' ? (
            // A digital order has no day: its books are in the account once paid (decision 050).
            <>
              <dt>
                <Trans>Delivery</Trans>
              </dt>
              <dd>
                <Trans>Digital: read it in your account</Trans>
              </dd>
            </>
          ) : (
            <>
              <dt>{isPickup ? <Trans>Pickup day</Trans> : <Trans>Delivery day</Trans>}</dt>
              <dd>{order.slotWindow ? `${day}, ${order.slotWindow.start}–${order.slotWindow.end}` : day}</dd>
            </>
          )}
          {order.address ? (
            <>
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd>
                <address className="order__address">
                  <strong>{order.address.label}</strong>
                  <br />
                  {order.address.recipient} · {order.address.phone}
                  <br />
                  {order.address.line1}
                  {order.address.line2 ? (
                    <>
                      <br />
                      {order.address.line2}
                    </>
                  ) : null}
                  {order.address.landmark ? (
                    <>
                      <br />
                      {order.address.landmark}
                    </>
                  ) : null}
                  <br />
                  {order.address.locationName}
                </address>
              </dd>
            </>
          ) : null}
          {order.pickupLocation ? (
            <>
              <dt>
                <Trans>Pickup point</Trans>
              </dt>
              <dd>
                <strong>{order.pickupLocation.name}</strong>
                <br />
                {order.pickupLocation.address}
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Payment</Trans>
          </dt>
          <dd>
            {order.payment.kind === 'cash' ? (
              isPickup ? (
                <Trans>Cash when you pick it up</Trans>
              ) : (
                <Trans>Cash on delivery</Trans>
              )
            ) : order.payment.kind === 'card' ? (
              <Trans>Card or mobile money with Paystack</Trans>
            ) : (
              <PaymentLine provider={providerBrand(order.payment.provider) ?? i18n._(OTHER_PROVIDER)} phone={order.payment.phone} />
            )}
          </dd>
          {order.note ? (
            <>
              <dt>
                <Trans>Your note</Trans>
              </dt>
              <dd>{order.note}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {order.payment.kind !== 'cash' ? <PaymentPanel orderId={order.id} guestToken={guestToken} /> : null}

      <OrderTimeline order={order} />

      {order.status === 'placed' && owner ? <CancelOrder order={order} owner={owner} label={t`Cancel order`} /> : null}
    </article>
  )
}

/**
 * The order's steps: each move it made, with its time in the market's time zone (the device's
 * until the market's details are on this device), then the steps still to come on its path.
 */
function OrderTimeline({ order }: { order: OrderRow }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const timeZone = useMarketTimeZone(order.storeId)
  // dateStyle and timeStyle cannot be combined with timeZoneName: the zone is the market's, as every time the shop shows.
  const zone = timeZone ? { timeZone } : {}
  const done = new Set(order.history.map((h) => h.status))
  const ahead = order.status === 'cancelled' ? [] : orderPath(order.fulfilment).filter((s) => !done.has(s))
  return (
    <section className="section order__section" aria-labelledby="order-history-title">
      <h2 id="order-history-title">
        <Trans>History</Trans>
      </h2>
      <ol className="order-history">
        {order.history.map((h, i) => (
          <li key={`${h.status}-${i}`} className="order-history__step" aria-current={i === order.history.length - 1 ? 'step' : undefined}>
            <strong>{i18n._(ORDER_STATUS_LABELS[h.status])}</strong>
            <time dateTime={h.at} className="card__meta">
              {formatDate(h.at, locale, { dateStyle: 'medium', timeStyle: 'short', ...zone })}
            </time>
          </li>
        ))}
        {ahead.map((status) => (
          <li key={status} className="order-history__step order-history__step--ahead">
            <strong>{i18n._(ORDER_STATUS_LABELS[status])}</strong>
            <span className="card__meta">
              <Trans>To come</Trans>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

function PaymentLine({ provider, phone }: { provider: string; phone: string }) {
  return (
    <Trans>
      Mobile money: {provider}, number {phone}
    </Trans>
  )
}

function CancelOrder({ order, owner, label }: { order: OrderRow; owner: string; label: string }) {
  const online = useIsOnline()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<'offline' | 'too-late' | string | null>(null)
  const cancel = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await cancelOrder(baseApi, db, owner, order.id)
      setAsking(false)
    } catch (error) {
      if (!(error instanceof ApiError) || error.isNetwork) setFailure('offline')
      else if (error.status === 409) {
        setFailure('too-late')
        await pullOrder(baseApi, db, owner, order.id).catch(() => {})
      } else setFailure(requestMessage(error.code))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="section order__section" aria-labelledby="order-cancel-title">
      <h2 id="order-cancel-title">
        <Trans>Changed your mind?</Trans>
      </h2>
      <p>
        <Trans>You can cancel this order until the farmers confirm it.</Trans>
      </p>
      {!online ? (
        <p className="notice" role="status">
          <Trans>You are offline. Cancelling needs a connection, so that the market can stop your order straight away.</Trans>
        </p>
      ) : null}
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure === 'offline' ? (
            <Trans>We could not reach the market, so your order is not cancelled. Try again when you are back online.</Trans>
          ) : failure === 'too-late' ? (
            <Trans>The farmers have already confirmed this order, so it can no longer be cancelled here. Please contact the market.</Trans>
          ) : (
            failure
          )}
        </p>
      ) : null}
      {asking ? (
        <div className="hero__actions" role="group" aria-label={label}>
          <button type="button" className="button button--danger" disabled={busy || !online} onClick={() => void cancel()}>
            <Trans>Yes, cancel my order</Trans>
          </button>
          <button type="button" className="button" onClick={() => setAsking(false)}>
            <Trans>Keep my order</Trans>
          </button>
        </div>
      ) : (
        <button type="button" className="button" disabled={!online} onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
    </section>
  )
}
