/** Checkout's pages without a form: sign in first, an empty basket, the market's options never fetched. */
import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'

/** Sign in or create an account (and come back here), or what `children` offers instead (order as a guest). */
export function SignInToCheckout({ children }: { children?: ReactNode }) {
  const { param } = useLocale()
  const returnTo = useLocation({ select: (l) => l.href })
  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Sign in to check out</Trans>
      </h1>
      <p>
        <Trans>Your basket stays on this phone while you sign in or create an account. You come straight back here afterwards.</Trans>
      </p>
      <div className="hero__actions">
        <Link to="/{-$locale}/auth/login" params={{ locale: param }} search={{ returnTo }} className="button button--primary">
          <Trans>Sign in</Trans>
        </Link>
        <Link to="/{-$locale}/auth/register" params={{ locale: param }} search={{ returnTo }} className="button">
          <Trans>Create an account</Trans>
        </Link>
        {children}
        <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: 'farm' }} className="button">
          <Trans>Back to my basket</Trans>
        </Link>
      </div>
    </section>
  )
}

export function EmptyBasket() {
  const { param } = useLocale()
  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Checkout</Trans>
      </h1>
      <div className="empty-state">
        <p>
          <Trans>Your basket is empty, so there is nothing to order yet.</Trans>
        </p>
        <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button button--primary">
          <Trans>Browse fresh produce</Trans>
        </Link>
      </div>
    </section>
  )
}

/** The market's delivery days and pickup points were never fetched on this device. */
export function OptionsMissing({ isUpdating, hasFailed, onRetry }: { isUpdating: boolean; hasFailed: boolean; onRetry(): void }) {
  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Checkout</Trans>
      </h1>
      <p className="notice" role="status">
        {isUpdating ? (
          <Trans>Loading delivery days and pickup points…</Trans>
        ) : (
          <Trans>To check out, this phone needs the market's delivery days and pickup points once. Connect to the internet and try again; your basket is safe.</Trans>
        )}
      </p>
      {hasFailed ? (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </section>
  )
}
