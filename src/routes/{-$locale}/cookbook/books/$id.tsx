import { createFileRoute } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'

export const Route = createFileRoute('/{-$locale}/cookbook/books/$id')({
  staticData: { kind: 'service' },
  component: CookbookListing,
})

function CookbookListing() {
  return <ListingScreen service="cookbook" id={Route.useParams().id} />
}
