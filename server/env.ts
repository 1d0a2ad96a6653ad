/**
 * The server's whole configuration, parsed once at boot from environment variables.
 * Every variable has a default that works on a fresh machine; `process.env` is read nowhere else.
 */
import path from 'node:path'
import { z } from 'zod'
import { parseOidcProviders, type OidcProviderConfig } from './auth/oidc-env'
import { parseServices, type Service } from '../src/api/services-contract'
import { DEFAULT_PAYMENTS, DEFAULT_WINDOWS, type PaymentsSettings } from './payments/payments-config'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1')

const optionalText = z
  .string()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined))

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the embedded PostgreSQL (PGlite) keeps its files, and later mail and uploads. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set (postgres://…), the server uses that PostgreSQL instead of the embedded one. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * How many server processes `npm start` runs on this machine (Node's cluster module: one port,
   * connections spread between them). Above 1 it needs DATABASE_URL: the embedded database serves
   * one process. A process that stops is started again.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** The built SPA the server serves. */
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** Draw catalog pages for first visits on the server (decision 009): `false` sends the plain shell. */
  FIRST_PAINT: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  /** The first-paint worker `npm run build` makes. */
  FIRST_PAINT_BUNDLE: z.string().min(1).default('./dist-ssr/worker.js'),
  /**
   * The open services, comma-separated, in the service bar's order (issue 34, decision 044): any of
   * farm, food, grocery, chef, cookbook. Default `farm` (the spec's build). A closed service's pages
   * and API answer 404; its baskets stay stored, shown again once it is open.
   */
  SERVICES: z
    .string()
    .default('farm')
    .transform((text, ctx): Service[] => {
      const parsed = parseServices(text)
      if ('services' in parsed) return parsed.services
      ctx.addIssue({ code: 'custom', message: parsed.problem })
      return z.NEVER
    }),
  /** Load the farm seed on first start: `farm` (default) or `none`. */
  SEED: z.enum(['farm', 'large', 'none']).default('farm'),
  /** With SEED=large: how many produces the generated benchmark catalog has. */
  SEED_PRODUCES: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  /** Opens PATCH /api/farm/produces/:id to `Authorization: Bearer <it>` (operators, browser tests); unset: no such route. */
  CATALOG_ADMIN_TOKEN: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).max(10_000_000).default(102_400),
  /** What the server logs, one JSON line an event: `info` has the start-up and a line per request; `warn` only problems. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** One JSON log line per request, at info (method, route pattern, status, ms, request id): `false` leaves them out. */
  REQUEST_LOG: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  /** Opens GET /api/metrics (Prometheus text format) to `Authorization: Bearer <it>`; unset: no such route (404). */
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PostgreSQL only: connections each server process may open at most (the database's max_connections is shared by every process). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** PostgreSQL only: statement_timeout of every connection, in ms (a runaway query is cancelled, a 500); 0 keeps the server's own. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(15_000),
  /** PostgreSQL only: idle_in_transaction_session_timeout, in ms: a transaction left open (holding locks other processes wait on) is ended; 0 keeps the server's own. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /**
   * On SIGTERM or SIGINT, how long the requests in flight have to finish (after the process has
   * stopped accepting and turned unready) before their connections are closed; then it exits.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Memory the catalog's page cache may take, in bytes (rendered answers, their keys and
   * compressed copies; least recently used out beyond it): more keeps more distinct lists warm.
   */
  CATALOG_CACHE_BYTES: z.coerce.number().int().min(1_048_576).max(4_294_967_296).default(67_108_864),
  /** Memory the server-drawn first-visit pages kept for a few seconds may take, in bytes (server/first-paint.ts). */
  FIRST_PAINT_CACHE_BYTES: z.coerce.number().int().min(1_048_576).max(1_073_741_824).default(16_777_216),
  // ---- accounts (issue 6)
  /**
   * The storefront's public origin: links in e-mails, social login redirect URIs. Unset: the address
   * the server listens on (http://HOST:PORT, an any-address as loopback; with PORT=0 the port it got).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** smtp://user:pass@host:587 (or smtps://); unset: e-mails are written to DATA_DIR/mail as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Malewa <no-reply@malewa.local>'),
  /** The e-mail outbox's worker (decision 022): how long a claim holds a row, in ms (a send taking longer is given up and retried). */
  MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  /** The first retry's delay after a failed send, in ms; doubled on each further failure, up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  /** Attempts before an e-mail is given up (kept in mail_outbox with its last error). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /** How often the worker looks for e-mails other processes wrote or left, in ms. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** Test only: the worker holds the first e-mail it claims this long before sending it (the kill test's window). */
  MAIL_FIRST_SEND_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  /** Mark the session cookies Secure (set it behind HTTPS). */
  COOKIE_SECURE: booleanFlag,
  /**
   * Seals and keyed hashes of the auth module (≥ 32 chars). Unset: one generated once and kept in
   * the database (table auth_secret), shared by every process on it; an install that had generated
   * DATA_DIR/auth-secret keeps that one (stored in the database at the first start after upgrading).
   */
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  TRUST_PROXY: booleanFlag,
  /** Registrations allowed per client address in 15 minutes (a shared office or campus may need more). */
  REGISTER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Social login providers, comma-separated; each needs OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET (and _LABEL). */
  OIDC_PROVIDERS: z.string().default(''),
  // Payment providers (decision 033). A provider is live when its keys are set; otherwise it runs on
  // its sandbox simulator and the shop shows "Test payments". No secret has a default.
  MPESA_BASE_URL: z.url().default('https://sandbox.safaricom.co.ke'),
  MPESA_CONSUMER_KEY: optionalText,
  MPESA_CONSUMER_SECRET: optionalText,
  MPESA_SHORTCODE: optionalText,
  MPESA_PASSKEY: optionalText,
  MPESA_TRANSACTION_TYPE: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']).default('CustomerPayBillOnline'),
  /** PartyB: the till number for Buy Goods; the shortcode when unset. */
  MPESA_PARTY_B: optionalText,
  /** Where Daraja posts results: our /api/payment-callbacks/mpesa, publicly reachable over HTTPS. */
  MPESA_CALLBACK_URL: optionalText,
  /** How long a shopper has to approve the STK prompt before a last query and `expired` (unverified at Safaricom: keep it configurable). */
  MPESA_PROMPT_TTL_S: z.coerce.number().int().min(30).max(3_600).default(120),
  MOMO_BASE_URL: z.url().default('https://sandbox.momodeveloper.mtn.com'),
  MOMO_SUBSCRIPTION_KEY: optionalText,
  MOMO_API_USER: optionalText,
  MOMO_API_KEY: optionalText,
  /** X-Target-Environment: `sandbox`, or the market's production environment. */
  MOMO_TARGET_ENV: z.string().min(1).default('sandbox'),
  /** Our /api/payment-callbacks/momo, on the callback host registered for the API user. */
  MOMO_CALLBACK_URL: optionalText,
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: optionalText,
  /** Where Paystack's checkout page sends the shopper back (the shop's orders page). */
  PAYSTACK_CALLBACK_URL: optionalText,
  /** How often the reconciliation worker looks for payment attempts to query, in ms (0: never, tests). */
  PAYMENTS_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
})

export type Env = z.infer<typeof envSchema> & {
  dataDir: string
  staticDir: string
  firstPaintBundle: string
  oidcProviders: OidcProviderConfig[]
  /** PUBLIC_URL, or the origin HOST and PORT make (with PORT=0, main.ts puts the real port in once listening). */
  publicUrl: string
  payments: PaymentsSettings
}

/** The origin of a server listening on `host`:`port`, as a client on this machine reaches it (0.0.0.0 and :: as loopback). */
export function listeningOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  const oidc = parseOidcProviders(parsed.data?.OIDC_PROVIDERS ?? '', source)
  if (!parsed.success || oidc.problems.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`)
    lines.push(...oidc.problems.map((p) => `  ${p}`))
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return {
    ...parsed.data,
    oidcProviders: oidc.providers,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    staticDir: path.resolve(parsed.data.STATIC_DIR),
    firstPaintBundle: path.resolve(parsed.data.FIRST_PAINT_BUNDLE),
    publicUrl: parsed.data.PUBLIC_URL ?? listeningOrigin(parsed.data.HOST, parsed.data.PORT),
    payments: paymentsFrom(parsed.data, parsed.data.PUBLIC_URL ?? listeningOrigin(parsed.data.HOST, parsed.data.PORT)),
  }
}

/** Each provider whose keys are all set, live; the others null (their sandbox simulator). */
function paymentsFrom(e: z.infer<typeof envSchema>, publicUrl: string): PaymentsSettings {
  const callback = (given: string | undefined, provider: string) => given ?? `${publicUrl.replace(/\/$/, '')}/api/payment-callbacks/${provider}`
  const mpesa =
    e.MPESA_CONSUMER_KEY && e.MPESA_CONSUMER_SECRET && e.MPESA_SHORTCODE && e.MPESA_PASSKEY
      ? {
          baseUrl: e.MPESA_BASE_URL,
          consumerKey: e.MPESA_CONSUMER_KEY,
          consumerSecret: e.MPESA_CONSUMER_SECRET,
          shortcode: e.MPESA_SHORTCODE,
          passkey: e.MPESA_PASSKEY,
          transactionType: e.MPESA_TRANSACTION_TYPE,
          partyB: e.MPESA_PARTY_B ?? e.MPESA_SHORTCODE,
          callbackUrl: callback(e.MPESA_CALLBACK_URL, 'mpesa'),
          windowMs: e.MPESA_PROMPT_TTL_S * 1000,
        }
      : null
  const momo =
    e.MOMO_SUBSCRIPTION_KEY && e.MOMO_API_USER && e.MOMO_API_KEY
      ? {
          baseUrl: e.MOMO_BASE_URL,
          subscriptionKey: e.MOMO_SUBSCRIPTION_KEY,
          apiUser: e.MOMO_API_USER,
          apiKey: e.MOMO_API_KEY,
          targetEnvironment: e.MOMO_TARGET_ENV,
          callbackUrl: callback(e.MOMO_CALLBACK_URL, 'momo'),
          windowMs: DEFAULT_WINDOWS.momo,
        }
      : null
  const paystack = e.PAYSTACK_SECRET_KEY
    ? {
        baseUrl: e.PAYSTACK_BASE_URL,
        secretKey: e.PAYSTACK_SECRET_KEY,
        callbackUrl: e.PAYSTACK_CALLBACK_URL ?? `${publicUrl.replace(/\/$/, '')}/payments/paystack/return`,
        windowMs: DEFAULT_WINDOWS.paystack,
      }
    : null
  return { ...DEFAULT_PAYMENTS, mpesa, momo, paystack, pollMs: e.PAYMENTS_POLL_MS }
}
