import { createFileRoute } from '@tanstack/react-router'
import { ListingsScreen } from '../../../../features/services/listings-screen'

export const Route = createFileRoute('/{-$locale}/grocery/products/')({
  staticData: { kind: 'service' },
  component: GroceryListings,
})

function GroceryListings() {
  return <ListingsScreen service="grocery" />
}
