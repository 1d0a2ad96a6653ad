/**
 * The provider portal's part of an order (decision 035). The market is a hub (decision 017): an
 * order holds lines from several farms, and each farm answers for its own lines. One row per order
 * and farm once that farm has acted (no row: `placed`): accepted (`confirmed`), `declined` with a
 * reason, `packed`, `handed-over` to the market. The order's own status follows its farms: it
 * moves on (server/orders/order-lifecycle.ts) when every farm still in it has reached the step.
 */
import { sql } from 'drizzle-orm'
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { PART_STATUSES } from '../../../src/api/partner-contract'
import { users } from './auth'
import { farmers, produces } from './catalog'
import { orders } from './commerce'

export const orderParts = pgTable(
  'order_parts',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The farm (`order_lines.farmer_id`). */
    farmerId: text('farmer_id').notNull(),
    status: text('status', { enum: PART_STATUSES }).notNull(),
    /** Why it was declined, as the farmer wrote it ('' otherwise). */
    reason: text('reason').notNull().default(''),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.farmerId] }), index('order_parts_farmer_idx').on(t.farmerId), check('order_parts_reason_len', sql`char_length(${t.reason}) <= 500`)],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A listing's photo as the server re-encoded it (decision 035): a small WebP with no metadata,
 * served at `/img/listings/<id>.webp` (immutable: a new photo is a new row). In the database, not
 * on a disk: every process of a cluster serves it (decision 011). A farm's own photo (its profile,
 * decision 039) is a row of the same table with `farmer_id` instead of `produce_id`: one pipeline,
 * one place that serves them.
 */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: text('id').primaryKey(),
    produceId: text('produce_id').references(() => produces.id, { onDelete: 'cascade' }),
    farmerId: text('farmer_id').references(() => farmers.id, { onDelete: 'cascade' }),
    webp: bytea('webp').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('listing_photos_produce_idx').on(t.produceId), check('listing_photos_one_owner', sql`num_nonnulls(${t.produceId}, ${t.farmerId}) = 1`)],
)
