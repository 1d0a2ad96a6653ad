import { createFileRoute, redirect } from '@tanstack/react-router'

/** /auth on its own is the sign-in page. */
export const Route = createFileRoute('/{-$locale}/auth/')({
  staticData: { kind: 'redirect' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/auth/login', params: { locale: params.locale }, replace: true })
  },
})
