import { createFileRoute, notFound } from '@tanstack/react-router'
import { FarmerScreen } from '../../../../features/farm/farmer-screen'

export const Route = createFileRoute('/{-$locale}/farm/farmers/$id')({
  staticData: { kind: 'catalog' },
  beforeLoad: ({ params }) => {
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <FarmerScreen id={Route.useParams().id} />
}
