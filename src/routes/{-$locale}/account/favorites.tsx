import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FavoritesScreen } from '../../../features/account/favorites-screen'

export const Route = createFileRoute('/{-$locale}/account/favorites')({
  staticData: { kind: 'account', title: msg`Favorites — Malewa`, description: msg`The farmers and produce you saved.` },
  component: FavoritesScreen,
})
