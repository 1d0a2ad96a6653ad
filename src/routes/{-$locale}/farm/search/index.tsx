import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../../lib/search-params'
import { SearchScreen } from '../../../../features/farm/search-screen'

export const Route = createFileRoute('/{-$locale}/farm/search/')({
  staticData: { kind: 'search', title: msg`Search the market — Malewa`, description: msg`Find produce and farms near you, even offline.` },
  validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => ({ q: text(search.q, 100) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <SearchScreen q={Route.useSearch().q ?? ''} />
}
