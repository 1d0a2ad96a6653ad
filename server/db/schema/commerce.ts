/**
 * The shopper's own data and what they buy (issues 6 and 7): saved addresses and payment
 * methods, favorites, one cart per vertical, orders with their lines and status history, and the
 * idempotency keys that make every retried write apply once.
 *
 * - Every row belongs to a user (`user_id`, cascade on delete): routes always filter by it, so one
 *   shopper never reads or writes another's rows.
 * - "One default per user" is also a partial unique index, so no race can leave two.
 * - Quantities are `numeric` (half-kilo steps); money is integer minor units of the store currency.
 * - Orders are snapshots: the address, pickup point, produce names and prices are copied in, so an
 *   order reads the same after the catalog or the address book changes.
 * - `idempotency_keys` keeps, per user and key, a fingerprint of the request and the answer that was
 *   sent, for `ORDER_CONFIG.idempotencyTtlDays` (server/orders/order-config.ts).
 */
import { sql } from 'drizzle-orm'
import { boolean, bigserial, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { I18n } from '../../seed/seed-types'
import type { LineChoices, OrderLineChoices } from '../../../src/api/line-choices-contract'
import type { LineFulfilment } from '../../../src/api/cart-contract'
import { users } from './auth'
import { produces, stores } from './catalog'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const stamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    label: text('label').notNull(),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** Checked at every write and at checkout; no foreign key, so the locations API can still delete a zone. */
    locationId: text('location_id').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...stamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
)

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    kind: text('kind', { enum: ['mobile-money', 'cash'] }).notNull(),
    /** Mobile money only (null for cash). No card field exists: a card number cannot be stored. */
    provider: text('provider'),
    phone: text('phone'),
    label: text('label').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...stamps,
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: owner(),
    kind: text('kind', { enum: ['farmer', 'produce'] }).notNull(),
    targetId: text('target_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] }), index('favorites_user_idx').on(t.userId, t.createdAt)],
)

/** One cart per user and vertical; its row is also the lock that serialises changes to its lines. */
export const carts = pgTable(
  'carts',
  {
    userId: owner(),
    vertical: text('vertical').notNull(),
    /** The store of every line (a cart never mixes stores); null while empty. */
    storeId: text('store_id').references(() => stores.id),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.vertical] })],
)

export const cartLines = pgTable(
  'cart_lines',
  {
    userId: text('user_id').notNull(),
    vertical: text('vertical').notNull(),
    /** The line's name (src/api/line-choices-contract.ts `lineKeyOf`): the produce id, then a meal's options (decision 048). */
    lineKey: text('line_key').notNull(),
    produceId: text('produce_id')
      .notNull()
      .references(() => produces.id, { onDelete: 'cascade' }),
    /** A meal's options, a grocery line's substitution (LineChoices); null when nothing is chosen. */
    choices: jsonb('choices').$type<LineChoices>(),
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    /** The unit price the shopper saw when the line was last set: shown as previousPrice when it differs. */
    seenPrice: integer('seen_price').notNull(),
    /** Lines keep the order they were first added in. */
    position: integer('position').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vertical, t.lineKey] }),
    foreignKey({ columns: [t.userId, t.vertical], foreignColumns: [carts.userId, carts.vertical], name: 'cart_lines_cart_fk' }).onDelete('cascade'),
  ],
)

export type OrderAddress = { label: string; recipient: string; phone: string; line1: string; line2: string; landmark: string; locationId: string; locationName: string }
export type OrderPickup = { id: string; name: string; address: string }
export type OrderPayment = { kind: 'mobile-money'; provider: string; phone: string } | { kind: 'cash' } | { kind: 'card'; provider: 'paystack' }

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Short and human ("MF-7K3Q2"), unique. */
    number: text('number').notNull(),
    /** The shopper's account; null for a guest's order until an account with its e-mail is confirmed (decision 024). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    vertical: text('vertical').notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: ['placed', 'confirmed', 'packed', 'out-for-delivery', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] }).notNull(),
    fulfilment: text('fulfilment', { enum: ['delivery', 'pickup', 'digital'] }).notNull(),
    address: jsonb('address').$type<OrderAddress>(),
    pickupLocation: jsonb('pickup_location').$type<OrderPickup>(),
    deliveryDay: date('delivery_day', { mode: 'string' }).notNull(),
    /** The window of the day it was booked in (null on orders from before slots); its place is in `slot_bookings`. */
    slotWindow: jsonb('slot_window').$type<{ id: string; start: string; end: string }>(),
    payment: jsonb('payment').$type<OrderPayment>().notNull(),
    currency: text('currency').notNull(),
    currencyExponent: integer('currency_exponent').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    serviceFee: integer('service_fee').notNull(),
    total: integer('total').notNull(),
    /** The shopper's credit this order spent (decision 038), minor units of its currency; the rest (total − credit_used) is paid by its method. */
    creditUsed: integer('credit_used').notNull().default(0),
    note: text('note').notNull().default(''),
    /** The shopper's language at checkout: the order's e-mails are written in it (decision 022). */
    locale: text('locale').notNull().default('en'),
    /** The checkout's Idempotency-Key: a replay finds the order even after the key row expired. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A guest's order (decision 024): who to reach (the e-mail lower-cased) and the hash of the token its link carries. */
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    guestEmail: text('guest_email'),
    guestTokenHash: text('guest_token_hash'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_guest_key_idx').on(t.guestEmail, t.idempotencyKey),
    index('orders_guest_phone_idx').on(t.guestPhone),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: an order is a snapshot and outlives the catalog row. */
    produceId: text('produce_id').notNull(),
    /** As the cart line's (decision 048): two lines of one meal with other options are two lines. */
    lineKey: text('line_key').notNull(),
    /** The line's choices as ordered; with a grocery line's what the store did (fulfilment) and the price it settled at. */
    choices: jsonb('choices').$type<OrderLineChoices>(),
    fulfilment: jsonb('fulfilment').$type<LineFulfilment>(),
    /** What the line costs after packing (weight, substitute), at most `line_total`; null until then. */
    settledTotal: integer('settled_total'),
    position: integer('position').notNull(),
    name: jsonb('name').$type<I18n>().notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    price: integer('price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** Whole units taken from the produce's stock (0 for made to order); given back on cancellation. */
    reserved: integer('reserved').notNull(),
    /** Who grows it and when they bring it to the market for this order (decision 017); empty and null on orders from before it. */
    farmerId: text('farmer_id').notNull().default(''),
    farmName: text('farm_name').notNull().default(''),
    dropOffDay: date('drop_off_day', { mode: 'string' }),
    /** The farmer could not supply it (decision 035): out of the order's total, its reserved stock given back. */
    unavailableAt: at('unavailable_at'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineKey] })],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['placed', 'confirmed', 'packed', 'out-for-delivery', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] }).notNull(),
    /** Who moved it: the shopper, or an admin. */
    byUserId: text('by_user_id'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: owner(),
    key: text('key').notNull(),
    /** sha256 of method, path and the validated body: the same key on another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The answer's body exactly as sent (text, not jsonb: a replay is byte-identical). */
    response: text('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expiry_idx').on(t.expiresAt)],
)

/**
 * How many orders each window of a location holds on a day (issue 31): one row per location, day
 * and window, taken with one conditional upsert (`booked < capacity`) in the order's transaction, so
 * two shoppers racing for the last place get one yes and one no; given back on cancellation.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    locationId: text('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    windowId: text('window_id').notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day, t.windowId] })],
)
