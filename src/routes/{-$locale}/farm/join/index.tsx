import { createFileRoute } from '@tanstack/react-router'
import { JoinScreen } from '../../../../features/farm/join-screen'

export const Route = createFileRoute('/{-$locale}/farm/join/')({
  component: JoinScreen,
})
