import { createFileRoute } from '@tanstack/react-router'
import { ServiceLayout } from '../../../features/services/service-layout'
import { serviceLayoutRoute } from '../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/chef')({
  ...serviceLayoutRoute('chef'),
  component: ChefLayout,
})

function ChefLayout() {
  return <ServiceLayout service="chef" />
}
