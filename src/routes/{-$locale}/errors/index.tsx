import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { numberIn } from '../../../lib/search-params'
import { ErrorPage } from '../../../ui/error-page'

/** /errors shows the error page; `?status=` picks the code (default 500, spec 8). */
export const Route = createFileRoute('/{-$locale}/errors/')({
  staticData: { kind: 'error', title: msg`An error occurred — Malewa`, description: msg`Something went wrong. Go back home or get help.` },
  validateSearch: (search: Record<string, unknown>): { status?: number | undefined } => ({ status: numberIn(search.status, 400, 599, true) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <ErrorPage status={Route.useSearch().status} />
}
