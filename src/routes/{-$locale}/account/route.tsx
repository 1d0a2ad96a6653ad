import { createFileRoute, redirect } from '@tanstack/react-router'
import { AccountLayout } from '../../../features/account/account-layout'
import { hasAccessToken } from '../../../session/session-actor'

/** Spec 6: account pages need a token; a visitor goes to the localized login page and comes back after. */
export const Route = createFileRoute('/{-$locale}/account')({
  beforeLoad: ({ params, location }) => {
    if (!hasAccessToken()) {
      throw redirect({ to: '/{-$locale}/auth/login', params: { locale: params.locale }, search: { returnTo: location.href }, replace: true })
    }
  },
  component: AccountLayout,
})
