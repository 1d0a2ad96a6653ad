/**
 * Chef bookings (issue 34 §Chef, decision 046): the shapes the server (server/bookings/) and the
 * client (src/features/chef-booking/, the account's and the portal's bookings) share, and the one
 * availability rule both read.
 *
 * - GET  /api/chef/experiences/:id/availability?from=&to= → `Availability` (public).
 * - POST /api/chef/bookings (`bookingRequestSchema`, an Idempotency-Key) → 201 `Booking`, `requested`;
 *   the slot already held → 409 `slot_taken`.
 * - GET  /api/account/bookings, GET …/:id; POST …/:id/cancel (before it is accepted); POST …/:id/pay-rest
 *   (`restPaymentSchema`: after the event) → `Booking`.
 * - GET  /api/partner/:providerId/bookings → `Booking[]`; POST …/:id/accept, POST …/:id/decline.
 *
 * Money is minor units of the market's currency; days are ISO days and starts "HH:MM" in the
 * market's time zone. A booking's deposit and rest are paid as orders (`depositOrderId`,
 * `restOrderId`): their payment reads and retries through /api/orders/:id/payment.
 */
import { z } from 'zod'
import { addDays, holidayOn, weekdayOf, type Holiday } from './arrival-contract'
import { checkoutPayment } from './cart-contract'
import type { PaymentStatus } from './payments-contract'
import type { WeeklyHours } from './service-details-contract'
import { singleLine } from './text-contract'

export const BOOKING_STATUSES = ['requested', 'accepted', 'declined', 'expired', 'cancelled', 'completed'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** Statuses that hold the slot (the database's partial unique index says the same). */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['requested', 'accepted', 'completed']

export const BOOKING_RULES = {
  /** Starts are offered every this many minutes from the chef's opening. */
  startStepMinutes: 30,
  /** The longest range one availability request may ask for. */
  maxRangeDays: 62,
  /** How far ahead a booking may be made. */
  horizonDays: 180,
  addressMax: 300,
  allergiesMax: 500,
} as const

const isoDay = z.iso.date()
const timeOfDay = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)

export const availabilityQuery = z
  .strictObject({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => q.to <= addDays(q.from, BOOKING_RULES.maxRangeDays), { message: `At most ${BOOKING_RULES.maxRangeDays} days at once`, path: ['to'] })

/** A deposit is paid online: mobile money or Paystack's page (cash cannot hold a chef's evening). */
const depositPayment = checkoutPayment.refine((p) => p.kind !== 'cash', { message: 'A deposit is paid by mobile money or card', params: { code: 'cash_not_accepted' } })

export const bookingRequestSchema = z.strictObject({
  experienceId: z.string().trim().min(1).max(80),
  day: isoDay,
  start: timeOfDay,
  guests: z.number().int().min(1).max(500),
  address: singleLine(z.string().trim().min(5).max(BOOKING_RULES.addressMax)),
  allergies: z.string().trim().max(BOOKING_RULES.allergiesMax).default(''),
  payment: depositPayment,
})
export type BookingRequest = z.infer<typeof bookingRequestSchema>

export const restPaymentSchema = z.strictObject({ payment: depositPayment })
export type RestPayment = z.infer<typeof restPaymentSchema>

export const availableDaySchema = z.object({ day: z.string(), starts: z.array(z.string()) })
export type AvailableDay = z.infer<typeof availableDaySchema>

export const availabilitySchema = z.object({
  experienceId: z.string(),
  /** What the booking form shows and computes with, in the reader's language. */
  experience: z.object({
    name: z.string(),
    chefName: z.string(),
    pricePerGuest: z.number().int(),
    currency: z.string(),
    currencyExponent: z.number().int(),
    minGuests: z.number().int(),
    maxGuests: z.number().int(),
    depositPercent: z.number(),
    /** The market's country: which payment methods it takes (payments-contract `methodsForCountry`). */
    country: z.string(),
  }),
  durationMinutes: z.number().int(),
  /** The first day a request may name (today + the chef's notice). */
  firstDay: z.string(),
  days: z.array(availableDaySchema),
})
export type Availability = z.infer<typeof availabilitySchema>

const paymentStatus = z.enum(['cash', 'awaiting', 'paid', 'failed', 'refunded']).nullable()

export const bookingSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(BOOKING_STATUSES),
  experienceId: z.string(),
  experienceName: z.string(),
  chefId: z.string(),
  chefName: z.string(),
  storeId: z.string(),
  /** The market's country: the ways it takes payment for the rest. */
  country: z.string(),
  day: z.string(),
  start: z.string(),
  durationMinutes: z.number().int(),
  guests: z.number().int(),
  address: z.string(),
  allergies: z.string(),
  /** ISO instant: the chef's deadline to answer a request. */
  answerBy: z.string(),
  pricePerGuest: z.number().int(),
  total: z.number().int(),
  deposit: z.number().int(),
  /** total − deposit: paid after the event. */
  rest: z.number().int(),
  currency: z.string(),
  currencyExponent: z.number().int(),
  depositOrderId: z.string().nullable(),
  depositStatus: paymentStatus,
  restOrderId: z.string().nullable(),
  restStatus: paymentStatus,
  /** Whose booking: the shopper's name (the portal's list). */
  guestName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Booking = z.infer<typeof bookingSchema> & { depositStatus: PaymentStatus | null; restStatus: PaymentStatus | null }

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** What the deposit is of a total: the experience's percent, rounded to the currency's whole minor unit. */
export const depositOf = (total: number, depositPercent: number) => Math.round((total * depositPercent) / 100)

export interface AvailabilityInput {
  /** The chef's working week (ChefDetails.availability). */
  week: readonly WeeklyHours[]
  /** The chef's calendar exceptions (the provider row's holidays, decision 042). */
  holidays: readonly Holiday[]
  noticeDays: number
  durationMinutes: number
  /** The chef's live bookings in the range (any experience): their day, start and length. */
  booked: readonly { day: string; start: string; durationMinutes: number }[]
  /** The market's today. */
  today: string
  from: string
  to: string
}

/** The first day a request may name. */
export const firstBookableDay = (today: string, noticeDays: number) => addDays(today, Math.max(0, noticeDays))

/**
 * The bookable starts by day: inside the chef's hours of the weekday, the whole experience before
 * closing, not on a holiday, not before the notice, not beyond the horizon, and not overlapping a
 * live booking of the chef (the chef cooks one evening at a time). Days without a start are left out.
 */
export function bookableStarts(input: AvailabilityInput): AvailableDay[] {
  const first = firstBookableDay(input.today, input.noticeDays)
  const last = addDays(input.today, BOOKING_RULES.horizonDays)
  const out: AvailableDay[] = []
  for (let day = input.from > first ? input.from : first; day <= input.to && day <= last; day = addDays(day, 1)) {
    if (holidayOn(day, input.holidays)) continue
    const taken = input.booked.filter((b) => b.day === day).map((b) => [minutesOf(b.start), minutesOf(b.start) + b.durationMinutes] as const)
    const starts: string[] = []
    for (const hours of input.week.filter((w) => w.day === weekdayOf(day))) {
      const close = minutesOf(hours.close)
      for (let s = minutesOf(hours.open); s + input.durationMinutes <= close; s += BOOKING_RULES.startStepMinutes) {
        const end = s + input.durationMinutes
        if (taken.some(([a, b]) => s < b && a < end)) continue
        starts.push(hhmmOf(s))
      }
    }
    if (starts.length) out.push({ day, starts: [...new Set(starts)].sort() })
  }
  return out
}

/** Whether a start is offered on a day, by the same rule. */
export const isBookable = (input: Omit<AvailabilityInput, 'from' | 'to'>, day: string, start: string) => bookableStarts({ ...input, from: day, to: day }).some((d) => d.starts.includes(start))
