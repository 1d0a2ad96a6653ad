import { createFileRoute } from '@tanstack/react-router'
import { FavoritesScreen } from '../../../features/account/favorites-screen'

export const Route = createFileRoute('/{-$locale}/account/favorites')({
  component: FavoritesScreen,
})
