import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TodayScreen } from '../../../../features/partner/today-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/')({
  staticData: { kind: 'partner', title: msg`Today — Provider portal — Malewa`, description: msg`New orders, low stock and your next market days.` },
  component: function Today() {
    return <TodayScreen providerId={Route.useParams().providerId} />
  },
})
