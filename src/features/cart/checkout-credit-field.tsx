/**
 * "Use my credit: ZAR 40.00" at checkout (decision 038): the shopper's credit in the market's
 * currency, what it takes off this order, and that the market decides what it spends when the
 * order reaches it (an order sent later, offline, may find less).
 */
import { Trans } from '@lingui/react/macro'

interface Props {
  checked: boolean
  /** The balance, formatted. */
  credit: string
  /** What it takes off this order, formatted. */
  takesOff: string
  coversAll: boolean
  onChange(value: boolean): void
}

export function CreditField({ checked, credit, takesOff, coversAll, onChange }: Props) {
  return (
    <div className="checkout__credit">
      <label className="choice">
        <input type="checkbox" name="useCredit" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className="choice__title">
          <Trans>Use my credit: {credit}</Trans>
        </span>
        <span className="choice__meta">
          {coversAll ? <Trans>Your credit pays the whole order: nothing more to pay.</Trans> : <Trans>It takes {takesOff} off; you pay the rest as chosen below.</Trans>}{' '}
          <Trans>If your credit is lower when the order reaches the market, it uses what there is and you pay the rest as chosen below.</Trans>
        </span>
      </label>
    </div>
  )
}
