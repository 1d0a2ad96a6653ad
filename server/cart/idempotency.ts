/**
 * Idempotency keys: each write a device sends from its outbox carries an `Idempotency-Key` fixed
 * when the change was made; the server applies each key once per user and answers a replay with
 * the first answer, byte for byte.
 *
 * How: the first statement of the write's transaction claims the key (an INSERT that also takes
 * over a row whose time is up). A second request with the same key waits on that row until the
 * first commits (PostgreSQL) or simply runs after it (PGlite's one connection), then finds the
 * row and replays its answer. Only successful answers are kept: a refused request rolls back its
 * claim with everything else, so "bad input changes nothing" holds and a corrected retry may run.
 * The same key on a different request (another path or body) is a 409, never a silent replay.
 * Keys are kept ORDER_CONFIG.idempotencyTtlDays. An expired key is taken over by its next claim; the
 * rest are swept by a claim at most every SWEEP_EVERY_MS per process (one DELETE per claim was a
 * statement in every cart write for rows that expire after days).
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { sql } from 'drizzle-orm'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/api/cart-limits-contract'
import { ApiError } from '../lib/http'
import { rows, type Tx } from './cart-sql'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** The request's Idempotency-Key; a 400 in the envelope when it is missing or malformed. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim()
  if (!key) {
    throw new ApiError(400, 'validation_failed', 'Send an Idempotency-Key header with this request', [
      { field: IDEMPOTENCY_HEADER, code: 'required', message: 'This request needs an Idempotency-Key header (a fresh random string per change)' },
    ])
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'validation_failed', 'The Idempotency-Key header is malformed', [
      { field: IDEMPOTENCY_HEADER, code: 'invalid_format', message: 'Use 1 to 200 visible ASCII characters', params: { max: 200 } },
    ])
  }
  return key
}

export function fingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url')
}

export interface KeyClaim {
  userId: string
  key: string
  fingerprint: string
}

export type ClaimResult = { kind: 'claimed' } | { kind: 'replay'; status: ContentfulStatusCode; response: string }

export const SWEEP_EVERY_MS = 10 * 60_000
let nextSweepAt = 0

export async function claimKey(tx: Tx, claim: KeyClaim, ttlDays: number): Promise<ClaimResult> {
  if (Date.now() >= nextSweepAt) {
    nextSweepAt = Date.now() + SWEEP_EVERY_MS
    await tx.execute(sql`DELETE FROM idempotency_keys WHERE expires_at <= now() AND NOT (user_id = ${claim.userId} AND key = ${claim.key})`)
  }
  const claimed = await rows<{ key: string }>(
    tx,
    sql`INSERT INTO idempotency_keys (user_id, key, fingerprint, status, response, expires_at)
        VALUES (${claim.userId}, ${claim.key}, ${claim.fingerprint}, 0, '', now() + make_interval(days => ${ttlDays}))
        ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, status = 0, response = '', created_at = now(), expires_at = EXCLUDED.expires_at
          WHERE idempotency_keys.expires_at <= now()
        RETURNING key`,
  )
  if (claimed.length > 0) return { kind: 'claimed' }
  const [existing] = await rows<{ fingerprint: string; status: number; response: string }>(
    tx,
    sql`SELECT fingerprint, status, response FROM idempotency_keys WHERE user_id = ${claim.userId} AND key = ${claim.key}`,
  )
  if (!existing) throw new Error('idempotency key vanished between claim and read')
  if (existing.fingerprint !== claim.fingerprint) {
    throw new ApiError(409, 'conflict', 'This Idempotency-Key was already used for a different request', [
      { field: IDEMPOTENCY_HEADER, code: 'idempotency_key_reused', message: 'Use a new Idempotency-Key for each distinct change' },
    ])
  }
  return { kind: 'replay', status: existing.status as ContentfulStatusCode, response: existing.response }
}

/** Stores the answer of a claimed key, in the same transaction as the change it answers. */
export async function recordAnswer(tx: Tx, claim: KeyClaim, status: number, response: string): Promise<void> {
  await tx.execute(sql`UPDATE idempotency_keys SET status = ${status}, response = ${response} WHERE user_id = ${claim.userId} AND key = ${claim.key}`)
}

/** Stores one answer for several claimed keys of a user (a batch of operations answered together). */
export async function recordAnswers(tx: Tx, userId: string, keys: string[], status: number, response: string): Promise<void> {
  if (!keys.length) return
  await tx.execute(
    sql`UPDATE idempotency_keys SET status = ${status}, response = ${response} WHERE user_id = ${userId} AND key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  )
}

/** Sends a stored (or just stored) JSON answer as is. */
export function sendJson(c: Context, status: ContentfulStatusCode, body: string, replayed: boolean): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' }
  if (replayed) headers['Idempotent-Replayed'] = 'true'
  return c.body(body, status, headers)
}
