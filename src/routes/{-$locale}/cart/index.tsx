import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CartScreen } from '../../../features/cart/cart-screen'
import { useOpenServices } from '../../../ui/use-open-services'

/** /cart: the basket of every open service (SERVICES); with one open, that basket as the page. */
export const Route = createFileRoute('/{-$locale}/cart/')({
  staticData: { kind: 'cart', title: msg`Your basket — Malewa`, description: msg`Your basket, kept on your phone even without a connection.` },
  component: Baskets,
})

function Baskets() {
  const open = useOpenServices()
  if (open.length === 1) return <CartScreen vertical={open[0]!} />
  return (
    <>
      <h1>
        <Trans>Your baskets</Trans>
      </h1>
      {open.map((service) => (
        <CartScreen key={service} vertical={service} inList />
      ))}
    </>
  )
}
