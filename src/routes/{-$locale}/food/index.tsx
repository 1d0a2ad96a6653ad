import { createFileRoute } from '@tanstack/react-router'
import { ServiceLanding } from '../../../features/services/service-landing'

export const Route = createFileRoute('/{-$locale}/food/')({
  staticData: { kind: 'service' },
  component: FoodLanding,
})

function FoodLanding() {
  return <ServiceLanding service="food" />
}
