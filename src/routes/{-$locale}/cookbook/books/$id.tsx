import { createFileRoute, notFound } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/cookbook/books/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: CookbookListing,
})

function CookbookListing() {
  return <ListingScreen service="cookbook" id={Route.useParams().id} />
}
