import { createFileRoute } from '@tanstack/react-router'
import { ListingsScreen } from '../../../../features/services/listings-screen'

export const Route = createFileRoute('/{-$locale}/food/meals/')({
  staticData: { kind: 'service' },
  component: FoodListings,
})

function FoodListings() {
  return <ListingsScreen service="food" />
}
