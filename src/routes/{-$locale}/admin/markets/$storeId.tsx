import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MarketScreen } from '../../../../features/admin/markets-screen'

export const Route = createFileRoute('/{-$locale}/admin/markets/$storeId')({
  staticData: { kind: 'admin', title: msg`A market — Malewa console`, description: msg`Its days, cut-off, minimum order, pickup points and delivery zones with their fees.` },
  component: function Market() {
    return <MarketScreen storeId={Route.useParams().storeId} />
  },
})
