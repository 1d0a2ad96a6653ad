import { createFileRoute } from '@tanstack/react-router'
import { OrdersScreen } from '../../../../features/orders/orders-screen'

export const Route = createFileRoute('/{-$locale}/account/orders/')({
  component: OrdersScreen,
})
