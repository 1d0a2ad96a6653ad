/**
 * Words for an order's state, written for shoppers: the five statuses of the lifecycle, and the
 * "waiting to be placed" of an order still on this device. Descriptors here, translated at render.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OrderStatus } from '../../api/cart-contract'

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  placed: msg({ message: 'Placed', context: 'order status' }),
  confirmed: msg({ message: 'Confirmed', context: 'order status' }),
  'out-for-delivery': msg({ message: 'Out for delivery', context: 'order status' }),
  delivered: msg({ message: 'Delivered', context: 'order status' }),
  cancelled: msg({ message: 'Cancelled', context: 'order status' }),
}

/** What each status means for the shopper, under the status on the order page. */
export const ORDER_STATUS_HINTS: Record<OrderStatus, MessageDescriptor> = {
  placed: msg`The farmers have your order. You can still cancel it until they confirm it.`,
  confirmed: msg`The farmers are getting your order ready.`,
  'out-for-delivery': msg`Your order is on its way.`,
  delivered: msg`Your order was delivered. Enjoy!`,
  cancelled: msg`This order was cancelled. Nothing will be delivered or charged.`,
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
