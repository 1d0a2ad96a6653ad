import { createFileRoute } from '@tanstack/react-router'
import { ConfirmAccountScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/confirm-account')({
  component: ConfirmAccountScreen,
})
