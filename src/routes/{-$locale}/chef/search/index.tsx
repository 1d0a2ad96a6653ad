import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../../lib/search-params'
import { ServiceSearchScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/chef/search/')({
  staticData: { kind: 'service' },
  validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => ({ q: text(search.q, 100) }),
  component: ChefSearch,
})

function ChefSearch() {
  return <ServiceSearchScreen service="chef" q={Route.useSearch().q ?? ''} />
}
