import { createFileRoute } from '@tanstack/react-router'
import { ServiceJoinScreen } from '../../../../features/services/service-join'

export const Route = createFileRoute('/{-$locale}/chef/join/')({
  staticData: { kind: 'form' },
  component: ChefJoin,
})

function ChefJoin() {
  return <ServiceJoinScreen service="chef" />
}
