/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL (postgres://…) it
 * creates a new database on that server and drops it afterwards; otherwise in-memory PGlite.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/client'

export const testBackend = (): 'postgres' | 'pglite' => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')

/**
 * A new database URL on the test PostgreSQL server, and a function that drops it: empty, or a copy
 * of `template` (a database no one is connected to; server/test/global-setup.ts keeps a migrated
 * one for the run: a copy is ~0.2 s where creating and migrating anew took ~1.1 s).
 */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `storefront_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: serverUrl })
      await a.connect()
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await a.end()
    },
  }
}

/** `migrate: false`: an empty database (a migration's test brings it to the day before that migration). */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    if (!migrate) return openDatabase({ dataDir: null, migrate: false })
    const template = inject('pgliteTemplate')
    // Already migrated: the migrator only confirms there is nothing to do.
    return openDatabase({ dataDir: null, template: template ? new Blob([fs.readFileSync(template)]) : undefined })
  }
  // Migrated: a copy of the run's migrated template, which the migrator only confirms.
  const created = await createPostgresDatabase(serverUrl, migrate ? (inject('postgresTemplate') ?? undefined) : undefined)
  const database = await openDatabase({ databaseUrl: created.url, dataDir: null, migrate })
  return {
    ...database,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

/**
 * Two pools on one fresh database, as two server processes would have (PostgreSQL with
 * TEST_DATABASE_URL); on PGlite, one in-memory database twice (it has one connection).
 */
export async function openTwoPools(): Promise<{ one: Database; two: Database; close(): Promise<void> }> {
  if (testBackend() !== 'postgres') {
    const one = await openDatabase({ dataDir: null })
    return { one, two: one, close: () => one.close() }
  }
  const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, inject('postgresTemplate') ?? undefined)
  const one = await openDatabase({ databaseUrl: created.url, dataDir: null })
  const two = await openDatabase({ databaseUrl: created.url, dataDir: null, migrate: false })
  return {
    one,
    two,
    async close() {
      await two.close()
      await one.close()
      await created.drop()
    },
  }
}
