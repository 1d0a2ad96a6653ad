import { createFileRoute } from '@tanstack/react-router'
import { ServiceLayout } from '../../../features/services/service-layout'
import { serviceLayoutRoute } from '../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/cookbook')({
  ...serviceLayoutRoute('cookbook'),
  component: CookbookLayout,
})

function CookbookLayout() {
  return <ServiceLayout service="cookbook" />
}
