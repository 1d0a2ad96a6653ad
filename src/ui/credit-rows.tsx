/**
 * The shopper's credit an order spends (decision 038), as rows of a totals list: "Paid with your
 * credit −ZAR 40.00" and "Left to pay ZAR 81.00". Nothing when it spends none.
 */
import { Trans } from '@lingui/react/macro'

export function CreditRows({ creditUsed, total, money }: { creditUsed: number; total: number; money(minor: number): string }) {
  if (creditUsed <= 0) return null
  return (
    <>
      <div className="totals__row">
        <dt>
          <Trans>Paid with your credit</Trans>
        </dt>
        <dd>−{money(creditUsed)}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>
          <Trans>Left to pay</Trans>
        </dt>
        <dd>{money(total - creditUsed)}</dd>
      </div>
    </>
  )
}
