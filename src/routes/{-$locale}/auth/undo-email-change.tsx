import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { UndoEmailChangeScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/undo-email-change')({
  staticData: { kind: 'auth', title: msg`Undo an e-mail change — Malewa`, description: msg`Put your account's e-mail address back.` },
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({ token: text(search.token, 200) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <UndoEmailChangeScreen token={Route.useSearch().token} />
}
