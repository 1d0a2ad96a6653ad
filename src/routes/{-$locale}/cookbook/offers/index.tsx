import { createFileRoute } from '@tanstack/react-router'
import { ServiceOffersScreen } from '../../../../features/services/service-search'

export const Route = createFileRoute('/{-$locale}/cookbook/offers/')({
  staticData: { kind: 'service' },
  component: CookbookOffers,
})

function CookbookOffers() {
  return <ServiceOffersScreen service="cookbook" />
}
