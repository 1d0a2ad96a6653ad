import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../ui/error-page'

export const Route = createFileRoute('/{-$locale}/cookbook/$')({
  staticData: { kind: 'notFound' },
  component: NotFoundPage,
})
