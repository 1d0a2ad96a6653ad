import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../ui/error-page'

/** The global catch-all: any path no route matches, in the current language. */
export const Route = createFileRoute('/{-$locale}/$')({
  staticData: { kind: 'notFound' },
  component: NotFoundPage,
})
