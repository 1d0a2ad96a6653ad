import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { OffersScreen } from '../../../features/admin/offers-screen'

export const Route = createFileRoute('/{-$locale}/admin/offers')({
  staticData: { kind: 'admin', title: msg`Offers — Malewa console`, description: msg`A market's offers: create one on a produce, end one now.` },
  validateSearch: (search: Record<string, unknown>): { storeId?: string } => ({ storeId: text(search.storeId, 40) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <OffersScreen storeId={Route.useSearch().storeId} />
}
