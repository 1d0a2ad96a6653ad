import { createFileRoute } from '@tanstack/react-router'
import { text } from '../../../lib/search-params'
import { LoginScreen } from '../../../features/auth/login-screen'

export const Route = createFileRoute('/{-$locale}/auth/login')({
  validateSearch: (search: Record<string, unknown>): { returnTo?: string | undefined } => ({ returnTo: text(search.returnTo, 500) }),
  component: RouteComponent,
})

function RouteComponent() {
  return <LoginScreen returnTo={Route.useSearch().returnTo} />
}
