/**
 * What stands in front of the durable attempt counters (rate-limit.ts), so that a flood of
 * sign-ins is refused before it costs a database write or an argon2 hash (issue 28), and the shop
 * keeps serving everything else.
 *
 * In order, for a request that could lead to a hash or an e-mail:
 *   1. a token bucket per client address (IPv6: per /64), in memory, checked before the body is
 *      even parsed (`shield`);
 *   2. for a sign-in, a place in the password hasher's queue (`hasher.reserve()`: 503 `busy` when
 *      the queue is full), taken before the account lookup;
 *   3. a token bucket per account key, in memory;
 *   4. a short memory of the durable counters that said "blocked": a key blocked a moment ago is
 *      refused without asking the database again;
 *   5. the durable counters themselves (one write a stage).
 *
 * A refusal is answered after a pause (`holdRefusalsMs`, at most the Retry-After it announces):
 * refusing costs little, but a client answered at once comes straight back, and 500 connections
 * asking again as fast as they are refused keep the event loop from everything else. Held, each
 * connection asks at most once per pause; a timer per held request is all it costs.
 *
 * The buckets and the memory are per process and only ever refuse earlier than the durable rule
 * would in steady use (their rates are above the durable limits' rates, and a successful sign-in
 * gives its tokens back): they bound the cost of a flood, the durable counters keep the rule
 * across processes. The memory keeps a verdict for at
 * most MEMO_MS, so a reset made through another process is seen within that time (this process
 * forgets at once). Every map is bounded in entries (the oldest is dropped), and its keys are
 * bounded in length (an address ≤ 64 characters, an account key ≤ 260), so in bytes too.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { Context, MiddlewareHandler } from 'hono'
import { AuthError, clientAddress } from './auth-http'
import { BusyError, type PasswordHasher } from './passwords'
import { accountFailureKeys, limitAddress, loginKeys, type Limit, type LimitHit, type RateLimiter } from './rate-limit'

/** A token bucket: `burst` tokens at most, `perSecond` added back every second. */
export interface BucketRule {
  burst: number
  perSecond: number
}

export interface ThrottleRules {
  /** Requests that may hash or send mail, per client address (IPv6: per /64). */
  perAddress: BucketRule
  /** Sign-in attempts per account key (id, or the login as typed when it names no account). */
  perAccount: BucketRule
  /** How long a refusal (429, or 503 `busy`) is held before it is answered, at most its Retry-After. */
  holdRefusalsMs: number
}

export interface LoginLimits {
  loginPerAccountAndAddress: Limit
  loginPerAddress: Limit
  loginPerAccount: Limit
}

/** How long a durable "blocked" is believed without asking again. */
const MEMO_MS = 5_000
/** Entries per map: at ~400 bytes an entry, a few MB at most. */
const MAX_ENTRIES = 10_000

export const rateLimited = (retryAfterSeconds: number) =>
  new AuthError(429, 'rate_limited', `Too many attempts: try again in ${retryAfterSeconds} s`, null, { 'Retry-After': String(retryAfterSeconds) })

/** Bounded map in insertion order: setting a key moves it to the end, the first one goes when full. */
class BoundedMap<V> {
  private readonly map = new Map<string, V>()
  constructor(private readonly maxEntries: number) {}
  get(key: string): V | undefined {
    return this.map.get(key)
  }
  set(key: string, value: V) {
    this.map.delete(key)
    this.map.set(key, value)
    if (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value!)
  }
  delete(key: string) {
    this.map.delete(key)
  }
  deleteWhere(test: (key: string) => boolean) {
    for (const key of [...this.map.keys()]) if (test(key)) this.map.delete(key)
  }
}

export class TokenBuckets {
  private readonly buckets: BoundedMap<{ tokens: number; at: number }>
  constructor(
    readonly rule: BucketRule,
    maxEntries = MAX_ENTRIES,
  ) {
    this.buckets = new BoundedMap(maxEntries)
  }

  /** Takes a token: 0 when there was one, else the seconds until there is one. */
  take(key: string, now: number): number {
    const { burst, perSecond } = this.rule
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now }
    bucket.tokens = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * perSecond)
    bucket.at = now
    this.buckets.set(key, bucket)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond))
  }

  /** Gives a token back (an attempt that turned out legitimate). */
  giveBack(key: string) {
    const bucket = this.buckets.get(key)
    if (bucket) bucket.tokens = Math.min(this.rule.burst, bucket.tokens + 1)
  }

  forget(key: string) {
    this.buckets.delete(key)
  }
}

export interface Throttle {
  /** Middleware: the per-address bucket of a route that may hash or send mail (429 before the body is read). */
  shield: MiddlewareHandler
  /** A place in the hasher's queue, taken before any database work; 503 `busy` (held) when it is full. */
  reserve(hasher: PasswordHasher): Promise<ReturnType<PasswordHasher['reserve']>>
  /** The address the limits count for this request (IPv6: its /64). */
  addressOf(c: Context): string
  /** Counts durable hits, stage by stage (a later stage only when the earlier let it through); 429 when blocked. */
  limit(...stages: LimitHit[][]): Promise<void>
  /**
   * A sign-in attempt at `account` from `address`: the account's bucket, then the durable counters
   * (rate-limit.ts header). Resolves with what to do when the password was right; throws 429.
   */
  login(account: string, address: string, limits: LoginLimits): Promise<{ succeeded(): Promise<void> }>
  /** A verified password reset: every failure of the account, here and in the database. */
  clearAccount(userId: string): Promise<void>
}

export function createThrottle(limiter: RateLimiter, rules: ThrottleRules, trustProxy: boolean, now: () => number): Throttle {
  const perAddress = new TokenBuckets(rules.perAddress)
  const perAccount = new TokenBuckets(rules.perAccount)
  const blocked = new BoundedMap<{ until: number; retryAt: number }>(MAX_ENTRIES)

  const addressOf = (c: Context) => limitAddress(clientAddress(c, trustProxy))

  async function refuse(retryAfterSeconds: number): Promise<never> {
    const hold = Math.min(rules.holdRefusalsMs, retryAfterSeconds * 1000)
    if (hold > 0) await sleep(hold)
    throw rateLimited(retryAfterSeconds)
  }

  function remembered(keys: string[], at: number): number {
    let retryAfterSeconds = 0
    for (const key of keys) {
      const memo = blocked.get(key)
      if (!memo) continue
      if (memo.until <= at) blocked.delete(key)
      else retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil((memo.retryAt - at) / 1000)))
    }
    return retryAfterSeconds
  }

  async function limit(...stages: LimitHit[][]) {
    const at = now()
    const known = remembered(
      stages.flat().map((h) => h.key),
      at,
    )
    if (known) await refuse(known)
    for (const stage of stages) {
      const verdict = await limiter.hit(stage)
      if (!verdict.blocked) continue
      for (const o of verdict.over) blocked.set(o.key, { until: at + Math.min(MEMO_MS, o.retryAfterSeconds * 1000), retryAt: at + o.retryAfterSeconds * 1000 })
      await refuse(verdict.retryAfterSeconds)
    }
  }

  return {
    addressOf,
    limit,
    shield: async (c, next) => {
      const wait = perAddress.take(addressOf(c), now())
      if (wait) await refuse(wait)
      await next()
    },
    async reserve(hasher) {
      try {
        return hasher.reserve()
      } catch (error) {
        if (error instanceof BusyError && rules.holdRefusalsMs > 0) await sleep(Math.min(rules.holdRefusalsMs, 1000))
        throw error
      }
    },
    async login(account, address, limits) {
      const wait = perAccount.take(account, now())
      if (wait) await refuse(wait)
      const keys = loginKeys(account, address)
      await limit(
        [
          { key: keys.pair, limit: limits.loginPerAccountAndAddress },
          { key: keys.address, limit: limits.loginPerAddress },
        ],
        [{ key: keys.account, limit: limits.loginPerAccount }],
      )
      return {
        succeeded: () => {
          // Like the durable counters, the buckets keep only what was not a success: an owner
          // signing in often, or many people behind one address, never run them dry.
          perAddress.giveBack(address)
          perAccount.giveBack(account)
          return limiter.settle([keys.pair], [keys.address, keys.account])
        },
      }
    },
    async clearAccount(userId) {
      const { keys, prefixes } = accountFailureKeys(userId)
      blocked.deleteWhere((key) => keys.includes(key) || prefixes.some((p) => key.startsWith(p)))
      perAccount.forget(`user:${userId}`)
      await limiter.clear(keys)
      await limiter.clearPrefixes(prefixes)
    },
  }
}
