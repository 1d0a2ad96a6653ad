import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { ResetPasswordScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({ token: text(search.token, 200) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <ResetPasswordScreen token={Route.useSearch().token} />
}
