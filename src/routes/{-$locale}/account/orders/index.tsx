import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OrdersScreen } from '../../../../features/orders/orders-screen'

export const Route = createFileRoute('/{-$locale}/account/orders/')({
  staticData: { kind: 'account', title: msg`Orders — Malewa`, description: msg`Your orders and where they are.` },
  component: OrdersScreen,
})
