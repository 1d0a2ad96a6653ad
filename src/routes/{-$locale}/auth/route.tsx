import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '../../../features/auth/auth-layout'
import { loadCatalogPart } from '../../../i18n/i18n'

export const Route = createFileRoute('/{-$locale}/auth')({
  // The sign-in screens' words are their own catalog, fetched with the route.
  beforeLoad: ({ context, preload }) => loadCatalogPart('account', context.locale, preload),
  component: AuthLayout,
})
