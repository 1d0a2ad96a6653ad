import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MarketsScreen } from '../../../../features/admin/markets-screen'

export const Route = createFileRoute('/{-$locale}/admin/markets/')({
  staticData: { kind: 'admin', title: msg`Markets — Malewa console`, description: msg`The markets you run: their days, cut-offs, minimum orders, pickup points and delivery zones.` },
  component: MarketsScreen,
})
