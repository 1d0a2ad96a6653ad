import { createFileRoute } from '@tanstack/react-router'
import { ProvidersScreen } from '../../../../features/services/providers-screen'

export const Route = createFileRoute('/{-$locale}/chef/chefs/')({
  staticData: { kind: 'service' },
  component: ChefProviders,
})

function ChefProviders() {
  return <ProvidersScreen service="chef" />
}
