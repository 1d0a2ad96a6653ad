/** Checkout's summary beside the form: the lines that can be bought, the fees and the total the order carries. */
import { Trans } from '@lingui/react/macro'
import type { CartLineRow } from '../../db/db'
import { useLingui } from '@lingui/react'
import { formatAmount } from '../../i18n/units'
import { CreditRows } from '../../ui/credit-rows'
import { lineTotal } from './line-total'

interface SummaryProps {
  lines: Pick<CartLineRow, 'produceId' | 'name' | 'unit' | 'quantity' | 'price'>[]
  money(minor: number): string
  subtotal: number
  /** null: not known until an address is chosen. */
  deliveryFee: number | null
  serviceFee: number
  total: number
  /** The shopper's credit the order would spend (decision 038); 0: none. */
  creditUsed?: number
  isPickup: boolean
  deliveryDay: string | null
}

export function OrderSummary({ lines, money, subtotal, deliveryFee, serviceFee, total, creditUsed = 0, isPickup, deliveryDay }: SummaryProps) {
  const { i18n } = useLingui()
  return (
    <aside className="cart-summary checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        <Trans>Your order</Trans>
      </h2>
      <ul className="summary-lines">
        {lines.map((l) => {
          return (
            <li key={l.produceId} className="summary-lines__line">
              <span>
                {l.name} <span className="card__meta">{formatAmount(i18n, l.quantity, l.unit)}</span>
              </span>
              <span>{money(lineTotal(l))}</span>
            </li>
          )
        })}
      </ul>
      <dl className="totals">
        <div className="totals__row">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(subtotal)}</dd>
        </div>
        <div className="totals__row">
          <dt>{isPickup ? <Trans>Pickup</Trans> : <Trans>Delivery fee</Trans>}</dt>
          <dd>{deliveryFee === null ? <Trans>Choose an address</Trans> : deliveryFee === 0 ? <Trans>Free</Trans> : money(deliveryFee)}</dd>
        </div>
        <div className="totals__row">
          <dt>
            <Trans>Service fee</Trans>
          </dt>
          <dd>{money(serviceFee)}</dd>
        </div>
        <div className="totals__row totals__row--total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(total)}</dd>
        </div>
        <CreditRows creditUsed={creditUsed} total={total} money={money} />
      </dl>
      {deliveryDay ? <p className="card__meta">{isPickup ? <Trans>Pickup on {deliveryDay}</Trans> : <Trans>Delivery on {deliveryDay}</Trans>}</p> : null}
      <p className="card__meta">
        <Trans>The market confirms the prices when your order is placed.</Trans>
      </p>
    </aside>
  )
}
