/**
 * The operator console's frame (decision 032): the back office's layout with the console's
 * navigation. Each page asks the server, which checks the operator's grant on every call.
 */
import { Trans } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import './admin.css'
import { useLocale } from '../../i18n/use-locale'
import { BackOfficeLayout, type NavItem } from '../backoffice/backoffice-layout'

export function AdminArea() {
  const { param } = useLocale()
  const nav: NavItem[] = [
    { link: { to: '/{-$locale}/admin', params: { locale: param } }, label: <Trans>Applications</Trans>, exact: true },
    { link: { to: '/{-$locale}/admin/providers', params: { locale: param } }, label: <Trans>Providers</Trans> },
    { link: { to: '/{-$locale}/admin/orders', params: { locale: param } }, label: <Trans>Orders</Trans> },
    { link: { to: '/{-$locale}/admin/messages', params: { locale: param } }, label: <Trans>Messages</Trans> },
    { link: { to: '/{-$locale}/admin/outbox', params: { locale: param } }, label: <Trans>E-mail outbox</Trans> },
    { link: { to: '/{-$locale}/admin/audit', params: { locale: param } }, label: <Trans>Audit log</Trans> },
  ]
  return (
    <BackOfficeLayout area="admin" title={<Trans>Operator console</Trans>} nav={nav}>
      <Outlet />
    </BackOfficeLayout>
  )
}
