/**
 * The auth module's configuration. `createApp` takes an optional `auth` of `AuthOptions`; every
 * field has a default that suits tests (production argon2 cost, an in-memory mail outbox, a
 * random secret, no social providers, the real clock). `authOptionsFromEnv` builds the server's
 * options from the parsed environment (main.ts).
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import type { Env } from '../env'
import type { MailTransportConfig, MailWorkerOptions, OutgoingMail } from '../mail/mailer'
import { PRODUCTION_ARGON2, type Argon2Params } from './passwords'
import type { Limit } from './rate-limit'
import type { OidcProviderConfig } from './oidc-env'
import type { SessionTimings } from './sessions'
import type { ThrottleRules } from './throttle'

/** The durable limits (rate-limit.ts states the sign-in rule they make up). */
export interface AuthLimits {
  /** Failed sign-ins at one account from one address; also current-password checks per account. */
  loginPerAccountAndAddress: Limit
  /** Failed sign-ins from one address, whatever the account. */
  loginPerAddress: Limit
  /** Failed sign-ins at one account from every address; a verified password reset clears it. */
  loginPerAccount: Limit
  /** Verification e-mails, and reset e-mails, per account (id, or the login as typed when it names none). */
  mailPerAccount: Limit
  /** Verification e-mails, and reset e-mails, asked for from one address. */
  mailPerAddress: Limit
  /** Verification and reset confirmations per client address (codes are short: no guessing). */
  tokenPerAddress: Limit
  /** Registrations per client address. */
  registerPerAddress: Limit
}

export interface AuthOptions {
  /** The storefront's public origin (links in e-mails, OIDC redirect URIs); a function when it is known only once the server listens. */
  publicUrl?: string | (() => string)
  cookieSecure?: boolean
  /** Keys for sealing and keyed token hashes; at least 16 bytes. Default: random per app. */
  secret?: string
  argon2?: Argon2Params
  /** argon2 computations at once, and how many may wait before `busy`. */
  hashConcurrency?: number
  hashQueueLimit?: number
  sessions?: Partial<SessionTimings>
  resetTtlSeconds?: number
  verificationTtlSeconds?: number
  /** How long the old address's link undoes an e-mail change (issue 28: at least 7 days). */
  emailUndoTtlSeconds?: number
  limits?: Partial<AuthLimits>
  /** The in-memory buckets in front of the durable limits (throttle.ts). */
  throttle?: Partial<ThrottleRules>
  mail?: MailTransportConfig
  mailFrom?: string
  /** The outbox worker's timings (decision 022); unset fields keep DEFAULT_MAIL_WORKER's. */
  mailWorker?: Partial<MailWorkerOptions>
  oidcProviders?: OidcProviderConfig[]
  /** Read the client address from the last X-Forwarded-For entry (behind one reverse proxy). */
  trustProxy?: boolean
  /** Roles of a new account. */
  defaultRoles?: string[]
  /** The clock, in ms since the epoch (tests move it instead of sleeping). */
  now?: () => number
}

export interface AuthConfig {
  publicUrl: string
  cookieSecure: boolean
  secret: string
  argon2: Argon2Params
  hashConcurrency: number
  hashQueueLimit: number
  sessions: SessionTimings
  resetTtlSeconds: number
  verificationTtlSeconds: number
  emailUndoTtlSeconds: number
  limits: AuthLimits
  throttle: ThrottleRules
  mail: MailTransportConfig
  mailFrom: string
  mailWorker: Partial<MailWorkerOptions>
  oidcProviders: OidcProviderConfig[]
  trustProxy: boolean
  defaultRoles: string[]
  now: () => number
}

export const DEFAULT_SESSION_TIMINGS: SessionTimings = {
  accessTtlSeconds: 21_600,
  refreshTtlSeconds: 21_600,
  familyMaxAgeSeconds: 30 * 24 * 3600,
  replayWindowSeconds: 60,
  cacheTtlMs: 5_000,
  cacheMaxEntries: 10_000,
}

const FIFTEEN_MINUTES = 15 * 60

export const DEFAULT_LIMITS: AuthLimits = {
  loginPerAccountAndAddress: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  loginPerAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  loginPerAccount: { max: 50, windowSeconds: 3600 },
  mailPerAccount: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  mailPerAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  tokenPerAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  registerPerAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
}

/**
 * Bursts and rates above what the durable limits let through in steady use (20 failures an
 * address per 15 min, 50 an account per hour; a successful sign-in gives its tokens back, as it
 * does its durable attempts), so they only bite on floods: 30 requests at once from one address,
 * then one a second; 10 sign-ins at once at one account, then one every 5 s.
 */
export const DEFAULT_THROTTLE: ThrottleRules = {
  perAddress: { burst: 30, perSecond: 1 },
  perAccount: { burst: 10, perSecond: 0.2 },
  holdRefusalsMs: 2_000,
}

export function resolveAuthConfig(options: AuthOptions = {}): AuthConfig {
  const origin = options.publicUrl ?? 'http://127.0.0.1:3000'
  const config: AuthConfig = {
    publicUrl: '',
    cookieSecure: options.cookieSecure ?? false,
    secret: options.secret ?? randomBytes(32).toString('base64url'),
    argon2: options.argon2 ?? PRODUCTION_ARGON2,
    // One core is left to the event loop, which serves the rest of the shop during a sign-in flood.
    hashConcurrency: options.hashConcurrency ?? Math.max(1, os.availableParallelism() - 1),
    hashQueueLimit: options.hashQueueLimit ?? 16,
    sessions: { ...DEFAULT_SESSION_TIMINGS, ...options.sessions },
    resetTtlSeconds: options.resetTtlSeconds ?? 30 * 60,
    verificationTtlSeconds: options.verificationTtlSeconds ?? 24 * 3600,
    emailUndoTtlSeconds: options.emailUndoTtlSeconds ?? 7 * 24 * 3600,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    throttle: { ...DEFAULT_THROTTLE, ...options.throttle },
    mail: options.mail ?? { outbox: [] as OutgoingMail[] },
    mailFrom: options.mailFrom ?? 'Malewa <no-reply@malewa.local>',
    mailWorker: options.mailWorker ?? {},
    oidcProviders: options.oidcProviders ?? [],
    trustProxy: options.trustProxy ?? false,
    defaultRoles: options.defaultRoles ?? ['customer'],
    now: options.now ?? Date.now,
  }
  const trimmed = (url: string) => url.replace(/\/+$/, '')
  if (typeof origin === 'string') config.publicUrl = trimmed(origin)
  else Object.defineProperty(config, 'publicUrl', { get: () => trimmed(origin()), enumerable: true })
  return config
}

/**
 * The server's auth options from the environment. `secret` is AUTH_SECRET when configured, else
 * the one kept in the database (auth-secret.ts), which every process on that database shares.
 */
export function authOptionsFromEnv(env: Env, secret: string): AuthOptions {
  return {
    publicUrl: env.publicUrl,
    cookieSecure: env.COOKIE_SECURE,
    secret,
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : { dir: path.join(env.dataDir, 'mail') },
    mailFrom: env.MAIL_FROM,
    mailWorker: {
      leaseMs: env.MAIL_LEASE_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: env.MAIL_RETRY_MAX_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      pollMs: env.MAIL_POLL_MS,
      firstSendDelayMs: env.MAIL_FIRST_SEND_DELAY_MS,
      // The embedded database is one process's: a claim left at start is from a process that died.
      releaseClaimsAtStart: !env.DATABASE_URL,
    },
    oidcProviders: env.oidcProviders,
    trustProxy: env.TRUST_PROXY,
    limits: { registerPerAddress: { ...DEFAULT_LIMITS.registerPerAddress, max: env.REGISTER_LIMIT_PER_ADDRESS } },
  }
}
