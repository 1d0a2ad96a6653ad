/**
 * The provider portal's frame (decision 032): the back office's layout (src/features/backoffice/)
 * with the portal's navigation.
 */
import { Trans } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { BackOfficeLayout, type NavItem } from '../backoffice/backoffice-layout'

export function PartnerArea() {
  const { param } = useLocale()
  const nav: NavItem[] = [{ link: { to: '/{-$locale}/partner', params: { locale: param } }, label: <Trans>Your providers</Trans>, exact: true }]
  return (
    <BackOfficeLayout area="partner" title={<Trans>Provider portal</Trans>} nav={nav}>
      <Outlet />
    </BackOfficeLayout>
  )
}
