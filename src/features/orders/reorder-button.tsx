/**
 * "Order again" (issue 31): the order's lines go back into the basket in one tap (src/sync/reorder.ts,
 * offline too), and what happened is said beside the button: how many produces are back, what the
 * stock cut short, and each produce that could not go back and why.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Order } from '../../api/cart-contract'
import { formatAmount } from '../../i18n/units'
import { useLocale } from '../../i18n/use-locale'
import { reorder, type ReorderOutcome } from '../../sync/reorder'

export function ReorderButton({ order }: { order: Pick<Order, 'id' | 'storeId' | 'lines'> }) {
  const { locale } = useLocale()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null)
  const again = async () => {
    setBusy(true)
    try {
      setOutcome(await reorder(order, locale))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="reorder">
      <button type="button" className="button" disabled={busy} onClick={() => void again()} aria-describedby={outcome ? `reorder-${order.id}` : undefined}>
        <Trans>Order again</Trans>
      </button>
      <div id={`reorder-${order.id}`} role="status" className="reorder__outcome">
        {outcome ? <ReorderMessage outcome={outcome} /> : null}
      </div>
    </div>
  )
}

function ReorderMessage({ outcome }: { outcome: ReorderOutcome }) {
  const { i18n } = useLingui()
  const { param } = useLocale()
  if (outcome.otherStore) {
    return (
      <p className="notice">
        <Trans>Your basket holds produce from another market, so nothing was added. Empty your basket first, then order again.</Trans>
      </p>
    )
  }
  const back = outcome.added.length + outcome.capped.length
  return (
    <div className="notice">
      <p>
        {back > 0 ? (
          <Plural value={back} one="# produce is back in your basket." other="# produces are back in your basket." />
        ) : (
          <Trans>Nothing from this order can go back into your basket now.</Trans>
        )}{' '}
        {back > 0 ? (
          <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: 'farm' }}>
            <Trans>Go to my basket</Trans>
          </Link>
        ) : null}
      </p>
      {outcome.capped.length + outcome.missing.length > 0 ? (
        <ul>
          {outcome.capped.map((l) => {
            const { name } = l
            const amount = formatAmount(i18n, l.quantity, l.unit)
            return (
              <li key={l.produceId}>
                <Trans>
                  Only {amount} of {name} left: that is what your basket holds.
                </Trans>
              </li>
            )
          })}
          {outcome.missing.map((l) => {
            const { name } = l
            return (
              <li key={l.produceId}>
                {l.reason === 'sold-out' ? (
                  <Trans>{name} is sold out.</Trans>
                ) : l.reason === 'unavailable' ? (
                  <Trans>{name} is no longer sold.</Trans>
                ) : (
                  <Trans>{name} could not be checked while you are offline, so it is not in your basket. Order again once you are online.</Trans>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
