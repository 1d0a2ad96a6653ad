import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../../lib/search-params'
import { ServiceSearchScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/grocery/search/')({
  staticData: { kind: 'service' },
  validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => ({ q: text(search.q, 100) }),
  component: GrocerySearch,
})

function GrocerySearch() {
  return <ServiceSearchScreen service="grocery" q={Route.useSearch().q ?? ''} />
}
