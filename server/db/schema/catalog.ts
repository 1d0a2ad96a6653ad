/**
 * The catalog schema (Drizzle, PostgreSQL dialect), shared by PGlite and node-postgres.
 * Change it here, then `npm run db:generate` writes the next SQL migration into ./migrations;
 * both drivers apply the same migrations at start.
 *
 * Catalog text that shoppers read (names, stories, descriptions) is stored as JSONB objects keyed
 * by language (`{"en": …, "fr": …}`) and picked per request with English as the fallback.
 * Money is in the currency's minor units. `sync_xid` drives delta sync (decision 010: the
 * transaction that last wrote the row, set by a trigger, read only below the oldest transaction
 * still in flight); `updated_at` is when, for people. Rows the catalog withdraws get `deleted_at`
 * (a tombstone) instead of vanishing, so a client cursor sees them go.
 */
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, numeric, pgSequence, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { SlotWindow } from '../../../src/api/arrival-contract'
import { SERVICES } from '../../../src/api/services-contract'
import type { I18n } from '../../seed/seed-types'

/**
 * The id of the transaction that last wrote the row (`pg_current_xact_id()`, a 64-bit number that
 * never wraps), set on insert by the default and on update by the `catalog_sync_xid` trigger
 * (migration 0007): delta sync's position, in the order transactions began, read only below the
 * oldest one still running (see server/catalog/delta.ts).
 */
export const syncXid = bigint('sync_xid', { mode: 'number' })
  .notNull()
  .default(sql`(pg_current_xact_id()::text::bigint)`)

export const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}

export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<I18n>().notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  currencyExponent: integer('currency_exponent').notNull().default(2),
  timeZone: text('time_zone').notNull(),
  /**
   * Order limits of the market, in the currency's minor units (server/orders/checkout.ts): the
   * largest order total, and for accounts whose e-mail is not confirmed yet, how many open orders
   * they may have and the largest total of one. The defaults (the int4 bound) limit nothing: a
   * market gets its figures from the seed (server/seed/stores.ts), or from migration 0009 for the
   * six markets of a database seeded before it.
   */
  maxOrderTotal: integer('max_order_total').notNull().default(2_147_483_647),
  unconfirmedMaxOpenOrders: integer('unconfirmed_max_open_orders').notNull().default(2_147_483_647),
  unconfirmedMaxOrderTotal: integer('unconfirmed_max_order_total').notNull().default(2_147_483_647),
  /**
   * The market as a food hub (decision 017): the weekdays it delivers and opens its pickup points
   * (0 = Sunday), the smallest subtotal it takes and the subtotal from which delivery is free (null:
   * never), minor units. The defaults (every day but Sunday, no minimum, never free) change nothing
   * for a market created without them; the six markets get theirs from the seed or migration 0011.
   */
  marketDays: integer('market_days')
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5,6}'::integer[]`),
  minOrderTotal: integer('min_order_total').notNull().default(0),
  freeDeliveryFrom: integer('free_delivery_from'),
  /** Minutes after midnight, market time: an order placed from then on counts as placed the next day (issue 31's "order by 18:00 for tomorrow"). */
  cutoffMinute: integer('cutoff_minute').notNull().default(1080),
  ...stamps,
})

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['pickup', 'zone'] }).notNull(),
    address: text('address').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /**
     * The time windows of a market day (src/api/arrival-contract.ts SlotWindow): for a zone, when the market
     * delivers there; for a pickup point, its opening hours. Each holds `capacity` orders a day
     * (counted in `slot_bookings`). The default, one long window, lets a location created without
     * windows take orders all day.
     */
    windows: jsonb('windows')
      .$type<SlotWindow[]>()
      .notNull()
      .default(sql`'[{"id":"day","start":"08:00","end":"18:00","capacity":1000}]'::jsonb`),
    ...stamps,
  },
  (t) => [index('locations_store_idx').on(t.storeId), index('locations_name_idx').on(t.name)],
)

export const farmers = pgTable(
  'farmers',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** The service the provider sells in (decision 045): a farm, a kitchen, a store, a chef or a creator. */
    service: text('service', { enum: SERVICES }).notNull().default('farm'),
    /** What the service adds (src/api/service-details-contract.ts ProviderDetailsOf). */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    name: text('name').notNull(),
    farmName: text('farm_name').notNull(),
    story: jsonb('story').$type<I18n>().notNull(),
    photo: text('photo').notNull(),
    town: text('town').notNull(),
    country: text('country').notNull(),
    practices: text('practices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryDays: integer('delivery_days')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** The farm's holidays (decision 042): ranges it brings nothing to the market, carried by the delta sync with the row. */
    holidays: jsonb('holidays')
      .$type<{ id: string; first: string; last: string; note: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rating: real('rating').notNull().default(0),
    locationIds: text('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    syncXid,
    ...stamps,
  },
  // (store, sync_xid, id) is the delta-sync keyset order.
  (t) => [index('farmers_store_idx').on(t.storeId, t.syncXid, t.id), index('farmers_service_idx').on(t.storeId, t.service)],
)

export const produces = pgTable(
  'produces',
  {
    id: text('id').primaryKey(),
    farmerId: text('farmer_id')
      .notNull()
      .references(() => farmers.id),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** Its provider's service (decision 045), kept on the row for the lists' and the sync's indexes. */
    service: text('service', { enum: SERVICES }).notNull().default('farm'),
    /** What the service adds (src/api/service-details-contract.ts ListingDetailsOf). */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    name: jsonb('name').$type<I18n>().notNull(),
    category: text('category').notNull(),
    unit: text('unit').notNull(),
    measureAmount: numeric('measure_amount', { mode: 'number' }),
    measurePer: text('measure_per', { enum: ['kg', 'l'] }),
    price: integer('price').notNull(),
    stock: integer('stock'),
    seasonMonths: integer('season_months')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    minQty: numeric('min_qty', { mode: 'number' }).notNull().default(1),
    stepQty: numeric('step_qty', { mode: 'number' }).notNull().default(1),
    photo: text('photo').notNull(),
    description: jsonb('description').$type<I18n>().notNull(),
    /** Off the shelves (shoppers' devices drop it through the delta sync): the farmer switched it off, or withdrew it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Withdrawn by its farmer (decision 035): off for good, and out of the portal's list. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    syncXid,
    ...stamps,
  },
  (t) => [
    index('produces_store_idx').on(t.storeId, t.syncXid, t.id),
    index('produces_farmer_idx').on(t.farmerId),
    index('produces_category_idx').on(t.storeId, t.category),
    index('produces_service_idx').on(t.storeId, t.service),
    // The default sort (by name in the shopper's language, English fallback) of one store's
    // produces, read page by page from an index instead of sorting the store on every render.
    // The expressions must stay identical to `localized()` in server/catalog/catalog-sql.ts.
    index('produces_name_en_idx').on(t.storeId, sql`(lower(coalesce(${t.name} ->> 'en', '')) COLLATE "C")`, t.id),
    ...(['fr', 'es', 'pt', 'ar', 'sw'] as const).map((lang) =>
      index(`produces_name_${lang}_idx`).on(t.storeId, sql`(lower(coalesce(nullif(${t.name} ->> ${sql.raw(`'${lang}'`)}, ''), ${t.name} ->> 'en', '')) COLLATE "C")`, t.id),
    ),
  ],
)

export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    produceId: text('produce_id')
      .notNull()
      .references(() => produces.id),
    percentOff: integer('percent_off').notNull(),
    title: jsonb('title').$type<I18n>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    syncXid,
    ...stamps,
  },
  (t) => [index('offers_produce_idx').on(t.produceId), index('offers_sync_idx').on(t.syncXid, t.id)],
)

/**
 * The catalog version: a deferred trigger (migration 0003_catalog_triggers) advances this sequence once in every
 * transaction that writes stores, locations, farmers, produces or offers, whoever writes them.
 * The server's page cache compares it to decide whether a rendered page may still be served.
 * A sequence, not a counter row: a row would be a lock every catalog-writing transaction queues
 * on (and a serialization failure under REPEATABLE READ); nextval never blocks.
 */
export const catalogVersionSeq = pgSequence('catalog_version_seq')

/**
 * Farmers' applications to sell on the market (POST /api/farm/join). Stored unconfirmed, with a
 * code e-mailed to the address (kept hashed); only a confirmed one counts, one per e-mail address.
 */
export const farmerApplications = pgTable(
  'farmer_applications',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** The service applied to (each service's join page, decision 045). */
    service: text('service', { enum: SERVICES }).notNull().default('farm'),
    /** What the applicant told of what that service asks (cuisines, kind of store…). */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    name: text('name').notNull(),
    farmName: text('farm_name').notNull(),
    /** Trimmed and lower-cased, so the unique index catches the same address in another case. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    town: text('town').notNull(),
    practices: text('practices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    produce: text('produce').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['received', 'reviewing', 'accepted', 'declined'] })
      .notNull()
      .default('received'),
    /** The client's Idempotency-Key: a retried POST replays the first answer instead of a 409. */
    idempotencyKey: text('idempotency_key'),
    /** When the applicant entered the code sent to `email`; null: unconfirmed, not seen by the market team. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the application's id and its code; null once confirmed. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Wrong codes entered for this application: at JOIN_CODE_ATTEMPTS its code no longer works. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The applicant's language: the market's answer (approval, rejection) is written in it. */
    locale: text('locale').notNull().default('en'),
    /** The operator's decision (server/admin/applications.routes.ts): who, when, why (a rejection's reason, e-mailed). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** The provider an approval created. */
    providerId: text('provider_id'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('farmer_applications_email_idx')
      .on(t.email)
      .where(sql`${t.confirmedAt} IS NOT NULL`),
    index('farmer_applications_unconfirmed_idx').on(t.email, t.createdAt),
    uniqueIndex('farmer_applications_idempotency_idx').on(t.idempotencyKey),
    index('farmer_applications_store_idx').on(t.storeId, t.createdAt),
  ],
)
