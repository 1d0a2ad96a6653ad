import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../ui/error-page'

export const Route = createFileRoute('/{-$locale}/chef/$')({
  staticData: { kind: 'notFound' },
  component: NotFoundPage,
})
