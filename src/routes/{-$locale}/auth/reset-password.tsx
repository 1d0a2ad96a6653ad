import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { ResetPasswordScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/reset-password')({
  staticData: { kind: 'auth', title: msg`Choose a new password — Malewa`, description: msg`Choose a new password for your account.` },
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({ token: text(search.token, 200) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <ResetPasswordScreen token={Route.useSearch().token} />
}
