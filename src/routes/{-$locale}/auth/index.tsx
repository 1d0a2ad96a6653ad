import { createFileRoute, redirect } from '@tanstack/react-router'

/** /auth on its own is the sign-in page. */
export const Route = createFileRoute('/{-$locale}/auth/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/auth/login', params: { locale: params.locale }, replace: true })
  },
})
