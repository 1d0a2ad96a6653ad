/**
 * Chef bookings (issue 34 §Chef, decision 046): a shopper asks a chef for an experience on a day
 * and at a start time; the chef accepts or declines before `answer_by`, after which the booking
 * expires (declined for them) by the bookings worker (server/bookings/booking-expiry.ts).
 *
 * - One slot (chef, day, start) is held by at most one live booking: a partial unique index on the
 *   statuses that hold it (`requested`, `accepted`, `completed`), so two shoppers racing for it get
 *   one row and one unique violation, on PostgreSQL and PGlite alike. A declined, expired or
 *   cancelled booking frees it.
 * - The money is paid as `orders` rows (decision 046): the deposit's order is written with the
 *   booking (`deposit_order_id`), the rest's when the shopper pays it after the event
 *   (`rest_order_id`); the payments, refunds and credit of orders apply to them unchanged.
 * - `answer_by` is the deadline and the expiry job's schedule at once (`chef_bookings_due_idx`):
 *   the row is the durable job, so a restart or a kill loses nothing and the status condition in
 *   the claiming UPDATE makes it run once across processes.
 */
import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { farmers, produces, stores } from './catalog'
import { orders } from './commerce'
import { BOOKING_STATUSES } from '../../../src/api/chef-bookings-contract'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const chefBookings = pgTable(
  'chef_bookings',
  {
    id: text('id').primaryKey(),
    /** Short and human ("CB-7K3Q2"), unique: what the shopper and the chef call it. */
    number: text('number').notNull(),
    experienceId: text('experience_id')
      .notNull()
      .references(() => produces.id),
    chefId: text('chef_id')
      .notNull()
      .references(() => farmers.id),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day and start time in the market's time zone (ISO day, "HH:MM"). */
    day: date('day', { mode: 'string' }).notNull(),
    start: text('start').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    guests: integer('guests').notNull(),
    address: text('address').notNull(),
    allergies: text('allergies').notNull().default(''),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    answerBy: at('answer_by').notNull(),
    /** Minor units of the store's currency: price per guest × guests, and the part paid at booking. */
    pricePerGuest: integer('price_per_guest').notNull(),
    total: integer('total').notNull(),
    deposit: integer('deposit').notNull(),
    currency: text('currency').notNull(),
    currencyExponent: integer('currency_exponent').notNull(),
    depositOrderId: text('deposit_order_id').references(() => orders.id),
    restOrderId: text('rest_order_id').references(() => orders.id),
    /** The shopper's language at booking: the e-mails about it are written in it. */
    locale: text('locale').notNull().default('en'),
    idempotencyKey: text('idempotency_key').notNull(),
    answeredAt: at('answered_at'),
    answeredBy: text('answered_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chef_bookings_number_idx').on(t.number),
    uniqueIndex('chef_bookings_user_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('chef_bookings_slot_idx')
      .on(t.chefId, t.day, t.start)
      .where(sql`status IN ('requested', 'accepted', 'completed')`),
    index('chef_bookings_user_idx').on(t.userId, t.createdAt),
    index('chef_bookings_chef_idx').on(t.chefId, t.day),
    index('chef_bookings_due_idx')
      .on(t.answerBy)
      .where(sql`status = 'requested'`),
  ],
)
