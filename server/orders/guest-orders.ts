/**
 * Guests' orders (decision 024): the token of an order's link, the order read by it, and the
 * orders that join an account once its owner proves the e-mail address they were placed with.
 *
 * The token is drawn from the order's id with a key derived from the auth secret, so a retried
 * checkout (the same Idempotency-Key) can answer it again; the database keeps only its SHA-256,
 * so a copy of the database opens no order. An order is read with its id and hash in one indexed
 * query: a wrong token and an unknown id are the same 404, in the same time.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Order } from '../../src/api/cart-contract'
import { sha256, type AuthKeys } from '../auth/auth-crypto'
import type { Conn } from '../cart/cart-sql'
import { orders } from '../db/schema/commerce'
import type { Lang } from '../seed/seed-types'
import { findOrderWhere } from './order-queries'

export function guestTokenOf(keys: AuthKeys, orderId: string): { token: string; hash: string } {
  const token = Buffer.from(keys.tokenHash('guest-order', orderId), 'hex').toString('base64url')
  return { token, hash: sha256(token) }
}

/** A guest's order by its id and the token of its link; null for any other pair. */
export async function findGuestOrder(conn: Conn, id: string, token: string, lang: Lang): Promise<Order | null> {
  return findOrderWhere(conn, and(eq(orders.id, id), eq(orders.guestTokenHash, sha256(token)))!, lang)
}

/** After the owner of `email` proved it (a confirmed registration or e-mail): their guest orders become theirs. */
export async function attachGuestOrders(conn: Conn, userId: string, email: string): Promise<number> {
  const attached = await conn
    .update(orders)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(isNull(orders.userId), eq(orders.guestEmail, email.trim().toLowerCase())))
    .returning({ id: orders.id })
  return attached.length
}
