/**
 * The account area's layout (spec 2): a sidebar with the shopper's avatar, full name and e-mail,
 * the credits box (the shopper's real credit per currency, from refunds and payments an order no
 * longer needed: decision 033) and links to Payments, Addresses, Favorites and Orders; the selected
 * page beside it. Sticky on wide screens.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { pullCredits, useCredits } from '../../sync/account-data'
import { usePageData } from '../../sync/use-page-data'
import { sessionActor } from '../../session/session-actor'
import { serviceIsOpen } from '../../api/services-contract'

export function AccountLayout() {
  const { t } = useLingui()
  const { param } = useLocale()
  const user = useSelector(sessionActor(), (s) => s.context.user)
  const fullName = user ? `${user.name} ${user.surname}` : ''
  const initials = user ? `${user.name[0] ?? ''}${user.surname[0] ?? ''}`.toUpperCase() : ''
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
        {user ? <Credits ownerId={user.id} /> : null}
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
          {serviceIsOpen('chef') ? (
            <Link to="/{-$locale}/account/bookings" params={{ locale: param }} {...link}>
              <Trans>Chef bookings</Trans>
            </Link>
          ) : null}
        </nav>
      </aside>
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  )
}

function Credits({ ownerId }: { ownerId: string }) {
  const { locale } = useLocale()
  const credits = useCredits(ownerId)
  usePageData((signal) => pullCredits(baseApi, db, ownerId, { signal }))
  const held = (credits ?? []).filter((c) => c.amount !== 0)
  return (
    <div className="credits">
      <span>
        <Trans>Credits</Trans>
      </span>
      {credits === undefined ? null : held.length === 0 ? (
        <strong>
          <Trans>None yet</Trans>
        </strong>
      ) : (
        held.map((c) => <strong key={c.currency}>{formatPrice(c.amount, c.currency, c.currencyExponent, locale)}</strong>)
      )}
    </div>
  )
}
