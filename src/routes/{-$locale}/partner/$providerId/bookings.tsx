import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BookingsScreen } from '../../../../features/partner/bookings-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/bookings')({
  staticData: { kind: 'partner', title: msg`Bookings — Provider portal — Malewa`, description: msg`Accept or decline the requests for your experiences.` },
  component: function Bookings() {
    return <BookingsScreen providerId={Route.useParams().providerId} />
  },
})
