/**
 * The portal's e-mails written to the outbox in the transaction of the change (decision 022): a
 * new order to every member of each farm in it, in the language they were invited in; a line
 * taken out to the shopper, in the language of their checkout.
 */
import { sql, type SQL } from 'drizzle-orm'
import { rows, type Tx } from '../cart/cart-sql'
import type { Mailer } from '../mail/mailer'
import { orderMailLang } from '../mail/order-mail'
import { lineUnavailableMail, newOrderMail } from '../mail/partner-mail'
import type { GuestTokenOf } from '../orders/order-mail-out'
import { orderPageUrl } from '../orders/order-link'
import { localePrefix } from '../mail/auth-mail'

const portalOrderUrl = (publicUrl: string, locale: string, providerId: string, orderId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/${localePrefix(orderMailLang(locale))}partner/${encodeURIComponent(providerId)}/orders?order=${encodeURIComponent(orderId)}`

/** A member's language for the portal's e-mails: their invitation's (the newest to that address), null without one. */
export const memberLocale = (providerId: SQL, email: SQL) =>
  sql`(SELECT i.locale FROM provider_invitations i WHERE i.provider_id = ${providerId} AND lower(i.email) = lower(${email}) ORDER BY i.created_at DESC LIMIT 1)`

/** Tells each member of each farm of a just-placed order. */
export async function writeNewOrderMails(tx: Tx, mailer: Mailer, publicUrl: string, orderId: string): Promise<void> {
  const recipients = await rows<{ providerId: string; farmerId: string; farm: string; email: string; name: string; locale: string | null; number: string }>(
    tx,
    sql`SELECT DISTINCT p.id AS "providerId", p.kind_id AS "farmerId", coalesce(f.farm_name, p.id) AS farm, u.email, u.name, o.number,
               ${memberLocale(sql`p.id`, sql`u.email`)} AS locale
        FROM orders o JOIN order_lines l ON l.order_id = o.id
        JOIN providers p ON p.kind_id = l.farmer_id AND p.status = 'active'
        JOIN provider_members m ON m.provider_id = p.id JOIN users u ON u.id = m.user_id
        LEFT JOIN farmers f ON f.id = p.kind_id
        WHERE o.id = ${orderId}`,
  )
  for (const r of recipients) {
    const locale = orderMailLang(r.locale ?? 'en')
    const lines = await rows<{ text: string; dropOffDay: string | null }>(
      tx,
      sql`SELECT coalesce(nullif(l.name ->> ${locale}, ''), l.name ->> 'en', '') || ' × ' || trim_scale(l.quantity)::text || ' ' || l.unit AS text, l.drop_off_day::text AS "dropOffDay"
          FROM order_lines l WHERE l.order_id = ${orderId} AND l.farmer_id = ${r.farmerId} ORDER BY l.position`,
    )
    const link = portalOrderUrl(publicUrl, locale, r.providerId, orderId)
    const mail = newOrderMail({ locale, name: r.name, number: r.number, farm: r.farm, dropOffDay: lines[0]?.dropOffDay ?? null, lines: lines.map((l) => l.text), link })
    await mailer.enqueue(tx, { to: r.email, ...mail, link, purpose: 'partner-new-order' })
  }
}

/** Tells the shopper that a line is out of the order, with the new total. */
export async function writeUnavailableMail(tx: Tx, mailer: Mailer, publicUrl: string, orderId: string, produceId: string, guestToken: GuestTokenOf): Promise<void> {
  const [o] = await rows<{
    locale: string
    email: string | null
    name: string | null
    guest: boolean
    number: string
    total: number
    currency: string
    currencyExponent: number
    item: string
    farm: string
  }>(
    tx,
    sql`SELECT o.locale, COALESCE(u.email, o.guest_email) AS email, COALESCE(u.name, o.guest_name) AS name, o.user_id IS NULL AS guest, o.number, o.total,
               o.currency, o.currency_exponent AS "currencyExponent", coalesce(nullif(l.name ->> o.locale, ''), l.name ->> 'en', '') AS item, l.farm_name AS farm
        FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.produce_id = ${produceId} LEFT JOIN users u ON u.id = o.user_id
        WHERE o.id = ${orderId}`,
  )
  if (!o?.email) return
  const link = orderPageUrl(publicUrl, o.locale, { id: orderId, guestToken: o.guest ? guestToken(orderId) : null })
  const mail = lineUnavailableMail({
    locale: o.locale,
    name: o.name ?? '',
    number: o.number,
    farm: o.farm,
    item: o.item,
    total: o.total,
    currency: o.currency,
    currencyExponent: o.currencyExponent,
    link,
  })
  await mailer.enqueue(tx, { to: o.email, ...mail, link, purpose: 'order-line-unavailable' })
}
