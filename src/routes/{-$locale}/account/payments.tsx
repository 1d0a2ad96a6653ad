import { createFileRoute } from '@tanstack/react-router'
import { PaymentsScreen } from '../../../features/account/payments-screen'

export const Route = createFileRoute('/{-$locale}/account/payments')({
  component: PaymentsScreen,
})
