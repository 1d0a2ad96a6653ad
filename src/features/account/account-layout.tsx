/**
 * The account area's layout (spec 2): a sidebar with the shopper's avatar, full name and e-mail,
 * the credits box (a fixed $1.00, as the spec says) and links to Payments, Addresses, Favorites and
 * Orders; the selected page beside it. Sticky on wide screens.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { DISPLAYED_CREDITS } from '../../config'
import { useLocale } from '../../i18n/use-locale'
import { sessionActor } from '../../session/session-actor'

export function AccountLayout() {
  const { t, i18n } = useLingui()
  const { param } = useLocale()
  const user = useSelector(sessionActor(), (s) => s.context.user)
  const fullName = user ? `${user.name} ${user.surname}` : ''
  const initials = user ? `${user.name[0] ?? ''}${user.surname[0] ?? ''}`.toUpperCase() : ''
  const credits = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: DISPLAYED_CREDITS.currency }).format(DISPLAYED_CREDITS.amount)
  const link = { className: 'account-nav__link', activeProps: { className: 'account-nav__link account-nav__link--active', 'aria-current': 'page' as const } }
  return (
    <div className="account">
      <aside className="account__sidebar" aria-label={t`Your account`}>
        <Link to="/{-$locale}/account" params={{ locale: param }} className="account__who" activeOptions={{ exact: true }}>
          {user?.avatarUrl ? (
            <img className="avatar" src={user.avatarUrl} alt="" width="56" height="56" />
          ) : (
            <span className="avatar" aria-hidden="true">
              {initials}
            </span>
          )}
          <span>
            <strong className="account__name">{fullName}</strong>
            <span className="account__email">{user?.email}</span>
          </span>
        </Link>
        <div className="credits">
          <span>
            <Trans>Credits</Trans>
          </span>
          <strong>{credits}</strong>
        </div>
        <nav className="account-nav">
          <Link to="/{-$locale}/account/payments" params={{ locale: param }} {...link}>
            <Trans>Payments</Trans>
          </Link>
          <Link to="/{-$locale}/account/addresses" params={{ locale: param }} {...link}>
            <Trans>Addresses</Trans>
          </Link>
          <Link to="/{-$locale}/account/favorites" params={{ locale: param }} {...link}>
            <Trans>Favorites</Trans>
          </Link>
          <Link to="/{-$locale}/account/orders" params={{ locale: param }} {...link}>
            <Trans>Orders</Trans>
          </Link>
        </nav>
      </aside>
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  )
}
