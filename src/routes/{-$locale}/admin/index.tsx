import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { oneOf } from '../../../lib/search-params'
import { ApplicationsScreen, type ApplicationsView } from '../../../features/admin/applications-screen'

export const Route = createFileRoute('/{-$locale}/admin/')({
  staticData: { kind: 'admin', title: msg`Applications — Malewa console`, description: msg`Farmers' applications to sell on the market, to approve or reject.` },
  validateSearch: (search: Record<string, unknown>): { status?: ApplicationsView } => ({ status: oneOf(search.status, ['open', 'accepted', 'declined']) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <ApplicationsScreen status={Route.useSearch().status ?? 'open'} />
}
