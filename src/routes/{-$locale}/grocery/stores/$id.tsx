import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/grocery/stores/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: GroceryProvider,
})

function GroceryProvider() {
  return <ProviderScreen service="grocery" id={Route.useParams().id} />
}
