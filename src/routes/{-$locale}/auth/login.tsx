import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginScreen } from '../../../features/auth/login-screen'

export const Route = createFileRoute('/{-$locale}/auth/login')({
  validateSearch: z.object({ returnTo: z.string().max(500).optional().catch(undefined) }),
  component: () => <LoginScreen returnTo={Route.useSearch().returnTo} />,
})
