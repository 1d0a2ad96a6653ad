/**
 * Delta-sync positions. A position is (updatedAt, id): rows come in that order, and the id breaks
 * ties between the many rows that share one updatedAt (a seed, a bulk price change), which a bare
 * timestamp cannot. The cursor is that pair, opaque to clients (base64url); `updatedSince` alone is
 * the position "after every row changed at or before this instant".
 */
import { sql, type SQL } from 'drizzle-orm'
import { ApiError } from '../lib/http'

export interface DeltaPosition {
  /** ISO timestamp as the client or the database wrote it; PostgreSQL parses it. */
  since: string
  /** null: every row at `since` has been seen. */
  afterId: string | null
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/

export function deltaPosition(q: { updatedSince?: string; cursor?: string }): DeltaPosition | null {
  if (q.cursor !== undefined) return decodeCursor(q.cursor)
  if (q.updatedSince !== undefined) {
    if (!isStorableInstant(q.updatedSince)) {
      throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
        { field: 'updatedSince', code: 'invalid_format', message: 'An ISO instant PostgreSQL can read (year 1 or later, offset within ±15:59)' },
      ])
    }
    return { since: q.updatedSince, afterId: null }
  }
  return null
}

/**
 * Whether PostgreSQL reads this ISO instant without an error. The ISO patterns (the contract's and
 * the cursor's) let through year 0000, a day the month lacks, a time past 24:00:00 and offsets
 * past ±15:59, which made the query fail with a 500 (found by server/hardening's fuzzing).
 */
export function isStorableInstant(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?/.exec(value)
  if (!m) return false
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false
  if (hour > 24 || minute > 59 || second > 60) return false
  if (hour === 24 && (minute > 0 || second > 0 || /[1-9]/.test(m[7] ?? ''))) return false
  const offset = /[+-](\d{2})(?::?(\d{2}))?$/.exec(value.slice(m[0].length))
  return !offset || (Number(offset[1]) <= 15 && Number(offset[2] ?? 0) <= 59)
}

export function encodeCursor(position: DeltaPosition): string {
  return Buffer.from(`${position.since}\n${position.afterId ?? ''}`).toString('base64url')
}

function decodeCursor(cursor: string): DeltaPosition {
  const [since, afterId, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('\n')
  if (!since || !ISO.test(since) || !isStorableInstant(since) || afterId === undefined || extra !== undefined || afterId.length > 80 || afterId.includes('\u0000')) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
      { field: 'cursor', code: 'invalid_cursor', message: 'Pass back a meta.cursor exactly as it was received' },
    ])
  }
  return { since, afterId: afterId || null }
}

/** Rows after the position, for `(updated_at, id)` columns. */
export function afterPosition(updatedAt: SQL, id: SQL, position: DeltaPosition): SQL {
  return position.afterId === null
    ? sql`${updatedAt} > ${position.since}::timestamptz`
    : sql`(${updatedAt}, ${id}) > (${position.since}::timestamptz, ${position.afterId}::text)`
}

/** The position after the last of `rows`, or `from` when there are none. */
export function positionAfter(rows: readonly { id: string; updatedAt: string }[], from: DeltaPosition | null): DeltaPosition | null {
  const last = rows.at(-1)
  return last ? { since: last.updatedAt, afterId: last.id } : from
}
