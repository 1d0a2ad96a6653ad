/** The portal's words for an order's status, a farm's step, its payment and a refused edit. */
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../../api/cart-contract'
import type { PartStatus } from '../../api/partner-contract'
import { PAYMENT_BRANDS, type PaymentMethodId, type PaymentStatus } from '../../api/payments-contract'

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
  const method: Record<PaymentMethodId, string> = { ...PAYMENT_BRANDS, cash: t`Cash` }
  const paid: Record<PaymentStatus, string> = {
    cash: t`paid at handover`,
    awaiting: t`waiting for the shopper`,
    paid: t`paid`,
    failed: t`not paid: the payment failed`,
    refunded: t`refunded to the shopper`,
  }
  const payment = (p: { method: PaymentMethodId; status: PaymentStatus }) => {
    const how = method[p.method]
    const state = paid[p.status]
    return t`Payment: ${how}, ${state}`
  }
  return { order: (s: OrderStatus) => order[s], part: (s: PartStatus) => part[s], payment }
}
