import { createFileRoute } from '@tanstack/react-router'
import { ServiceJoinScreen } from '../../../../features/services/service-join'

export const Route = createFileRoute('/{-$locale}/food/join/')({
  staticData: { kind: 'form' },
  component: FoodJoin,
})

function FoodJoin() {
  return <ServiceJoinScreen service="food" />
}
