import { createFileRoute } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'

export const Route = createFileRoute('/{-$locale}/food/kitchens/$id')({
  staticData: { kind: 'service' },
  component: FoodProvider,
})

function FoodProvider() {
  return <ProviderScreen service="food" id={Route.useParams().id} />
}
