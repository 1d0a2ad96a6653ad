/**
 * The provider portal's frame (decision 032): the back office's layout (src/features/backoffice/)
 * with the portal's navigation: the member's providers, and within one provider its pages (today,
 * orders, listings, team, profile). The provider's name and the member's role head it.
 */
import { Trans } from '@lingui/react/macro'
import { Outlet, useParams } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { BackOfficeLayout, type NavItem } from '../backoffice/backoffice-layout'
import { useProviderWords } from './provider-words'
import { useProvider } from './use-partner'

export function PartnerArea() {
  const { param } = useLocale()
  const { providerId } = useParams({ strict: false }) as { providerId?: string }
  const provider = useProvider(providerId ?? '')
  const words = useProviderWords()
  const nav: NavItem[] = providerId
    ? [
        { link: { to: '/{-$locale}/partner/$providerId', params: { locale: param, providerId } }, label: <Trans>Today</Trans>, exact: true },
        { link: { to: '/{-$locale}/partner/$providerId/orders', params: { locale: param, providerId } }, label: <Trans>Orders</Trans> },
        ...(provider?.service === 'chef'
          ? [{ link: { to: '/{-$locale}/partner/$providerId/bookings', params: { locale: param, providerId } }, label: <Trans>Bookings</Trans> } satisfies NavItem]
          : []),
        { link: { to: '/{-$locale}/partner/$providerId/listings', params: { locale: param, providerId } }, label: <Trans>Listings</Trans> },
        { link: { to: '/{-$locale}/partner/$providerId/team', params: { locale: param, providerId } }, label: <Trans>Team</Trans> },
        { link: { to: '/{-$locale}/partner/$providerId/profile', params: { locale: param, providerId } }, label: <Trans>Profile</Trans> },
        { link: { to: '/{-$locale}/partner', params: { locale: param } }, label: <Trans>Your providers</Trans>, exact: true },
      ]
    : [{ link: { to: '/{-$locale}/partner', params: { locale: param } }, label: <Trans>Your providers</Trans>, exact: true }]
  return (
    <BackOfficeLayout
      area="partner"
      title={providerId && provider ? provider.name : <Trans>Provider portal</Trans>}
      subtitle={providerId && provider ? `${words.role(provider.role)} · ${words.status(provider.status)}` : undefined}
      nav={nav}
    >
      {provider?.status === 'suspended' ? (
        <p className="bo-form__error" role="status">
          <Trans>This provider is suspended: you can look, but not change anything until the market reactivates it.</Trans>
        </p>
      ) : null}
      <Outlet />
    </BackOfficeLayout>
  )
}
