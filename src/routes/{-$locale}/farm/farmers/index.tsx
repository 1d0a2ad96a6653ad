import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PRACTICES } from '../../../../api/catalog-contract'
import { FarmersScreen } from '../../../../features/farm/farmers-screen'

const searchSchema = z.object({
  practice: z.enum(PRACTICES).optional().catch(undefined),
  sort: z.enum(['name', 'rating']).optional().catch(undefined),
})

export const Route = createFileRoute('/{-$locale}/farm/farmers/')({
  validateSearch: searchSchema,
  component: () => <FarmersScreen search={Route.useSearch()} />,
})
