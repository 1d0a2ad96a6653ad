/**
 * An order's payment (decision 033): read it, or ask for a new attempt. Answers are checked against
 * the contract's schema. A guest's order (decision 038) is reached by its link's token, in a header.
 */
import { GUEST_TOKEN_HEADER } from './cart-contract'
import { paymentViewSchema, type PaymentRetry, type PaymentView } from './payments-contract'
import { baseApi } from './clients'
import { ApiError } from './http'

const path = (orderId: string, guestToken: string | null) => `/orders/${guestToken ? 'guest/' : ''}${encodeURIComponent(orderId)}/payment`
const tokenHeader = (guestToken: string | null) => (guestToken ? { headers: { [GUEST_TOKEN_HEADER]: guestToken } } : {})

export async function fetchPayment(orderId: string, signal?: AbortSignal, guestToken: string | null = null): Promise<PaymentView> {
  const { data } = await baseApi.get<unknown>(path(orderId, guestToken), { silent: true, ...(signal ? { signal } : {}), ...tokenHeader(guestToken) })
  return paymentViewSchema.parse(data)
}

/** A refused attempt throws an error whose `code` is the field's (`payment_in_progress`, `method_not_offered`…). */
export async function askPayment(orderId: string, retry: PaymentRetry, guestToken: string | null = null): Promise<PaymentView> {
  try {
    const { data } = await baseApi.post<unknown>(path(orderId, guestToken), retry, { silent: true, ...tokenHeader(guestToken) })
    return paymentViewSchema.parse(data)
  } catch (error) {
    if (error instanceof ApiError) throw Object.assign(new Error(error.message), { code: error.errors[0]?.code ?? error.code })
    throw error
  }
}
