/**
 * The produce list, detail and search queries. The page query picks the ids of the requested
 * page from the narrow sort keys in a `page` CTE (by name: read in order from the per-language
 * name index of the store), then joins those few rows to their farmer, store and best current
 * offer. The count for `meta.total` is a separate query the caller caches per filter and catalog
 * version (catalog-pages.ts `countOnce`), so paging and re-sorting never count again.
 * Text comes in the request's language with English as the fallback.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { CatalogProduce, ListingListQuery } from '../../src/api/catalog-contract'
import { localizeDetails } from '../../src/api/localized-details-contract'
import type { Service } from '../../src/api/services-contract'
import type { Db } from '../db/client'
import type { Lang } from '../seed/seed-types'
import { and, inList, isoText, localized, queryRows, searchPatterns, textArray } from './catalog-sql'
import { inFeed, type DeltaPosition, type FeedColumns } from './delta'

export interface ProduceSelection {
  /** The listings' service (decision 045): each service reads only its own; `null` only with `ids`. */
  service: Service | null
  query: ListingListQuery
  lang: Lang
  storeId: string | undefined
  /**
   * The change feed (delta sync, and lists sorted by updatedAt ascending): rows after `position`
   * (withdrawn ones included once there is a position), below the `horizon` (delta.ts).
   */
  feed?: { position: DeltaPosition | null; horizon: string }
  /** /search without sortBy: best matches first. */
  byRelevance?: boolean
  /** Detail: this produce only (withdrawn ones included, the caller decides). */
  id?: string
  /** These listings only (a basket plan's, a where-to-buy list's), whatever their service. */
  ids?: readonly string[]
}

/** The best current offer of each produce: the deepest discount, then the soonest end. */
const CURRENT_OFFERS = sql`cur AS (
  SELECT DISTINCT ON (o.produce_id) o.produce_id, o.id, o.percent_off, o.title, o.ends_at
  FROM offers o
  WHERE o.deleted_at IS NULL AND o.starts_at <= now() AND o.ends_at > now()
  ORDER BY o.produce_id, o.percent_off DESC, o.ends_at ASC, o.id
)`

const FROM = sql`produces p
  JOIN farmers f ON f.id = p.farmer_id
  JOIN stores s ON s.id = p.store_id
  LEFT JOIN cur ON cur.produce_id = p.id`

/** What the shopper pays for one unit: the offer price when an offer runs, rounded to a minor unit. */
const PAYS = sql`(CASE WHEN cur.id IS NULL THEN p.price ELSE round(p.price * (100 - cur.percent_off) / 100.0)::int END)`
const IN_SEASON = sql`(extract(month FROM now() AT TIME ZONE s.time_zone)::int = ANY (p.season_months))`
const WITHDRAWN = sql`(p.deleted_at IS NOT NULL OR f.deleted_at IS NOT NULL)`
export const PRODUCE_FEED: FeedColumns = { xid: sql`p.sync_xid`, id: sql`p.id`, updatedAt: sql`p.updated_at` }

interface SortKey {
  expr: SQL
  desc: boolean
}

function where(sel: ProduceSelection): SQL {
  const q = sel.query
  const name = localized(sql`p.name`, sel.lang)
  const description = localized(sql`p.description`, sel.lang)
  const words = searchPatterns(q.q)
  return and([
    sel.service !== null && sql`p.service = ${sel.service}`,
    sel.id !== undefined && sql`p.id = ${sel.id}`,
    sel.ids !== undefined && (sel.ids.length ? sql`p.id IN ${inList(sel.ids)}` : sql`FALSE`),
    sel.id === undefined && !sel.feed?.position && sql`NOT ${WITHDRAWN}`,
    sel.feed && inFeed(PRODUCE_FEED, sel.feed.position, sel.feed.horizon),
    sel.storeId !== undefined && sql`p.store_id = ${sel.storeId}`,
    q.category?.length && sql`p.category IN ${inList(q.category)}`,
    q.practice?.length && sql`f.practices && ${textArray(q.practice)}`,
    q.unit?.length && sql`p.unit IN ${inList(q.unit)}`,
    // The service's own filters, on its details: every dietary tag, no allergen named, a brand, a party's size.
    q.dietary?.length && sql`(p.details -> 'dietary') @> to_jsonb(${textArray(q.dietary)})`,
    q.allergenFree?.length && sql`NOT ((p.details -> 'allergens') ?| ${textArray(q.allergenFree)})`,
    q.brand !== undefined && sql`lower(p.details ->> 'brand') = lower(${q.brand})`,
    q.guests !== undefined && sql`(p.details ->> 'minGuests')::int <= ${q.guests} AND (p.details ->> 'maxGuests')::int >= ${q.guests}`,
    q.farmerId !== undefined && sql`p.farmer_id = ${q.farmerId}`,
    q.minPrice !== undefined && sql`${PAYS} >= ${q.minPrice}`,
    q.maxPrice !== undefined && sql`${PAYS} <= ${q.maxPrice}`,
    q.inSeason !== undefined && (q.inSeason ? IN_SEASON : sql`NOT ${IN_SEASON}`),
    q.inStock !== undefined && (q.inStock ? sql`(p.stock IS NULL OR p.stock > 0)` : sql`p.stock = 0`),
    q.onOffer !== undefined && (q.onOffer ? sql`cur.id IS NOT NULL` : sql`cur.id IS NULL`),
    ...words.map((w) => sql`(${name} ILIKE ${w} OR ${description} ILIKE ${w} OR f.name ILIKE ${w} OR f.farm_name ILIKE ${w} OR p.category ILIKE ${w})`),
  ])
}

function sortKeys(sel: ProduceSelection): SortKey[] {
  const q = sel.query
  if (sel.feed) return [{ expr: sql`p.sync_xid`, desc: false }]
  const name: SortKey = { expr: sql`lower(${localized(sql`p.name`, sel.lang)}) COLLATE "C"`, desc: q.order === 'desc' }
  if (sel.byRelevance && q.sortBy === undefined && q.q) {
    const whole = `%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    const n = localized(sql`p.name`, sel.lang)
    const allWords = and(searchPatterns(q.q).map((w) => sql`${n} ILIKE ${w}`))
    const rank = sql`(CASE WHEN ${n} ILIKE ${whole.slice(1)} THEN 0 WHEN ${n} ILIKE ${whole} THEN 1 WHEN ${allWords} THEN 2 ELSE 3 END)`
    return [
      { expr: rank, desc: false },
      { ...name, desc: false },
    ]
  }
  const desc = q.order === 'desc'
  switch (q.sortBy) {
    case 'price':
      return [{ expr: PAYS, desc }]
    case 'stock':
      // NULL (made to order) sorts as the most stock, PostgreSQL's default for NULLs.
      return [{ expr: sql`p.stock`, desc }]
    case 'updatedAt':
      return [{ expr: sql`p.updated_at`, desc }]
    default:
      return [name]
  }
}

interface Row {
  id: string
  farmer_id: string
  store_id: string
  farmer_name: string
  farm_name: string
  name: string
  category: CatalogProduce['category']
  unit: CatalogProduce['unit']
  measure_amount: number | null
  measure_per: 'kg' | 'l' | null
  price: number
  currency: string
  currency_exponent: number
  stock: number | null
  season_months: number[]
  in_season: boolean
  min_qty: number
  step_qty: number
  photo: string
  description: string
  practices: CatalogProduce['practices']
  offer_id: string | null
  offer_percent_off: number | null
  offer_title: string | null
  offer_ends_at: string | null
  offer_price: number | null
  updated_at: string
  sync_xid: string
  deleted: boolean
  service: Service
  details: Record<string, unknown>
}

export async function findProduces(db: Db, sel: ProduceSelection): Promise<CatalogProduce[]> {
  return (await produceRows(db, sel)).map((r) => toProduce(r, sel.lang))
}

/** A page, and the feed position of its last row (delta.ts `positionAfter`: used in change order). */
export async function findProducePage(db: Db, sel: ProduceSelection): Promise<{ rows: CatalogProduce[]; last: { id: string; syncXid: string } | undefined }> {
  const rows = await produceRows(db, sel)
  const last = rows.at(-1)
  return { rows: rows.map((r) => toProduce(r, sel.lang)), last: last && { id: last.id, syncXid: last.sync_xid } }
}

async function produceRows(db: Db, sel: ProduceSelection): Promise<Row[]> {
  const keys = sortKeys(sel)
  const keyColumns = sql.join(
    keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`),
    sql`, `,
  )
  // Ties break by id in the direction of the sort, so that a descending page reads the
  // (store, name, id) index backwards instead of sorting the store.
  const idDir = keys.at(-1)?.desc ? 'DESC' : 'ASC'
  const innerOrder = sql.raw([...keys.map((k, i) => `k${i} ${k.desc ? 'DESC' : 'ASC'}`), `p.id ${idDir}`].join(', '))
  const outerOrder = sql.raw([...keys.map((k, i) => `page.k${i} ${k.desc ? 'DESC' : 'ASC'}`), `page.id ${idDir}`].join(', '))
  const perPage = sel.id === undefined ? sel.query.perPage : 1
  const offset = sel.id === undefined ? (sel.query.page - 1) * perPage : 0
  const lang = sel.lang
  const rows = await queryRows<Row>(
    db,
    sql`WITH ${CURRENT_OFFERS},
    page AS (
      SELECT p.id, ${keyColumns}
      FROM ${FROM}
      WHERE ${where(sel)}
      ORDER BY ${innerOrder}
      LIMIT ${perPage} OFFSET ${offset}
    )
    SELECT p.id, p.farmer_id, p.store_id, f.name AS farmer_name, f.farm_name,
      ${localized(sql`p.name`, lang)} AS name, p.category, p.unit,
      p.measure_amount::float8 AS measure_amount, p.measure_per, p.price, s.currency, s.currency_exponent,
      p.stock, p.season_months, ${IN_SEASON} AS in_season, p.min_qty::float8 AS min_qty, p.step_qty::float8 AS step_qty,
      p.photo, ${localized(sql`p.description`, lang)} AS description, f.practices,
      cur.id AS offer_id, cur.percent_off AS offer_percent_off, ${localized(sql`cur.title`, lang)} AS offer_title,
      ${isoText(sql`cur.ends_at`)} AS offer_ends_at, ${PAYS} AS offer_price,
      ${isoText(sql`p.updated_at`)} AS updated_at, p.sync_xid::text AS sync_xid, ${WITHDRAWN} AS deleted,
      p.service, p.details
    FROM page
      JOIN produces p ON p.id = page.id
      JOIN farmers f ON f.id = p.farmer_id
      JOIN stores s ON s.id = p.store_id
      LEFT JOIN cur ON cur.produce_id = p.id
    ORDER BY ${outerOrder}`,
  )
  return rows
}

export async function countProduces(db: Db, sel: ProduceSelection): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`WITH ${CURRENT_OFFERS} SELECT count(*)::int AS n FROM ${FROM} WHERE ${where(sel)}`)
  return row?.n ?? 0
}

/** What a count depends on: the filters, the store, the feed's position and horizon, and the language only when searching. */
export function produceCountKey(endpoint: string, sel: ProduceSelection): string {
  const { page: _page, perPage: _perPage, sortBy: _sortBy, order: _order, ...filters } = sel.query
  return JSON.stringify([
    endpoint,
    sel.service,
    sel.storeId ?? '*',
    sel.feed ?? null,
    filters.q ? sel.lang : '',
    Object.entries(filters)
      .filter(([, v]) => v !== undefined)
      .sort(),
  ])
}

function toProduce(r: Row, lang: Lang): CatalogProduce {
  return {
    id: r.id,
    farmerId: r.farmer_id,
    storeId: r.store_id,
    farmerName: r.farmer_name,
    farmName: r.farm_name,
    name: r.name,
    category: r.category,
    unit: r.unit,
    measure: r.measure_amount !== null && r.measure_per !== null ? { amount: r.measure_amount, per: r.measure_per } : null,
    price: r.price,
    currency: r.currency,
    currencyExponent: r.currency_exponent,
    stock: r.stock,
    seasonMonths: r.season_months,
    inSeason: r.in_season,
    minQty: r.min_qty,
    stepQty: r.step_qty,
    photo: r.photo,
    description: r.description,
    practices: r.practices,
    offer: r.offer_id === null ? null : { id: r.offer_id, percentOff: r.offer_percent_off!, title: r.offer_title ?? '', endsAt: r.offer_ends_at!, price: r.offer_price! },
    updatedAt: r.updated_at,
    deleted: r.deleted,
    service: r.service,
    details: localizeDetails(r.details, lang) as CatalogProduce['details'],
  }
}
