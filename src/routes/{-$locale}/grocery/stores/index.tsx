import { createFileRoute } from '@tanstack/react-router'
import { ProvidersScreen } from '../../../../features/services/providers-screen'

export const Route = createFileRoute('/{-$locale}/grocery/stores/')({
  staticData: { kind: 'service' },
  component: GroceryProviders,
})

function GroceryProviders() {
  return <ProvidersScreen service="grocery" />
}
