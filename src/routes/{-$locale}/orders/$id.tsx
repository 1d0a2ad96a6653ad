import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { GuestOrderScreen } from '../../../features/orders/guest-order-screen'
import { loadCatalogPart } from '../../../i18n/i18n'
import { text } from '../../../lib/search-params'

/** A guest's order, opened by the link in its e-mail (decision 024). */
export const Route = createFileRoute('/{-$locale}/orders/$id')({
  staticData: { kind: 'cart', title: msg`Orders — Malewa`, description: msg`Your orders and where they are.` },
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({ token: text(search.token, 200) }),
  beforeLoad: async ({ params, context, preload }) => {
    if (!/^[\w-]{1,80}$/.test(params.id)) throw notFound()
    await loadCatalogPart('account', context.locale, preload)
  },
  component: RouteComponent,
})

function RouteComponent() {
  return <GuestOrderScreen id={Route.useParams().id} token={Route.useSearch().token ?? ''} />
}
