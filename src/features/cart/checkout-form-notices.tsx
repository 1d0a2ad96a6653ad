/** What checkout's form says above its button: produce that cannot be bought, a basket change refused, and offline. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'

export function BasketNotices({ hasGone, cartWaiting }: { hasGone: boolean; cartWaiting: boolean }) {
  const { param } = useLocale()
  return (
    <>
      {hasGone ? (
        <p className="notice notice--error" role="alert">
          <Trans>Some produce in your basket is sold out or no longer sold. Remove it from your basket before you place your order.</Trans>{' '}
          <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: 'farm' }}>
            <Trans>Change my basket</Trans>
          </Link>
        </p>
      ) : null}
      {cartWaiting ? (
        <p className="notice" role="status">
          <Trans>One change to your basket was not accepted by the market. Check your basket: the order will contain what the market has.</Trans>
        </p>
      ) : null}
    </>
  )
}

/** Offline, the order waits on the phone only once the shopper said it may be placed later. */
export function OfflineConfirm({ confirmed, onChange, attempted }: { confirmed: boolean; onChange(confirmed: boolean): void; attempted: boolean }) {
  return (
    <div className="notice checkout__offline" role="status">
      <p>
        <Trans>You are offline. We can keep this order on your phone and place it as soon as the connection is back — once, even if the connection drops again.</Trans>
      </p>
      <label className="check">
        <input type="checkbox" checked={confirmed} onChange={(e) => onChange(e.target.checked)} />
        <span>
          <Trans>Yes, place my order automatically when I am back online.</Trans>
        </span>
      </label>
      {attempted && !confirmed ? (
        <p className="field__error">
          <Trans>Tick the box to confirm, or wait until you are back online.</Trans>
        </p>
      ) : null}
    </div>
  )
}
