import { createFileRoute } from '@tanstack/react-router'
import { ProvidersScreen } from '../../../../features/services/providers-screen'

export const Route = createFileRoute('/{-$locale}/food/kitchens/')({
  staticData: { kind: 'service' },
  component: FoodProviders,
})

function FoodProviders() {
  return <ProvidersScreen service="food" />
}
