import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ConfirmAccountScreen } from '../../../features/auth/recovery-screens'

export const Route = createFileRoute('/{-$locale}/auth/confirm-account')({
  staticData: { kind: 'auth', title: msg`Confirm your account — Malewa`, description: msg`Type the code from our e-mail to confirm your account.` },
  component: ConfirmAccountScreen,
})
