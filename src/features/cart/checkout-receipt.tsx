/** What checkout shows once the market placed the order: its number, day and total, and where to follow it. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { OrderRow, PendingOrderRow } from '../../db/db'
import { formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { PaymentPanel } from '../../ui/payment-panel'
import { CreditRows } from '../../ui/credit-rows'

export function Receipt({ pending, order }: { pending: PendingOrderRow; order: OrderRow | null }) {
  const { locale, param } = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const currency = order?.currency ?? pending.summary.currency
  const exponent = order?.currencyExponent ?? pending.summary.currencyExponent
  const money = (minor: number) => formatPrice(minor, currency, exponent, locale)
  const totalMinor = order?.total ?? pending.summary.total
  const total = money(totalMinor)
  // The market decides what credit the order spends when it reaches it (decision 038): an order sent later may find less.
  const expectedCredit = pending.summary.creditUsed ?? 0
  const creditUsed = order ? (order.creditUsed ?? 0) : expectedCredit
  const creditLower = order !== null && creditUsed < expectedCredit
  const usedAmount = money(creditUsed)
  const restAmount = money(totalMinor - creditUsed)
  const fulfilment = order?.fulfilment ?? pending.input.fulfilment
  const isDigital = fulfilment === 'digital'
  const deliveryDay = order?.deliveryDay ?? pending.input.deliveryDay
  const day = deliveryDay ? formatDay(deliveryDay, locale) : ''
  const number = order?.number ?? ''
  const isPickup = fulfilment === 'pickup'
  return (
    <section className="checkout checkout--narrow confirmation" aria-labelledby="checkout-title">
      <h1 id="checkout-title" tabIndex={-1} ref={heading}>
        <Trans>Thank you, your order is placed</Trans>
      </h1>
      <dl className="totals">
        {number ? (
          <div className="totals__row">
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd>
              <strong>{number}</strong>
            </dd>
          </div>
        ) : null}
        {isDigital ? null : (
          <div className="totals__row">
            <dt>{isPickup ? <Trans>Pickup day</Trans> : <Trans>Delivery day</Trans>}</dt>
            <dd>{day}</dd>
          </div>
        )}
        <div className="totals__row totals__row--total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{total}</dd>
        </div>
        <CreditRows creditUsed={creditUsed} total={totalMinor} money={money} />
      </dl>
      {creditLower ? (
        <p className="notice notice--info" role="status">
          <Trans>
            Your credit was lower when the order reached the market: it paid {usedAmount}, and the rest, {restAmount}, is paid as you chose.
          </Trans>
        </p>
      ) : null}
      <p>
        {isDigital ? (
          <Trans>Your books are in My cookbooks, in your account, as soon as your payment is in.</Trans>
        ) : (
          <Trans>The farmers will confirm your order. You can follow it in your orders.</Trans>
        )}
      </p>
      {pending.orderId && order && order.payment.kind !== 'cash' ? <PaymentPanel orderId={pending.orderId} /> : null}
      <div className="hero__actions">
        {pending.orderId ? (
          <Link to="/{-$locale}/account/orders/$id" params={{ locale: param, id: pending.orderId }} className="button button--primary">
            <Trans>See my order</Trans>
          </Link>
        ) : null}
        <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button">
          <Trans>Keep shopping</Trans>
        </Link>
      </div>
    </section>
  )
}
