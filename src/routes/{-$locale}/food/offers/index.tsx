import { createFileRoute } from '@tanstack/react-router'
import { ServiceOffersScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/food/offers/')({
  staticData: { kind: 'service' },
  component: FoodOffers,
})

function FoodOffers() {
  return <ServiceOffersScreen service="food" />
}
