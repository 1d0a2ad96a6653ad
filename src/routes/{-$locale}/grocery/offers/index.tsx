import { createFileRoute } from '@tanstack/react-router'
import { ServiceOffersScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/grocery/offers/')({
  staticData: { kind: 'service' },
  component: GroceryOffers,
})

function GroceryOffers() {
  return <ServiceOffersScreen service="grocery" />
}
