import { createFileRoute } from '@tanstack/react-router'
import { ServiceOffersScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/chef/offers/')({
  staticData: { kind: 'service' },
  component: ChefOffers,
})

function ChefOffers() {
  return <ServiceOffersScreen service="chef" />
}
