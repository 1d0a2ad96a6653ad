import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { CartScreen } from '../../../../features/cart/cart-screen'
import { CheckoutScreen } from '../../../../features/cart/checkout-screen'

export const Route = createFileRoute('/{-$locale}/cart/farm/')({
  validateSearch: z.object({ step: z.enum(['checkout']).optional().catch(undefined) }),
  component: FarmCart,
})

function FarmCart() {
  const navigate = useNavigate()
  const params = Route.useParams()
  const { step } = Route.useSearch()
  if (step === 'checkout') return <CheckoutScreen vertical="farm" />
  return <CartScreen vertical="farm" onCheckout={() => void navigate({ to: '/{-$locale}/cart/farm', params, search: { step: 'checkout' } })} />
}
