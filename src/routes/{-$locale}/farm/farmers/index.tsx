import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { oneOf } from '../../../../lib/search-params'
import { PRACTICES, type Practice } from '../../../../api/catalog-lists-contract'
import { FarmersScreen } from '../../../../features/farm/farmers-screen'

const readSearch = (search: Record<string, unknown>): { practice?: Practice | undefined; sort?: 'name' | 'rating' | undefined } => ({
  practice: oneOf(search.practice, PRACTICES),
  sort: oneOf(search.sort, ['name', 'rating']),
})

export const Route = createFileRoute('/{-$locale}/farm/farmers/')({
  staticData: { kind: 'catalog', title: msg`Our farmers — Malewa`, description: msg`Meet the farmers of your market: how they farm, where they deliver and what they grow.` },
  validateSearch: readSearch,
  component: RouteComponent,
})

function RouteComponent() {
  return <FarmersScreen search={Route.useSearch()} />
}
