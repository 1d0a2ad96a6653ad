import { createFileRoute, notFound } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/food/meals/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: FoodListing,
})

function FoodListing() {
  return <ListingScreen service="food" id={Route.useParams().id} />
}
