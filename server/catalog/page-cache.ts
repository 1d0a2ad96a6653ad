/**
 * Rendered catalog answers, kept in memory: the JSON body, its ETag, and compressed copies made
 * on first demand. A page is rendered once per (catalog version, key) and then served without
 * touching the database until the catalog changes or the page's time runs out (offers start and
 * end, months turn). The ETag is a hash of the body, so a page that renders to the same bytes
 * after an unrelated change keeps its ETag and the client's If-None-Match still gets a 304.
 *
 * Bounded by entries and bytes (CATALOG_CACHE_BYTES, server/env.ts), least recently used first
 * out; concurrent misses of one key share one render. A page is charged what it holds: its body,
 * its key (the normalized query: a 100-character search makes a long one), its headers and, once
 * made, its compressed copies (server/lib/byte-budget.ts says how strings are counted).
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { ENTRY_OVERHEAD_BYTES, MIB, stringBytes } from '../lib/byte-budget'
import { metrics } from '../lib/metrics'

/** Bytes backed by a plain ArrayBuffer: what a Response body takes. */
type Bytes = Uint8Array<ArrayBuffer>

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const lookups = metrics.counter('catalog_page_cache_requests_total', 'Catalog GETs answered from the page cache (hit) or rendered, alone or joining a render under way (miss)', ['result'])
const HIT = { result: 'hit' }
const MISS = { result: 'miss' }

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1_400

export interface CachedPage {
  key: string
  version: number
  expiresAt: number
  etag: string
  body: Bytes
  /** Headers sent with this page (a 200 or a 304), such as delta sync's Sync-ETag. */
  headers?: Record<string, string>
  br?: Promise<Bytes>
  gzip?: Promise<Bytes>
  /** What it is charged against the cache's budget (grows when a compressed copy is made). */
  bytes: number
}

export interface PageCacheOptions {
  maxEntries?: number
  maxBytes?: number
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly rendering = new Map<string, { version: number; page: Promise<CachedPage> }>()
  private bytes = 0
  private touches = 0
  private readonly maxEntries: number
  private readonly maxBytes: number

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000
    this.maxBytes = options.maxBytes ?? 64 * MIB
  }

  /** A page still valid for `version` at `now`, or undefined. */
  get(key: string, version: number, now: number): CachedPage | undefined {
    const page = this.entries.get(key)
    if (!page) return undefined
    if (page.version !== version || page.expiresAt <= now) return undefined
    lookups.inc(HIT)
    // Refresh its place in the LRU order only now and then: a Map re-insert on every hit
    // costs more than the approximation loses.
    if ((this.touches = (this.touches + 1) & 63) === 0) {
      this.entries.delete(key)
      this.entries.set(key, page)
    }
    return page
  }

  /** Renders (or joins the render under way for) `key` at `version`. */
  /** `etag` overrides the body hash: only for bodies fully determined by what the ETag names. */
  render(key: string, version: number, produce: () => Promise<{ body: string; expiresAt: number; etag?: string; headers?: Record<string, string> }>): Promise<CachedPage> {
    lookups.inc(MISS)
    const under = this.rendering.get(key)
    if (under && under.version === version) return under.page
    const page = produce().then(
      ({ body, expiresAt, etag, headers }) => {
        const bytes = new TextEncoder().encode(body)
        const entry: CachedPage = { key, version, expiresAt, etag: etag ?? etagOf(bytes), body: bytes, ...(headers ? { headers } : {}), bytes: 0 }
        entry.bytes = pageBytes(entry)
        if (this.rendering.get(key)?.page === page) this.rendering.delete(key)
        this.store(entry)
        return entry
      },
      (error: unknown) => {
        if (this.rendering.get(key)?.page === page) this.rendering.delete(key)
        throw error
      },
    )
    this.rendering.set(key, { version, page })
    return page
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  private store(entry: CachedPage) {
    const old = this.entries.get(entry.key)
    if (old && old.version > entry.version) return // a slower render of an older version
    if (old) {
      this.entries.delete(entry.key)
      this.bytes -= old.bytes
    }
    this.entries.set(entry.key, entry)
    this.bytes += entry.bytes
    this.evict()
  }

  /** A compressed copy of a kept page was made: it is charged to the page. */
  charge(page: CachedPage, bytes: number) {
    page.bytes += bytes
    if (this.entries.get(page.key) !== page) return
    this.bytes += bytes
    this.evict()
  }

  private evict() {
    for (const [key, victim] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.entries.delete(key)
      this.bytes -= victim.bytes
    }
  }
}

/** A page's charge before any compressed copy: body, key, ETag and headers. */
function pageBytes(page: CachedPage): number {
  let bytes = ENTRY_OVERHEAD_BYTES + page.body.length + stringBytes(page.key) + stringBytes(page.etag)
  for (const [name, value] of Object.entries(page.headers ?? {})) bytes += stringBytes(name) + stringBytes(value)
  return bytes
}

function etagOf(body: Bytes): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
}

/** The encoding to answer with, from Accept-Encoding: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): 'br' | 'gzip' | null {
  if (!acceptEncoding || size < COMPRESS_FROM_BYTES) return null
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return null
}

/** The page compressed, made on first demand and kept with it (charged to `cache`, which holds it). */
export function compressed(cache: PageCache, page: CachedPage, encoding: 'br' | 'gzip'): Promise<Bytes> {
  const kept = (made: Buffer) => {
    const bytes = new Uint8Array(made)
    cache.charge(page, bytes.length)
    return bytes
  }
  if (encoding === 'br') {
    page.br ??= brotli(page.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
    }).then(kept)
    return page.br
  }
  page.gzip ??= gzip(page.body, { level: 6 }).then(kept)
  return page.gzip
}

/** Weak comparison of If-None-Match against an ETag (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}
