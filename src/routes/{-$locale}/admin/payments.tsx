import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PaymentsScreen } from '../../../features/admin/payments-screen'

export const Route = createFileRoute('/{-$locale}/admin/payments')({
  staticData: {
    kind: 'admin',
    title: msg`Payments — Malewa console`,
    description: msg`The payments of your markets that need a look: waiting too long, failed, paid for a cancelled order, refunded.`,
  },
  component: PaymentsScreen,
})
