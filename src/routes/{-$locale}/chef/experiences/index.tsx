import { createFileRoute } from '@tanstack/react-router'
import { ListingsScreen } from '../../../../features/services/listings-screen'

export const Route = createFileRoute('/{-$locale}/chef/experiences/')({
  staticData: { kind: 'service' },
  component: ChefListings,
})

function ChefListings() {
  return <ListingsScreen service="chef" />
}
