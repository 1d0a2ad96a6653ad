import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MessagesScreen } from '../../../features/admin/records-screens'

export const Route = createFileRoute('/{-$locale}/admin/messages')({
  staticData: { kind: 'admin', title: msg`Contact messages — Malewa console`, description: msg`Messages sent from the contact page.` },
  component: MessagesScreen,
})
