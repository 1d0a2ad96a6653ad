/**
 * SIGTERM drains (server/lib/lifecycle.ts): the requests in flight get their answers, the process
 * stops accepting, then exits 0; past SHUTDOWN_TIMEOUT_MS it cuts what is left and still exits 0.
 *
 * The requests are held in flight for real: shoppers' profile updates (PUT /api/auth/user/me)
 * wait on their account's row, which the test locks through its own connection, as a long
 * transaction of another process would.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'
import { signUp } from './cluster-kit'
import type { RunningServer } from '../test/spawn-server'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeCluster('SIGTERM with requests in flight', () => {
  let cluster: Cluster
  let locker: pg.Client
  beforeAll(async () => {
    cluster = await startCluster(0)
    locker = new pg.Client({ connectionString: cluster.databaseUrl })
    await locker.connect()
  })
  afterAll(async () => {
    await locker?.end()
    await cluster?.close()
  })

  /** Locks the account's row and fires `count` profile updates, which wait on it; resolves once they are queued at the database. */
  async function holdUpdates(server: RunningServer, count: number) {
    const { token, userId } = await signUp(server)
    await locker.query('BEGIN')
    await locker.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId])
    const answers = Array.from({ length: count }, (_, i) =>
      fetch(`${server.url}/api/auth/user/me`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ bio: `update ${i}` }) }).then(
        (res) => res.status,
        (error: Error) => `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`,
      ),
    )
    await vi.waitFor(
      async () => {
        const { rows } = await locker.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")
        expect(rows[0]!.n).toBeGreaterThan(0)
      },
      { timeout: 20_000, interval: 50 },
    )
    await sleep(1_000) // the rest reach the server and wait for a connection of its pool
    return answers
  }

  const exitOf = (server: RunningServer) =>
    new Promise<number | null>((resolve) => (server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', (code) => resolve(code))))

  test('every request in flight at SIGTERM is answered, no new connection is taken, and the process exits 0', async () => {
    const server = await cluster.start()
    const answers = await holdUpdates(server, 48)
    const exited = exitOf(server)
    server.child.kill('SIGTERM')
    await vi.waitFor(() => expect(server.output()).toMatch(/SIGTERM/), { timeout: 10_000 })
    const refused = await fetch(`${server.url}/api/health`).then(
      (res) => res.status,
      (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code,
    )
    expect(refused).toBe('ECONNREFUSED')
    await sleep(1_000)
    await locker.query('COMMIT')
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 48 }, () => 200))
    expect(await exited).toBe(0)
    expect(server.output()).toMatch(/SIGTERM: draining 48 requests/)
    expect(server.output()).toMatch(/drained in \d+ ms/)
  })

  test('past SHUTDOWN_TIMEOUT_MS the requests left are cut and the process still exits 0', async () => {
    const server = await cluster.start({ SHUTDOWN_TIMEOUT_MS: '1000' })
    const answers = await holdUpdates(server, 6)
    const exited = exitOf(server)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    try {
      expect(await exited).toBe(0)
      expect(Date.now() - signalled).toBeLessThan(8_000)
      expect(server.output()).toMatch(/deadline passed, 6 requests cut/)
      for (const answer of await Promise.all(answers)) expect(answer).not.toBe(200)
    } finally {
      await locker.query('ROLLBACK')
    }
  })
})
