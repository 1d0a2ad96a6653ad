/**
 * The checkout step shown when the market refused an order because its figures are no longer the
 * ones the shopper confirmed (409 `prices_changed`, decision 014): placed online a moment ago, or
 * queued offline and sent later. Each change is shown old → new (the old price struck through) in
 * the shopper's language and the market's currency; "Place my order at the new prices" queues the
 * same order with exactly these new figures and its own key. Nothing is sent until then.
 */
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ApiFieldError } from '../../api/contract'
import { db, type CartLineRow, type PendingOrderRow } from '../../db/db'
import { formatPrice } from '../../i18n/format'
import { perUnit } from '../../i18n/units'
import { useLocale } from '../../i18n/use-locale'
import { confirmNewFigures, discardPendingOrder } from '../../sync/orders'

interface Props {
  pending: PendingOrderRow
  /** The basket on this device: names and units in the shopper's language. */
  lines: CartLineRow[]
}

export function PricesChanged({ pending, lines }: Props) {
  const { locale, param } = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  const [confirming, setConfirming] = useState(false)
  useEffect(() => heading.current?.focus(), [])
  const s = pending.summary
  const money = (minor: unknown) => formatPrice(Number(minor), s.currency, s.currencyExponent, locale)
  const changes = pending.error?.fields ?? []
  const lineChanges = changes.filter((c) => c.field?.startsWith('lines.'))
  const amountChanges = changes.filter((c) => c.code === 'amount_changed')

  const confirm = async () => {
    setConfirming(true)
    try {
      await confirmNewFigures(db, pending.id)
    } finally {
      setConfirming(false)
    }
  }

  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title">
      <h1 id="checkout-title" tabIndex={-1} ref={heading}>
        <Trans>Some prices have changed</Trans>
      </h1>
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>Nothing was ordered. Since you confirmed your order, the market changed the prices below. Check them, then place your order at the new prices or change your basket.</Trans>
        </p>
      </div>
      {lineChanges.length > 0 ? (
        <ul className="summary-lines">
          {lineChanges.map((change) => (
            <LineChange key={change.field} change={change} pending={pending} lines={lines} money={money} />
          ))}
        </ul>
      ) : null}
      {amountChanges.length > 0 ? (
        <dl className="totals">
          {amountChanges.map((change) => {
            const before = money(change.params?.old)
            const after = money(change.params?.new)
            return (
              <div className={`totals__row${change.field === 'total' ? ' totals__row--total' : ''}`} key={change.field}>
                <dt>
                  <AmountLabel field={change.field} />
                </dt>
                <dd>
                  <Trans>
                    was <del>{before}</del>, now <ins>{after}</ins>
                  </Trans>
                </dd>
              </div>
            )
          })}
        </dl>
      ) : null}
      <div className="hero__actions">
        <button type="button" className="button button--primary" disabled={confirming} onClick={() => void confirm()}>
          <Trans>Place my order at the new prices</Trans>
        </button>
        <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: 'farm' }} className="button">
          <Trans>Change my basket</Trans>
        </Link>
        <button type="button" className="button" onClick={() => void discardPendingOrder(db, pending.id)}>
          <Trans>Don't place this order</Trans>
        </button>
      </div>
    </section>
  )
}

function AmountLabel({ field }: { field: string | null }) {
  switch (field) {
    case 'subtotal':
      return <Trans>Subtotal</Trans>
    case 'deliveryFee':
      return <Trans>Delivery fee</Trans>
    case 'serviceFee':
      return <Trans>Service fee</Trans>
    default:
      return <Trans>Total</Trans>
  }
}

function LineChange({ change, pending, lines, money }: { change: ApiFieldError; pending: PendingOrderRow; lines: CartLineRow[]; money(minor: unknown): string }) {
  const { i18n } = useLingui()
  const produceId = change.field!.slice('lines.'.length)
  const known = lines.find((l) => l.produceId === produceId) ?? pending.summary.lines.find((l) => l.produceId === produceId)
  const name = known?.name ?? String(change.params?.name ?? produceId)
  // "per bunch", "each": the unit's own words; nothing when the line is not on this device.
  const per = known ? perUnit(i18n, known.unit) : ''
  const before = money(change.params?.old)
  const after = money(change.params?.new)
  if (change.code === 'line_removed') {
    return (
      <li className="summary-lines__line">
        <Trans>{name} is no longer in your basket at the market.</Trans>
      </li>
    )
  }
  if (change.params?.old === undefined) {
    return (
      <li className="summary-lines__line">
        <span>{name}</span>
        <span>
          <Trans>
            new in your basket, <ins>{after}</ins> {per}
          </Trans>
        </span>
      </li>
    )
  }
  return (
    <li className="summary-lines__line">
      <span>{name}</span>
      <span>
        <Trans>
          was <del>{before}</del>, now <ins>{after}</ins> {per}
        </Trans>
      </span>
    </li>
  )
}
