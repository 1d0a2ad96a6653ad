/**
 * The cookbook's reads (decision 047): recipes and ingredients in the request's language (list,
 * change feed, detail), and which listings of a market sell an ingredient. Raw SQL behind
 * Drizzle's `sql`, like the catalog's (server/catalog/catalog-sql.ts for the shared parts).
 *
 * Matching: a farm produce sells an ingredient when its category is one of the ingredient's
 * `farm_categories` (any, when it names none) and one of its `words` starts a word of its English
 * name (a phrase: starts a run of its words); a grocery product when its English name does. Only listings of open services, on
 * sale, in the shopper's market count. The best first: available before sold out, farm before
 * grocery (fresh from the grower), then the lower price.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { CookbookIngredient, CookbookRecipe, RecipeListQuery, IngredientListQuery } from '../../src/api/cookbook-contract'
import type { Service } from '../../src/api/services-contract'
import { and, inList, isoText, localized, queryRows, textArray } from '../catalog/catalog-sql'
import { feedOrder, inFeed, type DeltaPosition, type FeedColumns } from '../catalog/delta'
import type { Db } from '../db/client'
import type { Lang } from '../seed/seed-types'

export const RECIPE_FEED: FeedColumns = { xid: sql`r.sync_xid`, id: sql`r.id`, updatedAt: sql`r.updated_at` }
export const INGREDIENT_FEED: FeedColumns = { xid: sql`i.sync_xid`, id: sql`i.id`, updatedAt: sql`i.updated_at` }

export interface Feed {
  position: DeltaPosition | null
  horizon: string
}

export interface Page<T> {
  rows: T[]
  total: number
  last: { id: string; syncXid: string } | undefined
}

const RECIPE_WITHDRAWN = sql`(r.deleted_at IS NOT NULL OR f.deleted_at IS NOT NULL)`

interface RecipeRow {
  total: number
  id: string
  store_id: string
  creator_id: string
  creator_name: string
  name: string
  summary: string
  servings: number
  prep_minutes: number
  cook_minutes: number
  photo: string
  steps: string[]
  ingredients: { ingredientId: string; name: string; quantity: number; unit: CookbookRecipe['ingredients'][number]['unit']; note: string | null }[]
  updated_at: string
  sync_xid: string
  deleted: boolean
}

/** A JSONB array of I18n texts as a JSONB array of strings in `lang`. */
const localizedArray = (column: SQL, lang: Lang) =>
  sql`coalesce((SELECT jsonb_agg(${localized(sql`e.v`, lang)} ORDER BY e.n) FROM jsonb_array_elements(${column}) WITH ORDINALITY AS e(v, n)), '[]'::jsonb)`

const RECIPE_LINES = (lang: Lang) =>
  sql`coalesce((SELECT jsonb_agg(jsonb_build_object('ingredientId', l.v ->> 'ingredientId', 'name', coalesce((SELECT ${localized(sql`i.name`, lang)} FROM ingredients i WHERE i.id = l.v ->> 'ingredientId'), l.v ->> 'ingredientId'),
        'quantity', (l.v ->> 'quantity')::float8, 'unit', l.v ->> 'unit',
        'note', CASE WHEN l.v ? 'note' THEN to_jsonb(${localized(sql`(l.v -> 'note')`, lang)}) ELSE 'null'::jsonb END) ORDER BY l.n)
      FROM jsonb_array_elements(r.ingredients) WITH ORDINALITY AS l(v, n)), '[]'::jsonb)`

export interface RecipeSelection {
  query: RecipeListQuery
  lang: Lang
  storeId: string | undefined
  feed?: Feed
  id?: string
  ids?: readonly string[]
  /** Withdrawn recipes too (a bought book's: still readable by its buyer). */
  withWithdrawn?: boolean
}

function recipeWhere(sel: RecipeSelection): SQL {
  const q = sel.query
  return and([
    sel.id !== undefined && sql`r.id = ${sel.id}`,
    sel.ids !== undefined && (sel.ids.length ? sql`r.id IN ${inList(sel.ids)}` : sql`FALSE`),
    sel.id === undefined && !sel.withWithdrawn && !sel.feed?.position && sql`NOT ${RECIPE_WITHDRAWN}`,
    sel.feed && inFeed(RECIPE_FEED, sel.feed.position, sel.feed.horizon),
    sel.storeId !== undefined && sql`r.store_id = ${sel.storeId}`,
    q.creatorId !== undefined && sql`r.creator_id = ${q.creatorId}`,
    q.ingredientId !== undefined && sql`r.ingredient_ids @> ${textArray([q.ingredientId])}`,
    q.maxMinutes !== undefined && sql`r.prep_minutes + r.cook_minutes <= ${q.maxMinutes}`,
  ])
}

function recipeOrder(sel: RecipeSelection): SQL {
  if (sel.feed) return feedOrder(RECIPE_FEED)
  const dir = sql.raw(sel.query.order === 'desc' ? 'DESC' : 'ASC')
  if (sel.query.sortBy === 'time') return sql`r.prep_minutes + r.cook_minutes ${dir}, r.id ASC`
  if (sel.query.sortBy === 'updatedAt') return sql`r.updated_at ${dir}, r.id ASC`
  return sql`lower(${localized(sql`r.name`, sel.lang)}) COLLATE "C" ${dir}, r.id ASC`
}

export async function findRecipes(db: Db, sel: RecipeSelection): Promise<Page<CookbookRecipe>> {
  const perPage = sel.id === undefined ? sel.query.perPage : 1
  const offset = sel.id === undefined ? (sel.query.page - 1) * perPage : 0
  const rows = await queryRows<RecipeRow>(
    db,
    sql`SELECT count(*) OVER ()::int AS total, r.id, r.store_id, r.creator_id, f.farm_name AS creator_name,
          ${localized(sql`r.name`, sel.lang)} AS name, ${localized(sql`r.summary`, sel.lang)} AS summary,
          r.servings, r.prep_minutes, r.cook_minutes, r.photo, ${localizedArray(sql`r.steps`, sel.lang)} AS steps,
          ${RECIPE_LINES(sel.lang)} AS ingredients,
          ${isoText(sql`r.updated_at`)} AS updated_at, r.sync_xid::text AS sync_xid, ${RECIPE_WITHDRAWN} AS deleted
        FROM recipes r JOIN farmers f ON f.id = r.creator_id
        WHERE ${recipeWhere(sel)}
        ORDER BY ${recipeOrder(sel)}
        LIMIT ${perPage} OFFSET ${offset}`,
  )
  const last = rows.at(-1)
  return { rows: rows.map(toRecipe), total: rows[0]?.total ?? 0, last: last && { id: last.id, syncXid: last.sync_xid } }
}

function toRecipe(r: RecipeRow): CookbookRecipe {
  return {
    id: r.id,
    storeId: r.store_id,
    creatorId: r.creator_id,
    creatorName: r.creator_name,
    name: r.name,
    summary: r.summary,
    servings: r.servings,
    prepMinutes: r.prep_minutes,
    cookMinutes: r.cook_minutes,
    photo: r.photo,
    steps: r.steps,
    ingredients: r.ingredients.map((l) => ({ ...l, note: l.note ?? null })),
    updatedAt: r.updated_at,
    deleted: r.deleted,
  }
}

interface IngredientRow {
  total: number
  id: string
  name: string
  farm_categories: string[]
  words: string[]
  default_unit: CookbookIngredient['defaultUnit']
  updated_at: string
  sync_xid: string
  deleted: boolean
}

export interface IngredientSelection {
  query: IngredientListQuery
  lang: Lang
  feed?: Feed
  id?: string
  ids?: readonly string[]
}

export async function findIngredients(db: Db, sel: IngredientSelection): Promise<Page<CookbookIngredient>> {
  const perPage = sel.id === undefined && sel.ids === undefined ? sel.query.perPage : 500
  const offset = sel.id === undefined && sel.ids === undefined ? (sel.query.page - 1) * perPage : 0
  const dir = sql.raw(sel.query.order === 'desc' ? 'DESC' : 'ASC')
  const order = sel.feed ? feedOrder(INGREDIENT_FEED) : sel.query.sortBy === 'updatedAt' ? sql`i.updated_at ${dir}, i.id` : sql`lower(${localized(sql`i.name`, sel.lang)}) COLLATE "C" ${dir}, i.id`
  const rows = await queryRows<IngredientRow>(
    db,
    sql`SELECT count(*) OVER ()::int AS total, i.id, ${localized(sql`i.name`, sel.lang)} AS name, i.farm_categories, i.words, i.default_unit,
          ${isoText(sql`i.updated_at`)} AS updated_at, i.sync_xid::text AS sync_xid, i.deleted_at IS NOT NULL AS deleted
        FROM ingredients i
        WHERE ${and([
          sel.id !== undefined && sql`i.id = ${sel.id}`,
          sel.ids !== undefined && (sel.ids.length ? sql`i.id IN ${inList(sel.ids)}` : sql`FALSE`),
          sel.id === undefined && !sel.feed?.position && sql`i.deleted_at IS NULL`,
          sel.feed && inFeed(INGREDIENT_FEED, sel.feed.position, sel.feed.horizon),
        ])}
        ORDER BY ${order}
        LIMIT ${perPage} OFFSET ${offset}`,
  )
  const last = rows.at(-1)
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, farmCategories: r.farm_categories, words: r.words, defaultUnit: r.default_unit, updatedAt: r.updated_at, deleted: r.deleted })),
    total: rows[0]?.total ?? 0,
    last: last && { id: last.id, syncXid: last.sync_xid },
  }
}

/** A listing that sells an ingredient, with what the plan's arithmetic needs. */
export interface Match {
  ingredientId: string
  listingId: string
  service: 'farm' | 'grocery'
  /** A grocery product's pack size ("1 kg"), '' otherwise. */
  size: string
}

/** The listings of `storeId` (of the open services among farm and grocery) selling each ingredient, best first. */
export async function matchingListings(db: Db, storeId: string, ingredientIds: readonly string[], services: readonly Service[]): Promise<Match[]> {
  const sold = (['farm', 'grocery'] as const).filter((s) => services.includes(s))
  if (!ingredientIds.length || !sold.length) return []
  // Words that start the name's words: the name as ' word word ' (lower case, non-alphanumerics as
  // spaces) holds ' <word>' (so 'onion' finds 'Red onions'; the seed's words are chosen so that a
  // listing answers one ingredient at most: server/seed/services/recipes.ts).
  const words = sql`(' ' || regexp_replace(lower(coalesce(p.name ->> 'en', '')), '[^a-z0-9]+', ' ', 'g') || ' ')`
  return queryRows<Match>(
    db,
    sql`SELECT i.id AS "ingredientId", p.id AS "listingId", p.service, coalesce(p.details ->> 'size', '') AS size
        FROM ingredients i
        JOIN produces p ON p.store_id = ${storeId} AND p.deleted_at IS NULL AND p.withdrawn_at IS NULL AND p.service IN ${inList(sold)}
        JOIN farmers f ON f.id = p.farmer_id AND f.deleted_at IS NULL
        WHERE i.id IN ${inList(ingredientIds)} AND i.deleted_at IS NULL
          AND (p.service <> 'farm' OR cardinality(i.farm_categories) = 0 OR p.category = ANY (i.farm_categories))
          AND EXISTS (SELECT 1 FROM unnest(i.words) AS w(word) WHERE ${words} LIKE '% ' || lower(w.word) || '%')
        ORDER BY i.id, (coalesce(p.stock, 1) = 0) ASC, (p.service = 'farm') DESC, p.price ASC, p.id ASC`,
  )
}
