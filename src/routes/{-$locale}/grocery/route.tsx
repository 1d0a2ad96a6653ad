import { createFileRoute } from '@tanstack/react-router'
import { ProductTake } from '../../../features/grocery/product-take'
import { ServiceLayout } from '../../../features/services/service-layout'
import { serviceLayoutRoute } from '../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/grocery')({
  ...serviceLayoutRoute('grocery'),
  component: GroceryLayout,
})

function GroceryLayout() {
  return <ServiceLayout service="grocery" detailTake={ProductTake} />
}
