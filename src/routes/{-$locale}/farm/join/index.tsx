import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { JoinScreen } from '../../../../features/farm/join-screen'

export const Route = createFileRoute('/{-$locale}/farm/join/')({
  staticData: { kind: 'form', title: msg`Join our Amazing List of Farmers — Malewa`, description: msg`Sell your harvest to households in your city at a fair price. Apply in a few minutes.` },
  component: JoinScreen,
})
