/**
 * Fixed-window attempt counters kept in the database (`auth_rate_limits`), so every process that
 * shares the database shares the limits.
 *
 * An attempt is counted BEFORE the work it guards, in one atomic
 * `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING`: concurrent attempts each get their own
 * number, so a burst cannot slip past the limit between a read and a write. A successful login
 * gives its attempt back (`forgive`), which leaves only failures counted. A window ends by
 * itself: there is no permanent lockout.
 */
import { inArray, lt, sql } from 'drizzle-orm'
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
}

export interface RateLimiter {
  /** Counts one attempt against each key; blocked when any key went past its limit. */
  hit(hits: LimitHit[]): Promise<RateVerdict>
  /** Gives one attempt back to these keys (a login that succeeded). */
  forgive(keys: string[]): Promise<void>
  /** Forgets these keys entirely. */
  clear(keys: string[]): Promise<void>
  /** `clear` and `forgive` in one round trip (a successful login: forget the account's failures, give the address its attempt back). */
  settle(clearKeys: string[], forgiveKeys: string[]): Promise<void>
}

/** Every this many attempts, rows whose window has ended are deleted (they only restart at 1 anyway). */
const PURGE_EVERY = 1000

export function createRateLimiter(db: Db, now: () => number, onPurgeError: (error: unknown) => void = () => {}): RateLimiter {
  let attempts = 0
  return {
    async hit(hits) {
      if (hits.length === 0) return { blocked: false, retryAfterSeconds: 0 }
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
      let retryAfterSeconds = 0
      for (const row of rows) {
        const limit = hits.find((h) => h.key === row.key)?.limit
        if (limit && row.count > limit.max) {
          retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil((row.resetAt.getTime() - at.getTime()) / 1000)))
        }
      }
      return { blocked: retryAfterSeconds > 0, retryAfterSeconds }
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
    async settle(clearKeys, forgiveKeys) {
      const list = (keys: string[]) => (keys.length ? sql.join(keys.map((k) => sql`${k}`), sql`, `) : sql`NULL`)
      await db.execute(sql`
        WITH cleared AS (DELETE FROM ${authRateLimits} WHERE ${authRateLimits.key} IN (${list(clearKeys)}) RETURNING 1)
        UPDATE ${authRateLimits} SET count = GREATEST(count - 1, 0) WHERE key IN (${list(forgiveKeys)})`)
    },
  }
}
