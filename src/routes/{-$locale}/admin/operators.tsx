import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OperatorsScreen } from '../../../features/admin/operators-screen'

export const Route = createFileRoute('/{-$locale}/admin/operators')({
  staticData: { kind: 'admin', title: msg`Operators — Malewa console`, description: msg`Who runs the marketplace: give and take back the admin and support roles.` },
  component: OperatorsScreen,
})
