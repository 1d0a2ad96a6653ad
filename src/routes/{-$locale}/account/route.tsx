import { createFileRoute, redirect } from '@tanstack/react-router'
import { AccountLayout } from '../../../features/account/account-layout'
import { loadCatalogPart } from '../../../i18n/i18n'
import { hasAccessToken } from '../../../session/session-actor'

/** Spec 6: account pages need a token; a visitor goes to the localized login page and comes back after. */
export const Route = createFileRoute('/{-$locale}/account')({
  beforeLoad: async ({ params, location, context, preload }) => {
    if (!hasAccessToken()) {
      throw redirect({ to: '/{-$locale}/auth/login', params: { locale: params.locale }, search: { returnTo: location.href }, replace: true })
    }
    await loadCatalogPart('account', context.locale, preload)
  },
  component: AccountLayout,
})
