import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { serviceIsOpen } from '../../../../api/services-contract'
import { BookingFormScreen } from '../../../../features/chef-booking/booking-form-screen'
import { loadCatalogPart } from '../../../../i18n/i18n'

export const Route = createFileRoute('/{-$locale}/chef/book/$experienceId')({
  staticData: { kind: 'form', title: msg`Book a chef — Malewa`, description: msg`Choose a day, a time and your guests, and pay the deposit.` },
  // The deposit is paid on this page: the payment panel's words are the account's (as the order screens load them).
  beforeLoad: async ({ params, context, preload }) => {
    if (!serviceIsOpen('chef') || !/^[\w-]{1,80}$/.test(params.experienceId)) throw notFound()
    await loadCatalogPart('account', context.locale, preload)
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <BookingFormScreen experienceId={Route.useParams().experienceId} />
}
