/**
 * Attempt counters kept in the database (`auth_rate_limits`), so every process that shares the
 * database shares the limits, and the rule that says which counters a sign-in touches.
 *
 * The rule (decision 013): guessing is throttled without locking the owner out.
 *   - Failures are counted per (account, address): an attacker's address is stopped after a few
 *     guesses at an account, and the owner's own address is not touched by failures from others.
 *   - Failures are counted per address across accounts: one address cannot try many accounts.
 *   - A slower limit counts the account's failures from every address (tens an hour), so many
 *     addresses together still guess slowly. Only this one can stop the owner, and the owner can
 *     end it: a verified password reset clears every failure of the account (`clearAccount`).
 *   - A successful sign-in clears its (account, address) counter and gives its attempt back to
 *     the others.
 *   - The account is its id once the login names one (identifier and e-mail are one account), the
 *     normalised login as typed when it names none: unknown names are limited the same way, so a
 *     limit tells nothing about whether an account exists.
 *   - An address is the client's IPv4 address, or its IPv6 /64 (one subscriber's network).
 *   - The per-address and per-(account, address) counters are checked first; the account-wide one
 *     counts an attempt only when those let it through, so an address already stopped cannot
 *     spend the account's budget.
 *
 * An attempt is counted BEFORE the work it guards, in one atomic
 * `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING`: concurrent attempts each get their own
 * number, so a burst cannot slip past the limit between a read and a write. A window ends by
 * itself: there is no permanent lockout. What keeps a flood from costing a write per request is in
 * front of this (throttle.ts).
 */
import net from 'node:net'
import { inArray, like, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authRateLimits } from '../db/schema/auth'

export interface Limit {
  max: number
  windowSeconds: number
}

export interface LimitHit {
  key: string
  limit: Limit
}

export interface RateVerdict {
  blocked: boolean
  /** Seconds until the longest blocking window ends (0 when not blocked). */
  retryAfterSeconds: number
  /** The keys past their limit, each with the seconds until its window ends. */
  over: { key: string; retryAfterSeconds: number }[]
}

export interface RateLimiter {
  /** Counts one attempt against each key; blocked when any key went past its limit. */
  hit(hits: LimitHit[]): Promise<RateVerdict>
  /** Gives one attempt back to these keys (a login that succeeded). */
  forgive(keys: string[]): Promise<void>
  /** Forgets these keys entirely. */
  clear(keys: string[]): Promise<void>
  /** Forgets every key that starts with one of these prefixes. */
  clearPrefixes(prefixes: string[]): Promise<void>
  /** `clear` and `forgive` in one round trip (a successful login: forget the account's failures, give the address its attempt back). */
  settle(clearKeys: string[], forgiveKeys: string[]): Promise<void>
}

/** Every this many attempts, rows whose window has ended are deleted (they only restart at 1 anyway). */
const PURGE_EVERY = 1000

export function createRateLimiter(db: Db, now: () => number, onPurgeError: (error: unknown) => void = () => {}): RateLimiter {
  let attempts = 0
  return {
    async hit(hits) {
      if (hits.length === 0) return { blocked: false, retryAfterSeconds: 0, over: [] }
      const at = new Date(now())
      if (++attempts % PURGE_EVERY === 0) {
        db.delete(authRateLimits).where(lt(authRateLimits.resetAt, at)).catch(onPurgeError)
      }
      const atSql = sql`${at.toISOString()}::timestamptz`
      const rows = await db
        .insert(authRateLimits)
        .values(hits.map((h) => ({ key: h.key, count: 1, resetAt: new Date(at.getTime() + h.limit.windowSeconds * 1000) })))
        .onConflictDoUpdate({
          target: authRateLimits.key,
          set: {
            count: sql`CASE WHEN ${authRateLimits.resetAt} <= ${atSql} THEN 1 ELSE ${authRateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${authRateLimits.resetAt} <= ${atSql} THEN excluded.reset_at ELSE ${authRateLimits.resetAt} END`,
          },
        })
        .returning()
      const over: RateVerdict['over'] = []
      for (const row of rows) {
        const limit = hits.find((h) => h.key === row.key)?.limit
        if (limit && row.count > limit.max) {
          over.push({ key: row.key, retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - at.getTime()) / 1000)) })
        }
      }
      const retryAfterSeconds = Math.max(0, ...over.map((o) => o.retryAfterSeconds))
      return { blocked: over.length > 0, retryAfterSeconds, over }
    },
    async forgive(keys) {
      if (keys.length === 0) return
      await db
        .update(authRateLimits)
        .set({ count: sql`GREATEST(${authRateLimits.count} - 1, 0)` })
        .where(inArray(authRateLimits.key, keys))
    },
    async clear(keys) {
      if (keys.length === 0) return
      await db.delete(authRateLimits).where(inArray(authRateLimits.key, keys))
    },
    async clearPrefixes(prefixes) {
      if (prefixes.length === 0) return
      const escaped = prefixes.map((p) => `${p.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
      await db.delete(authRateLimits).where(or(...escaped.map((p) => like(authRateLimits.key, p))))
    },
    async settle(clearKeys, forgiveKeys) {
      const list = (keys: string[]) =>
        keys.length
          ? sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )
          : sql`NULL`
      await db.execute(sql`
        WITH cleared AS (DELETE FROM ${authRateLimits} WHERE ${authRateLimits.key} IN (${list(clearKeys)}) RETURNING 1)
        UPDATE ${authRateLimits} SET count = GREATEST(count - 1, 0) WHERE key IN (${list(forgiveKeys)})`)
    },
  }
}

// ---------------------------------------------------------------- keys

/**
 * The address a limit counts: an IPv4 address as itself (also when IPv4-mapped), an IPv6 address
 * as its /64, which is what one subscriber or one machine is usually given: counting single IPv6
 * addresses would let one client take a fresh counter for every request. Anything else (`unknown`)
 * as it is.
 */
export function limitAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped && net.isIPv4(mapped[1]!)) return mapped[1]!
  if (net.isIPv4(bare)) return bare
  if (!net.isIPv6(bare)) return bare.slice(0, 64)
  const [head = '', tail = ''] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = bare.includes('::') && tail ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0)
  const groups = [...left, ...new Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** The account a limit counts: its id when the login names one, else the login as typed (already normalised by the schema). */
export const limitAccount = (user: { id: string } | null, login: string): string => (user ? `user:${user.id}` : `name:${login}`)

/** The durable counters of a sign-in (the rule in this module's header). */
export const loginKeys = (account: string, address: string) => ({
  pair: `login:pair:${account}:${address}`,
  address: `login:address:${address}`,
  account: `login:account:${account}`,
})

/** What a verified reset clears: every failure of the account, from every address. */
export const accountFailureKeys = (userId: string) => ({ keys: [loginKeys(`user:${userId}`, '').account], prefixes: [`login:pair:user:${userId}:`] })
