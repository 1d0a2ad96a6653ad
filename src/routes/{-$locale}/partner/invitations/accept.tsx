import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AcceptInvitationScreen } from '../../../../features/partner/accept-invitation-screen'

export const Route = createFileRoute('/{-$locale}/partner/invitations/accept')({
  staticData: { kind: 'partner', title: msg`Join a provider's team — Malewa`, description: msg`Accept the invitation you received by e-mail.` },
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  component: function AcceptInvitation() {
    return <AcceptInvitationScreen token={Route.useSearch().token} />
  },
})
