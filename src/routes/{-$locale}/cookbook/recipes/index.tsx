import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { readRecipeSearch } from '../../../../features/cookbook/recipe-search'
import { RecipesScreen } from '../../../../features/cookbook/recipes-screen'
import { requireOpenService } from '../../../../features/services/open-services'

export const Route = createFileRoute('/{-$locale}/cookbook/recipes/')({
  staticData: {
    kind: 'service',
    title: msg`Recipes — Malewa`,
    description: msg`Recipes from local cooks, scaled to your table, with their ingredients one tap from your basket.`,
  },
  beforeLoad: () => requireOpenService('cookbook'),
  validateSearch: readRecipeSearch,
  component: RouteComponent,
})

function RouteComponent() {
  return <RecipesScreen search={Route.useSearch()} />
}
