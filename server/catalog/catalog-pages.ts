/**
 * How every catalog GET is answered: look the page up by (endpoint, normalized query, language,
 * store) at the current catalog version; render it only when it is missing, stale or expired;
 * answer 304 when the client's If-None-Match names it, else the body (compressed when asked).
 * An unchanged catalog is served from memory without touching the database (see
 * catalog-version.ts for how "unchanged" is known, page-cache.ts for the cache itself).
 *
 * Pages that depend on the clock expire on their own: at the next start or end of any offer,
 * and at most PAGE_TTL_MS after rendering (a month turning changes `inSeason`).
 *
 * Memory, bounded in bytes (server/lib/byte-budget.ts): the pages (CATALOG_CACHE_BYTES, see
 * page-cache.ts); the aliases from a request's signature to its page, ALIAS_BYTES, least recently
 * used out (a signature holds the whole URL, up to 16 KB of junk query); and the filter counts of
 * one catalog version, COUNT_BYTES, cleared when full (they are cheap to run again).
 */
import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { sql } from 'drizzle-orm'
import type { CatalogListMeta } from '../../src/api/catalog-contract'
import type { Db } from '../db/client'
import { ApiError } from '../lib/http'
import { requestLang, requestStore } from '../lib/request-context'
import type { Lang } from '../seed/seed-types'
import { queryRows } from './catalog-sql'
import { createCatalogVersion, type CatalogVersion } from './catalog-version'
import { ByteBudgetMap, MIB, stringBytes } from '../lib/byte-budget'
import { cursorOf, positionAfter, type DeltaPosition } from './delta'
import { compressed, matchesIfNoneMatch, PageCache, pickEncoding, type CachedPage } from './page-cache'

export const PAGE_TTL_MS = 60_000
const VARY = 'Accept-Language, X-Store-Id, Accept-Encoding'
/** Request signatures → page keys: ~20 000 ordinary URLs, or 250 of 16 KB. */
const ALIAS_BYTES = 8 * MIB
/** Filter counts of one catalog version (its key and a settled promise each). */
const COUNT_BYTES = 2 * MIB
const COUNT_ENTRY_BYTES = 256

export interface StoreFacts {
  id: string
  currency: string
  currencyExponent: number
  timeZone: string
}

/** What renders need that changes only with the catalog: the stores, and when offers next change. */
export interface CatalogFacts {
  version: number
  stores: Map<string, StoreFacts>
  /** ms since epoch of the next offer start or end; Infinity when none is ahead. */
  nextOfferChange: number
  /** Until when these facts hold: the next offer change, or PAGE_TTL_MS after loading (months turn). */
  validUntil: number
  /**
   * Row counts of list filters at this version, shared by every page, sort and language of one
   * filter: a list's `meta.total` costs one count per catalog change, not one per page rendered.
   */
  counts: Map<string, Promise<number>>
  /** Bytes `counts` is charged (cleared beyond COUNT_BYTES). */
  countBytes: number
}

/** The shopper's context of a request: language and store (query `storeId` wins over X-STORE-ID). */
export interface Scope {
  lang: Lang
  storeId: string | undefined
}

export interface Rendered {
  data: unknown
  meta?: CatalogListMeta
  /** See syncValidator. */
  etag?: string
  headers?: Record<string, string>
  /** false: answer this request only, keep nothing (a feed page that held rows back). */
  keep?: false
}

/**
 * Delta sync's validator. The last page of a listing in change order (fewer rows than perPage)
 * ends at a position P, and the client's next sync asks `cursor=P` with the ETag it kept. That
 * answer, when nothing changed, is an empty page whose bytes follow from the query alone; its ETag
 * is derived from (endpoint, language, store, the query without its position and page, P), and
 * the last page announces it in a `Sync-ETag` header. So the very first repeat sync of an
 * unchanged catalog is a bodiless 304, not an empty 200 (issue 5: a repeat sync ≤ 2 KB).
 * Pages with rows keep their body-hash ETag: their rendering also depends on the clock (offers).
 */
export function syncValidator(
  endpoint: string,
  scope: Scope,
  query: Record<string, unknown> & { perPage: number },
  rowCount: number,
  next: DeltaPosition | null,
  from: DeltaPosition | null,
): Pick<Rendered, 'etag' | 'headers'> {
  if (rowCount >= query.perPage || next === null) return {}
  const at = next.kind === 'xid' ? `x${next.xid}/${next.afterId ?? ''}` : `t${next.since}/${next.afterId ?? ''}`
  const filters = stableKey({ ...query, updatedSince: undefined, cursor: undefined, page: undefined })
  const tag = `W/"s-${createHash('sha1')
    .update(`${endpoint}\n${scope.lang}\n${scope.storeId ?? '*'}\n${filters}\n${at}`)
    .digest('base64url')
    .slice(0, 22)}"`
  return rowCount === 0 && from ? { etag: tag, headers: { 'Sync-ETag': tag } } : { headers: { 'Sync-ETag': tag } }
}

/** A page's key and sync endpoint within a service: the farm's as before decision 045, another service's prefixed with it. */
export const serviceKey = (service: string, endpoint: string): string => (service === 'farm' ? endpoint : `${service}/${endpoint}`)

/** A list in change order: the delta answers, and the first sync (sortBy=updatedAt, ascending). */
export const inChangeOrder = (query: { sortBy?: string; order?: string }, position: DeltaPosition | null): boolean => position !== null || (query.sortBy === 'updatedAt' && query.order === 'asc')

/**
 * A page of the change feed as an answer: the cursor after its rows, the sync validator, and
 * whether it may be kept. A last page (short) that left rows out above the horizon answers now
 * and is not kept (delta.ts `heldBack`): the next request reads the feed again.
 */
export async function feedAnswer(
  at: { endpoint: string; scope: Scope; query: Record<string, unknown> & { page: number; perPage: number } },
  page: { rows: unknown[]; total: number; last: { id: string; syncXid: string } | undefined; from: DeltaPosition | null; horizon: string },
  held: () => Promise<boolean>,
): Promise<Rendered> {
  const next = positionAfter(page.last, page.from)
  const cursor = cursorOf(next)
  const short = page.rows.length < at.query.perPage
  return {
    data: page.rows,
    meta: { page: at.query.page, perPage: at.query.perPage, total: page.total, ...(cursor ? { cursor } : {}) },
    ...syncValidator(at.endpoint, at.scope, at.query, page.rows.length, next, page.from),
    ...(short && (await held()) ? { keep: false } : {}),
  }
}

export interface CatalogPagesOptions {
  /** The page cache's budget in bytes (CATALOG_CACHE_BYTES). */
  cacheBytes?: number
}

export class CatalogPages {
  readonly version: CatalogVersion
  private readonly cache: PageCache
  private factsPromise: Promise<CatalogFacts> | null = null
  private factsVersion = -1
  /** Request signature (URL, Accept-Language, X-Store-Id) → the page key it was answered from. */
  private readonly aliases = new ByteBudgetMap<string, string>(ALIAS_BYTES, (signature, key) => stringBytes(signature) + stringBytes(key))

  constructor(
    readonly db: Db,
    version?: CatalogVersion,
    options: CatalogPagesOptions = {},
  ) {
    this.version = version ?? createCatalogVersion(db)
    this.cache = new PageCache({ maxBytes: options.cacheBytes })
  }

  scope(c: Context, storeId?: string): Scope {
    return { lang: requestLang(c), storeId: storeId ?? requestStore(c).storeId }
  }

  /**
   * Mounted before validation on every catalog GET: a request exactly like one answered before
   * (same URL and headers that matter) is answered from its page without parsing the query again.
   * Anything else — first sight, a stale page — goes on to the route.
   */
  readonly fromCache: MiddlewareHandler = async (c, next) => {
    const key = this.aliases.get(signature(c))
    if (key !== undefined) {
      const page = this.cache.get(key, await this.version.current(), Date.now())
      if (page) return send(c, this.cache, page)
    }
    return next()
  }

  /**
   * Answers a GET from the cache. `render` runs on a miss and may throw an ApiError (a 404, a bad
   * filter found only against the data), which is answered and not cached.
   */
  async respond(c: Context, key: string, render: (facts: CatalogFacts) => Promise<Rendered>): Promise<Response> {
    const version = await this.version.current()
    let page = this.cache.get(key, version, Date.now())
    if (!page) {
      page = await this.cache.render(key, version, async () => {
        const facts = await this.facts(version)
        const rendered = await render(facts)
        const now = Date.now()
        return {
          body: JSON.stringify({ data: rendered.data, errors: null, notification: null, ...(rendered.meta ? { meta: rendered.meta } : {}) }),
          expiresAt: rendered.keep === false ? now : Math.min(now + PAGE_TTL_MS, facts.nextOfferChange, this.version.keepUntil(version, now)),
          etag: rendered.etag,
          headers: rendered.headers,
        }
      })
    }
    this.aliases.set(signature(c), key)
    return send(c, this.cache, page)
  }

  /** The store a request names, checked against the catalog: an unknown one is a 400 field error. */
  requireKnownStore(facts: CatalogFacts, storeId: string | undefined): StoreFacts | undefined {
    if (storeId === undefined) return undefined
    const store = facts.stores.get(storeId)
    if (!store) {
      throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
        { field: 'storeId', code: 'unknown_store', message: `No store ${storeId} (from storeId or the X-STORE-ID header)` },
      ])
    }
    return store
  }

  async facts(version: number): Promise<CatalogFacts> {
    if (this.factsPromise && this.factsVersion === version) {
      const facts = await this.factsPromise.catch(() => null)
      if (facts && facts.validUntil > Date.now()) return facts
    }
    this.factsVersion = version
    this.factsPromise = loadFacts(this.db, version)
    return this.factsPromise
  }
}

async function loadFacts(db: Db, version: number): Promise<CatalogFacts> {
  const stores = await queryRows<{ id: string; currency: string; currency_exponent: number; time_zone: string }>(db, sql`SELECT id, currency, currency_exponent, time_zone FROM stores`)
  const [next] = await queryRows<{ at: number | null }>(
    db,
    sql`SELECT (extract(epoch FROM min(t)) * 1000)::float8 AS at FROM (
          SELECT starts_at AS t FROM offers WHERE deleted_at IS NULL AND starts_at > now()
          UNION ALL
          SELECT ends_at FROM offers WHERE deleted_at IS NULL AND ends_at > now()
        ) AS changes`,
  )
  const nextOfferChange = next?.at ?? Number.POSITIVE_INFINITY
  return {
    version,
    stores: new Map(stores.map((s) => [s.id, { id: s.id, currency: s.currency, currencyExponent: s.currency_exponent, timeZone: s.time_zone }])),
    nextOfferChange,
    validUntil: Math.min(nextOfferChange, Date.now() + PAGE_TTL_MS),
    counts: new Map(),
    countBytes: 0,
  }
}

/** A count from `facts.counts`, run once per key and version; a failed count is not kept. */
export function countOnce(facts: CatalogFacts, key: string, run: () => Promise<number>): Promise<number> {
  let count = facts.counts.get(key)
  if (!count) {
    const bytes = stringBytes(key) + COUNT_ENTRY_BYTES
    if (facts.countBytes + bytes > COUNT_BYTES) {
      facts.counts.clear()
      facts.countBytes = 0
    }
    facts.countBytes += bytes
    count = run()
    facts.counts.set(key, count)
    count.catch(() => facts.counts.delete(key))
  }
  return count
}

/**
 * `meta.total` without a count where the page itself tells it: a short page is the last one.
 * Otherwise (a full page, or past the end) the count is needed.
 */
export async function totalOf(rows: number, page: number, perPage: number, count: () => Promise<number>): Promise<number> {
  const offset = (page - 1) * perPage
  if (rows < perPage && (rows > 0 || offset === 0)) return offset + rows
  return count()
}

function signature(c: Context): string {
  return `${c.req.url}\n${c.req.header('accept-language') ?? ''}\n${c.req.header('x-store-id') ?? ''}`
}

async function send(c: Context, cache: PageCache, page: CachedPage): Promise<Response> {
  const headers: Record<string, string> = { ETag: page.etag, 'Cache-Control': 'no-cache', Vary: VARY }
  // A 304 keeps to what validates the client's copy (its Sync-ETag is the one the client has).
  if (matchesIfNoneMatch(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers)
  Object.assign(headers, page.headers)
  headers['Content-Type'] = 'application/json; charset=UTF-8'
  const encoding = pickEncoding(c.req.header('accept-encoding'), page.body.length)
  if (!encoding) return c.body(page.body, 200, headers)
  headers['Content-Encoding'] = encoding
  return c.body(await compressed(cache, page, encoding), 200, headers)
}

/** A cache key part for a validated query: its defined fields in a fixed order. */
export function stableKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .filter((k) => query[k] !== undefined)
      .sort()
      .map((k) => [k, query[k]]),
  )
}
