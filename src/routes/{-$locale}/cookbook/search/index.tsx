import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../../lib/search-params'
import { ServiceSearchScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/cookbook/search/')({
  staticData: { kind: 'service' },
  validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => ({ q: text(search.q, 100) }),
  component: CookbookSearch,
})

function CookbookSearch() {
  return <ServiceSearchScreen service="cookbook" q={Route.useSearch().q ?? ''} />
}
