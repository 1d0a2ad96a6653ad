import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProduceScreen } from '../../../../features/farm/produce-screen'

export const Route = createFileRoute('/{-$locale}/farm/produces/$id')({
  staticData: { kind: 'catalog' },
  beforeLoad: ({ params }) => {
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <ProduceScreen id={Route.useParams().id} />
}
