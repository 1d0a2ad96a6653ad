/**
 * Migration 0015 on a database that lived before it: each `admin` in `users.roles` becomes a grant
 * of every market and leaves the array; each farm gets its provider (active, no members).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rows } from '../cart/cart-sql'
import { migrationsFolder, runMigrations, type Database } from '../db/client'
import { insertTestStores } from '../test/test-app'
import { createTestDatabase } from '../test/test-db'

let database: Database
beforeAll(async () => {
  // The day before 0015: every migration before it, from a copy of the folder whose journal stops there.
  database = await createTestDatabase({ migrate: false })
  const { db } = database
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-0015-'))
  fs.cpSync(migrationsFolder, before, { recursive: true })
  const journalFile = path.join(before, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((e) => e.tag < '0015_')
  fs.writeFileSync(journalFile, JSON.stringify(journal))
  await runMigrations(database, before)
  fs.rmSync(before, { recursive: true, force: true })
  await insertTestStores(db)
  // Rows written as that day's tables had them (the schema's table objects name columns added since).
  const story = JSON.stringify({ en: 'Greens.', fr: 'Greens.', es: 'Greens.', pt: 'Greens.', ar: 'Greens.', sw: 'Greens.' })
  for (const [id, storeId, deletedAt] of [
    ['thandi', 'jnb', null],
    ['aline', 'kgl', null],
    ['gone', 'jnb', new Date().toISOString()],
  ] as const) {
    await db.execute(
      sql`INSERT INTO farmers (id, store_id, name, farm_name, story, photo, town, country, deleted_at) VALUES (${id}, ${storeId}, 'A', 'A', ${story}::jsonb, '/img/farms/hills.svg', 'Magaliesburg', 'ZA', ${deletedAt}::timestamptz)`,
    )
  }
  await db.execute(sql`INSERT INTO users (id, identifier, email, name, surname, roles) VALUES
    ('u-admin', 'boss', 'boss@example.test', 'B', 'B', ARRAY['customer', 'admin']),
    ('u-shopper', 'amina', 'amina@example.test', 'A', 'A', ARRAY['customer'])`)
  await runMigrations(database)
})
afterAll(() => database.close())

test('an admin role string becomes a grant of every market and leaves users.roles', async () => {
  expect(await rows(database.db, sql`SELECT user_id AS "userId", role, store_ids AS "storeIds" FROM operator_grants`)).toEqual([{ userId: 'u-admin', role: 'admin', storeIds: [] }])
  expect(await rows(database.db, sql`SELECT id, roles FROM users ORDER BY id`)).toEqual([
    { id: 'u-admin', roles: ['customer'] },
    { id: 'u-shopper', roles: ['customer'] },
  ])
})

test('every farm still in the catalog gets an active provider with no members', async () => {
  expect(await rows(database.db, sql`SELECT id, service, store_id AS "storeId", kind_id AS "kindId", status FROM providers ORDER BY id`)).toEqual([
    { id: 'farm-aline', service: 'farm', storeId: 'kgl', kindId: 'aline', status: 'active' },
    { id: 'farm-thandi', service: 'farm', storeId: 'jnb', kindId: 'thandi', status: 'active' },
  ])
  expect(await rows(database.db, sql`SELECT * FROM provider_members`)).toEqual([])
})
