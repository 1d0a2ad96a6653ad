import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderScreen } from '../../../../features/orders/order-screen'

export const Route = createFileRoute('/{-$locale}/account/orders/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <OrderScreen id={Route.useParams().id} />
}
