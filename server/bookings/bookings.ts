/**
 * Chef bookings (issue 34 §Chef, decision 046): what a request, an answer, a cancellation, an
 * expiry and the rest's payment do, each in the caller's transaction.
 *
 * - A request takes its slot under a transaction lock on the chef's day (two requests for one
 *   chef and day run one after the other, so the second sees the first's booking and gets
 *   `slot_taken`); the partial unique index on (chef, day, start) is the last word where a lock
 *   is not enough. It writes the deposit's order (checkout.ts `insertOrder`) and starts its
 *   payment by the order path (`startOrderPayment`), so methods, attempts, callbacks, the
 *   reconciliation and refunds are the orders' own.
 * - Declined, expired or cancelled: the deposit's order is cancelled through the order lifecycle
 *   (`moveOrder`), whose `refundToCredit` sends a paid deposit back by the existing refund paths
 *   (Paystack to the card or account, otherwise the shopper's credit) and a success that comes
 *   later is refunded by `settle` (payments.ts): nothing here knows a provider.
 * - Not answered by `answer_by`: expired by `expireDue` (booking-expiry.ts), once: the row's status
 *   is the claim.
 * - After the event the rest is a second order (`rest_order_id`) paid the same way.
 * - The chef hears of a request once its deposit is paid (`writeDepositPaidMail`, called by the
 *   payments in the transaction that marks the deposit's order paid, which happens once per order
 *   under the payment's row lock): never of a request whose deposit did not arrive, never twice.
 */
import { randomUUID, randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { todayIn } from '../../src/api/arrival-contract'
import { depositOf, isBookable, type BookingRequest, type BookingStatus, type RestPayment } from '../../src/api/chef-bookings-contract'
import type { ChefDetails, ExperienceDetails } from '../../src/api/service-details-contract'
import { claimKey, recordAnswer, type KeyClaim } from '../cart/idempotency'
import { rows, type Tx } from '../cart/cart-sql'
import { ApiError } from '../lib/http'
import type { Mailer } from '../mail/mailer'
import { bookingMail, chefRequestMail, type BookingMailFacts, type BookingMailKind } from '../mail/booking-mail'
import { orderMailLang } from '../mail/order-mail'
import { memberLocale } from '../partner/partner-mail-out'
import { localePrefix } from '../mail/auth-mail'
import { insertOrder } from '../orders/checkout'
import { moveOrder } from '../orders/order-lifecycle'
import { ORDER_CONFIG } from '../orders/order-config'
import { ORDER_NUMBER_ALPHABET } from '../orders/order-number'
import { startOrderPayment } from '../payments/order-payment'
import type { PaymentsRuntime } from '../payments/payments'
import { LANGS, type I18n, type Lang } from '../seed/seed-types'

/** Who ends a booking that nobody answered: written as the mover in the deposit order's history. */
export const EXPIRY_ACTOR = 'system:booking-expiry'

export interface Experience {
  id: string
  chefId: string
  chefName: string
  storeId: string
  timeZone: string
  country: string
  currency: string
  currencyExponent: number
  price: number
  name: I18n
  details: ExperienceDetails
  chef: ChefDetails
  holidays: { first: string; last: string }[]
}

/** An open chef experience (not withdrawn nor deleted, its chef not deleted); null otherwise. */
export async function experienceOf(conn: Tx | Parameters<typeof rows>[0], id: string): Promise<Experience | null> {
  const [e] = await rows<Experience>(
    conn,
    sql`SELECT p.id, p.farmer_id AS "chefId", f.name AS "chefName", p.store_id AS "storeId", s.time_zone AS "timeZone", s.country, s.currency, s.currency_exponent AS "currencyExponent",
          p.price, p.name, p.details, f.details AS chef, f.holidays
        FROM produces p JOIN farmers f ON f.id = p.farmer_id JOIN stores s ON s.id = p.store_id
        WHERE p.id = ${id} AND p.service = 'chef' AND f.service = 'chef' AND p.deleted_at IS NULL AND p.withdrawn_at IS NULL AND f.deleted_at IS NULL`,
  )
  return e ?? null
}

/** The chef's bookings holding a slot between two days (any of their experiences). */
export function liveBookings(conn: Parameters<typeof rows>[0], chefId: string, from: string, to: string) {
  return rows<{ day: string; start: string; durationMinutes: number }>(
    conn,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, start, duration_minutes AS "durationMinutes" FROM chef_bookings
        WHERE chef_id = ${chefId} AND day BETWEEN ${from}::date AND ${to}::date AND status IN ('requested', 'accepted', 'completed')`,
  )
}

const invalid = (field: string, code: string, message: string, params?: Record<string, string | number>) =>
  new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field, code, message, ...(params ? { params } : {}) }])
const conflict = (code: string, message: string) => new ApiError(409, code === 'slot_taken' ? 'slot_taken' : 'conflict', message, [{ field: null, code, message }])

export const slotTaken = () => conflict('slot_taken', 'This time was just booked by someone else: choose another')

/** A unique violation of the one-live-booking-per-slot index (the lock's backstop). */
export function isSlotViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string }
    if (pg.code === '23505' && (pg.constraint === 'chef_bookings_slot_idx' || pg.message?.includes('chef_bookings_slot_idx'))) return true
  }
  return false
}

function newBookingNumber(): string {
  let code = ''
  for (let i = 0; i < 5; i++) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)]
  return `CB-${code}`
}

/** Writes one of the booking's two payments as a placed order of the chef service (decision 046), and starts its payment; the attempt to kick after the commit. */
async function paymentOrder(
  tx: Tx,
  payments: PaymentsRuntime,
  b: { userId: string; recipient: string; storeId: string; day: string; address: string; currency: string; currencyExponent: number; locale: string; key: string },
  line: { experienceId: string; name: I18n; chefId: string; chefName: string; guests: number; pricePerGuest: number; amount: number },
  payment: RestPayment['payment'],
): Promise<{ orderId: string; attemptId: string | null }> {
  const orderId = randomUUID()
  await insertOrder(
    tx,
    {
      id: orderId,
      userId: b.userId,
      vertical: 'chef',
      storeId: b.storeId,
      fulfilment: 'delivery',
      address: { label: '', recipient: b.recipient, phone: '', line1: b.address, line2: '', landmark: '', locationId: '', locationName: '' },
      pickupLocation: null,
      deliveryDay: b.day,
      slotWindow: null,
      payment,
      currency: b.currency,
      currencyExponent: b.currencyExponent,
      subtotal: line.amount,
      deliveryFee: 0,
      serviceFee: 0,
      total: line.amount,
      locale: b.locale,
      idempotencyKey: b.key,
    },
    [
      {
        produceId: line.experienceId,
        lineKey: line.experienceId,
        position: 0,
        name: line.name,
        unit: 'guest',
        quantity: line.guests,
        price: line.pricePerGuest,
        // The part of the experience this order charges (the deposit, or the rest).
        lineTotal: line.amount,
        reserved: 0,
        farmerId: line.chefId,
        farmName: line.chefName,
        dropOffDay: null,
      },
    ],
  )
  return { orderId, attemptId: await startOrderPayment(tx, payments, orderId, payment) }
}

/** A shopper's request: 201 once per Idempotency-Key (a replay answers the same booking). */
export async function requestBooking(
  tx: Tx,
  payments: PaymentsRuntime,
  claim: KeyClaim,
  input: BookingRequest,
  lang: Lang,
  now: Date,
): Promise<{ bookingId: string; attemptId: string | null; replayed: boolean }> {
  const claimed = await claimKey(tx, claim, ORDER_CONFIG.idempotencyTtlDays)
  if (claimed.kind === 'replay') return { bookingId: (JSON.parse(claimed.response) as { bookingId: string }).bookingId, attemptId: null, replayed: true }
  const [earlier] = await rows<{ id: string }>(tx, sql`SELECT id FROM chef_bookings WHERE user_id = ${claim.userId} AND idempotency_key = ${claim.key}`)
  if (earlier) return { bookingId: earlier.id, attemptId: null, replayed: true }

  const e = await experienceOf(tx, input.experienceId)
  if (!e) throw new ApiError(404, 'not_found', `No experience ${input.experienceId}`)
  const { minGuests, maxGuests, durationMinutes, depositPercent } = e.details
  if (input.guests < minGuests || input.guests > maxGuests) {
    throw invalid('guests', 'out_of_range', `This experience is for ${minGuests} to ${maxGuests} guests`, { min: minGuests, max: maxGuests })
  }
  // One request at a time per chef and day: the second sees the first's booking.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`chef-day:${e.chefId}:${input.day}`}))`)
  const calendar = { week: e.chef.availability ?? [], holidays: e.holidays, noticeDays: e.chef.noticeDays ?? 0, durationMinutes, today: todayIn(e.timeZone, now) }
  if (!isBookable({ ...calendar, booked: [] }, input.day, input.start)) {
    throw invalid('start', 'not_available', 'The chef does not offer this day and time: choose one of the times offered')
  }
  if (!isBookable({ ...calendar, booked: await liveBookings(tx, e.chefId, input.day, input.day) }, input.day, input.start)) throw slotTaken()

  const [user] = await rows<{ name: string }>(tx, sql`SELECT trim(name || ' ' || surname) AS name FROM users WHERE id = ${claim.userId}`)
  const total = e.price * input.guests
  const deposit = depositOf(total, depositPercent)
  const base = {
    userId: claim.userId,
    recipient: user?.name ?? '',
    storeId: e.storeId,
    day: input.day,
    address: input.address,
    currency: e.currency,
    currencyExponent: e.currencyExponent,
    locale: lang,
  }
  const line = { experienceId: e.id, name: e.name, chefId: e.chefId, chefName: e.chefName, guests: input.guests, pricePerGuest: e.price }
  const { orderId, attemptId } = await paymentOrder(tx, payments, { ...base, key: `booking-deposit:${claim.key}` }, { ...line, amount: deposit }, input.payment)
  const bookingId = randomUUID()
  const answerBy = new Date(now.getTime() + (e.chef.answerWithinHours ?? 24) * 3_600_000)
  for (let attempt = 0; ; attempt++) {
    const inserted = await rows<{ id: string }>(
      tx,
      sql`INSERT INTO chef_bookings (id, number, experience_id, chef_id, store_id, user_id, day, start, duration_minutes, guests, address, allergies, status, answer_by,
            price_per_guest, total, deposit, currency, currency_exponent, deposit_order_id, locale, idempotency_key)
          VALUES (${bookingId}, ${newBookingNumber()}, ${e.id}, ${e.chefId}, ${e.storeId}, ${claim.userId}, ${input.day}, ${input.start}, ${durationMinutes}, ${input.guests},
            ${input.address}, ${input.allergies}, 'requested', ${answerBy.toISOString()}::timestamptz, ${e.price}, ${total}, ${deposit}, ${e.currency}, ${e.currencyExponent},
            ${orderId}, ${lang}, ${claim.key})
          ON CONFLICT (number) DO NOTHING RETURNING id`,
    )
    if (inserted.length) break
    if (attempt >= 9) throw new Error('no free booking number after 10 draws')
  }
  await recordAnswer(tx, claim, 201, JSON.stringify({ bookingId }))
  return { bookingId, attemptId, replayed: false }
}

interface Locked {
  id: string
  status: BookingStatus
  user_id: string
  chef_id: string
  deposit_order_id: string | null
  rest_order_id: string | null
  answer_by_ms: number
  ended: boolean
}

async function lockBooking(tx: Tx, id: string, who: { userId: string } | { chefId: string } | null): Promise<Locked> {
  const narrow = who === null ? sql`` : 'userId' in who ? sql`AND user_id = ${who.userId}` : sql`AND chef_id = ${who.chefId}`
  const [b] = await rows<Locked>(
    tx,
    sql`SELECT b.id, b.status, b.user_id, b.chef_id, b.deposit_order_id, b.rest_order_id, (extract(epoch FROM b.answer_by) * 1000)::float8 AS answer_by_ms,
          ((b.day + b.start::time + make_interval(mins => b.duration_minutes)) AT TIME ZONE s.time_zone) <= now() AS ended
        FROM chef_bookings b JOIN stores s ON s.id = b.store_id WHERE b.id = ${id} ${narrow} FOR UPDATE OF b`,
  )
  if (!b) throw new ApiError(404, 'not_found', `No booking ${id}`)
  return b
}

/** Ends a request (the shopper cancelled, the chef declined, nobody answered): the deposit's order is cancelled, which refunds what was paid. */
async function endRequest(tx: Tx, b: Locked, to: 'cancelled' | 'declined' | 'expired', byUserId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE chef_bookings SET status = ${to}, answered_at = CASE WHEN ${to} = 'cancelled' THEN answered_at ELSE now() END,
          answered_by = CASE WHEN ${to} = 'cancelled' THEN answered_by ELSE ${byUserId} END, updated_at = now() WHERE id = ${b.id}`,
  )
  if (b.deposit_order_id) await moveOrder(tx, { orderId: b.deposit_order_id, to: 'cancelled', byUserId, asShopper: false })
}

/** The shopper cancels a request the chef has not accepted yet; a repeated cancellation answers as it is. */
export async function cancelBooking(tx: Tx, id: string, userId: string): Promise<void> {
  const b = await lockBooking(tx, id, { userId })
  if (b.status === 'cancelled') return
  if (b.status !== 'requested') throw conflict('cannot_cancel', `This booking is ${b.status} and can no longer be cancelled here: contact the chef`)
  await endRequest(tx, b, 'cancelled', userId)
}

/** The chef's answer; the same answer twice answers as it is, a late one is refused. Answers whether it changed something. */
export async function answerBooking(tx: Tx, id: string, chefId: string, answer: 'accepted' | 'declined', byUserId: string, now = new Date()): Promise<boolean> {
  const b = await lockBooking(tx, id, { chefId })
  if (b.status === answer) return false
  if (b.status !== 'requested') throw conflict('already_answered', `This booking is ${b.status}`)
  if (now.getTime() >= b.answer_by_ms) throw conflict('answer_too_late', 'The time to answer this request has passed')
  if (answer === 'declined') {
    await endRequest(tx, b, 'declined', byUserId)
    return true
  }
  const [paid] = await rows<{ status: string }>(tx, sql`SELECT status FROM payments WHERE order_id = ${b.deposit_order_id}`)
  if (paid?.status !== 'paid') throw conflict('deposit_unpaid', 'The deposit of this booking is not paid yet')
  await tx.execute(sql`UPDATE chef_bookings SET status = 'accepted', answered_at = now(), answered_by = ${byUserId}, updated_at = now() WHERE id = ${id}`)
  return true
}

/** Expires one request past its deadline, if one is due and nobody else holds it; answers its id. Runs once per booking across processes. */
export async function expireOneDue(tx: Tx, now: Date): Promise<string | null> {
  const [due] = await rows<{ id: string }>(
    tx,
    sql`SELECT id FROM chef_bookings WHERE status = 'requested' AND answer_by <= ${now.toISOString()}::timestamptz ORDER BY answer_by, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  )
  if (!due) return null
  const b = await lockBooking(tx, due.id, null)
  await endRequest(tx, b, 'expired', EXPIRY_ACTOR)
  return b.id
}

/** Accepted bookings whose event has ended become `completed` (the rest is then due). */
export async function completeEnded(tx: Tx): Promise<number> {
  const done = await rows<{ id: string }>(
    tx,
    sql`UPDATE chef_bookings b SET status = 'completed', updated_at = now() FROM stores s
        WHERE s.id = b.store_id AND b.status = 'accepted' AND ((b.day + b.start::time + make_interval(mins => b.duration_minutes)) AT TIME ZONE s.time_zone) <= now()
        RETURNING b.id`,
  )
  return done.length
}

/** The rest after the event: a second order paid by the order path. A second call while it is waiting or paid is refused; after a failure the order's payment retries (/api/orders/:id/payment). */
export async function payRest(tx: Tx, payments: PaymentsRuntime, id: string, userId: string, input: RestPayment): Promise<string | null> {
  const b = await lockBooking(tx, id, { userId })
  if (b.rest_order_id) throw conflict('rest_started', 'The rest of this booking is already being paid: see its payment')
  if (!(b.status === 'completed' || (b.status === 'accepted' && b.ended))) throw conflict('rest_not_due', 'The rest is due after the event')
  const [f] = await rows<{
    store_id: string
    day: string
    address: string
    currency: string
    currency_exponent: number
    locale: string
    experience_id: string
    name: I18n
    chef_id: string
    chef_name: string
    guests: number
    price_per_guest: number
    rest: number
    recipient: string
  }>(
    tx,
    sql`SELECT b.store_id, to_char(b.day, 'YYYY-MM-DD') AS day, b.address, b.currency, b.currency_exponent, b.locale, b.experience_id, p.name, b.chef_id, f.name AS chef_name, b.guests,
          b.price_per_guest, b.total - b.deposit AS rest, trim(u.name || ' ' || u.surname) AS recipient
        FROM chef_bookings b JOIN produces p ON p.id = b.experience_id JOIN farmers f ON f.id = b.chef_id JOIN users u ON u.id = b.user_id WHERE b.id = ${id}`,
  )
  if (!f) throw new Error(`booking ${id} vanished under its lock`)
  const { orderId, attemptId } = await paymentOrder(
    tx,
    payments,
    { userId, recipient: f.recipient, storeId: f.store_id, day: f.day, address: f.address, currency: f.currency, currencyExponent: f.currency_exponent, locale: f.locale, key: `booking-rest:${id}` },
    { experienceId: f.experience_id, name: f.name, chefId: f.chef_id, chefName: f.chef_name, guests: f.guests, pricePerGuest: f.price_per_guest, amount: f.rest },
    input.payment,
  )
  await tx.execute(sql`UPDATE chef_bookings SET rest_order_id = ${orderId}, status = 'completed', updated_at = now() WHERE id = ${id}`)
  return attemptId
}

/** The link to a booking in the shopper's account, in their language. */
export function bookingPageUrl(publicUrl: string, locale: string, id: string): string {
  const lang: Lang = (LANGS as readonly string[]).includes(locale) ? (locale as Lang) : 'en'
  return `${publicUrl.replace(/\/+$/, '')}/${localePrefix(lang)}account/bookings/${encodeURIComponent(id)}`
}

/** Writes the shopper's e-mail about the chef's answer (or its absence) in the transaction that made it. */
export async function writeBookingMail(tx: Tx, mailer: Mailer, publicUrl: string, id: string, kind: BookingMailKind): Promise<void> {
  const [b] = await rows<Omit<BookingMailFacts, 'currencyExponent' | 'link'> & { email: string; currency_exponent: number }>(
    tx,
    sql`SELECT u.email, u.name, b.locale, b.number, coalesce(nullif(p.name ->> b.locale, ''), p.name ->> 'en') AS experience, f.name AS chef, to_char(b.day, 'YYYY-MM-DD') AS day,
          b.start, b.deposit, b.total - b.deposit AS rest, b.currency, b.currency_exponent
        FROM chef_bookings b JOIN users u ON u.id = b.user_id JOIN produces p ON p.id = b.experience_id JOIN farmers f ON f.id = b.chef_id WHERE b.id = ${id}`,
  )
  if (!b) return
  const link = bookingPageUrl(publicUrl, b.locale, id)
  const mail = bookingMail(kind, { ...b, currencyExponent: b.currency_exponent, link })
  await mailer.enqueue(tx, { to: b.email, ...mail, link, purpose: `booking-${kind}` })
}

/** The portal's bookings page of a chef's provider, in the member's language. */
const portalBookingsUrl = (publicUrl: string, lang: Lang, providerId: string) => `${publicUrl.replace(/\/+$/, '')}/${localePrefix(lang)}partner/${encodeURIComponent(providerId)}/bookings`

/**
 * Tells each member of the chef's provider that a request waits for their answer (its deposit is
 * paid), in their invitation's language, with the deadline in the market's time zone. Written in
 * the caller's transaction, which must be the one that saw the deposit paid (once); answers how
 * many e-mails it wrote.
 */
export async function writeChefRequestMail(tx: Tx, mailer: Pick<Mailer, 'enqueue'>, publicUrl: string, bookingId: string): Promise<number> {
  const to = await rows<{
    email: string
    name: string
    locale: string | null
    providerId: string
    number: string
    experience: I18n
    guest: string
    day: string
    start: string
    guests: number
    answerByMs: number
    timeZone: string
  }>(
    tx,
    sql`SELECT u.email, u.name, ${memberLocale(sql`p.id`, sql`u.email`)} AS locale, p.id AS "providerId", b.number, e.name AS experience,
          trim(su.name || ' ' || su.surname) AS guest, to_char(b.day, 'YYYY-MM-DD') AS day, b.start, b.guests,
          (extract(epoch FROM b.answer_by) * 1000)::float8 AS "answerByMs", s.time_zone AS "timeZone"
        FROM chef_bookings b JOIN produces e ON e.id = b.experience_id JOIN stores s ON s.id = b.store_id JOIN users su ON su.id = b.user_id
          JOIN providers p ON p.service = 'chef' AND p.kind_id = b.chef_id AND p.status = 'active'
          JOIN provider_members m ON m.provider_id = p.id JOIN users u ON u.id = m.user_id
        WHERE b.id = ${bookingId}
        ORDER BY u.email`,
  )
  for (const r of to) {
    const lang = orderMailLang(r.locale ?? 'en')
    const link = portalBookingsUrl(publicUrl, lang, r.providerId)
    const mail = chefRequestMail({
      locale: lang,
      name: r.name,
      number: r.number,
      experience: r.experience[lang] || r.experience.en,
      guest: r.guest,
      day: r.day,
      start: r.start,
      guests: r.guests,
      answerBy: new Date(Number(r.answerByMs)),
      timeZone: r.timeZone,
      link,
    })
    await mailer.enqueue(tx, { to: r.email, ...mail, link, purpose: 'booking-request' })
  }
  return to.length
}

/**
 * An order was just paid (payments.ts `settle`, in its transaction): if it is the deposit of a
 * request still waiting for the chef, the chef hears of it now. A deposit paid after the request
 * ended (cancelled, declined, expired) is refunded by the payments and reaches nobody's inbox.
 */
export async function writeDepositPaidMail(tx: Tx, mailer: Pick<Mailer, 'enqueue'>, publicUrl: string, orderId: string): Promise<number> {
  // Through the orders' primary key, then the requested bookings only (chef_bookings_due_idx): a farm order costs one lookup.
  const [b] = await rows<{ id: string }>(
    tx,
    sql`SELECT b.id FROM orders o JOIN chef_bookings b ON b.deposit_order_id = o.id AND b.status = 'requested' AND b.answer_by > now()
        WHERE o.id = ${orderId} AND o.vertical = 'chef'`,
  )
  return b ? writeChefRequestMail(tx, mailer, publicUrl, b.id) : 0
}
