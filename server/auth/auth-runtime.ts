/**
 * The auth module's live parts for one app: configuration, keys, password hasher, sessions,
 * rate limiter and the throttle in front of it, mailer and social login providers. `createApp` makes one and hands it to the auth
 * routes and (through the context) to `requireUser`.
 */
import type { Db } from '../db/client'
import type { Notifications } from '../db/notifications'
import type { Logger } from '../lib/log'
import { createMailer, type Mailer } from '../mail/mailer'
import { resolveAuthConfig, type AuthConfig, type AuthOptions } from './auth-config'
import { createAuthKeys, type AuthKeys } from './auth-crypto'
import { createOidcProviders, type OidcProviders } from './oidc'
import { createPasswordHasher, type PasswordHasher } from './passwords'
import { createRateLimiter, type RateLimiter } from './rate-limit'
import { createSessionStore, type SessionStore } from './sessions'
import { createThrottle, type Throttle } from './throttle'

export type { AuthOptions } from './auth-config'

export interface AuthRuntime {
  db: Db
  log: Logger
  config: AuthConfig
  keys: AuthKeys
  hasher: PasswordHasher
  sessions: SessionStore
  limiter: RateLimiter
  throttle: Throttle
  mailer: Mailer
  oidc: OidcProviders
  now: () => number
}

/** `notifications`: other processes' revocations evict this one's session cache at once (without them, within the cache's lifetime). */
export function createAuth(db: Db, log: Logger, options: AuthOptions = {}, notifications: Notifications | null = null): AuthRuntime {
  const config = resolveAuthConfig(options)
  const keys = createAuthKeys(config.secret)
  const purgeFailed = (error: unknown) => log.warn('purging expired auth rows failed', { error })
  const limiter = createRateLimiter(db, config.now, purgeFailed)
  return {
    db,
    log,
    config,
    keys,
    hasher: createPasswordHasher(config.argon2, { concurrency: config.hashConcurrency, queueLimit: config.hashQueueLimit }),
    sessions: createSessionStore(db, keys, config.sessions, config.now, purgeFailed, notifications),
    limiter,
    throttle: createThrottle(limiter, config.throttle, config.trustProxy, config.now),
    mailer: createMailer(config.mail, config.mailFrom, log, db, config.mailWorker),
    oidc: createOidcProviders(config.oidcProviders, log),
    now: config.now,
  }
}
