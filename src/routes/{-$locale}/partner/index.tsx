import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProvidersScreen } from '../../../features/partner/providers-screen'

export const Route = createFileRoute('/{-$locale}/partner/')({
  staticData: { kind: 'partner', title: msg`Your providers — Malewa`, description: msg`The farms and shops you run on Malewa.` },
  component: ProvidersScreen,
})
