import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../ui/error-page'

export const Route = createFileRoute('/{-$locale}/food/$')({
  staticData: { kind: 'notFound' },
  component: NotFoundPage,
})
