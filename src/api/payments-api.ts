/** An order's payment (decision 033): read it, or ask for a new attempt. Answers are checked against the contract's schema. */
import { paymentViewSchema, type PaymentRetry, type PaymentView } from './payments-contract'
import { baseApi } from './clients'
import { ApiError } from './http'

const path = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/payment`

export async function fetchPayment(orderId: string, signal?: AbortSignal): Promise<PaymentView> {
  const { data } = await baseApi.get<unknown>(path(orderId), { silent: true, ...(signal ? { signal } : {}) })
  return paymentViewSchema.parse(data)
}

/** A refused attempt throws an error whose `code` is the field's (`payment_in_progress`, `method_not_offered`…). */
export async function askPayment(orderId: string, retry: PaymentRetry): Promise<PaymentView> {
  try {
    const { data } = await baseApi.post<unknown>(path(orderId), retry, { silent: true })
    return paymentViewSchema.parse(data)
  } catch (error) {
    if (error instanceof ApiError) throw Object.assign(new Error(error.message), { code: error.errors[0]?.code ?? error.code })
    throw error
  }
}
