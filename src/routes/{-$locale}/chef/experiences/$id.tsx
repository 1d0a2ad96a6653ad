import { createFileRoute } from '@tanstack/react-router'
import { ListingScreen } from '../../../../features/services/listing-screen'

export const Route = createFileRoute('/{-$locale}/chef/experiences/$id')({
  staticData: { kind: 'service' },
  component: ChefListing,
})

function ChefListing() {
  return <ListingScreen service="chef" id={Route.useParams().id} />
}
