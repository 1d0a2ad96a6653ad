import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SearchScreen } from '../../../../features/farm/search-screen'

export const Route = createFileRoute('/{-$locale}/farm/search/')({
  validateSearch: z.object({ q: z.string().max(100).optional().catch(undefined) }),
  component: () => <SearchScreen q={Route.useSearch().q ?? ''} />,
})
