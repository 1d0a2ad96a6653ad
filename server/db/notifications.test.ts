/**
 * Notifications (./notifications.ts) on the test backend (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): what a committed transaction notifies reaches a listener, what a rolled
 * back one notifies never does. Another process hearing it is the cluster suites' part
 * (server/cluster/revocation.process.test.ts).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Logger } from '../lib/log'
import { createTestDatabase } from '../test/test-db'
import type { Database } from './client'
import { createNotifications, type Notifications } from './notifications'

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }
let database: Database
let notifications: Notifications

beforeAll(async () => {
  database = await createTestDatabase()
  notifications = createNotifications(database.db, silent)
})
afterAll(async () => {
  await notifications.close()
  await database.close()
})

test('a listener hears what committed transactions notify on its channel, in order, and nothing a rolled back one did', async () => {
  const heard: string[] = []
  const elsewhere: string[] = []
  notifications.listen('test_channel', { message: (payload) => heard.push(payload) })
  notifications.listen('other_channel', { message: (payload) => elsewhere.push(payload) })
  // The LISTEN is under way once listen() returns: notify until one is heard. They arrive in commit
  // order, so once the last one sent is in, every earlier one is too.
  let sent = 0
  await vi.waitFor(
    async () => {
      await database.db.execute(sql`SELECT pg_notify('test_channel', ${`ready ${++sent}`})`)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(heard).toContain(`ready ${sent}`)
    },
    { timeout: 5_000, interval: 50 },
  )
  heard.length = 0

  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('test_channel', 'rolled back')`)
      throw new Error('roll back')
    })
    .catch(() => {})
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_notify('test_channel', ${JSON.stringify({ familyId: 'f1' })})`)
    await tx.execute(sql`SELECT pg_notify('test_channel', 'second')`)
  })
  await vi.waitFor(() => expect(heard).toEqual(['{"familyId":"f1"}', 'second']), { timeout: 5_000, interval: 20 })
  expect(elsewhere).toEqual([])
})
