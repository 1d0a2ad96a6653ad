import { createFileRoute, notFound } from '@tanstack/react-router'
import { z } from 'zod'
import { MAX_SERVINGS, RecipeScreen } from '../../../../features/cookbook/recipe-screen'
import { requireOpenService } from '../../../../features/services/open-services'

const servingsSearch = z.object({ servings: z.coerce.number().int().min(1).max(MAX_SERVINGS).optional().catch(undefined) })

export const Route = createFileRoute('/{-$locale}/cookbook/recipes/$id')({
  staticData: { kind: 'catalog' },
  beforeLoad: ({ params }) => {
    requireOpenService('cookbook')
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  validateSearch: servingsSearch,
  component: RouteComponent,
})

function RouteComponent() {
  return <RecipeScreen id={Route.useParams().id} servings={Route.useSearch().servings} />
}
