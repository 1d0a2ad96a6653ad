import { createFileRoute, notFound } from '@tanstack/react-router'
import { IngredientScreen } from '../../../../features/cookbook/ingredient-screen'
import { requireOpenService } from '../../../../features/services/open-services'

export const Route = createFileRoute('/{-$locale}/cookbook/ingredients/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    requireOpenService('cookbook')
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <IngredientScreen id={Route.useParams().id} />
}
