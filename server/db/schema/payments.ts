/**
 * Payments (issue 33, decision 033): one payment per order, its attempts at the providers, and
 * each shopper's credit per currency.
 *
 * - `payments.order_id` is unique: an order has one payment, whatever attempts it takes. Its
 *   `status` is the order's payment (src/api/payments-contract.ts PAYMENT_STATUSES); `paid_attempt_id`
 *   names the one attempt that paid it, so a second success can never pay it twice.
 * - An attempt's `id` is our key at the provider (MoMo's X-Reference-Id, Paystack's reference; for
 *   M-Pesa its first 12 characters are the AccountReference). `provider_ref` is the provider's id
 *   (CheckoutRequestID; the same as ours for MoMo and Paystack): unique per provider, so a callback
 *   or query answer finds one attempt. A receipt is unique per provider too: one payment at the
 *   provider settles one attempt. Its `status` moves only as machines/payment.machine.ts allows.
 * - `next_query_at`, `locked_by`, `locked_until`: the reconciliation worker's schedule and lease
 *   (server/payments/reconciler.ts), the mail outbox's pattern (decision 022).
 * - `payment_hints`: a callback naming a provider id we do not know yet (M-Pesa can call back before
 *   its answer to our push reached us); matched when the answer arrives.
 * - `credit_entries`: the shopper's credit, a ledger (the balance is the sum). An entry made for an
 *   attempt is unique on it: a late success is credited once however often it is reported. An entry
 *   for a line a farm could not supply (`line_unavailable`) names the line (`line_id`, its produce)
 *   and is unique on the order and line: credited once however often the farm says so.
 */
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { orders } from './commerce'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The method of the latest attempt (mpesa, momo, paystack, cash). */
    method: text('method').notNull(),
    status: text('status', { enum: ['cash', 'awaiting', 'paid', 'failed', 'refunded'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paidAttemptId: text('paid_attempt_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_order_idx').on(t.orderId), index('payments_status_idx').on(t.status, t.updatedAt)],
)

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of this attempt; null until the provider answered (M-Pesa). */
    providerRef: text('provider_ref'),
    /** The number asked to approve (M-Pesa, MoMo). */
    phone: text('phone'),
    /** Paystack: who pays (its API wants an e-mail address). */
    email: text('email'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    currencyExponent: integer('currency_exponent').notNull(),
    status: text('status', { enum: ['initiated', 'pending', 'succeeded', 'failed', 'expired'] }).notNull(),
    reason: text('reason'),
    /** The provider's own code or words for the outcome, kept as given. */
    rawCode: text('raw_code'),
    receipt: text('receipt'),
    /** Paystack's hosted checkout page. */
    checkoutUrl: text('checkout_url'),
    /** The success came after we had expired the attempt (credited unless the order needed it). */
    late: integer('late').notNull().default(0),
    /** Until when the shopper can approve; after it, a last query, then `expired`. */
    expiresAt: at('expires_at').notNull(),
    nextQueryAt: at('next_query_at').notNull().defaultNow(),
    queries: integer('queries').notNull().default(0),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('payment_attempts_receipt_idx').on(t.provider, t.receipt),
    index('payment_attempts_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_attempts_due_idx')
      .on(t.nextQueryAt)
      .where(sql`status IN ('initiated', 'pending')`),
  ],
)

export const paymentHints = pgTable(
  'payment_hints',
  {
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_hints_idx').on(t.provider, t.providerRef)],
)

export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Minor units: positive when credited, negative when spent. */
    amount: integer('amount').notNull(),
    /** `late_payment` (a success the order no longer needed), `refund`, `line_unavailable` (a line a farm could not supply), `spent` (negative: an order used it), `credit_returned` (a cancelled order's spent credit back). */
    reason: text('reason').notNull(),
    orderId: text('order_id'),
    attemptId: text('attempt_id'),
    /** The order line (its produce id) a `line_unavailable` entry credits. */
    lineId: text('line_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.currency),
    uniqueIndex('credit_entries_attempt_idx').on(t.attemptId, t.reason),
    uniqueIndex('credit_entries_line_idx')
      .on(t.orderId, t.lineId, t.reason)
      .where(sql`line_id IS NOT NULL`),
    // An order spends credit once and gets what it spent back once (decision 038).
    uniqueIndex('credit_entries_order_once_idx')
      .on(t.orderId, t.reason)
      .where(sql`reason IN ('spent', 'credit_returned')`),
  ],
)

/**
 * A refund to the payment method (decision 038): Paystack's `POST /refund` of a paid attempt, for a
 * cancelled order (or a success its order no longer needed). One per paid attempt. Written in the
 * transaction that cancels the order (`requested`), asked of the provider after the commit by the
 * payments worker, then `pending` (Paystack queued it: `provider_refund_id`) until its signed
 * `refund.processed` / `refund.failed` webhook or our fetch of the refund says `processed` or
 * `failed`. A failed refund goes to the shopper's credit (`credited`), or, for a guest, to the operator.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    attemptId: text('attempt_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's transaction reference (Paystack: our attempt's reference). */
    transactionRef: text('transaction_ref').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requested', 'pending', 'processed', 'failed'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    /** A failed refund went to the shopper's credit. */
    credited: integer('credited').notNull().default(0),
    nextTryAt: at('next_try_at').notNull().defaultNow(),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_attempt_idx').on(t.attemptId),
    index('payment_refunds_ref_idx').on(t.provider, t.transactionRef),
    index('payment_refunds_due_idx')
      .on(t.nextTryAt)
      .where(sql`status IN ('requested', 'pending')`),
  ],
)

/**
 * A payment owed back, refunded by an operator from the console (decision 043): to the payment
 * method (Paystack's refund, then a `payment_refunds` row), to the shopper's credit, or recorded as
 * paid back outside the system (a guest paid by M-Pesa or MoMo: the operator sends it by hand and
 * writes its reference). One per attempt and destination (a card refund that fails may then go to
 * credit or be paid outside); the route locks the attempt first, so two operators refund once.
 */
export const operatorRefunds = pgTable(
  'operator_refunds',
  {
    id: text('id').primaryKey(),
    attemptId: text('attempt_id').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    destination: text('destination', { enum: ['method', 'credit', 'outside'] }).notNull(),
    /** What the operator's transfer is known by outside the system (an M-Pesa code), for `outside`. */
    reference: text('reference'),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    operatorUserId: text('operator_user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_refunds_attempt_destination_idx').on(t.attemptId, t.destination)],
)
