import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/food/kitchens/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: FoodProvider,
})

function FoodProvider() {
  return <ProviderScreen service="food" id={Route.useParams().id} />
}
