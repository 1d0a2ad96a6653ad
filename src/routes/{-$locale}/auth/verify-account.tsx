import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { VerifyAccountScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/verify-account')({
  staticData: { kind: 'auth', title: msg`Verify your e-mail — Malewa`, description: msg`Confirming your e-mail address.` },
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined; returnTo?: string | undefined } => ({ token: text(search.token, 200), returnTo: text(search.returnTo, 500) }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token, returnTo } = Route.useSearch()
  return <VerifyAccountScreen token={token} returnTo={returnTo} />
}
