import { createFileRoute } from '@tanstack/react-router'
import { PartnerArea } from '../../../features/partner/partner-area'
import { loadCatalogPart } from '../../../i18n/i18n'
import { requireSignIn } from '../../../session/sign-in-gate'

/** The provider portal (decision 032): a signed-in member; its words are the `backoffice` and `partner` catalogs. */
export const Route = createFileRoute('/{-$locale}/partner')({
  beforeLoad: async ({ params, location, context, preload }) => {
    requireSignIn({ params, location })
    await Promise.all([loadCatalogPart('backoffice', context.locale, preload), loadCatalogPart('partner', context.locale, preload)])
  },
  component: PartnerArea,
})
