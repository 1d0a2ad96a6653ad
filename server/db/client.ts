/**
 * Opens the database: embedded PostgreSQL (PGlite, files under DATA_DIR/pg) by default, or a real
 * PostgreSQL when DATABASE_URL is set. Both are driven through Drizzle with the same schema,
 * migrations and queries, so the rest of the server never knows which one it talks to.
 *
 * PGlite has one connection and no lock of its own: two processes on one directory corrupt it,
 * so the embedded backend takes a lock file first (see lock.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index'
import { acquireDataDirLock, type DataDirLock } from './lock'
import { withStartupLock } from './startup-lock'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Backend = 'pglite' | 'postgres'

export interface Database {
  db: Db
  backend: Backend
  /** A human description for the start-up log (never includes a password). */
  describe: string
  /**
   * PostgreSQL only: a new connection outside the pool, for a session of its own (the start-up
   * lock, startup-lock.ts). The caller ends it.
   */
  connectOwn?: () => Promise<pg.Client>
  close(): Promise<void>
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface OpenOptions {
  /** postgres://… ; when absent the embedded database is used. */
  databaseUrl?: string
  /** Directory of the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null
  /** Run migrations after opening (default true), under the start-up lock (startup-lock.ts). */
  migrate?: boolean
  /**
   * In-memory PGlite only: start from this data directory dump (`dumpDataDir()`) instead of an
   * empty cluster. Tests use a dump taken once after migrating: loading it is ~4× faster than initdb.
   */
  template?: Blob
  /** PostgreSQL only: the pool's size and the sessions' time limits (DB_POOL_MAX, DB_*_TIMEOUT_MS). */
  postgres?: PostgresSettings
}

export interface PostgresSettings {
  /** Connections this process may open at most (default 10). */
  poolMax?: number
  /** statement_timeout of every connection, in ms; 0 or unset keeps the server's own. */
  statementTimeoutMs?: number
  /** idle_in_transaction_session_timeout of every connection, in ms; 0 or unset keeps the server's own. */
  idleInTransactionTimeoutMs?: number
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.postgres) : await openPglite(options.dataDir, options.template)
  if (options.migrate !== false) {
    try {
      await withStartupLock(database, null, () => runMigrations(database))
    } catch (error) {
      await database.close()
      throw error
    }
  }
  return database
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  let lock: DataDirLock | null = null
  let client: PGlite
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true })
    lock = acquireDataDirLock(dataDir)
    try {
      client = await PGlite.create(path.join(dataDir, 'pg'), { parsers: TEXT_PARSERS })
    } catch (error) {
      lock.release()
      throw error
    }
  } else {
    client = await PGlite.create({ ...(template ? { loadDataDir: template } : {}), parsers: TEXT_PARSERS })
  }
  withoutQueryParsers(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    backend: 'pglite',
    describe: dataDir ? `embedded PostgreSQL (PGlite) in ${path.join(dataDir, 'pg')}` : 'embedded PostgreSQL (PGlite) in memory',
    async close() {
      await client.close()
      lock?.release()
    },
  }
}

/**
 * Drizzle sends PGlite these parsers with every query (dates, times and intervals, and arrays of
 * them, kept as the database's text), and PGlite merges a query's parsers into its ~300 own on
 * every query: about 0.2 ms a statement, an eighth of a cart write. So they are the client's own
 * parsers from the start, and a query's copy is dropped when it only repeats them.
 */
const keepText = (value: string) => value
const TEXT_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231 /* numeric[] */, 1115, 1185, 1187, 1182 /* timestamp[], timestamptz[], interval[], date[] */].map((oid) => [oid, keepText]),
)
const PROBE = 'text kept as is'

function repeatsTextParsers(parsers: QueryOptions['parsers']): boolean {
  for (const [oid, parse] of Object.entries(parsers ?? {})) {
    if (!(oid in TEXT_PARSERS) || parse(PROBE, Number(oid)) !== PROBE) return false
  }
  return true
}

function withoutQueryParsers(client: PGlite): void {
  const trim = (options: QueryOptions | undefined) => (options?.parsers && repeatsTextParsers(options.parsers) ? { ...options, parsers: undefined } : options)
  const query = client.query.bind(client)
  client.query = (sql, params, options) => query(sql, params, trim(options))
  const transaction = client.transaction.bind(client)
  client.transaction = (callback) =>
    transaction((tx: Transaction) => {
      const txQuery = tx.query.bind(tx)
      tx.query = (sql, params, options) => txQuery(sql, params, trim(options))
      return callback(tx)
    })
}

async function openPostgres(url: string, settings: PostgresSettings = {}): Promise<Database> {
  // The time limits go in each connection's startup packet, so they hold from its first statement
  // (pg leaves 0 out, which keeps the server's setting); a parameter in DATABASE_URL wins over them.
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolMax ?? 10,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  })
  // An idle connection the server drops (restart, failover, admin command) is an 'error' on the pool;
  // unheard, Node would end the process. The pool discards that client and opens a new one on demand.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL dropped an idle connection (${(error as { code?: string }).code ?? error.message}); a new one opens on the next query\n`)
  })
  // Fail at start, with a clear message, rather than on the first request.
  const probe = await pool.connect().catch(async (error: Error) => {
    await pool.end().catch(() => {})
    throw new Error(`Cannot connect to PostgreSQL at ${redact(url)}: ${error.message}`)
  })
  probe.release()
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    backend: 'postgres',
    describe: `PostgreSQL at ${redact(url)}`,
    async connectOwn() {
      const client = new pg.Client({ connectionString: url })
      // As the pool's: a dropped connection must not end the process; its next query fails instead.
      client.on('error', () => {})
      await client.connect()
      return client
    },
    close: () => pool.end(),
  }
}

/** Applies the migrations not yet applied; run it under the start-up lock (startup-lock.ts). */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.backend === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder })
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder })
  }
}

let shipped: number | undefined

/**
 * How many of the migrations this server ships the database lacks, by drizzle's own record of
 * what it applied (`drizzle.__drizzle_migrations`): 0 once start-up has migrated. More applied
 * than shipped (a newer version migrated first) is 0 too.
 */
export async function missingMigrations(db: Db): Promise<number> {
  shipped ??= readMigrationFiles({ migrationsFolder }).length
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] }
  return Math.max(0, shipped - (result.rows[0]?.n ?? 0))
}

/** postgres://user:secret@host/db → postgres://user:***@host/db */
export function redact(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'postgres://(unparseable URL)'
  }
}
