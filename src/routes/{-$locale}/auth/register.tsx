import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RegisterScreen } from '../../../features/auth/register-screen'

export const Route = createFileRoute('/{-$locale}/auth/register')({
  validateSearch: z.object({ returnTo: z.string().max(500).optional().catch(undefined) }),
  component: () => <RegisterScreen returnTo={Route.useSearch().returnTo} />,
})
