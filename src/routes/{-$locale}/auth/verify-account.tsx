import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { VerifyAccountScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/verify-account')({
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: () => <VerifyAccountScreen token={Route.useSearch().token} />,
})
