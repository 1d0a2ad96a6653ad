import { createFileRoute } from '@tanstack/react-router'
import { ServiceJoinScreen } from '../../../../features/services/service-join'

export const Route = createFileRoute('/{-$locale}/grocery/join/')({
  staticData: { kind: 'form' },
  component: GroceryJoin,
})

function GroceryJoin() {
  return <ServiceJoinScreen service="grocery" />
}
