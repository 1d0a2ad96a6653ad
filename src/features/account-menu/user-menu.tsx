/**
 * The header's account entry (spec 2): "Sign in" for a visitor; for a signed-in shopper a dropdown
 * with Account, Favorites, Orders and Sign out. `AccountLinks` are the same destinations as list
 * items for the mobile menu and the footer (login and register only when signed out).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { useCloseOnOutsideClick } from '../../ui/use-close-on-outside-click'
import { useSession } from '../../session/session-actor'

export function UserMenu() {
  const { t } = useLingui()
  const { param } = useLocale()
  const session = useSession()
  const ref = useRef<HTMLDetailsElement>(null)
  useCloseOnOutsideClick(ref)
  if (!session.signedIn) {
    return (
      <Link to="/{-$locale}/auth/login" params={{ locale: param }} className="header__link">
        <Trans>Sign in</Trans>
      </Link>
    )
  }
  const initials = session.user ? `${session.user.name[0] ?? ''}${session.user.surname[0] ?? ''}`.toUpperCase() : '•'
  return (
    <details className="dropdown user-menu" ref={ref}>
      {/* The initials are what the shopper sees: the name holds them (WCAG 2.5.3 Label in Name). */}
      <summary
        className="header__link"
        aria-label={t({ message: `Your account, ${initials}`, comment: "The header's account menu button; {initials} are the shopper's initials, shown on the button." })}
      >
        <span className="avatar avatar--small" aria-hidden="true">
          {initials}
        </span>
      </summary>
      <div className="dropdown__panel">
        {session.user ? <p className="dropdown__title">{`${session.user.name} ${session.user.surname}`}</p> : null}
        <Link to="/{-$locale}/account" params={{ locale: param }}>
          <Trans>Account</Trans>
        </Link>
        <Link to="/{-$locale}/account/favorites" params={{ locale: param }}>
          <Trans>Favorites</Trans>
        </Link>
        <Link to="/{-$locale}/account/orders" params={{ locale: param }}>
          <Trans>Orders</Trans>
        </Link>
        <button type="button" className="link-button" onClick={() => session.send({ type: 'session.logout' })}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </details>
  )
}

export function AccountLinks() {
  const { param } = useLocale()
  const session = useSession()
  if (!session.signedIn) {
    return (
      <>
        <li>
          <Link to="/{-$locale}/auth/login" params={{ locale: param }}>
            <Trans>Sign in</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/auth/register" params={{ locale: param }}>
            <Trans>Create an account</Trans>
          </Link>
        </li>
      </>
    )
  }
  return (
    <>
      <li>
        <Link to="/{-$locale}/account" params={{ locale: param }}>
          <Trans>My account</Trans>
        </Link>
      </li>
      <li>
        <Link to="/{-$locale}/account/orders" params={{ locale: param }}>
          <Trans>Orders</Trans>
        </Link>
      </li>
      <li>
        <Link to="/{-$locale}/account/favorites" params={{ locale: param }}>
          <Trans>Favorites</Trans>
        </Link>
      </li>
    </>
  )
}
