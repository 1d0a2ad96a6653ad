/**
 * Words for an order's state, written for shoppers: the statuses of the lifecycle (decision 022), and the
 * "waiting to be placed" of an order still on this device. Descriptors here, translated at render.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Fulfilment, OrderStatus } from '../../api/cart-contract'

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  placed: msg({ message: 'Placed', context: 'order status' }),
  confirmed: msg({ message: 'Confirmed', context: 'order status' }),
  packed: msg({ message: 'Packed', context: 'order status' }),
  'out-for-delivery': msg({ message: 'Out for delivery', context: 'order status' }),
  'ready-for-pickup': msg({ message: 'Ready for pickup', context: 'order status' }),
  delivered: msg({ message: 'Delivered', context: 'order status' }),
  collected: msg({ message: 'Collected', context: 'order status' }),
  cancelled: msg({ message: 'Cancelled', context: 'order status' }),
}

/** What each status means for the shopper, under the status on the order page. */
export const ORDER_STATUS_HINTS: Record<OrderStatus, MessageDescriptor> = {
  placed: msg`The farmers have your order. You can still cancel it until they confirm it.`,
  confirmed: msg`The farmers are getting your order ready.`,
  packed: msg`Your order is packed at the market, waiting for its day.`,
  'out-for-delivery': msg`Your order is on its way.`,
  'ready-for-pickup': msg`Your order is ready: collect it at the pickup point.`,
  delivered: msg`Your order was delivered. Enjoy!`,
  collected: msg`You collected your order. Enjoy!`,
  cancelled: msg`This order was cancelled. Nothing will be delivered or charged.`,
}

/** The steps an order of this kind goes through when all goes well (decision 022); `cancelled` leaves it. */
export function orderPath(fulfilment: Fulfilment): readonly OrderStatus[] {
  // A digital order is delivered to the account's library by its payment (decision 050).
  if (fulfilment === 'digital') return ['placed', 'delivered']
  return fulfilment === 'pickup' ? ['placed', 'confirmed', 'packed', 'ready-for-pickup', 'collected'] : ['placed', 'confirmed', 'packed', 'out-for-delivery', 'delivered']
}

export const WAITING_LABEL = msg({ message: 'Waiting to be placed', context: 'order status' })
export const NEEDS_ATTENTION_LABEL = msg({ message: 'Needs your attention', context: 'order status' })

/** Brand names: written the same in every language. */
const PROVIDER_NAMES: Record<string, string> = {
  mpesa: 'M-Pesa',
  'mtn-momo': 'MTN MoMo',
  'airtel-money': 'Airtel Money',
  'orange-money': 'Orange Money',
  'vodafone-cash': 'Vodafone Cash',
}

export const OTHER_PROVIDER = msg`Other mobile money`

/** A provider's brand name; `null` for "other" (translate OTHER_PROVIDER then). */
export function providerBrand(provider: string): string | null {
  return PROVIDER_NAMES[provider] ?? (provider === 'other' ? null : provider)
}
