/**
 * The payment an order starts with, in the order's transaction (decision 033): the checkout's
 * method must be one the market offers (src/api/payments-contract.ts `methodsForCountry`: M-Pesa
 * is not offered in Johannesburg), and M-Pesa takes whole shillings only. Cash writes a `cash`
 * payment; a phone or card method writes the payment and its first attempt, which the caller
 * kicks off after the commit. The order stays unpaid until an attempt succeeds. The payment asks
 * for what the shopper's credit left (decision 038); when the credit covered the whole order, the
 * payment is `paid` at once and no provider is asked.
 */
import { sql } from 'drizzle-orm'
import type { OrderPayment } from '../db/schema/commerce'
import { methodOfSavedProvider, methodsForCountry, type PaymentMethodId } from '../../src/api/payments-contract'
import { rows, type Tx } from '../cart/cart-sql'
import { ApiError } from '../lib/http'
import type { PaymentsRuntime } from './payments'

export const methodOfCheckout = (payment: OrderPayment): PaymentMethodId | null => (payment.kind === 'cash' ? 'cash' : payment.kind === 'card' ? 'paystack' : methodOfSavedProvider(payment.provider))

/** Starts the order's payment; answers the attempt to ask the provider for after the commit, or null (cash). */
export async function startOrderPayment(tx: Tx, payments: PaymentsRuntime, orderId: string, payment: OrderPayment): Promise<string | null> {
  const [order] = await rows<{ total: number; credit_used: number; currency: string; currency_exponent: number; country: string; email: string | null }>(
    tx,
    sql`SELECT o.total, o.credit_used, o.currency, o.currency_exponent, s.country, coalesce(u.email, o.guest_email) AS email
        FROM orders o JOIN stores s ON s.id = o.store_id LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  )
  if (!order) throw new Error(`no order ${orderId}`)
  const method = methodOfCheckout(payment)
  const offered = methodsForCountry(order.country)
  if (method === null || !offered.includes(method)) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
      { field: 'payment.provider', code: 'method_not_offered', message: `This market takes ${offered.join(', ')}`, params: { offered: offered.join(',') } },
    ])
  }
  // What the shopper's credit did not cover (decision 038); nothing left: the credit paid the order.
  const due = order.total - order.credit_used
  if (method === 'mpesa' && due % 10 ** order.currency_exponent !== 0) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
      { field: 'payment.provider', code: 'amount_not_whole', message: 'M-Pesa takes whole shillings only: pay this order in cash' },
    ])
  }
  return payments.start(tx, {
    orderId,
    method,
    phone: payment.kind === 'mobile-money' ? payment.phone : null,
    email: order.email,
    amount: due,
    currency: order.currency,
    currencyExponent: order.currency_exponent,
  })
}
