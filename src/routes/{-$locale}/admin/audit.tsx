import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuditScreen } from '../../../features/admin/records-screens'

export const Route = createFileRoute('/{-$locale}/admin/audit')({
  staticData: { kind: 'admin', title: msg`Audit log — Malewa console`, description: msg`Who did what in the console and the portal, and when.` },
  component: AuditScreen,
})
