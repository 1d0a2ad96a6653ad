import { createFileRoute } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'

export const Route = createFileRoute('/{-$locale}/food/meals/$id')({
  staticData: { kind: 'service' },
  component: FoodListing,
})

function FoodListing() {
  return <ListingScreen service="food" id={Route.useParams().id} />
}
