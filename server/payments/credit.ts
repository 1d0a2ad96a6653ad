/**
 * What a paid order gives back to the shopper's credit (decision 033's ledger, `credit_entries`),
 * in the order's transaction, from the one place every path passes:
 *
 * - `refundToCredit`: the order is cancelled (a Paystack payment is refunded to its card or account
 *   instead, decision 038: `queueMethodRefund`), whoever cancelled it (the shopper, the console, a
 *   market move, the portal's last farm out): the lifecycle (server/orders/order-lifecycle.ts)
 *   calls it. Once per paid attempt (unique on attempt and reason); what was already credited for
 *   lines a farm could not supply is not credited again.
 * - `creditUnavailableLine`: a farm could not supply a line of a paid order (server/partner/order-parts.ts),
 *   or of an order whose payment succeeds afterwards (payments.ts `settle`): the line's amount, once
 *   per line (unique on order, line and reason).
 *
 * - `spendCredit`: checkout spends the shopper's credit on the order (decision 038); a cancellation
 *   gives it back (`credit_returned`, once per order) with what was paid.
 *
 * An unpaid order (cash, waiting, failed) credits back only the credit it spent; a guest has no credit to receive.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { rows, type Tx } from '../cart/cart-sql'

/** The order's payment changed: the order counts as changed for the devices that keep a copy (its list shows the payment's state). */
export const touchOrder = (tx: Tx, orderId: string) => tx.execute(sql`UPDATE orders SET updated_at = now() WHERE id = ${orderId}`)

/**
 * Providers that take a refund call (decision 038): a paid attempt of theirs is refunded to its
 * payment method (Paystack `POST /refund`), not to credit. M-Pesa STK and MoMo Collection have none.
 */
export const REFUNDS_TO_METHOD: ReadonlySet<string> = new Set(['paystack'])

/**
 * Queues a refund of a paid attempt to its payment method, once per attempt, in the caller's
 * transaction; the payments worker asks the provider after the commit (payments.ts `refundPass`).
 */
export async function queueMethodRefund(
  tx: Tx,
  r: { paymentId: string; orderId: string; attemptId: string; provider: string; transactionRef: string; amount: number; currency: string },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO payment_refunds (id, payment_id, order_id, attempt_id, provider, transaction_ref, amount, currency, status)
        VALUES (${randomUUID()}, ${r.paymentId}, ${r.orderId}, ${r.attemptId}, ${r.provider}, ${r.transactionRef}, ${r.amount}, ${r.currency}, 'requested')
        ON CONFLICT (attempt_id) DO NOTHING`,
  )
}

interface PaidRow {
  /** The paid attempt's provider and its transaction reference there (null when credit paid it all). */
  provider: string | null
  transaction_ref: string | null
  id: string
  /** Null when the shopper's credit paid it all (decision 038). */
  paid_attempt_id: string | null
  amount: number
  currency: string
  user_id: string | null
}

/** The order's payment when it is paid, locked for this transaction. */
async function paidPayment(tx: Tx, orderId: string): Promise<PaidRow | undefined> {
  const [p] = await rows<PaidRow>(
    tx,
    sql`SELECT p.id, p.paid_attempt_id, p.amount, p.currency, o.user_id, a.provider, coalesce(a.provider_ref, a.id) AS transaction_ref
        FROM payments p JOIN orders o ON o.id = p.order_id LEFT JOIN payment_attempts a ON a.id = p.paid_attempt_id
        WHERE p.order_id = ${orderId} AND p.status = 'paid' FOR UPDATE OF p`,
  )
  return p
}

/**
 * The order was cancelled: what the shopper paid goes back to the payment method where its provider
 * takes a refund call (Paystack, decision 038; a guest's too), otherwise to their credit; the credit
 * the order spent goes back to credit. Once each, less the lines already credited: they count
 * against what was paid first, then against the credit spent, so the shopper gets back what they
 * gave, never more.
 */
export async function refundToCredit(tx: Tx, orderId: string): Promise<void> {
  const [order] = await rows<{ user_id: string | null; credit_used: number; currency: string }>(tx, sql`SELECT user_id, credit_used, currency FROM orders WHERE id = ${orderId}`)
  if (!order) return
  const [{ credited } = { credited: 0 }] = await rows<{ credited: number }>(
    tx,
    sql`SELECT coalesce(sum(amount), 0)::int AS credited FROM credit_entries WHERE order_id = ${orderId} AND reason IN (${sql.join(
      LINE_REASONS.map((r) => sql`${r}`),
      sql`, `,
    )})`,
  )
  let linesLeft = credited
  const p = await paidPayment(tx, orderId)
  if (p) {
    const amount = p.amount - linesLeft
    linesLeft = Math.max(0, -amount)
    const toMethod = p.provider !== null && REFUNDS_TO_METHOD.has(p.provider)
    // A guest paid by a provider without a refund call: nothing to credit; it stays paid, for the operator (decision 037).
    if (!toMethod && !order.user_id) return
    if (amount > 0 && p.paid_attempt_id && toMethod) {
      await queueMethodRefund(tx, { paymentId: p.id, orderId, attemptId: p.paid_attempt_id, provider: p.provider!, transactionRef: p.transaction_ref!, amount, currency: p.currency })
    } else if (amount > 0 && p.paid_attempt_id && order.user_id) {
      await tx.execute(
        sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id, attempt_id) VALUES (${order.user_id}, ${p.currency}, ${amount}, 'refund', ${orderId}, ${p.paid_attempt_id})
            ON CONFLICT (attempt_id, reason) DO NOTHING`,
      )
    }
    await tx.execute(sql`UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = ${p.id}`)
    await touchOrder(tx, orderId)
  }
  const back = order.credit_used - linesLeft
  if (back > 0 && order.user_id) {
    await tx.execute(
      sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id) VALUES (${order.user_id}, ${order.currency}, ${back}, 'credit_returned', ${orderId})
          ON CONFLICT (order_id, reason) WHERE reason IN ('spent', 'credit_returned') DO NOTHING`,
    )
    await touchOrder(tx, orderId)
  }
}

/**
 * The shopper asked to spend their credit on this order (decision 038), in the order's transaction:
 * what their balance in the order's currency holds now, up to the order's total, is taken once
 * (a `spent` entry, unique per order) and recorded on the order (`credit_used`). Concurrent
 * checkouts of one shopper take a transaction lock on their credit first, so the balance never goes
 * below zero; the second sees what the first left. Answers the credit used, minor units.
 */
export async function spendCredit(tx: Tx, orderId: string, userId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`credit:${userId}`}))`)
  const [order] = await rows<{ total: number; currency: string; credit_used: number }>(tx, sql`SELECT total, currency, credit_used FROM orders WHERE id = ${orderId} AND user_id = ${userId}`)
  if (!order) throw new Error(`no order ${orderId} of this shopper`)
  if (order.credit_used > 0) return order.credit_used
  const [{ balance } = { balance: 0 }] = await rows<{ balance: number }>(
    tx,
    sql`SELECT coalesce(sum(amount), 0)::int AS balance FROM credit_entries WHERE user_id = ${userId} AND currency = ${order.currency}`,
  )
  const used = Math.max(0, Math.min(balance, order.total))
  if (used === 0) return 0
  const [spent] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id) VALUES (${userId}, ${order.currency}, ${-used}, 'spent', ${orderId})
        ON CONFLICT (order_id, reason) WHERE reason IN ('spent', 'credit_returned') DO NOTHING RETURNING id`,
  )
  if (!spent) return 0
  await tx.execute(sql`UPDATE orders SET credit_used = ${used} WHERE id = ${orderId}`)
  return used
}

/**
 * What a line gives back (decision 048 beside 035): `line_unavailable`, a line a provider could
 * not supply (its whole amount); `line_settled`, what a packed or substituted grocery line costs
 * less than it was charged. Both count as lines credited when the order is refunded later.
 */
export const LINE_REASONS = ['line_unavailable', 'line_settled'] as const

/** A farm could not supply this line of a paid order: its amount goes to the shopper's credit, in the order's currency (once per line). */
export async function creditUnavailableLine(tx: Tx, orderId: string, produceId: string): Promise<void> {
  // Every line of the produce: a meal ordered with two sets of options is two lines (decision 048).
  const [line] = await rows<{ line_total: number }>(tx, sql`SELECT coalesce(sum(line_total), 0)::int AS line_total FROM order_lines WHERE order_id = ${orderId} AND produce_id = ${produceId}`)
  await creditLine(tx, orderId, produceId, line?.line_total ?? 0, 'line_unavailable')
}

/** `amount` of a line of a paid order to the shopper's credit, in the order's currency, once per line and reason. */
export async function creditLine(tx: Tx, orderId: string, lineId: string, amount: number, reason: (typeof LINE_REASONS)[number]): Promise<void> {
  if (amount <= 0) return
  const p = await paidPayment(tx, orderId)
  if (!p || !p.user_id) return
  await tx.execute(
    sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id, line_id) VALUES (${p.user_id}, ${p.currency}, ${amount}, ${reason}, ${orderId}, ${lineId})
        ON CONFLICT (order_id, line_id, reason) WHERE line_id IS NOT NULL DO NOTHING`,
  )
  await touchOrder(tx, orderId)
}
