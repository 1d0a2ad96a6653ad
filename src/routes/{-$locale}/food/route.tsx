import { createFileRoute } from '@tanstack/react-router'
import { MealTake } from '../../../features/food/meal-take'
import { ServiceLayout } from '../../../features/services/service-layout'
import { serviceLayoutRoute } from '../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/food')({
  ...serviceLayoutRoute('food'),
  component: FoodLayout,
})

function FoodLayout() {
  return <ServiceLayout service="food" detailTake={MealTake} />
}
