import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TeamScreen } from '../../../../features/partner/team-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/team')({
  staticData: { kind: 'partner', title: msg`Team — Provider portal — Malewa`, description: msg`Who runs this provider with you, and their roles.` },
  component: function Team() {
    return <TeamScreen providerId={Route.useParams().providerId} />
  },
})
