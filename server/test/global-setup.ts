/**
 * Vitest global setup for the server tests: one migrated database that every test file copies.
 * On PGlite: migrate one in-memory database once and keep its data directory as a file; every
 * test file then starts from that dump (a fresh copy, about 0.5 s) instead of a new cluster plus
 * all migrations (about 2.5 s). The file is named by a hash of the migrations, so a new migration
 * makes a new template. On PostgreSQL (TEST_DATABASE_URL): a migrated database of this run's own,
 * which each file's database is created from (`CREATE DATABASE … TEMPLATE`, ~0.2 s against ~1.1 s
 * to create and migrate, measured on the two-core CI machine under load), dropped at the end.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { createPostgresDatabase } from './test-db'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null
    /** The migrated database on the test PostgreSQL server that test databases are copies of. */
    postgresTemplate: string | null
  }
}

/** A hash of the migrations' files: a new migration makes a new template. */
function migrationsHash(): string {
  const migrations = path.resolve(import.meta.dirname, '../db/migrations')
  const hash = createHash('sha256')
  for (const file of fs.readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file)
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
  }
  return hash.digest('hex').slice(0, 16)
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    project.provide('pgliteTemplate', null)
    // This run's own (two runs on one server never share one), closed before any file copies it.
    const template = await createPostgresDatabase(serverUrl)
    const database = await openDatabase({ databaseUrl: template.url, dataDir: null })
    await database.close()
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1))
    return () => template.drop()
  }
  project.provide('postgresTemplate', null)
  const target = path.resolve(import.meta.dirname, `../../.tmp/pglite-template-${migrationsHash()}.tar`)
  if (!fs.existsSync(target)) {
    const database = await openDatabase({ dataDir: null })
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client
    const dump = await client.dumpDataDir('none')
    await database.close()
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const partial = `${target}.${process.pid}`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, target)
  }
  project.provide('pgliteTemplate', target)
}
