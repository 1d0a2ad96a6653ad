import { createFileRoute } from '@tanstack/react-router'
import { enabledServices } from '../../../config'
import { CartScreen } from '../../../features/cart/cart-screen'

/** /cart: the cart of every enabled vertical (only farm in this build). */
export const Route = createFileRoute('/{-$locale}/cart/')({
  component: () => (
    <>
      {enabledServices().map((vertical) => (
        <CartScreen key={vertical} vertical={vertical} />
      ))}
    </>
  ),
})
