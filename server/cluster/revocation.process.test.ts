/**
 * A session ended through one process is refused by every other within a second (issue 27,
 * item 7): the revocation is notified on commit (LISTEN/NOTIFY, server/db/notifications.ts) and
 * each process evicts its cached answer, instead of trusting it for the cache's 5 s.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import pg from 'pg'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'
import type { RunningServer } from '../test/spawn-server'
import { call, CLUSTER_AUTH_SECRET, signIn, signUp } from './cluster-kit'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 })

/** The time from the revocation's answer until `server` refuses the token (401), checked every 20 ms for up to 8 s. */
async function refusedAfter(server: RunningServer, token: string, since: number): Promise<number> {
  for (;;) {
    const answer = await call(server, 'GET', '/api/auth/user/me', { token })
    if (answer.status === 401) return Date.now() - since
    expect(answer.status).toBe(200)
    if (Date.now() - since > 8_000) return Number.POSITIVE_INFINITY
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describeCluster('revocation across processes', () => {
  let cluster: Cluster
  let a: RunningServer
  let b: RunningServer
  beforeAll(async () => {
    cluster = await startCluster(2, { AUTH_SECRET: CLUSTER_AUTH_SECRET })
    ;[a, b] = cluster.servers as [RunningServer, RunningServer]
  })
  afterAll(async () => {
    await cluster?.close()
  })

  test('a shopper who signs out on one process is refused by the other within a second', async () => {
    const shopper = await signUp(a)
    const token = await signIn(a, shopper.identifier, shopper.secret)
    // Used on B: B now holds the session in its cache.
    expect((await call(b, 'GET', '/api/auth/user/me', { token })).status).toBe(200)
    expect((await call(b, 'GET', '/api/auth/user/me', { token })).status).toBe(200)

    const logout = await call(a, 'DELETE', '/api/auth/session/logout', { token })
    expect(logout.status).toBe(200)
    const ms = await refusedAfter(b, token, Date.now())
    console.info(`revocation reached the other process after ${ms} ms`)
    expect(ms).toBeLessThanOrEqual(1_000)
    expect((await call(a, 'GET', '/api/auth/user/me', { token })).status).toBe(401)
  })

  test('signing out everywhere on one process ends every session of the shopper on the other within a second', async () => {
    const shopper = await signUp(b)
    const phone = await signIn(b, shopper.identifier, shopper.secret)
    const laptop = await signIn(a, shopper.identifier, shopper.secret)
    for (const token of [phone, laptop, shopper.token]) expect((await call(b, 'GET', '/api/auth/user/me', { token })).status).toBe(200)

    expect((await call(a, 'DELETE', '/api/auth/session/logout?all=true', { token: laptop })).status).toBe(200)
    const since = Date.now()
    const times = await Promise.all([phone, shopper.token].map((token) => refusedAfter(b, token, since)))
    expect(Math.max(...times)).toBeLessThanOrEqual(1_000)
  })

  test('a process whose listening connection is cut listens again, and revocations reach it within a second again', async () => {
    const admin = new pg.Client({ connectionString: cluster.databaseUrl })
    await admin.connect()
    try {
      // Every process's listening connection (one each): cut them all, as a PostgreSQL restart would.
      const cut = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`)
      expect(cut.rowCount).toBe(cluster.servers.length)
    } finally {
      await admin.end()
    }
    await vi.waitFor(() => expect(b.output()).toMatch(/notifications: listening to PostgreSQL again/), { timeout: 5_000, interval: 50 })
    expect(b.output()).toMatch(/notifications: the listening connection to PostgreSQL is lost \(57P01\)/)

    const shopper = await signUp(a)
    expect((await call(b, 'GET', '/api/auth/user/me', { token: shopper.token })).status).toBe(200)
    expect((await call(a, 'DELETE', '/api/auth/session/logout', { token: shopper.token })).status).toBe(200)
    expect(await refusedAfter(b, shopper.token, Date.now())).toBeLessThanOrEqual(1_000)
  })
})
