import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/forgot-password')({
  staticData: { kind: 'auth', title: msg`Forgot your password? — Malewa`, description: msg`Get a link to choose a new password.` },
  component: ForgotPasswordScreen,
})
