import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { serviceIsOpen } from '../../../../api/services-contract'
import { BookingFormScreen } from '../../../../features/chef-booking/booking-form-screen'

export const Route = createFileRoute('/{-$locale}/chef/book/$experienceId')({
  staticData: { kind: 'form', title: msg`Book a chef — Malewa`, description: msg`Choose a day, a time and your guests, and pay the deposit.` },
  beforeLoad: ({ params }) => {
    if (!serviceIsOpen('chef') || !/^[\w-]{1,80}$/.test(params.experienceId)) throw notFound()
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <BookingFormScreen experienceId={Route.useParams().experienceId} />
}
