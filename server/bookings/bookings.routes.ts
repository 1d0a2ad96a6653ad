/**
 * Chef bookings' routes (decision 046; shapes in src/api/chef-bookings-contract.ts):
 * - `/api/chef`: an experience's availability (public) and a shopper's request (signed in, an
 *   Idempotency-Key: 201 the first time, 200 with the same booking on a replay; 409 `slot_taken`).
 *   The chef is e-mailed when the deposit is paid (by the payments, bookings.ts `writeDepositPaidMail`).
 * - `/api/account/bookings`: the shopper's bookings, one, its cancellation, the rest's payment.
 * - `/api/partner/:providerId/bookings`: the chef's list and answers (`canProvider`, the portal's
 *   roles: reading for every member, answering with `order.move` like an order's moves; audit-logged).
 * Everything answers 404 while the chef service is closed (after the sign-in check: a visitor is told 401 first).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { todayIn } from '../../src/api/arrival-contract'
import { availabilityQuery, bookableStarts, bookingRequestSchema, firstBookableDay, restPaymentSchema, type Availability } from '../../src/api/chef-bookings-contract'
import { canProvider, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import type { AuthRuntime } from '../auth/auth-runtime'
import { requireUser, type UserEnv } from '../auth/require-user'
import { fingerprint, idempotencyKeyOf } from '../cart/idempotency'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import type { PaymentsRuntime } from '../payments/payments'
import { farmOf } from '../partner/partner-queries'
import { chefBookingList, findBooking, shopperBookings } from './booking-queries'
import { answerBooking, cancelBooking, experienceOf, isSlotViolation, liveBookings, payRest, requestBooking, slotTaken, writeBookingMail, writeChefRequestMail } from './bookings'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
const providerParam = z.object({ providerId: z.string().trim().min(1).max(80) })
const providerBookingParam = providerParam.extend({ id: z.string().trim().min(1).max(80) })

type Auth = Pick<AuthRuntime, 'mailer' | 'config'>

const whileOpen =
  (isOpen: () => boolean): MiddlewareHandler =>
  async (c, next) => {
    if (!isOpen()) throw new ApiError(404, 'not_found', 'The chef service is not open')
    await next()
  }

/** /api/chef: availability and requests. */
export function chefBookingRoutes(db: Db, auth: Auth, payments: PaymentsRuntime, isOpen: () => boolean) {
  const open = whileOpen(isOpen)
  return new Hono<UserEnv>()
    .get('/experiences/:id/availability', open, validate('param', idParam), validate('query', availabilityQuery), async (c) => {
      const { id } = c.req.valid('param')
      const { from, to } = c.req.valid('query')
      const e = await experienceOf(db, id)
      if (!e) throw new ApiError(404, 'not_found', `No experience ${id}`)
      const today = todayIn(e.timeZone, new Date())
      const { durationMinutes } = e.details
      const booked = await liveBookings(db, e.chefId, from, to)
      const days = bookableStarts({ week: e.chef.availability ?? [], holidays: e.holidays, noticeDays: e.chef.noticeDays ?? 0, durationMinutes, booked, today, from, to })
      const lang = requestLang(c)
      const { minGuests, maxGuests, depositPercent } = e.details
      const experience = {
        name: e.name[lang] || e.name.en,
        chefName: e.chefName,
        pricePerGuest: e.price,
        currency: e.currency,
        currencyExponent: e.currencyExponent,
        minGuests,
        maxGuests,
        depositPercent,
        country: e.country,
      }
      return ok(c, { experienceId: id, experience, durationMinutes, firstDay: firstBookableDay(today, e.chef.noticeDays ?? 0), days } satisfies Availability)
    })
    .post('/bookings', requireUser, open, validate('json', bookingRequestSchema), async (c) => {
      const input = c.req.valid('json')
      const userId = c.var.user.id
      const claim = { userId, key: idempotencyKeyOf(c), fingerprint: fingerprint('POST', '/api/chef/bookings', input) }
      const lang = requestLang(c)
      let placed: Awaited<ReturnType<typeof requestBooking>>
      try {
        placed = await db.transaction(async (tx) => {
          const made = await requestBooking(tx, payments, claim, input, lang, new Date())
          // No attempt to wait for (a deposit of nothing): paid with the request, so the chef hears of it now.
          if (!made.replayed && made.attemptId === null) await writeChefRequestMail(tx, auth.mailer, auth.config.publicUrl, made.bookingId)
          return made
        })
      } catch (error) {
        if (isSlotViolation(error)) throw slotTaken()
        throw error
      }
      // The provider is asked after the commit, as an order's payment is.
      if (placed.attemptId) payments.kick(placed.attemptId)
      else if (!placed.replayed) auth.mailer.wake()
      if (placed.replayed) c.header('Idempotent-Replayed', 'true')
      return ok(c, await findBooking(db, placed.bookingId, lang, { userId }), placed.replayed ? 200 : 201)
    })
}

/** /api/account/bookings: the shopper's own. */
export function accountBookingRoutes(db: Db, payments: PaymentsRuntime, isOpen: () => boolean) {
  const mine = async (id: string, userId: string, lang: ReturnType<typeof requestLang>) => {
    const found = await findBooking(db, id, lang, { userId })
    if (!found) throw new ApiError(404, 'not_found', `No booking ${id}`)
    return found
  }
  return new Hono<UserEnv>()
    .use(requireUser)
    .use(whileOpen(isOpen))
    .get('/', async (c) => ok(c, await shopperBookings(db, c.var.user.id, requestLang(c))))
    .get('/:id', validate('param', idParam), async (c) => ok(c, await mine(c.req.valid('param').id, c.var.user.id, requestLang(c))))
    .post('/:id/cancel', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      await db.transaction((tx) => cancelBooking(tx, id, c.var.user.id))
      // A paid Paystack deposit goes back to its card or account after the commit (decision 038).
      payments.kickRefunds()
      return ok(c, await mine(id, c.var.user.id, requestLang(c)))
    })
    .post('/:id/pay-rest', validate('param', idParam), validate('json', restPaymentSchema), async (c) => {
      const { id } = c.req.valid('param')
      const attemptId = await db.transaction((tx) => payRest(tx, payments, id, c.var.user.id, c.req.valid('json')))
      if (attemptId) payments.kick(attemptId)
      return ok(c, await mine(id, c.var.user.id, requestLang(c)), 201)
    })
}

/** /api/partner/:providerId/bookings: the chef's list and answers. Mounted under /api/partner beside the portal's other routes, so the open-service check is per route. */
export function partnerBookingRoutes(db: Db, auth: Auth, payments: PaymentsRuntime, isOpen: () => boolean) {
  const open = whileOpen(isOpen)
  const answer = async (c: Context<AccessEnv & UserEnv>, id: string, to: 'accepted' | 'declined') => {
    const access = c.var.access
    const chefId = await farmOf(db, access.providerId)
    await db.transaction(async (tx) => {
      if (!(await answerBooking(tx, id, chefId, to, access.userId))) return
      await audit(tx, {
        actorUserId: access.userId,
        actorKind: access.actor,
        providerId: access.providerId,
        storeId: access.storeId,
        action: 'order.move',
        subject: `chef_bookings:${id}`,
        before: { status: 'requested' },
        after: { status: to },
      })
      await writeBookingMail(tx, auth.mailer, auth.config.publicUrl, id, to)
    })
    auth.mailer.wake()
    payments.kickRefunds()
    return ok(c, await findBooking(db, id, requestLang(c), { chefId }))
  }
  return new Hono<AccessEnv & UserEnv>()
    .get('/:providerId/bookings', requireUser, open, validate('param', providerParam), canProvider('provider.read'), async (c) =>
      ok(c, await chefBookingList(db, await farmOf(db, c.var.access.providerId), requestLang(c))),
    )
    .post('/:providerId/bookings/:id/accept', requireUser, open, validate('param', providerBookingParam), canProvider('order.move'), (c) => answer(c, c.req.valid('param').id, 'accepted'))
    .post('/:providerId/bookings/:id/decline', requireUser, open, validate('param', providerBookingParam), canProvider('order.move'), (c) => answer(c, c.req.valid('param').id, 'declined'))
}
