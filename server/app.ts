/**
 * The HTTP application: security headers, the API under /api (auth API at /api/auth, base API
 * beside it), the built storefront for every other path, and one error renderer so that every
 * failure under /api answers `{ data, errors, notification }` without a stack trace.
 */
import type { IncomingMessage } from 'node:http'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import { addressesRoutes } from './account/addresses.routes'
import { favoritesRoutes } from './account/favorites.routes'
import { paymentsRoutes } from './account/payments.routes'
import { authRoutes } from './auth/auth.routes'
import { createAuth, type AuthOptions } from './auth/auth-runtime'
import type { Mailer } from './mail/mailer'
import { provideAuth } from './auth/require-user'
import { invitationsRoutes } from './access/invitations'
import { applicationsRoutes } from './admin/applications.routes'
import { providersRoutes } from './admin/providers.routes'
import { adminOrdersRoutes } from './admin/orders.routes'
import { adminPaymentsRoutes } from './admin/payments.routes'
import { auditRoutes, contactMessagesRoutes, outboxRoutes } from './admin/records.routes'
import { marketsRoutes } from './admin/markets.routes'
import { adminOffersRoutes } from './admin/offers.routes'
import { adminOperatorsRoutes } from './admin/operators.routes'
import { DEFAULT_SERVICES, type Service } from '../src/api/services-contract'
import { cartRoutes } from './cart/cart.routes'
import { cookbookRoutes } from './cookbook/cookbook.routes'
import { libraryRoutes } from './cookbook/digital-library'
import { catalogRoutes } from './catalog/catalog.routes'
import { createCatalogVersion, type CatalogVersion } from './catalog/catalog-version'
import type { Db } from './db/client'
import type { Notifications } from './db/notifications'
import { contactRoutes } from './contact/contact.routes'
import { notificationsRoutes } from './notifications/notifications.routes'
import { locationsRoutes } from './locations/locations.routes'
import { healthRoutes } from './health/health.routes'
import { closedServiceGate, servicesRoutes } from './services/services.routes'
import { formLimiter, type FormLimits, type FormName } from './lib/form-limits'
import { ApiError, fail, httpExceptionCode } from './lib/http'
import type { Readiness } from './lib/lifecycle'
import { guestOrdersRoutes } from './orders/guest-orders.routes'
import { ordersRoutes } from './orders/orders.routes'
import { accountBookingRoutes, chefBookingRoutes, partnerBookingRoutes } from './bookings/bookings.routes'
import { createBookingsWorker, DEFAULT_BOOKINGS_WORKER, type BookingsWorker, type BookingsWorkerOptions } from './bookings/booking-expiry'
import { writeDepositPaidMail } from './bookings/bookings'
import { partnerRoutes } from './partner/partner.routes'
import { photoUploadRoutes } from './partner/photo-upload.routes'
import { profileRoutes } from './partner/profile.routes'
import { photoFiles } from './partner/photos'
import { teamRoutes } from './partner/team.routes'
import type { Logger } from './lib/log'
import { operatorsRoutes } from './operators/operators.routes'
import { metricsRoutes } from './ops/metrics.routes'
import { observeRequests, routePattern } from './ops/request-log'
import { loadRoutePreloads } from './route-preloads'
import type { FirstPaints } from './first-paint'
import { loadStaticSite, staticSite } from './static-site'
import type { PaymentsSettings } from './payments/payments-config'
import { creditRoutes, orderPaymentRoutes, paymentCallbackRoutes, paystackReturnRoutes, sandboxRoutes } from './payments/payments.routes'
import type { PaidHooks } from './payments/payments'
import { createPaymentsRuntime, type PaymentsSetup } from './payments/payments-runtime'
import { sandboxPhonePage } from './payments/sandbox/phone-page'

export interface AppDeps {
  db: Db
  log: Logger
  bodyLimit: number
  /** The built SPA; null or a missing directory serves the API only. */
  staticDir: string | null
  /** CATALOG_ADMIN_TOKEN: opens PATCH /api/farm/produces/:id to that bearer token; unset, the route is a 404. */
  catalogAdminToken?: string | null
  /** Accounts and sessions (server/auth/auth-config.ts); every field has a test-friendly default. */
  auth?: AuthOptions
  /** Catalog pages drawn for first visits (server/first-paint.ts); without it, the plain shell. */
  firstPaint?: FirstPaints | null
  /** The catalog version, when the drawn pages share it (server/catalog/catalog-version.ts); else one of the app's own. */
  catalogVersion?: CatalogVersion
  /** Notifications between the processes on the database (server/db/notifications.ts); without them, only this process's own revocations are seen at once. */
  notifications?: Notifications | null
  /** METRICS_TOKEN: opens GET /api/metrics to that bearer token; unset, the route is a 404. */
  metricsToken?: string | null
  /** This start's token of DATA_DIR/ops.json (server/operators/ops-channel.ts): opens POST /api/ops/operators to it, from loopback; unset, a 404. */
  opsToken?: string | null
  /** REQUEST_LOG: one log line per request (default true). */
  requestLog?: boolean
  /** The process's drain state (server/lib/lifecycle.ts): /api/ready answers 503 while draining. */
  readiness?: Readiness | null
  /** Limits of the public forms, when not FORM_LIMITS (server/lib/form-limits.ts). */
  formLimits?: Partial<Record<FormName, FormLimits>>
  /** CATALOG_CACHE_BYTES: the catalog page cache's budget (server/catalog/page-cache.ts). */
  catalogCacheBytes?: number
  /** SERVICES: the open services, in the service bar's order (default farm). A closed one's API and pages answer 404. */
  services?: readonly Service[]
  /** When this list was decided (the process's start, ms): the client keeps the later-decided of two lists. Default: when the app is made. */
  servicesSince?: number
  /** Hands the caller the app's mailer: main stops its outbox worker on shutdown, before the database closes; tests wait for it (`idle()`). */
  onMailer?: (mailer: Mailer) => void
  /** The payment providers (decision 033); a provider without keys runs on its sandbox simulator. */
  payments?: PaymentsSettings
  /** Hands the caller the app's payments: main stops the reconciliation worker on shutdown; tests drive the simulators. */
  onPayments?: (payments: PaymentsSetup) => void
  /** The chef bookings' worker (decision 046): its schedule (tests: `pollMs: 0` and `pass()` by hand). */
  bookingsWorker?: Partial<BookingsWorkerOptions>
  /** Hands the caller the bookings worker: main stops it on shutdown; tests run its passes. */
  onBookings?: (worker: BookingsWorker) => void
}

/** The Content-Security-Policy: no inline script, nothing from other origins. */
export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/** State-changing requests must carry JSON: anything else is 415 (this also blocks form-post CSRF). */
const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('content-length')
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined
  if (c.req.method === 'DELETE' && !hasBody) return next()
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    return fail(c, 415, 'unsupported_media_type', 'Send the request body as application/json')
  }
  return next()
}

/**
 * A static file a page loads, by the kinds of file the build makes (an SPA route never ends in one
 * of these: a route with a dotted id must still get the page's CSP). Not a worker's script (the
 * service worker's, and the page's `*.worker-<hash>.js`, which fetches the files links reach:
 * decision 027): its CSP is the worker's own policy, which must keep connect-src 'self'.
 */
export const isWorkerScript = (path: string) => path === '/sw.js' || /^\/assets\/[\w-]+\.worker-[\w-]+\.js$/.test(path)
export const isSubresource = (path: string) => /\.(?:m?js|css|svg|png|webp|avif|jpe?g|gif|ico|woff2?|webmanifest|map)$/i.test(path) && !isWorkerScript(path)

/**
 * Whether the request failed because its client closed the connection before the end of its body
 * (Node marks the request aborted before its body stream fails, "aborted" ECONNRESET): never a
 * database's or another peer's connection reset, which is ours to log.
 */
function clientAborted(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming?.aborted === true || incoming?.readableAborted === true
}

export function createApp(deps: AppDeps) {
  const { db, log } = deps
  const app = new Hono()

  app.use('*', observeRequests({ log, trustProxy: deps.auth?.trustProxy ?? false, logRequests: deps.requestLog ?? true }))
  app.use('*', async (c, next) => {
    await next()
    // A 304 has no body, so nothing to trace: its request id would only cost bytes on every sync;
    // nor does a static file, the same for everyone.
    if (c.res.status === 304 || isSubresource(c.req.path)) c.res.headers.delete('X-Request-Id')
  })
  const auth = createAuth(db, log, deps.auth, deps.notifications ?? null)
  deps.onMailer?.(auth.mailer)
  // The simulators' callbacks come in through the app itself, from loopback, as a provider's would over HTTP.
  // A chef hears of a request once its deposit is paid (decision 046's addendum), with the payment's commit.
  const paidHooks: PaidHooks = {
    orderPaid: async (tx, orderId) => void (await writeDepositPaidMail(tx, auth.mailer, auth.config.publicUrl, orderId)),
    committed: () => auth.mailer.wake(),
  }
  const paid = createPaymentsRuntime(
    db,
    log,
    auth.config.publicUrl,
    (url, init) => Promise.resolve(app.request(url, init, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })),
    deps.payments,
    paidHooks,
  )
  deps.onPayments?.(paid)
  // HSTS only where the shop is served over HTTPS: on plain HTTP a browser ignores it, and behind
  // a name that is later moved to HTTPS it would pin that choice before the operator made it.
  const https = new URL(auth.config.publicUrl).protocol === 'https:'
  // Documents and assets get the whole set. API answers (JSON, never rendered, mostly small 304s
  // on a shopper's metered 3G) get the same protections in a shorter form: a CSP that allows
  // nothing at all, and none of the headers that only mean something for a document (HSTS is
  // learnt from the pages). About 600 bytes less per answer (issue 5: a repeat sync ≤ 2 KB).
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: CSP,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    strictTransportSecurity: https ? 'max-age=15552000; includeSubDomains' : false,
  })
  const apiHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], objectSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin', // no other site may read our JSON, even as an opaque response
    // Document-only: a JSON answer opens no window, follows no link and uses no device feature.
    referrerPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    permissionsPolicy: {},
    strictTransportSecurity: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
  // Scripts, styles, images, fonts and manifests are never documents either: the short set, which
  // also keeps an SVG opened on its own from running anything. On a first visit over 3G that is
  // ~0.7 KB less on each of the ~80 files a page and its service worker fetch (issue 8's 300 KB
  // and 400 KB budgets include headers).
  app.use('*', (c, next) => (c.req.path === '/api' || c.req.path.startsWith('/api/') || isSubresource(c.req.path) ? apiHeaders(c, next) : documentHeaders(c, next)))

  const api = new Hono()
  api.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  const services = deps.services ?? DEFAULT_SERVICES
  const servicesConfig = { services: [...services], since: deps.servicesSince ?? Date.now() }
  // Before anything reads a session or a body: a closed service's API is simply not there.
  api.use('*', closedServiceGate(services))
  api.use('*', provideAuth(auth))
  const limitForm = formLimiter(auth, deps.formLimits) // lets requireUser / optionalUser check sessions in any /api route
  // A listing's photo: bytes, not JSON, and larger than the API's body limit (its own rules: photo-upload.routes.ts).
  api.route('/', photoUploadRoutes(db))
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    // Mounted per method: bodyLimit on GETs would halve read throughput (see TOOLCHAIN.md).
    api.on(method, '*', jsonBodiesOnly)
    api.on(
      method,
      '*',
      bodyLimit({
        maxSize: deps.bodyLimit,
        onError: (c) => fail(c, 413, 'payload_too_large', `The request body is larger than ${deps.bodyLimit} bytes`),
      }),
    )
  }
  api.route('/', healthRoutes(db, deps.readiness ?? null))
  api.route('/services', servicesRoutes(servicesConfig))
  api.route('/auth', authRoutes(auth))
  api.route('/locations', locationsRoutes(db, deps.catalogAdminToken ?? null))
  api.route('/contact', contactRoutes(db, limitForm))
  api.route('/notifications', notificationsRoutes(db))
  api.route('/addresses', addressesRoutes(db))
  api.route('/payments', paymentsRoutes(db))
  api.route('/favorites', favoritesRoutes(db))
  // One catalog version for the catalog pages, the cart's produce facts and the drawn pages: one
  // LISTEN (PGlite), one sequence read per burst of requests (PostgreSQL).
  const catalogVersion = deps.catalogVersion ?? createCatalogVersion(db)
  api.route('/cart', cartRoutes(db, catalogVersion, services))
  // Before /orders, whose every route needs a session: a guest's order needs none (decision 024).
  api.route(
    '/orders/guest',
    guestOrdersRoutes(db, { limitForm, keys: auth.keys, mailer: auth.mailer, publicUrl: () => auth.config.publicUrl, services, payments: paid.payments, testMode: paid.sandbox !== null }),
  )
  api.route('/orders', orderPaymentRoutes(db, paid.payments, paid.sandbox !== null))
  api.route('/orders', ordersRoutes(db, auth, services, paid.payments))
  api.route('/payment-callbacks', paymentCallbackRoutes(paid.payments))
  api.route('/credits', creditRoutes(db))
  if (paid.sandbox) api.route('/sandbox', sandboxRoutes(paid.sandbox))
  api.route('/partner', partnerRoutes(db, auth))
  api.route('/partner', teamRoutes(db))
  api.route('/partner', profileRoutes(db, auth))
  const chefOpen = () => services.includes('chef')
  api.route('/chef', chefBookingRoutes(db, auth, paid.payments, chefOpen))
  api.route('/account/bookings', accountBookingRoutes(db, paid.payments, chefOpen))
  api.route('/partner', partnerBookingRoutes(db, auth, paid.payments, chefOpen))
  deps.onBookings?.(createBookingsWorker(db, log, auth.mailer, () => auth.config.publicUrl, paid.payments, { ...DEFAULT_BOOKINGS_WORKER, ...deps.bookingsWorker }))
  const catalog = catalogRoutes(db, { auth, limitForm, operatorToken: deps.catalogAdminToken ?? null, version: catalogVersion, cacheBytes: deps.catalogCacheBytes })
  api.route('/stores', catalog.stores)
  api.route('/farm', catalog.farm)
  if (services.includes('cookbook')) {
    api.route('/cookbook', cookbookRoutes(catalog.pages, services))
    api.route('/account', libraryRoutes(db))
  }
  // Every other open service's catalog, from the same factory (decision 045); a closed one is the API's 404.
  for (const service of services) if (service !== 'farm') api.route(`/${service}`, catalog.serviceRoutes(service))
  api.route('/metrics', metricsRoutes(db, deps.metricsToken ?? null))
  api.route('/partner/invitations', invitationsRoutes(db))
  api.route('/admin/applications', applicationsRoutes(db))
  api.route('/admin/providers', providersRoutes(db))
  api.route('/admin/orders', adminOrdersRoutes(db))
  api.route('/admin/payments', adminPaymentsRoutes(db, paid.payments))
  api.route('/admin/messages', contactMessagesRoutes(db))
  api.route('/admin/outbox', outboxRoutes(db))
  api.route('/admin/audit', auditRoutes(db))
  api.route('/admin/markets', marketsRoutes(db))
  api.route('/admin/offers', adminOffersRoutes(db))
  api.route('/admin/operators', adminOperatorsRoutes(db, auth))
  api.route('/ops/operators', operatorsRoutes(db, deps.opsToken ?? null, deps.log))
  api.all('*', (c) => fail(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`))
  app.route('/api', api)
  app.route('/img/listings', photoFiles(db))

  // The sandbox phone (sandbox mode only): a page of its own, before the storefront's routes.
  if (paid.sandbox) app.route('/sandbox/phone', sandboxPhonePage(paid.sandbox))
  // Back from Paystack's page (decision 038): the attempt is asked about, the shopper goes to the order's page.
  app.route(
    '/payments/paystack/return',
    paystackReturnRoutes(db, paid.payments, auth.keys, () => auth.config.publicUrl),
  )

  const root = deps.staticDir
  app.use('*', staticSite(root ? loadStaticSite(root) : null, root ?? '(none)', root ? loadRoutePreloads(root) : null, deps.firstPaint ?? null, servicesConfig))

  app.notFound((c) => fail(c, 404, 'not_found', `Nothing at ${c.req.path}`))
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.status, error.code, error.message, error.errors)
    // A client gone while sending its body (a phone losing signal mid-form): no fault of ours and
    // no one to answer, so one line at info, whether the cut-off body failed to parse or its stream failed.
    if (clientAborted(c)) {
      log.info('request body aborted by the client', { requestId: c.get('requestId'), method: c.req.method, route: routePattern(c) })
      return fail(c, 400, 'invalid_json', 'The request body ended before it was complete')
    }
    if (error instanceof HTTPException) {
      const code = httpExceptionCode(error)
      if (error.status >= 500) log.error('http exception', { requestId: c.get('requestId'), error })
      return fail(c, error.status, code, code === 'invalid_json' ? 'The request body is not valid JSON' : error.message)
    }
    log.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, route: routePattern(c), error })
    return fail(c, 500, 'internal_error', `Something went wrong on our side. Reference: ${c.get('requestId')}`)
  })
  return app
}
