/**
 * The start-up lock: of the processes that start on one PostgreSQL database, one at a time runs
 * the migrations, the seed and the first write of the shared auth secret (server/start-up.ts).
 * Without it, processes started together raced (`CREATE TABLE` twice, the seed's `stores_pkey`)
 * and all but one crashed.
 *
 * PostgreSQL: a session-level advisory lock, `pg_advisory_lock(STARTUP_LOCK_KEY)`, on a connection
 * of its own, held for the whole preparation. Session-level because the work spans several
 * transactions on other connections (drizzle's migrator and the seed each take one from the pool);
 * a connection outside the pool so that a pool of one cannot deadlock. A process that dies while
 * holding it loses its connection, and PostgreSQL releases the lock.
 *
 * PGlite: nothing to take. One process per data directory (server.lock), and the one connection is
 * the migrator's too.
 */
import type { Database } from './client'

/** "malewa" in ASCII as a 48-bit number: the one key of this lock, for every process and version. */
export const STARTUP_LOCK_KEY = 0x6d616c657761

export interface StartupLockLog {
  info(message: string): void
}

export async function withStartupLock<T>(database: Database, log: StartupLockLog | null, work: () => Promise<T>): Promise<T> {
  if (!database.connectOwn) return work()
  const client = await database.connectOwn()
  try {
    const tried = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [STARTUP_LOCK_KEY])
    if (!tried.rows[0]?.taken) {
      // The wait lasts as long as the other process's migrations: no configured timeout may end it.
      await client.query('SET statement_timeout = 0; SET lock_timeout = 0')
      const since = performance.now()
      log?.info(`waiting for another process to finish the migrations (advisory lock ${STARTUP_LOCK_KEY})`)
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
      log?.info(`start-up lock taken after ${Math.round(performance.now() - since)} ms, going on`)
    }
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
    }
  } finally {
    await client.end().catch(() => {})
  }
}
