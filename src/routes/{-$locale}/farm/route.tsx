import { createFileRoute } from '@tanstack/react-router'
import { FarmLayout } from '../../../features/farm/farm-layout'

export const Route = createFileRoute('/{-$locale}/farm')({
  component: FarmLayout,
})
