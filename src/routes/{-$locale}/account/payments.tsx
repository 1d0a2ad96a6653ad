import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PaymentsScreen } from '../../../features/account/payments-screen'

export const Route = createFileRoute('/{-$locale}/account/payments')({
  staticData: { kind: 'account', title: msg`Payment methods — Malewa`, description: msg`Mobile money numbers and cash on delivery.` },
  component: PaymentsScreen,
})
