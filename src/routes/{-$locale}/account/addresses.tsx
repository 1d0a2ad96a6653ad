import { createFileRoute } from '@tanstack/react-router'
import { AddressesScreen } from '../../../features/account/addresses-screen'

export const Route = createFileRoute('/{-$locale}/account/addresses')({
  component: AddressesScreen,
})
