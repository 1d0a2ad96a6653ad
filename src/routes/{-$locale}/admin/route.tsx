import { createFileRoute } from '@tanstack/react-router'
import { AdminArea } from '../../../features/admin/admin-area'
import { loadCatalogPart } from '../../../i18n/i18n'
import { requireSignIn } from '../../../session/sign-in-gate'

/** The operator console (decision 032): a signed-in account; the server checks its grant on every call. Its words are the `backoffice` and `admin` catalogs. */
export const Route = createFileRoute('/{-$locale}/admin')({
  beforeLoad: async ({ params, location, context, preload }) => {
    requireSignIn({ params, location })
    await Promise.all([loadCatalogPart('backoffice', context.locale, preload), loadCatalogPart('admin', context.locale, preload)])
  },
  component: AdminArea,
})
