import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../../../features/partner/profile-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/profile')({
  staticData: { kind: 'partner', title: msg`Profile — Provider portal — Malewa`, description: msg`Your farm’s story, photo and practices, and where payouts go.` },
  component: function Profile() {
    return <ProfileScreen providerId={Route.useParams().providerId} />
  },
})
