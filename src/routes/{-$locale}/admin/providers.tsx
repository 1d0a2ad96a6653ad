import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { oneOf, text } from '../../../lib/search-params'
import { ProvidersScreen, type ProviderStatusFilter } from '../../../features/admin/providers-screen'

export const Route = createFileRoute('/{-$locale}/admin/providers')({
  staticData: { kind: 'admin', title: msg`Providers — Malewa console`, description: msg`The farms of the market: find one, suspend or reactivate it.` },
  validateSearch: (search: Record<string, unknown>): { q?: string; status?: ProviderStatusFilter } => ({ q: text(search.q, 100), status: oneOf(search.status, ['pending', 'active', 'suspended']) }),
  component: RouteComponent,
})

function RouteComponent() {
  const search = Route.useSearch()
  return <ProvidersScreen q={search.q ?? ''} status={search.status} />
}
