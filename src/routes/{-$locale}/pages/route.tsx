import { createFileRoute } from '@tanstack/react-router'
import { MoreLayout } from '../../../features/pages/more-layout'

export const Route = createFileRoute('/{-$locale}/pages')({
  component: MoreLayout,
})
