/**
 * Farmers of the farm catalog (/api/farm/farmers): list and detail, in the request's language,
 * answered from the page cache (catalog-pages.ts) with ETags and delta sync.
 */
import { Hono } from 'hono'
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { farmerListQuery, type CatalogFarmer, type FarmerListQuery } from '../../src/api/catalog-contract'
import type { Db } from '../db/client'
import { ApiError, validate } from '../lib/http'
import type { Lang } from '../seed/seed-types'
import { stableKey, syncValidator, type CatalogPages } from './catalog-pages'
import { and, isoText, localized, queryRows, searchPatterns, textArray } from './catalog-sql'
import { afterPosition, deltaPosition, encodeCursor, positionAfter, type DeltaPosition } from './delta'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })

interface Selection {
  query: FarmerListQuery
  lang: Lang
  storeId: string | undefined
  delta: DeltaPosition | null
  id?: string
}

interface Row {
  total: number
  id: string
  store_id: string
  name: string
  farm_name: string
  story: string
  photo: string
  town: string
  country: string
  practices: CatalogFarmer['practices']
  delivery_days: number[]
  rating: number
  location_ids: string[]
  featured: boolean
  produce_count: number
  updated_at: string
  deleted: boolean
}

function where(sel: Selection): SQL {
  const q = sel.query
  const story = localized(sql`f.story`, sel.lang)
  return and([
    sel.id !== undefined && sql`f.id = ${sel.id}`,
    sel.id === undefined && !sel.delta && sql`f.deleted_at IS NULL`,
    sel.delta && afterPosition(sql`f.updated_at`, sql`f.id`, sel.delta),
    sel.storeId !== undefined && sql`f.store_id = ${sel.storeId}`,
    q.featured !== undefined && sql`f.featured = ${q.featured}`,
    q.practice?.length && sql`f.practices && ${textArray(q.practice)}`,
    ...searchPatterns(q.searchKeyword).map((w) => sql`(f.name ILIKE ${w} OR f.farm_name ILIKE ${w} OR f.town ILIKE ${w} OR ${story} ILIKE ${w})`),
  ])
}

function order(sel: Selection): SQL {
  if (sel.delta) return sql`f.updated_at ASC, f.id ASC`
  const dir = sql.raw(sel.query.order === 'desc' ? 'DESC' : 'ASC')
  switch (sel.query.sortBy) {
    case 'rating':
      return sql`f.rating ${dir}, f.id ASC`
    case 'updatedAt':
      return sql`f.updated_at ${dir}, f.id ASC`
    default:
      return sql`lower(f.name) COLLATE "C" ${dir}, f.id ASC`
  }
}

export async function findFarmers(db: Db, sel: Selection): Promise<{ rows: CatalogFarmer[]; total: number }> {
  const perPage = sel.id === undefined ? sel.query.perPage : 1
  const offset = sel.id === undefined ? (sel.query.page - 1) * perPage : 0
  const rows = await queryRows<Row>(
    db,
    sql`SELECT count(*) OVER ()::int AS total, f.id, f.store_id, f.name, f.farm_name,
        ${localized(sql`f.story`, sel.lang)} AS story, f.photo, f.town, f.country, f.practices, f.delivery_days,
        round(f.rating::numeric, 2)::float8 AS rating, f.location_ids, f.featured,
        (SELECT count(*)::int FROM produces p WHERE p.farmer_id = f.id AND p.deleted_at IS NULL) AS produce_count,
        ${isoText(sql`f.updated_at`)} AS updated_at, f.deleted_at IS NOT NULL AS deleted
      FROM farmers f
      WHERE ${where(sel)}
      ORDER BY ${order(sel)}
      LIMIT ${perPage} OFFSET ${offset}`,
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && offset > 0) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM farmers f WHERE ${where(sel)}`)
    total = row?.n ?? 0
  }
  return { rows: rows.map(toFarmer), total }
}

function toFarmer(r: Row): CatalogFarmer {
  return {
    id: r.id,
    storeId: r.store_id,
    name: r.name,
    farmName: r.farm_name,
    story: r.story,
    photo: r.photo,
    town: r.town,
    country: r.country,
    practices: r.practices,
    deliveryDays: r.delivery_days,
    rating: r.rating,
    locationIds: r.location_ids,
    featured: r.featured,
    produceCount: r.produce_count,
    updatedAt: r.updated_at,
    deleted: r.deleted,
  }
}

export function farmersRoutes(pages: CatalogPages) {
  return new Hono()
    .get('/', validate('query', farmerListQuery), (c) => {
      const query = c.req.valid('query')
      const scope = pages.scope(c, query.storeId)
      const key = `farmers|${scope.lang}|${scope.storeId ?? '*'}|${stableKey({ ...query, storeId: undefined })}`
      return pages.respond(c, key, async (facts) => {
        pages.requireKnownStore(facts, scope.storeId)
        const delta = deltaPosition(query)
        const { rows, total } = await findFarmers(pages.db, { query, lang: scope.lang, storeId: scope.storeId, delta })
        const ascendingByChange = delta !== null || (query.sortBy === 'updatedAt' && query.order === 'asc')
        const position = ascendingByChange ? positionAfter(rows, delta) : null
        return {
          data: rows,
          meta: { page: query.page, perPage: query.perPage, total, ...(position ? { cursor: encodeCursor(position) } : {}) },
          ...(ascendingByChange ? syncValidator('farmers', scope, query, rows, delta) : {}),
        }
      })
    })
    .get('/:id', validate('param', idParam), (c) => {
      const { id } = c.req.valid('param')
      const { lang } = pages.scope(c)
      return pages.respond(c, `farmer|${lang}|${id}`, async () => {
        const { rows } = await findFarmers(pages.db, { query: farmerListQuery.parse({}), lang, storeId: undefined, delta: null, id })
        const farmer = rows[0]
        if (!farmer || farmer.deleted) throw new ApiError(404, 'not_found', `No farmer ${id}`)
        return { data: farmer }
      })
    })
}
