import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OutboxScreen } from '../../../features/admin/records-screens'

export const Route = createFileRoute('/{-$locale}/admin/outbox')({
  staticData: { kind: 'admin', title: msg`E-mail outbox — Malewa console`, description: msg`The e-mails the market sends: failing, waiting and sent.` },
  component: OutboxScreen,
})
