import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/chef/chefs/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: ChefProvider,
})

function ChefProvider() {
  return <ProviderScreen service="chef" id={Route.useParams().id} />
}
