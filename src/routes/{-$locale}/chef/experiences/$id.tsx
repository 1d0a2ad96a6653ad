import { createFileRoute, notFound } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/chef/experiences/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: ChefListing,
})

function ChefListing() {
  return <ListingScreen service="chef" id={Route.useParams().id} />
}
