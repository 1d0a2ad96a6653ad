import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../../features/account/profile-screen'

export const Route = createFileRoute('/{-$locale}/account/')({
  staticData: { kind: 'account', title: msg`My account — Malewa`, description: msg`Your profile and sign-in details.` },
  component: ProfileScreen,
})
