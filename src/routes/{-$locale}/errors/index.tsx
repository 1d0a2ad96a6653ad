import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ErrorPage } from '../../../ui/error-page'

/** /errors shows the error page; `?status=` picks the code (default 500, spec 8). */
export const Route = createFileRoute('/{-$locale}/errors/')({
  validateSearch: z.object({ status: z.coerce.number().int().min(400).max(599).optional().catch(undefined) }),
  component: () => <ErrorPage status={Route.useSearch().status} />,
})
