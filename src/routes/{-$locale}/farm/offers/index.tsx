import { createFileRoute } from '@tanstack/react-router'
import { OffersScreen } from '../../../../features/farm/offers-screen'

export const Route = createFileRoute('/{-$locale}/farm/offers/')({
  component: OffersScreen,
})
