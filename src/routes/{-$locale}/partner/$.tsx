import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../ui/error-page'

export const Route = createFileRoute('/{-$locale}/partner/$')({
  staticData: { kind: 'notFound' },
  component: NotFoundPage,
})
