import { createFileRoute } from '@tanstack/react-router'
import { ProviderScreen } from '../../../../features/services/provider-screen'

export const Route = createFileRoute('/{-$locale}/cookbook/creators/$id')({
  staticData: { kind: 'service' },
  component: CookbookProvider,
})

function CookbookProvider() {
  return <ProviderScreen service="cookbook" id={Route.useParams().id} />
}
