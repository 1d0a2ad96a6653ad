import { createFileRoute } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'

export const Route = createFileRoute('/{-$locale}/chef/chefs/$id')({
  staticData: { kind: 'service' },
  component: ChefProvider,
})

function ChefProvider() {
  return <ProviderScreen service="chef" id={Route.useParams().id} />
}
