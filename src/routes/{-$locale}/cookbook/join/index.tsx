import { createFileRoute } from '@tanstack/react-router'
import { ServiceJoinScreen } from '../../../../features/services/service-join'

export const Route = createFileRoute('/{-$locale}/cookbook/join/')({
  staticData: { kind: 'form' },
  component: CookbookJoin,
})

function CookbookJoin() {
  return <ServiceJoinScreen service="cookbook" />
}
