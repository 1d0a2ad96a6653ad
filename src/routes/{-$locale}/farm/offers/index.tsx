import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OffersScreen } from '../../../../features/farm/offers-screen'

export const Route = createFileRoute('/{-$locale}/farm/offers/')({
  staticData: { kind: 'catalog', title: msg`Offers this week — Malewa`, description: msg`This week's discounts from local farmers, while the harvest lasts.` },
  component: OffersScreen,
})
