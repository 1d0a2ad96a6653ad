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
  ]
  return (
    <BackOfficeLayout area="admin" title={<Trans>Operator console</Trans>} nav={nav}>
      <Outlet />
    </BackOfficeLayout>
  )
}
