import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ResetPasswordScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/reset-password')({
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: () => <ResetPasswordScreen token={Route.useSearch().token} />,
})
