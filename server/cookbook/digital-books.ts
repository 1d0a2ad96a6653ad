/**
 * A paid order's digital cookbooks go to its buyer's library (decision 047), in the transaction
 * that marks the payment paid (server/payments/payments.ts). Kept apart from the library's routes
 * so that the payments import no HTTP code.
 */
import { sql } from 'drizzle-orm'
import type { Conn } from '../cart/cart-sql'

/** Adds the order's digital cookbooks to its buyer's library (a guest order has no library). */
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
}
