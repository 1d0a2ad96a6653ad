/**
 * What a paid order gives back to the shopper's credit (decision 033's ledger, `credit_entries`),
 * in the order's transaction, from the one place every path passes:
 *
 * - `refundToCredit`: the order is cancelled, whoever cancelled it (the shopper, the console, a
 *   market move, the portal's last farm out): the lifecycle (server/orders/order-lifecycle.ts)
 *   calls it. Once per paid attempt (unique on attempt and reason); what was already credited for
 *   lines a farm could not supply is not credited again.
 * - `creditUnavailableLine`: a farm could not supply a line of a paid order (server/partner/order-parts.ts),
 *   or of an order whose payment succeeds afterwards (payments.ts `settle`): the line's amount, once
 *   per line (unique on order, line and reason).
 *
 * An unpaid order (cash, waiting, failed) credits nothing; a guest has no credit to receive.
 */
import { sql } from 'drizzle-orm'
import { rows, type Tx } from '../cart/cart-sql'

/** The order's payment changed: the order counts as changed for the devices that keep a copy (its list shows the payment's state). */
export const touchOrder = (tx: Tx, orderId: string) => tx.execute(sql`UPDATE orders SET updated_at = now() WHERE id = ${orderId}`)

interface PaidRow {
  id: string
  paid_attempt_id: string
  amount: number
  currency: string
  user_id: string | null
}

/** The order's payment when it is paid, locked for this transaction. */
async function paidPayment(tx: Tx, orderId: string): Promise<PaidRow | undefined> {
  const [p] = await rows<PaidRow>(
    tx,
    sql`SELECT p.id, p.paid_attempt_id, p.amount, p.currency, o.user_id FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.order_id = ${orderId} AND p.status = 'paid' FOR UPDATE OF p`,
  )
  return p
}

/** The order was cancelled: what the shopper paid, less the lines already credited, goes to their credit (once). */
export async function refundToCredit(tx: Tx, orderId: string): Promise<void> {
  const p = await paidPayment(tx, orderId)
  if (!p || !p.user_id) return
  const [{ credited } = { credited: 0 }] = await rows<{ credited: number }>(
    tx,
    sql`SELECT coalesce(sum(amount), 0)::int AS credited FROM credit_entries WHERE order_id = ${orderId} AND reason = 'line_unavailable'`,
  )
  const amount = p.amount - credited
  if (amount > 0) {
    await tx.execute(
      sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id, attempt_id) VALUES (${p.user_id}, ${p.currency}, ${amount}, 'refund', ${orderId}, ${p.paid_attempt_id})
          ON CONFLICT (attempt_id, reason) DO NOTHING`,
    )
  }
  await tx.execute(sql`UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = ${p.id}`)
  await touchOrder(tx, orderId)
}

/** A farm could not supply this line of a paid order: its amount goes to the shopper's credit, in the order's currency (once per line). */
export async function creditUnavailableLine(tx: Tx, orderId: string, produceId: string): Promise<void> {
  const p = await paidPayment(tx, orderId)
  if (!p || !p.user_id) return
  const [line] = await rows<{ line_total: number }>(tx, sql`SELECT line_total FROM order_lines WHERE order_id = ${orderId} AND produce_id = ${produceId}`)
  if (!line || line.line_total <= 0) return
  await tx.execute(
    sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id, line_id) VALUES (${p.user_id}, ${p.currency}, ${line.line_total}, 'line_unavailable', ${orderId}, ${produceId})
        ON CONFLICT (order_id, line_id, reason) WHERE line_id IS NOT NULL DO NOTHING`,
  )
  await touchOrder(tx, orderId)
}
