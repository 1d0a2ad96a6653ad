import { createFileRoute } from '@tanstack/react-router'
import { ServiceLanding } from '../../../features/services/service-landing'

export const Route = createFileRoute('/{-$locale}/chef/')({
  staticData: { kind: 'service' },
  component: ChefLanding,
})

function ChefLanding() {
  return <ServiceLanding service="chef" />
}
