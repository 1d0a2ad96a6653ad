/**
 * Delta-sync positions (decision 010). A row's place in the change feed is (sync_xid, id): the id
 * of the transaction that last wrote it (set by the database on every write, migration 0007), then
 * its own id to break ties between the many rows one transaction writes (a seed, a bulk change).
 *
 * Why not `updated_at`: `now()` is when a transaction began. One that began before a device's sync
 * and committed after it wrote rows *behind* the device's cursor, and every later sync skipped them:
 * a wrong price or stock kept for good. Transaction ids have the same flaw on their own (a lower
 * id can commit later), so a change feed is read only below the **horizon**, the oldest transaction
 * still in flight (`pg_snapshot_xmin(pg_current_snapshot())`): every row below it is committed or
 * never will be, so no row can later appear behind a cursor taken from what was read. Rows of
 * transactions that committed above the horizon wait for the next sync (a moment; the catalog pages
 * that held some back are not cached: catalog-pages.ts).
 *
 * The cursor is that pair, opaque to clients (base64url of `x1\n<xid>\n<id>`). Positions from
 * clients of before (`updatedSince`, and cursors of `<instant>\n<id>`) are still read, by time, as
 * they were; the answer's cursor moves them to the transaction order.
 */
import { sql, type SQL } from 'drizzle-orm'
import { ApiError } from '../lib/http'
import type { Db } from '../db/client'
import { queryRows } from './catalog-sql'

/** A place in the change feed: after every row of transactions below `xid`, and then after `afterId` within `xid`. */
export interface ChangePosition {
  kind: 'xid'
  /** A transaction id, as decimal text (a 64-bit number). */
  xid: string
  /** null: every row of transaction `xid` is still ahead. */
  afterId: string | null
}

/** A position of a client of before: after the instant `since` (and after `afterId` at that instant). */
export interface TimePosition {
  kind: 'time'
  /** ISO timestamp as the client or the database wrote it; PostgreSQL parses it. */
  since: string
  afterId: string | null
}

export type DeltaPosition = ChangePosition | TimePosition

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/
const XID = /^\d{1,19}$/
const CURSOR_VERSION = 'x1'

export function deltaPosition(q: { updatedSince?: string; cursor?: string }): DeltaPosition | null {
  if (q.cursor !== undefined) return decodeCursor(q.cursor)
  if (q.updatedSince !== undefined) {
    if (!isStorableInstant(q.updatedSince)) {
      throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
        { field: 'updatedSince', code: 'invalid_format', message: 'An ISO instant PostgreSQL can read (year 1 or later, offset within ±15:59)' },
      ])
    }
    return { kind: 'time', since: q.updatedSince, afterId: null }
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

export function encodeCursor(position: ChangePosition): string {
  return Buffer.from(`${CURSOR_VERSION}\n${position.xid}\n${position.afterId ?? ''}`).toString('base64url')
}

function invalidCursor(): ApiError {
  return new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'cursor', code: 'invalid_cursor', message: 'Pass back a meta.cursor exactly as it was received' }])
}

const validId = (id: string | undefined): id is string => id !== undefined && id.length <= 80 && !id.includes('\u0000')

function decodeCursor(cursor: string): DeltaPosition {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('\n')
  if (parts[0] === CURSOR_VERSION) {
    const [, xid, afterId, extra] = parts
    if (!xid || !XID.test(xid) || BigInt(xid) > 2n ** 63n - 1n || !validId(afterId) || extra !== undefined) throw invalidCursor()
    return { kind: 'xid', xid: BigInt(xid).toString(), afterId: afterId || null }
  }
  const [since, afterId, extra] = parts
  if (!since || !ISO.test(since) || !isStorableInstant(since) || !validId(afterId) || extra !== undefined) throw invalidCursor()
  return { kind: 'time', since, afterId: afterId || null }
}

/**
 * The oldest transaction still in flight in this database, as decimal text: rows written below it
 * are committed (or never will be). Read before the feed's query, so that "held back" (heldBack
 * below) is judged against the very bound the feed used.
 *
 * Only this database's transactions count: one in another database of the same PostgreSQL server
 * (another app, a long `pg_dump`, another test file) can never write these rows, yet the server's
 * snapshot (`pg_snapshot_xmin`) counts it, and it held every device's changes back while it ran.
 * In two statements, in this order: the server's snapshot (which transactions were in flight),
 * then which of them belong to this database (`pg_stat_activity.backend_xid`, the 32-bit form of a
 * top-level transaction's id). A transaction of the snapshot that has ended by the second read is
 * committed or rolled back, visible or gone for the feed's later query; one that began after the
 * snapshot has an id at or above its `xmax`, the bound when none of this database's is in flight.
 * (Prepared transactions, which this app never makes, have no backend and would not be counted.)
 */
export async function readHorizon(db: Db): Promise<string> {
  const [snapshot] = await queryRows<{ s: string }>(db, sql`SELECT pg_current_snapshot()::text AS s`)
  const [row] = await queryRows<{ h: string }>(
    db,
    sql`SELECT coalesce(min(x::text::bigint), pg_snapshot_xmax(${snapshot!.s}::pg_snapshot)::text::bigint)::text AS h
        FROM pg_snapshot_xip(${snapshot!.s}::pg_snapshot) AS x
        WHERE x::text::bigint % 4294967296 IN (
          SELECT backend_xid::text::bigint FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL)`,
  )
  return row!.h
}

export interface FeedColumns {
  xid: SQL
  id: SQL
  /** For positions of clients of before. */
  updatedAt: SQL
}

/** The rows of the change feed after `position` (from the start when null), below `horizon`. */
export function inFeed(columns: FeedColumns, position: DeltaPosition | null, horizon: string): SQL {
  const below = sql`${columns.xid} < ${horizon}::bigint`
  if (!position) return below
  if (position.kind === 'time') {
    const after =
      position.afterId === null ? sql`${columns.updatedAt} > ${position.since}::timestamptz` : sql`(${columns.updatedAt}, ${columns.id}) > (${position.since}::timestamptz, ${position.afterId}::text)`
    return sql`${after} AND ${below}`
  }
  const after = position.afterId === null ? sql`${columns.xid} >= ${position.xid}::bigint` : sql`(${columns.xid}, ${columns.id}) > (${position.xid}::bigint, ${position.afterId}::text)`
  return sql`${after} AND ${below}`
}

/** The feed's order. */
export const feedOrder = (columns: FeedColumns): SQL => sql`${columns.xid} ASC, ${columns.id} ASC`

/**
 * Whether rows visible now were left out of a feed read below `horizon` (their transactions
 * committed while an older one was still in flight). Such an answer is right, but only for now:
 * it must not be kept in a cache, since the transaction that releases the rows may not be a
 * catalog write and so may not change the catalog version.
 */
export async function heldBack(db: Db, table: SQL, where: SQL | undefined, xid: SQL, horizon: string): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${xid} >= ${horizon}::bigint${where ? sql` AND ${where}` : sql``}) AS held`)
  return row?.held ?? false
}

/**
 * The position after the last of `rows` (each with its transaction id), or `from` when there are
 * none. A position of a client of before that read nothing stays as it was.
 */
export function positionAfter(last: { id: string; syncXid: string } | undefined, from: DeltaPosition | null): DeltaPosition | null {
  return last ? { kind: 'xid', xid: last.syncXid, afterId: last.id } : from
}

/** The cursor a client passes back: only transaction positions are given out. */
export function cursorOf(position: DeltaPosition | null): string | undefined {
  return position?.kind === 'xid' ? encodeCursor(position) : undefined
}
