import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { RegisterScreen } from '../../../features/auth/register-screen'

export const Route = createFileRoute('/{-$locale}/auth/register')({
  staticData: { kind: 'auth', title: msg`Create your account — Malewa`, description: msg`Create an account to order from local farmers.` },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string | undefined } => ({ returnTo: text(search.returnTo, 500) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <RegisterScreen returnTo={Route.useSearch().returnTo} />
}
