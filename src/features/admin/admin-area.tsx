/**
 * The operator console's frame (decision 032): the back office's layout with the console's
 * navigation, once the account's facts say it holds an operator grant; an account without one is
 * told plainly whose console this is (and the pages, which would only be refused, stay closed);
 * a path that is no page shows the not-found page to everyone.
 */
import { Trans } from '@lingui/react/macro'
import { Outlet, useMatches } from '@tanstack/react-router'
import './admin.css'
import { useLocale } from '../../i18n/use-locale'
import { BackOfficeLayout, type NavItem } from '../backoffice/backoffice-layout'
import { RemoteFailure } from './admin-forms'
import { OperatorRoleContext, operatorRoleOf, useAccountFacts } from './operator-facts'

export function AdminArea() {
  const { param } = useLocale()
  const facts = useAccountFacts()
  const role = facts.data ? operatorRoleOf(facts.data) : null
  // A path under /admin that is no page is the not-found page, whoever asks.
  const isNotFound = useMatches({ select: (matches) => matches.at(-1)?.staticData.kind === 'notFound' })
  const nav: NavItem[] = role
    ? [
        { link: { to: '/{-$locale}/admin', params: { locale: param } }, label: <Trans>Applications</Trans>, exact: true },
        { link: { to: '/{-$locale}/admin/providers', params: { locale: param } }, label: <Trans>Providers</Trans> },
        { link: { to: '/{-$locale}/admin/orders', params: { locale: param } }, label: <Trans>Orders</Trans> },
        { link: { to: '/{-$locale}/admin/markets', params: { locale: param } }, label: <Trans>Markets</Trans> },
        { link: { to: '/{-$locale}/admin/offers', params: { locale: param } }, label: <Trans>Offers</Trans> },
        { link: { to: '/{-$locale}/admin/payments', params: { locale: param } }, label: <Trans>Payments</Trans> },
        { link: { to: '/{-$locale}/admin/messages', params: { locale: param } }, label: <Trans>Messages</Trans> },
        { link: { to: '/{-$locale}/admin/outbox', params: { locale: param } }, label: <Trans>E-mail outbox</Trans> },
        { link: { to: '/{-$locale}/admin/audit', params: { locale: param } }, label: <Trans>Audit log</Trans> },
        ...(role === 'admin' ? [{ link: { to: '/{-$locale}/admin/operators', params: { locale: param } }, label: <Trans>Operators</Trans> } as const] : []),
      ]
    : []
  return (
    <BackOfficeLayout area="admin" title={<Trans>Operator console</Trans>} subtitle={role === 'admin' ? <Trans>Admin</Trans> : role === 'support' ? <Trans>Support</Trans> : undefined} nav={nav}>
      {role || isNotFound ? (
        <OperatorRoleContext.Provider value={role}>
          <Outlet />
        </OperatorRoleContext.Provider>
      ) : (
        <section className="bo-section" aria-labelledby="console-closed-title" aria-busy={facts.loading || undefined}>
          <h1 id="console-closed-title">
            <Trans>Operator console</Trans>
          </h1>
          <RemoteFailure remote={facts} />
          {facts.data ? (
            <p>
              <Trans>This console is for the market's operators, and your account is not one of them. The people who run the market's server can make it one.</Trans>
            </p>
          ) : null}
        </section>
      )}
    </BackOfficeLayout>
  )
}
