/**
 * Migration 0015 on a database that lived before it: each `admin` in `users.roles` becomes a grant
 * of every market and leaves the array; each farm gets its provider (active, no members).
 */
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rows } from '../cart/cart-sql'
import { runMigrations, type Database } from '../db/client'
import { users } from '../db/schema/auth'
import { farmers } from '../db/schema/catalog'
import { insertTestStores } from '../test/test-app'
import { createTestDatabase } from '../test/test-db'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  // Back to the day before 0015: its tables and 0017's columns gone, their records gone.
  await db.execute(sql`DROP TABLE audit_log, operator_grants, provider_invitations, provider_members, providers CASCADE`)
  await db.execute(sql`ALTER TABLE farmer_applications DROP COLUMN locale, DROP COLUMN decided_by, DROP COLUMN decided_at, DROP COLUMN decision_reason, DROP COLUMN provider_id`)
  const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }
  const since = journal.entries.find((e) => e.tag.startsWith('0015_'))!.when
  await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${since}`)
  await insertTestStores(db)
  const farmer = {
    photo: '/img/farms/hills.svg',
    country: 'ZA',
    story: { en: 'Greens.', fr: 'Greens.', es: 'Greens.', pt: 'Greens.', ar: 'Greens.', sw: 'Greens.' },
    town: 'Magaliesburg',
    name: 'A',
    farmName: 'A',
  }
  await db.insert(farmers).values([
    { ...farmer, id: 'thandi', storeId: 'jnb' },
    { ...farmer, id: 'aline', storeId: 'kgl' },
    { ...farmer, id: 'gone', storeId: 'jnb', deletedAt: new Date() },
  ])
  await db.insert(users).values([
    { id: 'u-admin', identifier: 'boss', email: 'boss@example.test', name: 'B', surname: 'B', roles: ['customer', 'admin'] },
    { id: 'u-shopper', identifier: 'amina', email: 'amina@example.test', name: 'A', surname: 'A', roles: ['customer'] },
  ])
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
