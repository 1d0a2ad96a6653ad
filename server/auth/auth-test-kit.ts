/**
 * Test helpers for the auth module: an app over a fresh test database (createTestDatabase) with a
 * fake clock, a low argon2 cost, an in-memory outbox and a capturing logger, plus small helpers to
 * call it as a given client address, read Set-Cookie and sign up a shopper.
 */
import { createApp, type AppDeps } from '../app'
import type { Database } from '../db/client'
import type { Logger } from '../lib/log'
import type { Mailer, OutgoingMail } from '../mail/mailer'
import type { PaymentsSetup } from '../payments/payments-runtime'
import type { BookingsWorker } from '../bookings/booking-expiry'
import type { LogLine } from '../test/test-app'
import { codeFromOutbox, registerByMail } from '../test/mail-files'
import { createTestDatabase } from '../test/test-db'
import type { RegistrationSent } from '../../src/api/auth-contract'
import type { AuthOptions } from './auth-config'
import type { ThrottleRules } from './throttle'

/** Cheap enough for many hashes a test; the production cost is asserted in its own test. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 }
export const START = Date.parse('2026-05-04T08:00:00.000Z')
export const ORIGIN = 'http://localhost'
/**
 * The in-memory buckets (throttle.ts) out of reach, and refusals answered at once: a test file
 * makes many calls from a few addresses while the fake clock stands still, so the buckets would
 * never refill. Tests of the buckets pass `throttle: DEFAULT_THROTTLE`.
 */
const OUT_OF_REACH = { burst: 1_000_000, perSecond: 1_000 }
export const UNTHROTTLED: ThrottleRules = { perAddress: OUT_OF_REACH, perAccount: OUT_OF_REACH, holdRefusalsMs: 0 }

export interface CallOptions {
  body?: unknown
  headers?: Record<string, string>
  /** Bearer token. */
  token?: string
  /** Cookie header value (`a=1; b=2`). */
  cookie?: string
  /** The client's socket address (rate limits). Default 203.0.113.1. */
  address?: string
  /** Origin header; default none. */
  origin?: string
}

export interface SetCookie {
  name: string
  value: string
  attributes: Record<string, string | true>
}

export function parseSetCookies(response: Response): Record<string, SetCookie> {
  const found: Record<string, SetCookie> = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...rest] = line.split(';')
    const eq = pair!.indexOf('=')
    const name = pair!.slice(0, eq).trim()
    const attributes: Record<string, string | true> = {}
    for (const part of rest) {
      const i = part.indexOf('=')
      if (i < 0) attributes[part.trim().toLowerCase()] = true
      else attributes[part.slice(0, i).trim().toLowerCase()] = part.slice(i + 1).trim()
    }
    found[name] = { name, value: decodeURIComponent(pair!.slice(eq + 1).trim()), attributes }
  }
  return found
}

export interface Envelope<T = unknown> {
  data: T
  errors: { field: string | null; code: string; message: string }[] | null
  notification: { type: string; code: string; title: string; message: string } | null
}

/** What a test may change in the app beside its accounts: the open services. */
export type TestAppDeps = Pick<AppDeps, 'services' | 'payments' | 'bookingsWorker'>

export async function createAuthTestApp(options: AuthOptions = {}, database?: Database, deps: TestAppDeps = {}) {
  const own = !database
  const db = database ?? (await createTestDatabase())
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
  let mailer: Mailer | null = null
  let paid: PaymentsSetup | null = null
  let bookings: BookingsWorker | null = null
  const app = createApp({
    onMailer: (m) => (mailer = m),
    onPayments: (p) => (paid = p),
    onBookings: (w) => (bookings = w),
    bookingsWorker: { pollMs: 0 },
    db: db.db,
    log,
    bodyLimit: 102_400,
    staticDir: null,
    auth: { argon2: TEST_ARGON2, now: clock.now, mail: { outbox }, secret: 'a-test-secret-of-enough-length-0123456789', throttle: UNTHROTTLED, ...options },
    ...deps,
  })

  function call(method: string, path: string, o: CallOptions = {}) {
    const headers: Record<string, string> = { ...o.headers }
    if (o.body !== undefined) headers['content-type'] ??= 'application/json'
    if (o.token) headers.authorization = `Bearer ${o.token}`
    if (o.cookie) headers.cookie = o.cookie
    if (o.origin) headers.origin = o.origin
    const body = o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body)
    return app.request(path, { method, headers, body }, { incoming: { socket: { remoteAddress: o.address ?? '203.0.113.1' } } })
  }

  let serial = 0
  /**
   * Registers a shopper as the storefront does (decision 012): the form, then the code from the
   * e-mail it gets, confirmed. Returns the confirmation's data and cookies.
   */
  async function register(over: Record<string, unknown> = {}, o: CallOptions = {}) {
    const input = form(over)
    let res!: Response
    const post = async (path: string, body: unknown) => {
      res = await call('POST', path, { address: `198.51.100.${serial % 250}`, ...o, body })
      return { status: res.status, text: await res.clone().text() }
    }
    const confirmed = await registerByMail(post, input, codeFromOutbox(outbox))
    if (confirmed.status !== 201) throw new Error(`register failed: ${confirmed.status} ${confirmed.text}`)
    const body = (await res.json()) as Envelope<{ accessToken: string; user: { id: string; email: string }; credential: { identifier: string } }>
    return { input, data: body.data, cookies: parseSetCookies(res) }
  }

  /** A new shopper's registration form, fresh e-mail and identifier. */
  function form(over: Record<string, unknown> = {}) {
    serial++
    const n = `${serial}-${Math.random().toString(36).slice(2, 8)}`
    return {
      name: 'Amina',
      surname: 'Diallo',
      phone: '+27 82 555 0101',
      email: `amina.${n}@example.test`,
      credential: { identifier: `amina-${n}`, secret: 'green mangoes at dawn' },
      ...over,
    }
  }

  /** The registration's first step: 202 and the sealed pending registration. */
  async function startRegistration(input: unknown = form(), o: CallOptions = {}) {
    const res = await call('POST', '/api/auth/account/register', { body: input, ...o })
    if (res.status !== 202) throw new Error(`register failed: ${res.status} ${await res.text()}`)
    return ((await res.json()) as Envelope<RegistrationSent>).data
  }

  /** Waits until the outbox holds `count` mails (e-mails are sent after the answer, issue 28). */
  async function waitForMails(count: number, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs
    while (outbox.length < count) {
      if (Date.now() > deadline) throw new Error(`${outbox.length} e-mails, not ${count}`)
      await new Promise((r) => setTimeout(r, 2))
    }
  }

  /** Lets the work done after an answer (tokens, e-mails) finish: the outbox unchanged for 50 ms. */
  async function settle() {
    await mailer?.idle()
    let seen = -1
    while (seen !== outbox.length) {
      seen = outbox.length
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  /** The newest e-mail to this address (for this purpose), waiting for it. */
  async function mailTo(address: string, purpose?: string, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mail = outbox.findLast((m) => m.to === address && (!purpose || m.purpose === purpose))
      if (mail) return mail
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address}${purpose ? ` (${purpose})` : ''}`)
      await new Promise((r) => setTimeout(r, 2))
    }
  }

  async function login(identifier: string, secret: string, o: CallOptions = {}) {
    return call('POST', '/api/auth/account/authenticate', { body: { identifier, secret }, ...o })
  }

  return {
    app,
    database: db,
    db: db.db,
    logs,
    outbox,
    clock,
    call,
    register,
    form,
    startRegistration,
    login,
    waitForMails,
    mailTo,
    settle,
    /** Waits until the e-mails written so far left the outbox (decision 022). */
    mailIdle: async () => mailer?.idle(),
    /** The app's payments and its sandbox simulators (decision 033). */
    get payments() {
      return paid!.payments
    },
    get sandbox() {
      return paid!.sandbox!
    },
    /** The chef bookings' worker (decision 046): its timer is off in tests, each runs its passes. */
    get bookings() {
      return bookings!
    },
    close: async () => {
      await bookings?.close()
      await paid?.payments.close()
      await mailer?.close()
      if (own) await db.close()
    },
  }
}

export type AuthTestApp = Awaited<ReturnType<typeof createAuthTestApp>>
