import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OPEN_SERVICES } from '../../../api/services-contract'
import { CartScreen } from '../../../features/cart/cart-screen'

/** /cart: the basket of every open service (src/api/services-contract.ts). */
export const Route = createFileRoute('/{-$locale}/cart/')({
  staticData: { kind: 'cart', title: msg`Your basket — Malewa`, description: msg`Your basket, kept on your phone even without a connection.` },
  component: () => (
    <>
      {OPEN_SERVICES.map((vertical) => (
        <CartScreen key={vertical} vertical={vertical} />
      ))}
    </>
  ),
})
