import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderScreen } from '../../../../features/orders/order-screen'

export const Route = createFileRoute('/{-$locale}/account/orders/$id')({
  staticData: { kind: 'account', title: msg`Orders — Malewa`, description: msg`Your orders and where they are.` },
  beforeLoad: ({ params }) => {
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <OrderScreen id={Route.useParams().id} />
}
