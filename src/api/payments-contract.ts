/**
 * Payments (issue 33): which methods a market offers, the states of a payment and of each attempt,
 * and the shapes the shopper's screens read. Shared by the server (checkout, adapters, routes) and
 * the client. Money is integer minor units of the order's currency everywhere; the adapters alone
 * convert to what a provider's API wants (whole shillings for M-Pesa, a decimal string for MoMo).
 */
import { z } from 'zod'
import type { OrderStatus } from './cart-contract'

/** One adapter each (server/payments/); `cash` is paid on delivery or pickup and asks no provider. */
export const PAYMENT_PROVIDERS = ['mpesa', 'momo', 'paystack', 'cash'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** What a shopper chooses at checkout. */
export const PAYMENT_METHODS = ['mpesa', 'momo', 'paystack', 'cash'] as const
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]

/** The methods each country's markets offer, in the order checkout lists them (the store's `country`). */
const METHODS_BY_COUNTRY: Readonly<Record<string, readonly PaymentMethodId[]>> = {
  KE: ['mpesa', 'cash'],
  GH: ['momo', 'cash'],
  UG: ['momo', 'cash'],
  RW: ['momo', 'cash'],
  NG: ['paystack', 'cash'],
  ZA: ['paystack', 'cash'],
}

export function methodsForCountry(country: string): readonly PaymentMethodId[] {
  return METHODS_BY_COUNTRY[country] ?? ['cash']
}

/** A saved mobile-money number's provider (account-contract's names) as a checkout method. */
export function methodOfSavedProvider(provider: string): PaymentMethodId | null {
  if (provider === 'mpesa') return 'mpesa'
  if (provider === 'mtn-momo') return 'momo'
  return null
}

/** Whether a method asks the shopper's phone to approve (M-Pesa, MoMo) rather than a checkout page (Paystack). */
export const isPhonePrompt = (method: PaymentMethodId) => method === 'mpesa' || method === 'momo'

/** Why an attempt failed, from each provider's codes (docs/payments/protocols.md tables). */
export const FAILURE_REASONS = [
  'insufficient_funds',
  'cancelled',
  'timeout',
  'limit',
  'duplicate_too_soon',
  'wrong_pin',
  'invalid_payer',
  'account_locked',
  'config_error',
  'provider_error',
  'amount_mismatch',
  'other',
] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]

/** One attempt's life (machines/payment.machine.ts). */
export const ATTEMPT_STATUSES = ['initiated', 'pending', 'succeeded', 'failed', 'expired'] as const
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number]

/**
 * The order's payment: `cash` (paid on delivery or pickup), `awaiting` (an attempt is running),
 * `paid`, `failed` (the last attempt failed or expired: try again, or pay cash), `refunded` (the
 * order was cancelled after it was paid: the amount went to the shopper's credit).
 */
export const PAYMENT_STATUSES = ['cash', 'awaiting', 'paid', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export interface PaymentAttemptView {
  id: string
  method: PaymentMethodId
  status: AttemptStatus
  reason: FailureReason | null
  /** The provider's receipt (MpesaReceiptNumber, financialTransactionId, Paystack's transaction id). */
  receipt: string | null
  /** Until when the phone prompt can be approved (ISO); null once settled. */
  expiresAt: string | null
  /** Paystack: the hosted checkout page to open. */
  checkoutUrl: string | null
  /** The number asked to approve (M-Pesa, MoMo): the shopper's own, for "try again". */
  phone: string | null
  createdAt: string
}

export interface PaymentView {
  orderId: string
  status: PaymentStatus
  method: PaymentMethodId
  /** What the payment asks for: the order's total less the credit it spent. */
  amount: number
  /** The shopper's credit the order spent (decision 038); 0 when none. Paid with amount 0: the credit paid it all. */
  creditUsed: number
  currency: string
  currencyExponent: number
  /** The payee's name shown in the prompt. */
  payee: string
  /** Newest first. */
  attempts: PaymentAttemptView[]
  /** The methods the order's market offers for a new attempt. */
  methods: PaymentMethodId[]
  /**
   * A refund to the payment method (decision 038, Paystack): asked (`requested`), queued by the
   * provider (`pending`), `processed`, or `failed` (then `credited`: it went to the shopper's credit;
   * otherwise the operator handles it). Null when none.
   */
  refund: PaymentRefundView | null
  /** Sent back by hand outside the system by the market's team (decision 043: a guest's M-Pesa or MoMo payment), with the transfer's reference. */
  handRefund?: { amount: number; reference: string | null } | null
  /** The shop runs on the providers' simulators: nothing real is charged (the "Test payments" notice). */
  testMode?: boolean
}

export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
export interface PaymentRefundView {
  status: RefundStatus
  amount: number
  credited: boolean
}

/** A new attempt for an unpaid order (POST /api/orders/:id/payment): another phone, another method, or cash. */
export const paymentRetrySchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.enum(['mpesa', 'momo']),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ().-]{6,24}$/),
  }),
  z.strictObject({ method: z.literal('paystack') }),
  z.strictObject({ method: z.literal('cash') }),
])
export type PaymentRetry = z.infer<typeof paymentRetrySchema>

const attemptViewSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(ATTEMPT_STATUSES),
  reason: z.enum(FAILURE_REASONS).nullable(),
  receipt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
})

/** The client checks what GET/POST /api/orders/:id/payment answer before showing it. */
export const paymentViewSchema = z.object({
  orderId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  creditUsed: z.number().int().min(0),
  currency: z.string().length(3),
  currencyExponent: z.number().int().min(0).max(4),
  payee: z.string(),
  attempts: z.array(attemptViewSchema),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  refund: z.object({ status: z.enum(REFUND_STATUSES), amount: z.number().int(), credited: z.boolean() }).nullable(),
  handRefund: z.object({ amount: z.number().int(), reference: z.string().nullable() }).nullable().optional(),
  testMode: z.boolean().optional(),
}) satisfies z.ZodType<PaymentView>

/** The shopper's credit in one currency (GET /api/credits): refunds and payments an order no longer needed, minor units. */
export const creditBalanceSchema = z.object({ currency: z.string().length(3), currencyExponent: z.number().int().min(0).max(4), amount: z.number().int() })
export type CreditBalance = z.infer<typeof creditBalanceSchema>

/** The name the shopper sees in the phone prompt and on the screen. */
/** The providers' brand names: written the same in every language (cash has none: say it in words). */
export const PAYMENT_BRANDS: Readonly<Record<PaymentMethodId, string>> = { mpesa: 'M-Pesa', momo: 'MTN MoMo', paystack: 'Paystack', cash: '' }

/** Why the console lists a payment (server/payments/payments.ts `paymentsNeedingAttention`). */
export const ATTENTION_REASONS = ['pending_too_long', 'failed', 'paid_for_cancelled_order', 'refunded', 'success_not_needed'] as const
export type AttentionReason = (typeof ATTENTION_REASONS)[number]

/** A payment attempt the console's payments page lists, with its order. */
export interface PaymentAttention {
  orderId: string
  orderNumber: string
  storeId: string
  orderStatus: OrderStatus
  attemptId: string
  provider: PaymentMethodId
  status: AttemptStatus
  reason: FailureReason | null
  amount: number
  currency: string
  currencyExponent: number
  updatedAt: string
  why: AttentionReason
  /** What is owed back on this payment, minor units; null when nothing is (decision 043). */
  owed: number | null
  /** Where an operator may refund it now (`POST /api/admin/payments/:attemptId/refund`); empty when nothing is owed. */
  refundTo: RefundDestination[]
  /**
   * The operator's refund, when one was made: where, who, when; for one to the card or account,
   * what became of it at the provider (`card`: asked, processed, or failed and then `credited` to
   * the shopper by decision 038's rule), so the console never says "to the card" of money that went
   * elsewhere.
   */
  refund: { to: RefundDestination; reference: string | null; by: string; at: string; card: RefundStatus | null; credited: boolean } | null
}

/** Where an operator sends money owed back (decision 043): the payment method (Paystack's refund), the shopper's credit, or by hand outside the system. */
export const REFUND_DESTINATIONS = ['method', 'credit', 'outside'] as const
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number]

export const PAYEE_NAME = 'Malewa'
