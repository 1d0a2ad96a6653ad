import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../../features/account/account-layout'
import { otherServiceOpen } from '../../../api/services-contract'
import { loadCatalogPart } from '../../../i18n/i18n'
import { requireSignIn } from '../../../session/sign-in-gate'

/** Spec 6: account pages need a token; a visitor goes to the localized login page and comes back after. */
export const Route = createFileRoute('/{-$locale}/account')({
  beforeLoad: async ({ params, location, context, preload }) => {
    requireSignIn({ params, location })
    // The bookings and the library of digital cookbooks speak the services' words.
    await Promise.all([loadCatalogPart('account', context.locale, preload), otherServiceOpen() ? loadCatalogPart('services', context.locale, preload) : undefined])
  },
  component: AccountLayout,
})
