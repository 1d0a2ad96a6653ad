import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ListingsScreen } from '../../../../../features/partner/listings-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/listings/')({
  staticData: { kind: 'partner', title: msg`Listings — Provider portal — Malewa`, description: msg`Your produce, prices and stock.` },
  component: function Listings() {
    return <ListingsScreen providerId={Route.useParams().providerId} />
  },
})
