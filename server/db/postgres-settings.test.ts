/**
 * DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS and DB_IDLE_IN_TRANSACTION_TIMEOUT_MS reach every
 * PostgreSQL connection the server opens (the pool's size, the sessions' settings), from the
 * first statement on. PostgreSQL only: PGlite has one connection and no sessions to limit.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../catalog/catalog-sql'
import { parseEnv } from '../env'
import { poolUse } from '../ops/metrics.routes'
import { createPostgresDatabase, testBackend } from '../test/test-db'
import { openDatabase, type Database } from './client'

const onPostgres = testBackend() === 'postgres'
let created: { url: string; drop(): Promise<void> } | undefined
let database: Database | undefined

beforeAll(async () => {
  if (!onPostgres) return
  created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
  // As main.ts passes them.
  const env = parseEnv({ DB_POOL_MAX: '3', DB_STATEMENT_TIMEOUT_MS: '300', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4321' })
  database = await openDatabase({
    databaseUrl: created.url,
    dataDir: null,
    migrate: false,
    postgres: { poolMax: env.DB_POOL_MAX, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS, idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS },
  })
})
afterAll(async () => {
  await database?.close()
  await created?.drop()
})

test('the defaults: 10 connections, statements cut at 15 s, an idle transaction at 30 s', () => {
  expect(parseEnv({})).toMatchObject({ DB_POOL_MAX: 10, DB_STATEMENT_TIMEOUT_MS: 15_000, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000 })
  expect(() => parseEnv({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/)
})

test.skipIf(!onPostgres)('every connection has the configured time limits, and the pool its size', async () => {
  const db = database!.db
  const connections = await Promise.all(
    [1, 2, 3].map(() =>
      queryRows<{ statement_timeout: string; idle: string }>(
        db,
        sql`SELECT current_setting('statement_timeout') AS statement_timeout, current_setting('idle_in_transaction_session_timeout') AS idle, pg_sleep(0.05)`,
      ),
    ),
  )
  for (const rows of connections) expect(rows[0]).toMatchObject({ statement_timeout: '300ms', idle: '4321ms' })
  expect(poolUse(db)).toMatchObject({ backend: 'postgres', max: 3 })
})

test.skipIf(!onPostgres)('a statement running past the limit is cancelled (57014), and the connection serves on', async () => {
  const db = database!.db
  const failure = await db.execute(sql`SELECT pg_sleep(2)`).then(
    () => null,
    (error: unknown) => error,
  )
  expect((failure as { cause?: { code?: string } }).cause?.code).toBe('57014')
  expect(await queryRows(db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }])
})
