import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AddressesScreen } from '../../../features/account/addresses-screen'

export const Route = createFileRoute('/{-$locale}/account/addresses')({
  staticData: { kind: 'account', title: msg`Addresses — Malewa`, description: msg`Where we deliver your orders.` },
  component: AddressesScreen,
})
