import { createFileRoute } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'

export const Route = createFileRoute('/{-$locale}/grocery/products/$id')({
  staticData: { kind: 'service' },
  component: GroceryListing,
})

function GroceryListing() {
  return <ListingScreen service="grocery" id={Route.useParams().id} />
}
