/**
 * The app the hardening suites attack: the real `createApp` over a fresh test database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL) with the commerce test catalog, an injected clock, a cheap
 * argon2, the catalog operator door open (so its 401 is tested, not a 404), and every log line
 * kept so a test can assert that nothing was logged as an error (a 500 always is).
 *
 * Rate limits are raised far out of reach unless a test asks for the real ones: the fuzzers send
 * many valid-looking logins and registrations and must reach the code behind the limiter.
 */
import { sql } from 'drizzle-orm'
import { createApp } from '../app'
import { DEFAULT_LIMITS, DEFAULT_THROTTLE, type AuthOptions } from '../auth/auth-config'
import { parseSetCookies, START, TEST_ARGON2, type Envelope } from '../auth/auth-test-kit'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { produces } from '../db/schema/catalog'
import type { Logger } from '../lib/log'
import type { OutgoingMail } from '../mail/mailer'
import { insertCommerceCatalog, type Shopper } from '../orders/commerce.fixtures'
import { insertCookbook } from '../cookbook/cookbook.fixtures'
import { DEFAULT_SERVICES, type Service } from '../../src/api/services-contract'
import { setAdminRole } from '../access/grants'
import { codeFromOutbox, registerByMail } from '../test/mail-files'
import type { LogLine } from '../test/test-app'
import { createTestDatabase } from '../test/test-db'

export const OPERATOR_TOKEN = 'hardening-operator-token-0123456789abcdef'
export const PUBLIC_URL = 'http://shop.example'
export const SECRET = 'a-hardening-secret-of-enough-length-0123456789'

const UNREACHABLE = { max: 1_000_000_000, windowSeconds: 60 }
const UNREACHABLE_BUCKET = { burst: 1_000_000_000, perSecond: 1_000_000 }
const UNREACHABLE_FORM = { perAddress: UNREACHABLE, perEmail: UNREACHABLE }

export interface HardeningOptions {
  auth?: AuthOptions
  /** Keep the production rate limits (default: raised out of reach). */
  realLimits?: boolean
}

/** The services the hardening app opens (see createApp's `services` below); endpoints.ts lists their routes. */
export const HARDENING_SERVICES: readonly Service[] = [...DEFAULT_SERVICES, 'chef', 'cookbook']

export async function createHardeningApp(options: HardeningOptions = {}) {
  const database = await createTestDatabase()
  const db = database.db
  const logs: LogLine[] = []
  const log: Logger = {
    debug: (message, fields) => logs.push({ level: 'debug', message, fields }),
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    warn: (message, fields) => logs.push({ level: 'warn', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  }
  const outbox: OutgoingMail[] = []
  const clock = {
    time: START,
    now: () => clock.time,
    advance(ms: number) {
      clock.time += ms
    },
  }
  const raised = options.realLimits
    ? {}
    : {
        limits: Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((name) => [name, UNREACHABLE])),
        throttle: { ...DEFAULT_THROTTLE, perAddress: UNREACHABLE_BUCKET, perAccount: UNREACHABLE_BUCKET },
      }
  const app = createApp({
    db,
    log,
    // The chef and cookbook open too (decisions 046, 047): their routes are fuzzed, in the access
    // matrix and under the CSRF check. Food and grocery stay closed: the cart fuzzers' closed
    // verticals (paramValues in endpoints.ts) are theirs.
    services: HARDENING_SERVICES,
    bodyLimit: 102_400,
    staticDir: null,
    catalogAdminToken: OPERATOR_TOKEN,
    opsToken: OPERATOR_TOKEN,
    metricsToken: OPERATOR_TOKEN, // one operator token opens both doors here: the 'operator' access kind covers them
    auth: { argon2: TEST_ARGON2, now: clock.now, mail: { outbox }, secret: SECRET, publicUrl: PUBLIC_URL, ...raised, ...options.auth },
    ...(options.realLimits ? {} : { formLimits: { contact: UNREACHABLE_FORM, join: UNREACHABLE_FORM, joinConfirm: UNREACHABLE_FORM, guestOrder: UNREACHABLE_FORM } }),
  })
  await insertCommerceCatalog(db)
  await insertCookbook(db)
  // A made-to-order produce priced like Lagos' dearest (kobo): 10 000 units pass 2^31 minor units.
  await db.insert(produces).values({
    id: 'dear-yam',
    farmerId: 'thandi',
    storeId: 'jnb',
    name: { en: 'Dear yam', fr: 'Dear yam', es: 'Dear yam', pt: 'Dear yam', ar: 'Dear yam', sw: 'Dear yam' },
    description: { en: 'Dear.', fr: 'Dear.', es: 'Dear.', pt: 'Dear.', ar: 'Dear.', sw: 'Dear.' },
    category: 'roots-tubers',
    unit: 'kg',
    price: 1_590_000,
    stock: null,
    seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    minQty: 1,
    stepQty: 1,
    photo: '/img/produce/x.svg',
  })

  interface Call {
    body?: string
    headers?: Record<string, string>
    address?: string
  }

  /** One request through `app.request` (no socket; the client address is given as the node server would). */
  function request(method: string, path: string, o: Call = {}) {
    return app.request(path, { method, headers: o.headers ?? {}, body: o.body }, { incoming: { socket: { remoteAddress: o.address ?? '203.0.113.7' } } })
  }

  /** A JSON call as the storefront makes it, as `who` (null: a visitor). */
  async function api<T = unknown>(who: Shopper | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...(method === 'GET' ? {} : { 'content-type': 'application/json' }), ...headers }
    if (who) h.authorization = `Bearer ${who.token}`
    const res = await request(method, path, { headers: h, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers }
  }

  let serial = 0
  /** A new shopper (registered through the API) with their access and refresh tokens. */
  async function shopper(): Promise<Shopper & { refresh: string; identifier: string; secret: string }> {
    serial++
    const n = `${serial}-${Math.random().toString(36).slice(2, 8)}`
    const identifier = `shopper-${n}`
    const secret = 'green mangoes at dawn'
    let res!: Response
    const post = async (path: string, body: unknown) => {
      res = await request('POST', path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), address: `198.51.100.${serial % 250}` })
      return { status: res.status, text: await res.clone().text() }
    }
    const input = { name: 'Amina', surname: 'Diallo', email: `${identifier}@example.test`, credential: { identifier, secret } }
    const confirmed = await registerByMail(post, input, codeFromOutbox(outbox))
    if (confirmed.status !== 201) throw new Error(`register failed: ${confirmed.status} ${confirmed.text}`)
    const body = (await res.json()) as Envelope<{ accessToken: string; user: { id: string; email: string } }>
    const cookies = parseSetCookies(res)
    return { id: body.data.user.id, email: body.data.user.email, token: body.data.accessToken, refresh: cookies.refresh_token!.value, identifier, secret }
  }

  /** A shopper holding the admin role, signed in afresh so the role is in the session. */
  async function admin(): Promise<Shopper> {
    const s = await shopper()
    await setAdminRole(db, s.email)
    const res = await request('POST', '/api/auth/account/authenticate', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: s.identifier, secret: s.secret }),
    })
    const body = (await res.json()) as Envelope<{ accessToken: string }>
    return { id: s.id, email: s.email, token: body.data.accessToken }
  }

  return {
    app,
    db,
    database,
    logs,
    outbox,
    clock,
    request,
    api,
    shopper,
    admin,
    /** Error lines the app logged (a 500 always logs one). */
    errors: () => logs.filter((l) => l.level === 'error'),
    close: () => database.close(),
  }
}

export type HardeningApp = Awaited<ReturnType<typeof createHardeningApp>>

/**
 * Every table of the database but the rate-limit counters (failed attempts are counted on
 * purpose, by design of the limiter), each as one md5 of its rows: equal fingerprints mean
 * nothing stored changed. One query, cheap enough to take after every fuzz case.
 */
export async function tableFingerprints(db: Db): Promise<Record<string, string>> {
  const tables = await tableNames(db)
  const select = sql.join(
    tables.map((t) => sql`(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${sql.identifier(t)} x) AS ${sql.identifier(t)}`),
    sql`, `,
  )
  const [row] = await rows<Record<string, string>>(db, sql`SELECT ${select}`)
  return row!
}

/**
 * The tables a request's effects are read in. Not auth_rate_limits (every request counts), nor
 * mail_outbox: e-mails are written after some answers (decision 012) and the outbox's worker marks
 * rows sent in the background, so its fingerprint moves between requests; that an e-mail is
 * written only with what it reports is tested in server/mail/mailer.test.ts and
 * server/orders/order-mail.test.ts (decision 022).
 */
let cachedTables: Promise<string[]> | null = null
let cachedFor: Db | null = null
async function tableNames(db: Db): Promise<string[]> {
  if (cachedFor !== db || !cachedTables) {
    cachedFor = db
    cachedTables = rows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('auth_rate_limits', 'mail_outbox') ORDER BY 1`,
    ).then((r) => r.map((x) => x.name))
  }
  return cachedTables
}

/** The names of the tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k])
}
