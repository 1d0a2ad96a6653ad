/**
 * A paid order's digital cookbooks go to its buyer's library (decision 047), in the transaction
 * that marks the payment paid (server/payments/payments.ts). A digital order (decision 050: every
 * line a digital book, nothing to carry) is delivered in that same transaction: once the books are
 * in the library there is nothing left to do, so it never goes through packing. Kept apart from
 * the library's routes so that the payments import no HTTP code.
 */
import { sql } from 'drizzle-orm'
import type { CookbookDetails } from '../../src/api/service-details-contract'
import type { Conn } from '../cart/cart-sql'

/** Whether a listing is a digital cookbook: the one kind of line a digital order may hold. */
export const isDigitalBook = (listing: { service: string; details: unknown }): boolean => listing.service === 'cookbook' && (listing.details as Partial<CookbookDetails> | null)?.format === 'digital'

/** Adds the order's digital cookbooks to its buyer's library (a guest order has no library), and delivers a digital order. */
export async function grantDigitalBooks(tx: Conn, orderId: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO digital_library (user_id, listing_id, order_id)
        SELECT o.user_id, l.produce_id, o.id
        FROM orders o
          JOIN order_lines l ON l.order_id = o.id
          JOIN produces p ON p.id = l.produce_id
        WHERE o.id = ${orderId} AND o.user_id IS NOT NULL AND p.service = 'cookbook' AND p.details ->> 'format' = 'digital'
        ON CONFLICT (user_id, listing_id) DO NOTHING`,
  )
  // Only from `placed`: a payment that succeeds for a cancelled order is refunded (payments.ts), never delivered.
  await tx.execute(
    sql`WITH delivered AS (
          UPDATE orders SET status = 'delivered', updated_at = now() WHERE id = ${orderId} AND fulfilment = 'digital' AND status = 'placed' RETURNING id
        )
        INSERT INTO order_status_history (order_id, status, by_user_id) SELECT id, 'delivered', NULL FROM delivered`,
  )
}
