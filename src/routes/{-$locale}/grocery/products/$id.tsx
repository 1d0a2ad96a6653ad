import { createFileRoute, notFound } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/grocery/products/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: GroceryListing,
})

function GroceryListing() {
  return <ListingScreen service="grocery" id={Route.useParams().id} />
}
