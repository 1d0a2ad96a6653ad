import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { LoginScreen } from '../../../features/auth/login-screen'

export const Route = createFileRoute('/{-$locale}/auth/login')({
  staticData: { kind: 'auth', title: msg`Sign in — Malewa`, description: msg`Sign in to see your orders and keep your basket on all your devices.` },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string | undefined } => ({ returnTo: text(search.returnTo, 500) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <LoginScreen returnTo={Route.useSearch().returnTo} />
}
