import { createFileRoute } from '@tanstack/react-router'
import { ServiceLanding } from '../../../features/services/service-landing'

export const Route = createFileRoute('/{-$locale}/grocery/')({
  staticData: { kind: 'service' },
  component: GroceryLanding,
})

function GroceryLanding() {
  return <ServiceLanding service="grocery" />
}
