/**
 * Writes an order's e-mail to the outbox in the transaction that places or moves the order
 * (decision 022): the shopper's address and name from their account (a guest's from the order:
 * decision 024), the words in the language they checked out in, the link to the order's page (a
 * guest's carries its token). A new order's is also written to the members of its farms.
 */
import { sql } from 'drizzle-orm'
import type { OrderStatus } from '../../src/api/cart-contract'
import { rows, type Tx } from '../cart/cart-sql'
import type { Mailer } from '../mail/mailer'
import { orderMailLang, orderPlacedMail, orderStatusMail } from '../mail/order-mail'
import { orderPageUrl } from './order-link'
import { findOrder } from './order-queries'
import { writeNewOrderMails } from '../partner/partner-mail-out'

/** A guest order's link token (guestTokenOf: derived from the order id, never stored). */
export type GuestTokenOf = (orderId: string) => string

export async function writeOrderMail(tx: Tx, mailer: Mailer, publicUrl: string, orderId: string, status: OrderStatus, guestToken: GuestTokenOf): Promise<void> {
  // A new order also reaches the members of each of its farms (decision 035), with the same commit.
  if (status === 'placed') await writeNewOrderMails(tx, mailer, publicUrl, orderId)
  const [to] = await rows<{ locale: string; email: string | null; name: string | null; guest: boolean }>(
    tx,
    sql`SELECT o.locale, COALESCE(u.email, o.guest_email) AS email, COALESCE(u.name, o.guest_name) AS name, o.user_id IS NULL AS guest
        FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  )
  if (!to?.email) return
  const order = await findOrder(tx, orderId, null, orderMailLang(to.locale))
  if (!order) return
  const link = orderPageUrl(publicUrl, to.locale, { id: order.id, guestToken: to.guest ? guestToken(order.id) : null })
  const words = { name: to.name ?? '', locale: to.locale, link }
  const mail = status === 'placed' ? orderPlacedMail(order, words) : orderStatusMail(order, status, words)
  await mailer.enqueue(tx, { to: to.email, ...mail, link, purpose: `order-${status}` })
}
