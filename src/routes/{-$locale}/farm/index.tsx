import { createFileRoute } from '@tanstack/react-router'
import { FarmLanding } from '../../../features/farm/farm-landing'

export const Route = createFileRoute('/{-$locale}/farm/')({
  component: FarmLanding,
})
