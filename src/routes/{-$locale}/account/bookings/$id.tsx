import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { serviceIsOpen } from '../../../../api/services-contract'
import { BookingScreen } from '../../../../features/chef-booking/booking-screen'

export const Route = createFileRoute('/{-$locale}/account/bookings/$id')({
  staticData: { kind: 'account', title: msg`Chef bookings — Malewa`, description: msg`Your chef bookings and where they stand.` },
  beforeLoad: ({ params }) => {
    if (!serviceIsOpen('chef') || !/^[\w-]{1,80}$/.test(params.id)) throw notFound()
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <BookingScreen id={Route.useParams().id} />
}
