import { createFileRoute } from '@tanstack/react-router'
import { ProvidersScreen } from '../../../../features/services/providers-screen'

export const Route = createFileRoute('/{-$locale}/cookbook/creators/')({
  staticData: { kind: 'service' },
  component: CookbookProviders,
})

function CookbookProviders() {
  return <ProvidersScreen service="cookbook" />
}
