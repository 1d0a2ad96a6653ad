/**
 * Serialises one user's writes to their address book and payment methods on PostgreSQL: the
 * "one default" rule (unset the others, set this one) and the row limits are read-then-write, so
 * two concurrent requests of the same user take turns on the user's row. NO KEY UPDATE does not
 * block the foreign-key checks of inserts that reference the user.
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '../cart/cart-sql'

export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`)
}
