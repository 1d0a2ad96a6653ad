import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { ConfirmAccountScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/confirm-account')({
  staticData: { kind: 'auth', title: msg`Confirm your account — Malewa`, description: msg`Type the code from our e-mail to confirm your account.` },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string | undefined } => ({ returnTo: text(search.returnTo, 500) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <ConfirmAccountScreen returnTo={Route.useSearch().returnTo} />
}
