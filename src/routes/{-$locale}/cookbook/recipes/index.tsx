import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RecipesScreen, TIME_LIMITS } from '../../../../features/cookbook/recipes-screen'
import { requireOpenService } from '../../../../features/services/open-services'

const recipeSearch = z.object({
  ingredient: z
    .string()
    .regex(/^[\w-]{1,80}$/)
    .optional()
    .catch(undefined),
  time: z.coerce
    .number()
    .pipe(z.union(TIME_LIMITS.map((m) => z.literal(m)) as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>]))
    .optional()
    .catch(undefined),
})

export const Route = createFileRoute('/{-$locale}/cookbook/recipes/')({
  staticData: {
    kind: 'catalog',
    title: msg`Recipes — Malewa`,
    description: msg`Recipes from local cooks, scaled to your table, with their ingredients one tap from your basket.`,
  },
  beforeLoad: () => requireOpenService('cookbook'),
  validateSearch: recipeSearch,
  component: RouteComponent,
})

function RouteComponent() {
  return <RecipesScreen search={Route.useSearch()} />
}
