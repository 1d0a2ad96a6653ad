/**
 * The session cache of one process and the revocations of another (./sessions.ts): two session
 * stores on one database, each with its own notifications (its own listening connection on
 * PostgreSQL), stand for two server processes. Over real processes: server/cluster/revocation.process.test.ts.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createNotifications, type Notifications } from '../db/notifications'
import type { Logger } from '../lib/log'
import { DEFAULT_SESSION_TIMINGS } from './auth-config'
import { createAuthKeys } from './auth-crypto'
import { createAuthTestApp, type AuthTestApp } from './auth-test-kit'
import { createSessionStore, type SessionStore } from './sessions'

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }
let t: AuthTestApp
const hubs: Notifications[] = []

/** A session store as a server process has it, once its listening connection is in place. */
async function processStore(): Promise<SessionStore> {
  const notifications = createNotifications(t.db, silent)
  hubs.push(notifications)
  const store = createSessionStore(t.db, createAuthKeys('a-test-secret-of-enough-length-0123456789'), DEFAULT_SESSION_TIMINGS, t.clock.now, undefined, notifications)
  // A probe channel listened on after the store's: once it hears, the store's LISTEN went before it.
  const probe = `probe_${hubs.length}`
  const heard: string[] = []
  notifications.listen(probe, { message: (payload) => heard.push(payload) })
  let sent = 0
  await vi.waitFor(
    async () => {
      await t.db.execute(sql`SELECT pg_notify(${probe}, ${String(++sent)})`)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(heard).toContain(String(sent))
    },
    { timeout: 5_000, interval: 20 },
  )
  return store
}

beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.close()))
  await t.close()
})

test("another process's revocation evicts this one's cached session at once, not after the cache's 5 s", async () => {
  const one = await processStore()
  const other = await processStore()
  const shopper = await t.register()
  const laptop = await one.create(shopper.data.user.id)
  const phone = await one.create(shopper.data.user.id)
  for (const token of [laptop.accessToken, phone.accessToken]) expect(await other.authenticate(token)).not.toBeNull() // cached now

  await one.revokeFamily(laptop.familyId)
  await vi.waitFor(async () => expect(await other.authenticate(laptop.accessToken)).toBeNull(), { timeout: 1_000, interval: 10 })
  expect(await other.authenticate(phone.accessToken), 'another family of the same shopper').not.toBeNull()

  await one.revokeUser(shopper.data.user.id)
  await vi.waitFor(async () => expect(await other.authenticate(phone.accessToken)).toBeNull(), { timeout: 1_000, interval: 10 })
})

test("a change of a user's row made through another process (e-mail, roles) is read again by this one at once", async () => {
  const one = await processStore()
  const other = await processStore()
  const shopper = await t.register()
  const session = await one.create(shopper.data.user.id)
  expect((await other.authenticate(session.accessToken))?.user.roles).not.toContain('admin') // cached now

  await t.db.execute(sql`UPDATE users SET roles = array_append(roles, 'admin') WHERE id = ${shopper.data.user.id}`)
  await one.evictUser(shopper.data.user.id)
  await vi.waitFor(async () => expect((await other.authenticate(session.accessToken))?.user.roles).toContain('admin'), { timeout: 1_000, interval: 10 })
  expect(await other.authenticate(session.accessToken), 'the session itself stays').not.toBeNull()
})
