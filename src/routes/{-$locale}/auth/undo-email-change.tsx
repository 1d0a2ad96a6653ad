import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { UndoEmailChangeScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/undo-email-change')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({ token: text(search.token, 200) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <UndoEmailChangeScreen token={Route.useSearch().token} />
}
