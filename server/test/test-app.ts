/** An app over a fresh test database, with a logger that keeps what it was told. */
import type { Service } from '../../src/api/services-contract'
import type { FirstPaints } from '../first-paint'
import { createApp } from '../app'
import type { AuthOptions } from '../auth/auth-runtime'
import type { Database } from '../db/client'
import { stores } from '../db/schema/catalog'
import type { Readiness } from '../lib/lifecycle'
import type { Logger } from '../lib/log'
import type { Mailer } from '../mail/mailer'
import type { PaymentsRuntime } from '../payments/payments'
import { createTestDatabase } from './test-db'

export interface LogLine {
  level: string
  message: string
  fields?: Record<string, unknown>
}

/** The operator token of test apps (catalog changes, delivery locations). */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef'
export const OPERATOR = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }

export async function createTestApp(
  options: {
    staticDir?: string | null
    bodyLimit?: number
    catalogAdminToken?: string | null
    firstPaint?: FirstPaints | null
    metricsToken?: string | null
    log?: Logger
    readiness?: Readiness | null
    auth?: AuthOptions
    /** The open services (decision 045): the app's default list unless a test opens others. */
    services?: readonly Service[]
  } = {},
) {
  const database: Database = await createTestDatabase()
  const logs: LogLine[] = []
  const log: Logger = options.log ?? {
    debug: (message, fields) => logs.push({ level: 'debug', message, fields }),
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    warn: (message, fields) => logs.push({ level: 'warn', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  }
  let mailer: Mailer | null = null
  let payments: PaymentsRuntime | null = null
  const app = createApp({
    onMailer: (m) => (mailer = m),
    onPayments: (p) => (payments = p.payments),
    db: database.db,
    log,
    bodyLimit: options.bodyLimit ?? 102_400,
    staticDir: options.staticDir ?? null,
    catalogAdminToken: options.catalogAdminToken ?? null,
    firstPaint: options.firstPaint ?? null,
    metricsToken: options.metricsToken ?? null,
    readiness: options.readiness ?? null,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.services ? { services: options.services } : {}),
  })
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  /** Waits until the e-mails written so far left the outbox (decision 022): they are sent by its worker after the answer. */
  const mailIdle = async () => mailer?.idle()
  return {
    app,
    database,
    db: database.db,
    logs,
    json,
    mailIdle,
    close: async () => {
      await payments?.close()
      await mailer?.close()
      await database.close()
    },
  }
}

/** Two small stores, enough for tests that need a store to exist. */
export async function insertTestStores(db: Database['db']) {
  const name = (en: string) => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
  await db.insert(stores).values([
    { id: 'jnb', name: name('Johannesburg'), city: 'Johannesburg', country: 'ZA', currency: 'ZAR', currencyExponent: 2, timeZone: 'Africa/Johannesburg' },
    { id: 'kgl', name: name('Kigali'), city: 'Kigali', country: 'RW', currency: 'RWF', currencyExponent: 0, timeZone: 'Africa/Kigali' },
  ])
}

/** Asserts the `{data, errors, notification}` shape of an error answer and returns it. */
export async function errorEnvelope(response: Response) {
  const body = (await response.json()) as {
    data: unknown
    errors: { field: string | null; code: string; message: string }[]
    notification: { type: string; code: string; title: string; message: string }
  }
  if (body.data !== null) throw new Error(`expected data: null, got ${JSON.stringify(body.data)}`)
  if (!Array.isArray(body.errors) || body.errors.length === 0) throw new Error(`expected errors, got ${JSON.stringify(body)}`)
  if (body.notification?.type !== 'error') throw new Error(`expected an error notification, got ${JSON.stringify(body)}`)
  if (JSON.stringify(body).includes('    at ')) throw new Error('a stack trace leaked into the response')
  return body
}
