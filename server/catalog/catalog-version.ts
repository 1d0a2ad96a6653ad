/**
 * The catalog version this process believes in, which decides whether a cached page may be served.
 * The database advances `catalog_version_seq` at the commit of every transaction that writes a
 * catalog table (migration 0003_catalog_triggers), whoever the writer is.
 *
 * - Embedded PGlite (one process, one connection): the same trigger's `pg_notify` reaches our
 *   LISTEN before the writer's query returns, so a local counter is exact and costs nothing a read.
 * - PostgreSQL (maybe several server processes): each request waits for a read of the sequence
 *   that *started after the request arrived*, so a write acknowledged to anyone is seen by the next
 *   request. Concurrent requests share one read (one tiny query per burst, not per request).
 *   nextval runs a few microseconds before the commit becomes visible; a page rendered in that
 *   window could show the old rows under the new number, so pages rendered within
 *   `RECENT_CHANGE_MS` of a version change are kept only that long.
 */
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from './catalog-sql'

export const RECENT_CHANGE_MS = 2_000

export interface CatalogVersion {
  /** The version a request arriving now must be answered with. */
  current(): Promise<number>
  /** Until when a page rendered now at `version` may be kept, as far as the version source knows. */
  keepUntil(version: number, now: number): number
}

export function createCatalogVersion(db: Db): CatalogVersion {
  const client = (db as unknown as { $client?: unknown }).$client
  return client instanceof PGlite ? pgliteVersion(client, db) : postgresVersion(db)
}

async function readSequence(db: Db): Promise<number> {
  const [row] = await queryRows<{ v: string }>(db, sql`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS v FROM catalog_version_seq`)
  return Number(row?.v ?? 0)
}

function pgliteVersion(client: PGlite, db: Db): CatalogVersion {
  // Start from the sequence's value so that versions never repeat across restarts, then count
  // notifications: every one is a committed catalog change.
  let version = 0
  let ready = false
  const starting = client
    .listen('catalog_changed', () => {
      version++
    })
    .then(() => readSequence(db))
    .then((v) => {
      version += v
      ready = true
    })
  starting.catch(() => {}) // a database closed at once: requests fail on their own query
  return {
    async current() {
      if (!ready) await starting
      return version
    },
    keepUntil: () => Number.POSITIVE_INFINITY,
  }
}

function postgresVersion(db: Db): CatalogVersion {
  let known = -1
  let changedAt = 0
  let running: Promise<number> | null = null
  let next: Promise<number> | null = null

  const read = async (): Promise<number> => {
    try {
      const v = await readSequence(db)
      if (v !== known) {
        known = v
        changedAt = Date.now()
      }
      return v
    } finally {
      running = null
    }
  }

  const current = (): Promise<number> => {
    if (!running) return (running = read())
    // The read under way may have started before this request arrived: wait for the next one,
    // which every request arriving meanwhile shares.
    next ??= running.then(
      () => {
        next = null
        return current()
      },
      () => {
        next = null
        return current()
      },
    )
    return next
  }

  return {
    current,
    keepUntil: (version, now) => (version === known && now - changedAt < RECENT_CHANGE_MS ? changedAt + RECENT_CHANGE_MS : Number.POSITIVE_INFINITY),
  }
}
