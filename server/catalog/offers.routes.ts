/**
 * Offers on a service's listings (/api/farm/offers, /api/food/offers…), each service its own: current ones by default, every one with
 * `all=true` or in delta mode (a device needs to learn that an offer ended or was withdrawn).
 */
import { Hono } from 'hono'
import { sql, type SQL } from 'drizzle-orm'
import { offerListQuery, type CatalogOffer } from '../../src/api/catalog-contract'
import type { Service } from '../../src/api/services-contract'
import { validate } from '../lib/http'
import { feedAnswer, inChangeOrder, serviceKey, stableKey, type CatalogPages } from './catalog-pages'
import { and, isoText, localized, queryRows } from './catalog-sql'
import { deltaPosition, feedOrder, heldBack, inFeed, readHorizon, type FeedColumns } from './delta'

const OFFER_FEED: FeedColumns = { xid: sql`o.sync_xid`, id: sql`o.id`, updatedAt: sql`o.updated_at` }

interface Row {
  total: number
  id: string
  produce_id: string
  store_id: string
  percent_off: number
  title: string
  starts_at: string
  ends_at: string
  updated_at: string
  sync_xid: string
  deleted: boolean
}

const toOffer = (r: Row): CatalogOffer => ({
  id: r.id,
  produceId: r.produce_id,
  storeId: r.store_id,
  percentOff: r.percent_off,
  title: r.title,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  updatedAt: r.updated_at,
  deleted: r.deleted,
})

export function offersRoutes(pages: CatalogPages, service: Service) {
  return new Hono().get('/', validate('query', offerListQuery), (c) => {
    const query = c.req.valid('query')
    const scope = pages.scope(c, query.storeId)
    const key = `${serviceKey(service, 'offers')}|${scope.lang}|${scope.storeId ?? '*'}|${stableKey({ ...query, storeId: undefined })}`
    return pages.respond(c, key, async (facts) => {
      pages.requireKnownStore(facts, scope.storeId)
      const position = deltaPosition(query)
      const byChange = inChangeOrder(query, position)
      const horizon = byChange ? await readHorizon(pages.db) : ''
      const withdrawn = sql`(o.deleted_at IS NOT NULL OR p.deleted_at IS NOT NULL)`
      const inStore = and([sql`p.service = ${service}`, scope.storeId !== undefined && sql`p.store_id = ${scope.storeId}`])
      const filter = and([!position && sql`NOT ${withdrawn}`, !position && !query.all && sql`o.starts_at <= now() AND o.ends_at > now()`, byChange && inFeed(OFFER_FEED, position, horizon), inStore])
      const dir = sql.raw(query.order === 'desc' ? 'DESC' : 'ASC')
      const orderBy: SQL = byChange
        ? feedOrder(OFFER_FEED)
        : query.sortBy === 'percentOff'
          ? sql`o.percent_off ${dir}, o.id ASC`
          : query.sortBy === 'updatedAt'
            ? sql`o.updated_at ${dir}, o.id ASC`
            : sql`o.ends_at ${dir}, o.id ASC`
      const offset = (query.page - 1) * query.perPage
      const rows = await queryRows<Row>(
        pages.db,
        sql`SELECT count(*) OVER ()::int AS total, o.id, o.produce_id, p.store_id, o.percent_off,
            ${localized(sql`o.title`, scope.lang)} AS title, ${isoText(sql`o.starts_at`)} AS starts_at,
            ${isoText(sql`o.ends_at`)} AS ends_at, ${isoText(sql`o.updated_at`)} AS updated_at, o.sync_xid::text AS sync_xid, ${withdrawn} AS deleted
          FROM offers o JOIN produces p ON p.id = o.produce_id
          WHERE ${filter}
          ORDER BY ${orderBy}
          LIMIT ${query.perPage} OFFSET ${offset}`,
      )
      let total = rows[0]?.total ?? 0
      if (rows.length === 0 && offset > 0) {
        const [row] = await queryRows<{ n: number }>(pages.db, sql`SELECT count(*)::int AS n FROM offers o JOIN produces p ON p.id = o.produce_id WHERE ${filter}`)
        total = row?.n ?? 0
      }
      const offers = rows.map(toOffer)
      if (!byChange) return { data: offers, meta: { page: query.page, perPage: query.perPage, total } }
      const last = rows.at(-1)
      return feedAnswer({ endpoint: serviceKey(service, 'offers'), scope, query }, { rows: offers, total, last: last && { id: last.id, syncXid: last.sync_xid }, from: position, horizon }, () =>
        heldBack(pages.db, sql`offers o JOIN produces p ON p.id = o.produce_id`, inStore, OFFER_FEED.xid, horizon),
      )
    })
  })
}
