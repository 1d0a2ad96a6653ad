import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadCatalogPart } from '../../../../i18n/i18n'
import { oneOf } from '../../../../lib/search-params'
import { CartScreen } from '../../../../features/cart/cart-screen'
import { CheckoutScreen } from '../../../../features/cart/checkout-screen'

export const Route = createFileRoute('/{-$locale}/cart/farm/')({
  staticData: { kind: 'cart', title: msg`Farm basket and checkout — Malewa`, description: msg`Choose delivery or pickup, a delivery day and how to pay.` },
  validateSearch: (search: Record<string, unknown>): { step?: 'checkout' | undefined } => ({ step: oneOf(search.step, ['checkout']) }),
  // The checkout's words are in the account catalog (lingui.config.ts), as the sign-in's are.
  beforeLoad: ({ context, preload, search }) => (search.step === 'checkout' ? loadCatalogPart('account', context.locale, preload) : undefined),
  component: FarmCart,
})

function FarmCart() {
  const navigate = useNavigate()
  const params = Route.useParams()
  const { step } = Route.useSearch()
  if (step === 'checkout') return <CheckoutScreen vertical="farm" />
  return <CartScreen vertical="farm" onCheckout={() => void navigate({ to: '/{-$locale}/cart/farm', params, search: { step: 'checkout' } })} />
}
