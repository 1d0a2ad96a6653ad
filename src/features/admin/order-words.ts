/** The console's words for an order's status. */
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../../api/cart-contract'

export function useOrderStatusWords(): Record<OrderStatus, string> {
  const { t } = useLingui()
  return {
    placed: t`Placed`,
    confirmed: t`Confirmed`,
    packed: t`Packed`,
    'out-for-delivery': t`Out for delivery`,
    'ready-for-pickup': t`Ready for pickup`,
    delivered: t`Delivered`,
    collected: t`Collected`,
    cancelled: t`Cancelled`,
  }
}

/** What the button that moves an order to a status says. */
export function useOrderMoveWords(): Record<OrderStatus, string> {
  const { t } = useLingui()
  return {
    placed: t`Mark as placed`,
    confirmed: t`Confirm the order`,
    packed: t`Mark as packed`,
    'out-for-delivery': t`Send out for delivery`,
    'ready-for-pickup': t`Mark as ready for pickup`,
    delivered: t`Mark as delivered`,
    collected: t`Mark as collected`,
    cancelled: t`Cancel the order`,
  }
}
