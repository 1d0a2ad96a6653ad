/**
 * Serves the built storefront (dist/) from memory. The build precompresses every text file
 * (brotli and gzip, scripts/precompress.mjs); here each request gets the smallest variant its
 * Accept-Encoding allows. Hashed assets are cached for a year (immutable); index.html, the
 * service worker and the manifest are `no-cache` so a deploy is seen at once. Every path that
 * is not a file and not under /api answers index.html: the router decides what it shows, and
 * the page announces what that route will load (`<link rel="modulepreload">`, route-preloads.ts).
 * A path that no page of the route table answers, only a catch-all (`/healthz`, `/fr/farm/nope`),
 * gets index.html too, with a 404.
 * Every page carries the open services (SERVICES, decision 044) in `<meta name="malewa-services">`,
 * written here at start, so a restart with another list needs no build; a closed service's pages
 * (`/food…`, `/fr/cart/food`, `/account/bookings` with the chef closed) and an unknown basket
 * (`/cart/nope`) answer 404 with the storefront's page.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import zlib from 'node:zlib'
import { drawIntoShell, isSnapshotPath } from '../src/lib/page-snapshot'
import { ACCESS_TOKEN_COOKIE } from '../src/api/auth-contract'
import { isService, SERVICES_META, type OpenServicesConfig } from '../src/api/services-contract'
import { LOCALES } from '../src/config'
import type { FirstPaint, FirstPaints } from './first-paint'
import type { RoutePreloads } from './route-preloads'

interface Entry {
  body: Buffer
  br?: Buffer
  gzip?: Buffer
  type: string
  etag: string
  cacheControl: string
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

export function loadStaticSite(root: string): Map<string, Entry> | null {
  if (!fs.existsSync(path.join(root, 'index.html'))) return null
  const entries = new Map<string, Entry>()
  const walk = (dir: string) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name)
      if (item.isDirectory()) {
        walk(full)
        continue
      }
      if (item.name.endsWith('.br') || item.name.endsWith('.gz')) continue
      const urlPath = '/' + path.relative(root, full).split(path.sep).join('/')
      const body = fs.readFileSync(full)
      const br = fs.existsSync(full + '.br') ? fs.readFileSync(full + '.br') : undefined
      const gzip = fs.existsSync(full + '.gz') ? fs.readFileSync(full + '.gz') : undefined
      const hashed = urlPath.startsWith('/assets/')
      entries.set(urlPath, {
        body,
        br,
        gzip,
        type: TYPES[path.extname(item.name).toLowerCase()] ?? 'application/octet-stream',
        etag: etagOf(body),
        cacheControl: hashed ? 'public, max-age=31536000, immutable' : NO_CACHE.has(urlPath) ? 'no-cache' : 'public, max-age=86400',
      })
    }
  }
  walk(root)
  return entries
}

/** A page made from another with a new body, compressed: at the best levels once and kept, or quickly when it changes with the catalog. */
function withBody(base: Entry, html: string, compression: 'best' | 'fast'): Entry {
  const body = Buffer.from(html)
  const best = compression === 'best'
  return {
    ...base,
    body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
    gzip: zlib.gzipSync(body, { level: best ? 9 : 6 }),
    etag: etagOf(body),
  }
}

/**
 * index.html with the route's preloads before `</head>`, compressed like the build's files: one
 * variant per language and route, made on first use and kept (a few hundred at most).
 */
function pageVariants(shell: Entry, preloads: RoutePreloads | null) {
  const variants = new Map<string, Entry>()
  return (pathname: string): Entry => {
    const urls = preloads?.forPath(pathname) ?? []
    if (!urls.length) return shell
    const key = urls.join(' ')
    let variant = variants.get(key)
    if (!variant) {
      const links = urls.map((u) => `<link rel="modulepreload" crossorigin href="${u}">`).join('')
      variant = withBody(shell, shell.body.toString('utf8').replace('</head>', `${links}</head>`), 'best')
      variants.set(key, variant)
    }
    return variant
  }
}

/** The route's page with its first paint in it (server/first-paint.ts), compressed quickly: it changes with the catalog. */
function withFirstPaint(page: Entry, firstPaint: FirstPaint): Entry | null {
  const html = drawIntoShell(page.body.toString('utf8'), firstPaint)
  return html ? withBody(page, html, 'fast') : null
}

const SERVICES_TAG = new RegExp(`<meta name="${SERVICES_META}"[^>]*>`)

/** The page with this start's open services in the build's meta tag (index.html has it; a page without one is left as it is). */
export function withServices(html: string, config: OpenServicesConfig): string {
  return html.replace(SERVICES_TAG, `<meta name="${SERVICES_META}" content="${config.services.join(',')}" data-since="${config.since}">`)
}

/**
 * A service's pages outside its folder (decision 046), by their first segments (`null`: any value):
 * the chef's bookings in the account and the portal, the cookbook's library.
 */
const PAGES_OUTSIDE: readonly { at: readonly (string | null)[]; service: string }[] = [
  { at: ['account', 'bookings'], service: 'chef' },
  { at: ['account', 'library'], service: 'cookbook' },
  { at: ['partner', null, 'bookings'], service: 'chef' },
]

/**
 * True for a page of a service that is not open (`/food`, `/fr/grocery/stores`, `/account/library`
 * with the cookbook closed) and for a basket that is not an open service's (`/cart/food`,
 * `/cart/nope`): the storefront draws its not-found page there.
 */
export function isClosedServicePage(pathname: string, open: readonly string[]): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if ((LOCALES as readonly string[]).includes(segments[0] ?? '')) segments.shift()
  const [first = '', second] = segments
  if (isService(first)) return !open.includes(first)
  const outside = PAGES_OUTSIDE.find(({ at }) => at.length <= segments.length && at.every((segment, i) => segment === null || segment === segments[i]))
  if (outside) return !open.includes(outside.service)
  return first === 'cart' && second !== undefined && !open.includes(second)
}

export function staticSite(
  entries: Map<string, Entry> | null,
  root: string,
  preloads: RoutePreloads | null = null,
  firstPaints: FirstPaints | null = null,
  services: OpenServicesConfig | null = null,
): MiddlewareHandler {
  if (entries && services) {
    // Once a start: the shell (and /index.html, which the service worker precaches) with this start's list.
    for (const name of ['/index.html']) {
      const shell = entries.get(name)
      const html = shell?.body.toString('utf8')
      if (shell && html && SERVICES_TAG.test(html)) entries.set(name, withBody(shell, withServices(html, services), 'best'))
    }
  }
  const page = entries?.get('/index.html') ? pageVariants(entries.get('/index.html')!, preloads) : null
  // Drawn pages, compressed: one kept by first-paint (the same object for a few seconds) is compressed once.
  const drawn = new WeakMap<FirstPaint, Entry | null>()
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      // Malformed percent-encoding (`/%E0%A4%A`) threw a URIError: a 500 and an error logged for
      // any passer-by's typo (found by server/hardening). It is the client's mistake: 400.
      return c.text('Bad request: the address is not valid percent-encoded UTF-8', 400)
    }
    if (!entries) {
      return c.text(`The built storefront was not found in ${root}. Run "npm run build" (or "npm run dev" for the dev server).`, 404)
    }
    let entry = entries.get(pathname)
    let status: 200 | 404 = 200
    if (!entry) {
      // A missing file (a stale chunk after a deploy, say) is a real 404, so the app can react;
      // any other path is a route of the SPA.
      const last = pathname.split('/').pop() ?? ''
      if (last.includes('.')) return c.text('Not found', 404)
      entry = page!(pathname)
      // A path no page answers, only a catch-all (a probe's /healthz, a mistyped /farm/produse,
      // under any language): the SPA shows its not-found page, and the status says so (issue 30).
      if ((preloads && !preloads.isPage(pathname)) || (services && isClosedServicePage(pathname, services.services))) status = 404
      // A first visit to a catalog page (a returning one is answered by the service worker): the
      // page drawn already, for a shopper who is not signed in (it is drawn signed out).
      else if (firstPaints && isSnapshotPath(pathname) && getCookie(c, ACCESS_TOKEN_COOKIE) === undefined) {
        const url = new URL(c.req.url)
        const firstPaint = await firstPaints.draw(url.pathname + url.search)
        if (firstPaint) {
          if (!drawn.has(firstPaint)) drawn.set(firstPaint, withFirstPaint(entry, firstPaint))
          entry = drawn.get(firstPaint) ?? entry
        }
      }
    }
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': entry.type.startsWith('text/html') ? 'no-cache' : entry.cacheControl,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    }
    if (status === 200 && c.req.header('if-none-match') === entry.etag) return c.body(null, 304, headers)
    const accept = c.req.header('accept-encoding') ?? ''
    let body = entry.body
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br
      headers['Content-Encoding'] = 'br'
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = String(body.length)
    if (c.req.method === 'HEAD') return c.body(null, status, headers)
    return c.body(new Uint8Array(body), status, headers)
  }
}
