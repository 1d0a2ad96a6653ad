/**
 * "Place order" and what stands in its way, said next to it (issue 31): the shopper's checkout and
 * the guest's. The order's total sits right before the button (issue 30): on a phone the summary
 * is far above, and a shopper reads what they pay where they tap to pay it.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export function PlaceOrderButton({ disabled, note, alert, total, children }: { disabled: boolean; note: ReactNode; alert: boolean; total: string; children: ReactNode }) {
  return (
    <>
      <p className="checkout__to-pay">
        <span>
          <Trans>Order total</Trans>
        </span>{' '}
        <strong>{total}</strong>
      </p>
      <button type="submit" className="button button--primary checkout__place" disabled={disabled} aria-describedby={note ? 'place-note' : undefined}>
        {children}
      </button>
      {note ? (
        <p id="place-note" className="field__error checkout__note" role={alert ? 'alert' : 'status'}>
          {note}
        </p>
      ) : null}
    </>
  )
}
