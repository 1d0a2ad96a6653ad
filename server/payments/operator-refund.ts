/**
 * Money owed back, refunded by an operator from the console (decision 043): a payment paid for a
 * cancelled order and not refunded (a guest's M-Pesa or MoMo payment, or a cancellation from before
 * refunds were wired), a Paystack refund that failed and was not credited, or a success its order no
 * longer needed (paid twice) that nobody credited or refunded.
 *
 * `refundOptions` says what is owed and where it may go: the payment method where the provider takes
 * a refund call and none was tried (Paystack: `queueMethodRefund`, the worker asks it), the shopper's
 * credit (registered shoppers only), or, when neither applies, paid back by hand outside the system
 * (the operator records the transfer's reference). `refundByOperator` does it once: it locks the
 * attempt, decides again under the lock (a second click, a retry or a second operator finds nothing
 * owed: 409 `already_refunded`), writes the refund, the audit entry (before → after) and the
 * shopper's e-mail in one transaction.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { RefundDestination } from '../../src/api/payments-contract'
import { audit } from '../access/audit'
import { rows, type Tx } from '../cart/cart-sql'
import { ApiError } from '../lib/http'
import type { Mailer } from '../mail/mailer'
import { refundMail } from '../mail/refund-mail'
import { orderPageUrl } from '../orders/order-link'
import { REFUNDS_TO_METHOD, queueMethodRefund, touchOrder } from './credit'

/** The facts about an attempt that decide what is owed back; the list's query selects the same. */
export interface OwedFacts {
  attemptStatus: string
  provider: string
  amount: number
  isPaidAttempt: boolean
  orderCancelled: boolean
  paymentRefunded: boolean
  registered: boolean
  /** The attempt's refund to its method, if one was queued. */
  methodRefundStatus: string | null
  methodRefundCredited: boolean
  methodRefundAmount: number | null
  /** Credit entries naming the attempt (a late payment or a refund credited). */
  creditedForAttempt: boolean
  /** Already given back by an operator to credit or outside. */
  settledByOperator: boolean
  linesCredited: number
}

/** What is owed back on the attempt and where it may go; null when nothing is owed. */
export function refundOptions(f: OwedFacts): { owed: number; to: RefundDestination[] } | null {
  if (f.attemptStatus !== 'succeeded' || f.settledByOperator) return null
  let owed: number
  if (f.methodRefundStatus === 'failed') {
    if (f.methodRefundCredited) return null
    owed = f.methodRefundAmount ?? f.amount
  } else if (f.methodRefundStatus !== null) {
    return null // asked of the provider, or done
  } else if (f.isPaidAttempt) {
    if (!f.orderCancelled || f.paymentRefunded) return null
    owed = f.amount - f.linesCredited
  } else {
    if (f.creditedForAttempt) return null
    owed = f.amount
  }
  if (owed <= 0) return null
  const to: RefundDestination[] = []
  if (f.methodRefundStatus === null && REFUNDS_TO_METHOD.has(f.provider)) to.push('method')
  if (f.registered) to.push('credit')
  if (to.length === 0) to.push('outside')
  return { owed, to }
}

/** The SQL columns of `OwedFacts`, for an attempt `a` joined to its payment `p`, order `o` and refund `r`. */
export const OWED_FACTS_COLUMNS = sql`a.status AS "attemptStatus", a.provider, a.amount, (p.paid_attempt_id = a.id) AS "isPaidAttempt", (o.status = 'cancelled') AS "orderCancelled",
  (p.status = 'refunded') AS "paymentRefunded", (o.user_id IS NOT NULL) AS registered, r.status AS "methodRefundStatus", coalesce(r.credited, 0) = 1 AS "methodRefundCredited",
  r.amount AS "methodRefundAmount", EXISTS (SELECT 1 FROM credit_entries c WHERE c.attempt_id = a.id) AS "creditedForAttempt",
  EXISTS (SELECT 1 FROM operator_refunds x WHERE x.attempt_id = a.id AND x.destination IN ('credit', 'outside')) AS "settledByOperator",
  (SELECT coalesce(sum(c.amount), 0)::int FROM credit_entries c WHERE c.order_id = a.order_id AND c.reason IN ('line_unavailable', 'line_settled')) AS "linesCredited"`

interface Locked extends OwedFacts {
  id: string
  paymentId: string
  orderId: string
  orderNumber: string
  storeId: string
  userId: string | null
  currency: string
  currencyExponent: number
  locale: string
  email: string | null
  name: string | null
  paymentStatus: string
  transactionRef: string
}

export interface OperatorRefund {
  attemptId: string
  to: RefundDestination
  reference?: string | undefined
  reason: string
  operatorUserId: string
  /** The operator's markets (empty: every market); another market's payment is 404. */
  storeIds: readonly string[]
}

export interface RefundMailing {
  mailer: Mailer
  publicUrl: string
  guestToken: (orderId: string) => string
}

/** Refunds the attempt as the operator chose, once; answers whether the payment worker has a refund to ask. */
export async function refundByOperator(tx: Tx, r: OperatorRefund, mailing: RefundMailing): Promise<{ askProvider: boolean }> {
  // The lock every refund of this attempt takes first: a second one waits here, then finds nothing
  // owed. A statement of its own: the facts below are read after it, in a snapshot that sees what
  // the first refund committed (a `FOR UPDATE` in the same statement re-reads only the locked row,
  // and on PostgreSQL two refunds both went through).
  await tx.execute(sql`SELECT id FROM payment_attempts WHERE id = ${r.attemptId} FOR UPDATE`)
  const [a] = await rows<Locked>(
    tx,
    sql`SELECT a.id, a.payment_id AS "paymentId", a.order_id AS "orderId", o.number AS "orderNumber", o.store_id AS "storeId", o.user_id AS "userId", a.currency,
          o.currency_exponent AS "currencyExponent", o.locale, coalesce(u.email, o.guest_email) AS email, coalesce(u.name, o.guest_name) AS name, p.status AS "paymentStatus",
          coalesce(a.provider_ref, a.id) AS "transactionRef", ${OWED_FACTS_COLUMNS}
        FROM payment_attempts a JOIN payments p ON p.id = a.payment_id JOIN orders o ON o.id = a.order_id LEFT JOIN users u ON u.id = o.user_id
          LEFT JOIN payment_refunds r ON r.attempt_id = a.id
        WHERE a.id = ${r.attemptId}`,
  )
  if (!a || (r.storeIds.length > 0 && !r.storeIds.includes(a.storeId))) throw new ApiError(404, 'not_found', `No payment ${r.attemptId}`)
  const options = refundOptions(a)
  if (!options) throw new ApiError(409, 'already_refunded', 'Nothing is owed back on this payment: it was refunded already')
  if (!options.to.includes(r.to))
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'to', code: 'not_available', message: 'This payment cannot be refunded that way' }])
  const amount = options.owed
  const reference = r.to === 'outside' ? (r.reference ?? null) : null
  const [written] = await rows<{ id: string }>(
    tx,
    sql`INSERT INTO operator_refunds (id, attempt_id, payment_id, order_id, destination, reference, reason, amount, currency, operator_user_id)
        VALUES (${randomUUID()}, ${a.id}, ${a.paymentId}, ${a.orderId}, ${r.to}, ${reference}, ${r.reason}, ${amount}, ${a.currency}, ${r.operatorUserId})
        ON CONFLICT (attempt_id, destination) DO NOTHING RETURNING id`,
  )
  if (!written) throw new ApiError(409, 'already_refunded', 'Nothing is owed back on this payment: it was refunded already')
  if (r.to === 'method') {
    await queueMethodRefund(tx, { paymentId: a.paymentId, orderId: a.orderId, attemptId: a.id, provider: a.provider, transactionRef: a.transactionRef, amount, currency: a.currency })
  } else if (r.to === 'credit') {
    await tx.execute(
      sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id, attempt_id) VALUES (${a.userId}, ${a.currency}, ${amount}, 'operator_refund', ${a.orderId}, ${a.id})
          ON CONFLICT (attempt_id, reason) DO NOTHING`,
    )
    if (a.methodRefundStatus === 'failed') await tx.execute(sql`UPDATE payment_refunds SET credited = 1, updated_at = now() WHERE attempt_id = ${a.id}`)
  }
  if (a.isPaidAttempt && a.orderCancelled) await tx.execute(sql`UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = ${a.paymentId}`)
  await tx.execute(sql`UPDATE payment_attempts SET updated_at = now() WHERE id = ${a.id}`)
  await touchOrder(tx, a.orderId)
  await audit(tx, {
    actorUserId: r.operatorUserId,
    actorKind: 'operator',
    storeId: a.storeId,
    action: 'payment.refund',
    subject: `payment_attempts:${a.id}`,
    before: { owed: amount, currency: a.currency, payment: a.paymentStatus, methodRefund: a.methodRefundStatus },
    after: { to: r.to, amount, currency: a.currency, reference, reason: r.reason },
  })
  if (a.email) {
    const link = orderPageUrl(mailing.publicUrl, a.locale, { id: a.orderId, guestToken: a.userId ? null : mailing.guestToken(a.orderId) })
    const mail = refundMail({ locale: a.locale, name: a.name ?? '', orderNumber: a.orderNumber, amount, currency: a.currency, currencyExponent: a.currencyExponent, to: r.to, reference, link })
    await mailing.mailer.enqueue(tx, { to: a.email, ...mail, link, purpose: `refund-${r.to}` })
  }
  return { askProvider: r.to === 'method' }
}
