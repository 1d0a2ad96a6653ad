import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadCatalogPart } from '../../../../i18n/i18n'
import { oneOf } from '../../../../lib/search-params'
import { CartScreen, useBasketPageMeta } from '../../../../features/cart/cart-screen'
import { CheckoutScreen } from '../../../../features/cart/checkout-screen'
import { requireOpenService } from '../../../../features/services/open-services'

/** /cart/<service>: one open service's basket and its checkout; a closed or unknown service is not found. */
export const Route = createFileRoute('/{-$locale}/cart/$service/')({
  staticData: { kind: 'cart', title: msg`Basket and checkout — Malewa`, description: msg`Choose delivery or pickup, a delivery day and how to pay.` },
  validateSearch: (search: Record<string, unknown>): { step?: 'checkout' | undefined } => ({ step: oneOf(search.step, ['checkout']) }),
  // The checkout's words are in the account catalog (lingui.config.ts), as the sign-in's are.
  beforeLoad: ({ context, params, preload, search }) => {
    const service = requireOpenService(params.service)
    if (search.step === 'checkout') return loadCatalogPart('account', context.locale, preload).then(() => ({ service }))
    return { service }
  },
  component: ServiceCart,
})

function ServiceCart() {
  const navigate = useNavigate()
  const params = Route.useParams()
  const { service } = Route.useRouteContext()
  const { step } = Route.useSearch()
  useBasketPageMeta(service)
  if (step === 'checkout') return <CheckoutScreen vertical={service} />
  return <CartScreen vertical={service} onCheckout={() => void navigate({ to: '/{-$locale}/cart/$service', params, search: { step: 'checkout' } })} />
}
