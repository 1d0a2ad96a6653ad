import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { IngredientsScreen } from '../../../../features/cookbook/ingredients-screen'
import { requireOpenService } from '../../../../features/services/open-services'

export const Route = createFileRoute('/{-$locale}/cookbook/ingredients/')({
  staticData: {
    kind: 'service',
    title: msg`Ingredients — Malewa`,
    description: msg`Every ingredient of our recipes, with the recipes that use it and where to buy it near you.`,
  },
  beforeLoad: () => requireOpenService('cookbook'),
  component: IngredientsScreen,
})
