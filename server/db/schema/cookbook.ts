/**
 * The cookbook's own rows (decision 047): ingredients, recipes and the digital library. Creators
 * are `farmers` rows of service 'cookbook' and cookbooks for sale `produces` rows of that service;
 * recipes and ingredients are not listings (nothing buys a recipe), so they have tables of their
 * own, delta-synced like the catalog (`sync_xid`, `deleted_at`, the catalog version trigger:
 * migration 0027 adds them to the triggers of 0003 and 0007). A recipe belongs to its creator's
 * store; ingredients are one list for every market (where to buy one is worked out per market).
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { I18n, RecipeUnit } from '../../seed/seed-types'
import { users } from './auth'
import { farmers, produces, stamps, stores, syncXid } from './catalog'
import { orders } from './commerce'

export const ingredients = pgTable(
  'ingredients',
  {
    id: text('id').primaryKey(),
    name: jsonb('name').$type<I18n>().notNull(),
    /** Farm produce of these categories can be it (with a word of `words` in its English name). */
    farmCategories: text('farm_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whole words (English, lower case) a listing's English name holds when it sells this ingredient. */
    words: text('words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    defaultUnit: text('default_unit').$type<RecipeUnit>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    syncXid,
    ...stamps,
  },
  (t) => [index('ingredients_sync_idx').on(t.syncXid, t.id)],
)

/** One ingredient line of a recipe: how much of what, in a recipe unit, for the recipe's servings. */
export interface RecipeIngredientLine {
  ingredientId: string
  quantity: number
  unit: RecipeUnit
  note?: I18n
}

export const recipes = pgTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => farmers.id),
    /** The creator's store, kept on the row for the delta sync's index. */
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    name: jsonb('name').$type<I18n>().notNull(),
    summary: jsonb('summary').$type<I18n>().notNull(),
    servings: integer('servings').notNull(),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    photo: text('photo').notNull(),
    steps: jsonb('steps').$type<I18n[]>().notNull(),
    /** The lines in order (JSONB: always read and written whole, with the recipe). */
    ingredients: jsonb('ingredients').$type<RecipeIngredientLine[]>().notNull(),
    /** The lines' ingredient ids, for the "recipes with this ingredient" filter (GIN). */
    ingredientIds: text('ingredient_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    syncXid,
    ...stamps,
  },
  (t) => [index('recipes_store_idx').on(t.storeId, t.syncXid, t.id), index('recipes_creator_idx').on(t.creatorId), index('recipes_ingredient_ids_idx').using('gin', t.ingredientIds)],
)

/**
 * The digital cookbooks a shopper owns: written in the transaction that marks an order holding
 * them paid (server/cookbook/digital-library.ts), one row per book whatever the orders.
 */
export const digitalLibrary = pgTable(
  'digital_library',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => produces.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
)
