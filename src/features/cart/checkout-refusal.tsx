/** The market's refusal of the last attempt, above the form: what it said, and what the shopper can change. */
import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { rememberReturnPlace } from '../../lib/return-place'
import type { Refusal } from './checkout-model'

export function RefusalBox({ refusal }: { refusal: Refusal }) {
  const { param } = useLocale()
  const here = useLocation({ select: (l) => l.href })
  return (
    <div className="notice notice--error" role="alert">
      <p className="checkout__refusal">{refusal.headline}</p>
      {refusal.needsConfirmedEmail ? (
        <p>
          <Link to="/{-$locale}/auth/confirm-account" params={{ locale: param }} search={{ returnTo: here }} onClick={() => rememberReturnPlace(here)}>
            <Trans>Confirm my e-mail address</Trans>
          </Link>
        </p>
      ) : null}
      {refusal.stock.length > 0 ? (
        <>
          <ul>
            {refusal.stock.map((p) => (
              <li key={p.produceId}>{p.message}</li>
            ))}
          </ul>
          <p>
            <Trans>Nothing was ordered and your choices are kept. Change the quantities in your basket, then place your order again.</Trans>{' '}
            <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: 'farm' }}>
              <Trans>Change my basket</Trans>
            </Link>
          </p>
        </>
      ) : (
        <p>
          <Trans>Nothing was ordered. Your choices are kept: correct them and place your order again.</Trans>
        </p>
      )}
    </div>
  )
}
