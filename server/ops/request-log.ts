/**
 * Every request, observed once: our own request id (answered in `X-Request-Id`, named in error
 * logs and in a 500's reference), one JSON log line at info, and the request figures of
 * GET /api/metrics. A line has the method, the route *pattern* (`/api/orders/:id`, never the path
 * with its ids; `page` or `static` for the storefront's files), the status, the time to answer in
 * ms and the request id; and, when the client sent one, its own X-Request-Id (printable ASCII,
 * 64 characters at most) as `clientRequestId`, which is never taken as ours. The client's
 * address is cut to its network: IPv4 to /24, IPv6 to /48 (as analytics anonymise them), from the
 * socket or, behind a trusted proxy, X-Forwarded-For. The query string is not logged at all: it
 * holds search words and ids.
 */
import { randomUUID } from 'node:crypto'
import net from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { clientAddress } from '../auth/auth-http'
import type { Logger } from '../lib/log'
import { metrics } from '../lib/metrics'

declare module 'hono' {
  interface ContextVariableMap {
    /** This server's id of the request (not the client's X-Request-Id). */
    requestId: string
  }
}

const requests = metrics.counter('http_requests_total', 'HTTP requests answered, by method, route pattern and status class', ['method', 'route', 'status_class'])
const durations = metrics.histogram(
  'http_request_duration_seconds',
  'Time from a request to its answer (the body may still be streaming), by method and route pattern',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  ['method', 'route'],
)
const syncs = metrics.counter('sync_delta_requests_total', 'Delta syncs (GETs with updatedSince or cursor), by dataset (route pattern) and status: 304 when nothing changed since the client synced', [
  'dataset',
  'status',
])

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The route pattern that answers a request: the last matched route that is not a wildcard
 * middleware (a cached catalog page is answered by a middleware before its route, yet it is that
 * route's request); an unknown API path is `/api/*`, the storefront's files `static`, its pages `page`.
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c)
  for (let i = routes.length - 1; i >= 0; i--) {
    const path = routes[i]!.path
    if (!path.includes('*')) return path
  }
  const path = c.req.path
  if (path === '/api' || path.startsWith('/api/')) return '/api/*'
  return /\.[a-z0-9]+$/i.test(path) ? 'static' : 'page'
}

/** 203.0.113.77 → 203.0.113.0/24; 2001:db8:1:2::7 → 2001:db8:1::/48; anything else (unknown, malformed) → undefined. */
export function truncateAddress(address: string): string | undefined {
  const bare = address.replace(/%.*$/, '').replace(/^\[|\]$/g, '')
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(bare)
  if (v4 && net.isIPv4(bare.replace(/^::ffff:/i, ''))) return `${v4[1]}.0/24`
  if (!net.isIPv6(bare)) return undefined
  const [head = '', tail = ''] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = bare.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [...left, ...new Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 3)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/48`
}

/** The client's own X-Request-Id as it may be logged: printable ASCII, at most 64 characters. */
export function clientRequestId(header: string | undefined): string | undefined {
  const printable = header
    ?.replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 64)
  return printable || undefined
}

export interface RequestObserverOptions {
  log: Logger
  /** Take the address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean
  /** Write the per-request log line (REQUEST_LOG); the figures are counted either way. */
  logRequests: boolean
}

export function observeRequests({ log, trustProxy, logRequests }: RequestObserverOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const id = randomUUID()
    c.set('requestId', id)
    c.header('X-Request-Id', id)
    let failed = true
    try {
      await next()
      failed = false
    } finally {
      const seconds = (performance.now() - started) / 1000
      const status = failed ? 500 : c.res.status
      const route = routePattern(c)
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER'
      requests.inc({ method, route, status_class: `${Math.floor(status / 100)}xx` })
      durations.observe(seconds, { method, route })
      if (method === 'GET' && route.startsWith('/api/') && (c.req.query('updatedSince') !== undefined || c.req.query('cursor') !== undefined)) {
        syncs.inc({ dataset: route, status: String(status) })
      }
      if (logRequests) {
        const fields: Record<string, unknown> = { method, route, status, ms: Math.round(seconds * 10_000) / 10, requestId: id }
        const theirs = clientRequestId(c.req.header('x-request-id'))
        if (theirs) fields.clientRequestId = theirs
        const address = truncateAddress(clientAddress(c, trustProxy))
        if (address) fields.address = address
        log.info('request', fields)
      }
    }
  }
}
