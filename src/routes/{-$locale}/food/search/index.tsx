import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../../lib/search-params'
import { ServiceSearchScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/food/search/')({
  staticData: { kind: 'service' },
  validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => ({ q: text(search.q, 100) }),
  component: FoodSearch,
})

function FoodSearch() {
  return <ServiceSearchScreen service="food" q={Route.useSearch().q ?? ''} />
}
