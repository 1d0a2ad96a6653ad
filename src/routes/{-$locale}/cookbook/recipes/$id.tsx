import { createFileRoute, notFound } from '@tanstack/react-router'
import { readServingsSearch } from '../../../../features/cookbook/recipe-search'
import { RecipeScreen } from '../../../../features/cookbook/recipe-screen'
import { requireOpenService } from '../../../../features/services/open-services'

export const Route = createFileRoute('/{-$locale}/cookbook/recipes/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    requireOpenService('cookbook')
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  validateSearch: readServingsSearch,
  component: RouteComponent,
})

function RouteComponent() {
  return <RecipeScreen id={Route.useParams().id} servings={Route.useSearch().servings} />
}
