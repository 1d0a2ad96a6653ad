import { createFileRoute } from '@tanstack/react-router'
import type { CookbookDetails } from '../../../../api/service-details-contract'
import { BookRecipes } from '../../../../features/cookbook/book-recipes'
import { ListingScreen } from '../../../../features/services/listing-screen'

export const Route = createFileRoute('/{-$locale}/cookbook/books/$id')({
  staticData: { kind: 'service' },
  component: CookbookListing,
})

function CookbookListing() {
  return <ListingScreen service="cookbook" id={Route.useParams().id} after={(book) => <BookRecipes recipeIds={(book.details as CookbookDetails | undefined)?.recipeIds ?? []} />} />
}
