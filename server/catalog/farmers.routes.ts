/**
 * The providers of a service (/api/farm/farmers, /api/food/kitchens, /api/grocery/stores,
 * /api/chef/chefs, /api/cookbook/creators): list and detail, in the request's language with the
 * service's details localized, answered from the page cache (catalog-pages.ts) with ETags and delta
 * sync. Each service sees only its own rows; the farm's answers are as before decision 045.
 */
import { Hono } from 'hono'
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { farmerListQuery, type CatalogFarmer, type FarmerListQuery } from '../../src/api/catalog-contract'
import { localizeDetails } from '../../src/api/localized-details-contract'
import type { Service } from '../../src/api/services-contract'
import type { Db } from '../db/client'
import { ApiError, validate } from '../lib/http'
import type { Lang } from '../seed/seed-types'
import { feedAnswer, inChangeOrder, serviceKey, stableKey, type CatalogPages } from './catalog-pages'
import { and, isoText, localized, queryRows, searchPatterns, textArray } from './catalog-sql'
import { deltaPosition, feedOrder, heldBack, inFeed, readHorizon, type DeltaPosition, type FeedColumns } from './delta'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })

interface Selection {
  service: Service
  query: FarmerListQuery
  lang: Lang
  storeId: string | undefined
  /** The change feed (delta.ts): rows after `position` (withdrawn ones too once there is one), below `horizon`. */
  feed?: { position: DeltaPosition | null; horizon: string }
  id?: string
}

const FARMER_FEED: FeedColumns = { xid: sql`f.sync_xid`, id: sql`f.id`, updatedAt: sql`f.updated_at` }

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
  holidays: CatalogFarmer['holidays']
  rating: number
  location_ids: string[]
  featured: boolean
  produce_count: number
  updated_at: string
  sync_xid: string
  deleted: boolean
  service: Service
  details: Record<string, unknown>
}

function where(sel: Selection): SQL {
  const q = sel.query
  const story = localized(sql`f.story`, sel.lang)
  return and([
    sql`f.service = ${sel.service}`,
    sel.id !== undefined && sql`f.id = ${sel.id}`,
    sel.id === undefined && !sel.feed?.position && sql`f.deleted_at IS NULL`,
    sel.feed && inFeed(FARMER_FEED, sel.feed.position, sel.feed.horizon),
    sel.storeId !== undefined && sql`f.store_id = ${sel.storeId}`,
    q.featured !== undefined && sql`f.featured = ${q.featured}`,
    q.practice?.length && sql`f.practices && ${textArray(q.practice)}`,
    ...searchPatterns(q.searchKeyword).map((w) => sql`(f.name ILIKE ${w} OR f.farm_name ILIKE ${w} OR f.town ILIKE ${w} OR ${story} ILIKE ${w})`),
  ])
}

function order(sel: Selection): SQL {
  if (sel.feed) return feedOrder(FARMER_FEED)
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

export async function findFarmers(db: Db, sel: Selection): Promise<{ rows: CatalogFarmer[]; total: number; last: { id: string; syncXid: string } | undefined }> {
  const perPage = sel.id === undefined ? sel.query.perPage : 1
  const offset = sel.id === undefined ? (sel.query.page - 1) * perPage : 0
  const rows = await queryRows<Row>(
    db,
    sql`SELECT count(*) OVER ()::int AS total, f.id, f.store_id, f.name, f.farm_name,
        ${localized(sql`f.story`, sel.lang)} AS story, f.photo, f.town, f.country, f.practices, f.delivery_days, f.holidays,
        round(f.rating::numeric, 2)::float8 AS rating, f.location_ids, f.featured,
        (SELECT count(*)::int FROM produces p WHERE p.farmer_id = f.id AND p.deleted_at IS NULL) AS produce_count,
        ${isoText(sql`f.updated_at`)} AS updated_at, f.sync_xid::text AS sync_xid, f.deleted_at IS NOT NULL AS deleted,
        f.service, f.details
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
  const last = rows.at(-1)
  return { rows: rows.map((r) => toFarmer(r, sel.lang)), total, last: last && { id: last.id, syncXid: last.sync_xid } }
}

function toFarmer(r: Row, lang: Lang): CatalogFarmer {
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
    holidays: r.holidays ?? [],
    rating: r.rating,
    locationIds: r.location_ids,
    featured: r.featured,
    produceCount: r.produce_count,
    updatedAt: r.updated_at,
    deleted: r.deleted,
    service: r.service,
    details: localizeDetails(r.details, lang) as CatalogFarmer['details'],
  }
}

export function providersRoutes(pages: CatalogPages, service: Service) {
  const inService = sql`f.service = ${service}`
  return new Hono()
    .get('/', validate('query', farmerListQuery), (c) => {
      const query = c.req.valid('query')
      const scope = pages.scope(c, query.storeId)
      const key = `${serviceKey(service, 'farmers')}|${scope.lang}|${scope.storeId ?? '*'}|${stableKey({ ...query, storeId: undefined })}`
      return pages.respond(c, key, async (facts) => {
        pages.requireKnownStore(facts, scope.storeId)
        const position = deltaPosition(query)
        const byChange = inChangeOrder(query, position)
        const horizon = byChange ? await readHorizon(pages.db) : ''
        const { rows, total, last } = await findFarmers(pages.db, { service, query, lang: scope.lang, storeId: scope.storeId, ...(byChange ? { feed: { position, horizon } } : {}) })
        if (!byChange) return { data: rows, meta: { page: query.page, perPage: query.perPage, total } }
        return feedAnswer({ endpoint: serviceKey(service, 'farmers'), scope, query }, { rows, total, last, from: position, horizon }, () =>
          heldBack(pages.db, sql`farmers f`, and([inService, scope.storeId !== undefined && sql`f.store_id = ${scope.storeId}`]), FARMER_FEED.xid, horizon),
        )
      })
    })
    .get('/:id', validate('param', idParam), (c) => {
      const { id } = c.req.valid('param')
      const { lang } = pages.scope(c)
      return pages.respond(c, `${serviceKey(service, 'farmer')}|${lang}|${id}`, async () => {
        const { rows } = await findFarmers(pages.db, { service, query: farmerListQuery.parse({}), lang, storeId: undefined, id })
        const farmer = rows[0]
        if (!farmer || farmer.deleted) throw new ApiError(404, 'not_found', service === 'farm' ? `No farmer ${id}` : `No ${service} provider ${id}`)
        return { data: farmer }
      })
    })
}
