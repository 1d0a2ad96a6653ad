import { createFileRoute } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'

export const Route = createFileRoute('/{-$locale}/grocery/stores/$id')({
  staticData: { kind: 'service' },
  component: GroceryProvider,
})

function GroceryProvider() {
  return <ProviderScreen service="grocery" id={Route.useParams().id} />
}
