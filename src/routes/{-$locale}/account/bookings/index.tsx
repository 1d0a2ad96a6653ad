import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { serviceIsOpen } from '../../../../api/services-contract'
import { BookingsScreen } from '../../../../features/chef-booking/bookings-screen'

export const Route = createFileRoute('/{-$locale}/account/bookings/')({
  staticData: { kind: 'account', title: msg`Chef bookings — Malewa`, description: msg`Your chef bookings and where they stand.` },
  beforeLoad: () => {
    if (!serviceIsOpen('chef')) throw notFound()
  },
  component: BookingsScreen,
})
