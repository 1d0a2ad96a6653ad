import { createFileRoute } from '@tanstack/react-router'
import { ServiceLanding } from '../../../features/services/service-landing'

export const Route = createFileRoute('/{-$locale}/cookbook/')({
  staticData: { kind: 'service' },
  component: CookbookLanding,
})

function CookbookLanding() {
  return <ServiceLanding service="cookbook" />
}
