import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OrdersScreen } from '../../../../features/partner/orders-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/orders')({
  staticData: { kind: 'partner', title: msg`Orders — Provider portal — Malewa`, description: msg`Accept, pack and hand over your orders.` },
  validateSearch: (search: Record<string, unknown>): { order?: string } => (typeof search.order === 'string' ? { order: search.order } : {}),
  component: function Orders() {
    return <OrdersScreen providerId={Route.useParams().providerId} />
  },
})
