/** The portal's words for an order's status, a farm's step and a refused edit. */
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../../api/cart-contract'
import type { PartStatus } from '../../api/partner-contract'

export function useOrderWords() {
  const { t } = useLingui()
  const order: Record<OrderStatus, string> = {
    placed: t`Placed`,
    confirmed: t`Confirmed`,
    packed: t`Packed`,
    'out-for-delivery': t`Out for delivery`,
    'ready-for-pickup': t`Ready for pickup`,
    delivered: t`Delivered`,
    collected: t`Collected`,
    cancelled: t`Cancelled`,
  }
  const part: Record<PartStatus, string> = {
    placed: t`New: waiting for your answer`,
    confirmed: t`Accepted: to pack`,
    declined: t`Declined`,
    packed: t`Packed: to hand over`,
    'handed-over': t`Handed over to the market`,
  }
  return { order: (s: OrderStatus) => order[s], part: (s: PartStatus) => part[s] }
}
