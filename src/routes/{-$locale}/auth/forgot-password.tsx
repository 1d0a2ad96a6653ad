import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/forgot-password')({
  component: ForgotPasswordScreen,
})
