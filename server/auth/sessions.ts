/**
 * Sessions: opaque tokens, stored hashed, checked per request, rotated on refresh.
 *
 * - A sign-in creates a FAMILY (one `family_id`). Each row of `auth_sessions` is one token pair of
 *   that family: the access token (32 random bytes, base64url) and the refresh token, both stored
 *   only as SHA-256 hashes.
 * - A refresh rotates: the presented row is marked rotated (compare-and-set on `rotated_at IS
 *   NULL`, so two concurrent refreshes cannot both rotate it) and a new row of the same family is
 *   inserted. The family never outlives `familyMaxAgeSeconds` from the sign-in.
 * - Replay window: for `replayWindowSeconds` (60 s) after a rotation, presenting the old refresh
 *   token again answers the SAME successor — the response carrying it may have been lost on a bad
 *   link. The successor's tokens are kept for that purpose sealed (AES-256-GCM, key from the server
 *   secret) in the old row, so any process sharing the database can answer the replay; once the
 *   window has passed the sealed value is useless and is wiped on the family's next refresh.
 *   The replay is honoured only while the successor itself is untouched (not rotated, not revoked).
 * - Any other reuse of a rotated refresh token means two parties hold the family's tokens: the
 *   whole family is revoked.
 * - Access tokens are checked against the database through a small in-process cache (≤ 5 s).
 *   A revocation evicts this process's cache at once and, in the same transaction, notifies
 *   `auth_revoked` (server/db/notifications.ts): every other process on the database evicts the
 *   family or user when the revocation commits, within milliseconds. While a process's listening
 *   connection is down, another process's revocation is seen within the cache's lifetime, as
 *   before notifications; when it is back, the whole cache is dropped (what was missed is
 *   unknown). An answer read from the database while a revocation arrived is not cached: its
 *   read may have come before the commit. An access token stays valid for the replay window after
 *   its row was rotated, so requests already in flight during a refresh do not fail.
 *   The cache holds at most `cacheMaxEntries` entries and CACHE_BYTES (each charged its strings,
 *   server/lib/byte-budget.ts), the oldest out first.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import type { Notifications } from '../db/notifications'
import { authSessions, users } from '../db/schema/auth'
import { ENTRY_OVERHEAD_BYTES, MIB, stringBytes } from '../lib/byte-budget'
import type { AuthKeys } from './auth-crypto'
import { randomToken, sha256 } from './auth-crypto'

export interface SessionTimings {
  accessTtlSeconds: number
  refreshTtlSeconds: number
  familyMaxAgeSeconds: number
  replayWindowSeconds: number
  cacheTtlMs: number
  cacheMaxEntries: number
}

/** What `requireUser` puts in `c.var.user`. */
export interface SessionUser {
  id: string
  roles: string[]
  email: string
}

export interface Authenticated {
  user: SessionUser
  sessionId: string
  familyId: string
}

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  sessionId: string
  familyId: string
  userId: string
}

export type RefreshOutcome = { kind: 'rotated' | 'replayed'; tokens: IssuedTokens } | { kind: 'invalid' } | { kind: 'reused'; familyId: string; userId: string }

interface Sealed {
  accessToken: string
  refreshToken: string
}

interface CacheEntry {
  auth: Authenticated
  userId: string
  until: number
  bytes: number
}

/** Memory the access-token cache may take. */
const CACHE_BYTES = 4 * MIB

export interface SessionStore {
  create(userId: string, userAgent?: string | null): Promise<IssuedTokens>
  authenticate(accessToken: string): Promise<Authenticated | null>
  refresh(refreshToken: string, userAgent?: string | null): Promise<RefreshOutcome>
  /** The live session a refresh token belongs to (for logout by cookie), or null. */
  findByRefresh(refreshToken: string): Promise<{ familyId: string; userId: string } | null>
  revokeFamily(familyId: string): Promise<void>
  /** Ends every session of the user, except one family when given (a password change keeps the caller signed in). */
  revokeUser(userId: string, exceptFamilyId?: string): Promise<void>
  /** Forget cached answers about this user (their roles or e-mail changed). */
  evictUser(userId: string): Promise<void>
}

/** The channel a revocation is announced on, to every process sharing the database. */
export const REVOKED_CHANNEL = 'auth_revoked'

/** What a revocation notification names: a family, or a user's families but maybe one. */
const revokedSchema = z.union([z.object({ familyId: z.string() }), z.object({ userId: z.string(), exceptFamilyId: z.string().optional() })])
type Revoked = z.infer<typeof revokedSchema>

/** Every this many sign-ins, rows of families that ended more than a day ago are deleted. */
const PURGE_EVERY = 1000
const DAY_MS = 24 * 3600 * 1000

export function createSessionStore(
  db: Db,
  keys: AuthKeys,
  timings: SessionTimings,
  now: () => number,
  onPurgeError: (error: unknown) => void = () => {},
  notifications: Notifications | null = null,
): SessionStore {
  const cache = new Map<string, CacheEntry>()
  let cacheBytes = 0
  const uncache = (key: string) => {
    const entry = cache.get(key)
    if (!entry) return
    cache.delete(key)
    cacheBytes -= entry.bytes
  }
  let created = 0
  /** Moves on every eviction: an answer read across one is not cached. */
  let evictions = 0
  const sealPurpose = (sessionId: string) => `successor:${sessionId}`

  const evict = (match: (entry: CacheEntry) => boolean) => {
    evictions++
    for (const [key, entry] of cache) if (match(entry)) uncache(key)
  }
  const evictRevoked = (revoked: Revoked) =>
    'familyId' in revoked ? evict((e) => e.auth.familyId === revoked.familyId) : evict((e) => e.userId === revoked.userId && e.auth.familyId !== revoked.exceptFamilyId)

  notifications?.listen(REVOKED_CHANNEL, {
    message(payload) {
      let parsed: unknown
      try {
        parsed = JSON.parse(payload)
      } catch {
        parsed = null
      }
      const revoked = revokedSchema.safeParse(parsed)
      // Not ours to read (another version's shape): forget everything rather than keep a revoked session.
      if (revoked.success) evictRevoked(revoked.data)
      else evict(() => true)
    },
    resumed: () => evict(() => true),
  })

  /** Revokes the rows `where` selects and tells every process, on commit. */
  async function revoke(where: ReturnType<typeof and>, revoked: Revoked) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(authSessions)
        .set({ revokedAt: new Date(now()), successorSealed: null })
        .where(where)
        .returning({ id: authSessions.id })
      if (rows.length) await tx.execute(sql`SELECT pg_notify(${REVOKED_CHANNEL}, ${JSON.stringify(revoked)})`)
    })
    evictRevoked(revoked)
  }

  function newRow(userId: string, familyId: string, familyExpiresAt: Date, userAgent: string | null | undefined) {
    const at = now()
    const accessToken = randomToken()
    const refreshToken = randomToken()
    const cap = familyExpiresAt.getTime()
    const row = {
      id: randomUUID(),
      familyId,
      userId,
      accessHash: sha256(accessToken),
      refreshHash: sha256(refreshToken),
      accessExpiresAt: new Date(Math.min(at + timings.accessTtlSeconds * 1000, cap)),
      refreshExpiresAt: new Date(Math.min(at + timings.refreshTtlSeconds * 1000, cap)),
      familyExpiresAt,
      createdAt: new Date(at),
      userAgent: userAgent ? userAgent.slice(0, 300) : null,
    }
    const tokens: IssuedTokens = { accessToken, refreshToken, sessionId: row.id, familyId, userId }
    return { row, tokens }
  }

  async function revokeFamily(familyId: string) {
    await revoke(and(eq(authSessions.familyId, familyId), isNull(authSessions.revokedAt)), { familyId })
  }

  async function refresh(refreshToken: string, userAgent: string | null | undefined, attempt = 0): Promise<RefreshOutcome> {
    const [row] = await db
      .select()
      .from(authSessions)
      .where(eq(authSessions.refreshHash, sha256(refreshToken)))
      .limit(1)
    if (!row || row.revokedAt) return { kind: 'invalid' }
    const at = now()

    if (!row.rotatedAt) {
      if (row.refreshExpiresAt.getTime() <= at || row.familyExpiresAt.getTime() <= at) return { kind: 'invalid' }
      const next = newRow(row.userId, row.familyId, row.familyExpiresAt, userAgent)
      const sealed = keys.seal(sealPurpose(row.id), { accessToken: next.tokens.accessToken, refreshToken: next.tokens.refreshToken } satisfies Sealed)
      const claimed = await db.transaction(async (tx) => {
        const [won] = await tx
          .update(authSessions)
          .set({ rotatedAt: new Date(at), successorId: next.row.id, successorSealed: sealed })
          .where(and(eq(authSessions.id, row.id), isNull(authSessions.rotatedAt), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id })
        if (!won) return false
        await tx.insert(authSessions).values(next.row)
        // Successor tokens older than the replay window are of no use to anyone: wipe them.
        await tx
          .update(authSessions)
          .set({ successorSealed: null })
          .where(and(eq(authSessions.familyId, row.familyId), isNotNull(authSessions.successorSealed), lt(authSessions.rotatedAt, new Date(at - timings.replayWindowSeconds * 1000))))
        return true
      })
      if (claimed) return { kind: 'rotated', tokens: next.tokens }
      // Another request rotated this row between our read and our write: answer as a replay.
      return attempt === 0 ? refresh(refreshToken, userAgent, 1) : { kind: 'invalid' }
    }

    const withinWindow = at - row.rotatedAt.getTime() <= timings.replayWindowSeconds * 1000
    if (withinWindow && row.successorId && row.successorSealed) {
      const [successor] = await db.select().from(authSessions).where(eq(authSessions.id, row.successorId)).limit(1)
      const untouched = successor && !successor.revokedAt && !successor.rotatedAt
      const tokens = untouched ? keys.unseal<Sealed>(sealPurpose(row.id), row.successorSealed) : null
      if (successor && tokens) {
        return {
          kind: 'replayed',
          tokens: { ...tokens, sessionId: successor.id, familyId: successor.familyId, userId: successor.userId },
        }
      }
      // Sealed by another secret (a misconfigured second process): refuse without punishing the family.
      if (untouched) return { kind: 'invalid' }
    }
    await revokeFamily(row.familyId)
    return { kind: 'reused', familyId: row.familyId, userId: row.userId }
  }

  return {
    async create(userId, userAgent) {
      if (++created % PURGE_EVERY === 0) {
        // Rotated rows of a live family stay: they are how a stolen refresh token gets noticed.
        const cutoff = new Date(now() - DAY_MS)
        db.delete(authSessions)
          .where(or(lt(authSessions.familyExpiresAt, cutoff), lt(authSessions.revokedAt, cutoff)))
          .catch(onPurgeError)
      }
      const familyExpiresAt = new Date(now() + timings.familyMaxAgeSeconds * 1000)
      const { row, tokens } = newRow(userId, randomUUID(), familyExpiresAt, userAgent)
      await db.insert(authSessions).values(row)
      return tokens
    },

    async authenticate(accessToken) {
      const hash = sha256(accessToken)
      const at = now()
      const cached = cache.get(hash)
      if (cached && cached.until > at) return cached.auth
      if (cached) uncache(hash)

      const evictionsBefore = evictions
      const [row] = await db
        .select({
          sessionId: authSessions.id,
          familyId: authSessions.familyId,
          userId: authSessions.userId,
          accessExpiresAt: authSessions.accessExpiresAt,
          rotatedAt: authSessions.rotatedAt,
          revokedAt: authSessions.revokedAt,
          roles: users.roles,
          email: users.email,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(authSessions.accessHash, hash))
        .limit(1)
      if (!row || row.revokedAt) return null
      let validUntil = row.accessExpiresAt.getTime()
      if (row.rotatedAt) validUntil = Math.min(validUntil, row.rotatedAt.getTime() + timings.replayWindowSeconds * 1000)
      if (validUntil <= at) return null

      const auth: Authenticated = { user: { id: row.userId, roles: row.roles, email: row.email }, sessionId: row.sessionId, familyId: row.familyId }
      if (evictions !== evictionsBefore) return auth
      const user = auth.user
      const bytes =
        ENTRY_OVERHEAD_BYTES + stringBytes(hash) + stringBytes(user.id) + stringBytes(user.email) + stringBytes(auth.sessionId) + stringBytes(auth.familyId) + stringBytes(user.roles.join(''))
      uncache(hash)
      // Drop the oldest entries (Map keeps insertion order): a bound, not an LRU, is all we need.
      for (const oldest of cache.keys()) {
        if (cache.size < timings.cacheMaxEntries && cacheBytes + bytes <= CACHE_BYTES) break
        uncache(oldest)
      }
      cache.set(hash, { auth, userId: row.userId, until: Math.min(at + timings.cacheTtlMs, validUntil), bytes })
      cacheBytes += bytes
      return auth
    },

    refresh: (refreshToken, userAgent) => refresh(refreshToken, userAgent),

    async findByRefresh(refreshToken) {
      const [row] = await db
        .select({ familyId: authSessions.familyId, userId: authSessions.userId })
        .from(authSessions)
        .where(and(eq(authSessions.refreshHash, sha256(refreshToken)), isNull(authSessions.revokedAt)))
        .limit(1)
      return row ?? null
    },

    revokeFamily,

    async revokeUser(userId, exceptFamilyId) {
      const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)]
      if (exceptFamilyId) conditions.push(ne(authSessions.familyId, exceptFamilyId))
      await revoke(and(...conditions), exceptFamilyId ? { userId, exceptFamilyId } : { userId })
    },

    async evictUser(userId) {
      // The user's row changed (e-mail, roles): every process reads it again; the sessions stay.
      // The same message as a revocation of all the user's families, which evicts exactly those entries.
      evict((e) => e.userId === userId)
      await db.execute(sql`SELECT pg_notify(${REVOKED_CHANNEL}, ${JSON.stringify({ userId } satisfies Revoked)})`)
    },
  }
}
