/**
 * The listings of a service (/api/farm/produces, /api/food/meals, /api/grocery/products,
 * /api/chef/experiences, /api/cookbook/books, and each service's /search): lists, detail and
 * search answered from the page cache, each service seeing only its own rows with its own filters;
 * and, on the farm's, an operator's PATCH of price, stock or withdrawal.
 */
import { Hono, type Context } from 'hono'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { listingListQuery, produceListQuery, produceUpdateSchema, type ListingListQuery } from '../../src/api/catalog-contract'
import type { Service } from '../../src/api/services-contract'
import { produces } from '../db/schema/catalog'
import { operatorOnly } from '../lib/operator'
import { ApiError, ok, validate } from '../lib/http'
import { and } from './catalog-sql'
import { countOnce, feedAnswer, inChangeOrder, serviceKey, stableKey, totalOf, type CatalogPages, type Rendered } from './catalog-pages'
import { deltaPosition, heldBack, readHorizon } from './delta'
import { countProduces, findProducePage, findProduces, PRODUCE_FEED, produceCountKey, type ProduceSelection } from './produce-queries'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })

function checkPriceRange(q: ListingListQuery) {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
      { field: 'maxPrice', code: 'too_small', message: 'maxPrice must not be below minPrice', params: { min: q.minPrice } },
    ])
  }
}

/** Lists and search: one cached page per (endpoint, query, language, store). */
function answerList(pages: CatalogPages, c: Context, service: Service, endpoint: 'produces' | 'search', raw: ListingListQuery): Promise<Response> {
  const query: ListingListQuery = { ...raw, q: raw.q || raw.searchKeyword || undefined, searchKeyword: undefined }
  checkPriceRange(query)
  const scope = pages.scope(c, query.storeId)
  const key = `${serviceKey(service, endpoint)}|${scope.lang}|${scope.storeId ?? '*'}|${stableKey({ ...query, storeId: undefined })}`
  return pages.respond(c, key, async (facts): Promise<Rendered> => {
    pages.requireKnownStore(facts, scope.storeId)
    const position = deltaPosition(query)
    const byChange = inChangeOrder(query, position)
    const horizon = byChange ? await readHorizon(pages.db) : ''
    const selection: ProduceSelection = {
      service,
      query,
      lang: scope.lang,
      storeId: scope.storeId,
      ...(byChange ? { feed: { position, horizon } } : {}),
      byRelevance: endpoint === 'search',
    }
    const { rows, last } = await findProducePage(pages.db, selection)
    const total = await totalOf(rows.length, query.page, query.perPage, () => countOnce(facts, produceCountKey(endpoint, selection), () => countProduces(pages.db, selection)))
    if (!byChange) return { data: rows, meta: { page: query.page, perPage: query.perPage, total } }
    return feedAnswer({ endpoint: serviceKey(service, endpoint), scope, query }, { rows, total, last, from: position, horizon }, () =>
      heldBack(pages.db, sql`produces p`, and([sql`p.service = ${service}`, scope.storeId !== undefined && sql`p.store_id = ${scope.storeId}`]), PRODUCE_FEED.xid, horizon),
    )
  })
}

/**
 * The operator's door until roles exist: open only when the server was started with
 * CATALOG_ADMIN_TOKEN, and only to `Authorization: Bearer <that token>`. Without the token the
 * route does not exist (404), so a production server started without it exposes nothing.
 */
export function listingsRoutes(pages: CatalogPages, service: Service) {
  return new Hono()
    .get('/', validate('query', listingListQuery(service)), (c) => answerList(pages, c, service, 'produces', c.req.valid('query') as ListingListQuery))
    .get('/:id', validate('param', idParam), (c) => {
      const { id } = c.req.valid('param')
      const { lang } = pages.scope(c)
      return pages.respond(c, `${serviceKey(service, 'produce')}|${lang}|${id}`, async () => {
        const [listing] = await findProduces(pages.db, { service, query: produceListQuery.parse({}), lang, storeId: undefined, id })
        if (!listing || listing.deleted) throw new ApiError(404, 'not_found', service === 'farm' ? `No produce ${id}` : `No ${service} listing ${id}`)
        return { data: listing }
      })
    })
}

export function producesRoutes(pages: CatalogPages, operatorToken: string | null) {
  return listingsRoutes(pages, 'farm').patch('/:id', operatorOnly(operatorToken), validate('param', idParam), validate('json', produceUpdateSchema), async (c) => {
    const { id } = c.req.valid('param')
    const change = c.req.valid('json')
    const [row] = await pages.db
      .update(produces)
      .set({
        price: change.price,
        stock: change.stock,
        deletedAt: change.deleted === undefined ? undefined : change.deleted ? sql`now()` : null,
        // For people; delta sync follows the transaction (the sync_xid trigger), the catalog version trigger does the rest.
        updatedAt: sql`now()`,
      })
      .where(eq(produces.id, id))
      .returning({ id: produces.id })
    if (!row) throw new ApiError(404, 'not_found', `No produce ${id}`)
    const { lang } = pages.scope(c)
    const [produce] = await findProduces(pages.db, { service: 'farm', query: produceListQuery.parse({}), lang, storeId: undefined, id })
    return ok(c, produce)
  })
}

export function searchRoutes(pages: CatalogPages, service: Service) {
  return new Hono().get('/', validate('query', listingListQuery(service)), (c) => {
    const query = c.req.valid('query') as ListingListQuery
    if (!query.q && !query.searchKeyword) {
      throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'q', code: 'too_small', message: 'Type something to search for', params: { min: 1 } }])
    }
    return answerList(pages, c, service, 'search', query)
  })
}
