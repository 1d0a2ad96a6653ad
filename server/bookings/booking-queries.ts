/**
 * Chef bookings as the screens read them (src/api/chef-bookings-contract.ts `Booking`): the
 * shopper's (theirs only), the chef's portal (the provider's only), one by id. The experience's
 * name is answered in the reader's language (English when that one is empty), and each of the two
 * payments' state is read from its order's payment (decision 046).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Booking } from '../../src/api/chef-bookings-contract'
import { rows, type Conn } from '../cart/cart-sql'
import type { Lang } from '../seed/seed-types'

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const columns = (lang: Lang) => sql`b.id, b.number, b.status, b.experience_id AS "experienceId",
  coalesce(nullif(p.name ->> ${lang}, ''), p.name ->> 'en') AS "experienceName", b.chef_id AS "chefId", f.name AS "chefName", b.store_id AS "storeId", st.country,
  to_char(b.day, 'YYYY-MM-DD') AS day, b.start, b.duration_minutes AS "durationMinutes", b.guests, b.address, b.allergies,
  ${iso(sql`b.answer_by`)} AS "answerBy", b.price_per_guest AS "pricePerGuest", b.total, b.deposit, b.total - b.deposit AS rest,
  b.currency, b.currency_exponent AS "currencyExponent", b.deposit_order_id AS "depositOrderId", dp.status AS "depositStatus",
  b.rest_order_id AS "restOrderId", rp.status AS "restStatus", trim(u.name || ' ' || u.surname) AS "guestName",
  ${iso(sql`b.created_at`)} AS "createdAt", ${iso(sql`b.updated_at`)} AS "updatedAt"`

const from = sql`chef_bookings b JOIN produces p ON p.id = b.experience_id JOIN farmers f ON f.id = b.chef_id JOIN users u ON u.id = b.user_id JOIN stores st ON st.id = b.store_id
  LEFT JOIN payments dp ON dp.order_id = b.deposit_order_id LEFT JOIN payments rp ON rp.order_id = b.rest_order_id`

/** The shopper's bookings, the next event first, then the past ones. */
export function shopperBookings(conn: Conn, userId: string, lang: Lang): Promise<Booking[]> {
  return rows<Booking>(conn, sql`SELECT ${columns(lang)} FROM ${from} WHERE b.user_id = ${userId} ORDER BY b.day DESC, b.start DESC, b.id LIMIT 200`)
}

/** A chef's bookings for the portal: requests waiting for an answer first (the nearest deadline first), then by day. */
export function chefBookingList(conn: Conn, chefId: string, lang: Lang): Promise<Booking[]> {
  return rows<Booking>(
    conn,
    sql`SELECT ${columns(lang)} FROM ${from} WHERE b.chef_id = ${chefId}
        ORDER BY (b.status = 'requested') DESC, CASE WHEN b.status = 'requested' THEN b.answer_by END, b.day DESC, b.start DESC, b.id LIMIT 200`,
  )
}

/** One booking; `who` narrows it to its shopper or its chef (null: anyone's, for the server's own use). */
export async function findBooking(conn: Conn, id: string, lang: Lang, who: { userId: string } | { chefId: string } | null): Promise<Booking | null> {
  const narrow = who === null ? sql`` : 'userId' in who ? sql`AND b.user_id = ${who.userId}` : sql`AND b.chef_id = ${who.chefId}`
  const [found] = await rows<Booking>(conn, sql`SELECT ${columns(lang)} FROM ${from} WHERE b.id = ${id} ${narrow}`)
  return found ?? null
}
