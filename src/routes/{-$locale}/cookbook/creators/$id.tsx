import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'
import { isCatalogId } from '../../../../features/services/service-route-options'

export const Route = createFileRoute('/{-$locale}/cookbook/creators/$id')({
  staticData: { kind: 'service' },
  beforeLoad: ({ params }) => {
    if (!isCatalogId(params.id)) throw notFound()
  },
  component: CookbookProvider,
})

function CookbookProvider() {
  return <ProviderScreen service="cookbook" id={Route.useParams().id} />
}
