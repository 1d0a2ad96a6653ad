import { createFileRoute } from '@tanstack/react-router'
import { ProducesScreen } from '../../../../features/farm/produces-screen'
import { produceSearchSchema } from '../../../../features/farm/produce-search'

export const Route = createFileRoute('/{-$locale}/farm/produces/')({
  validateSearch: produceSearchSchema,
  component: () => <ProducesScreen search={Route.useSearch()} />,
})
