/**
 * Starting several processes on one empty PostgreSQL database: the migrations and the seed run
 * once, under the start-up lock (server/db/startup-lock.ts); a process that finds the lock taken
 * (another process migrating) waits for it, says so, then serves.
 */
import pg from 'pg'
import { afterAll, expect, test, vi } from 'vitest'
import { STARTUP_LOCK_KEY } from '../db/startup-lock'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'
import type { RunningServer } from '../test/spawn-server'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 })

const total = async (server: RunningServer, path: string) => ((await (await fetch(`${server.url}${path}?perPage=1`)).json()) as { meta: { total: number } }).meta.total

describeCluster('start-up on one database', () => {
  const clusters: Cluster[] = []
  afterAll(async () => {
    await Promise.all(clusters.map((c) => c.close()))
  })

  test('three processes started together on an empty database all serve a catalog seeded once', async () => {
    const cluster = await startCluster(3, {}, { together: true })
    clusters.push(cluster)
    for (const server of cluster.servers) {
      expect(await total(server, '/api/farm/farmers')).toBe(60)
      expect(await total(server, '/api/farm/produces')).toBe(600)
    }
    const outputs = cluster.servers.map((s) => s.output())
    expect(outputs.filter((o) => /seed: loaded 6 stores, 60 farmers, 600 produces/.test(o))).toHaveLength(1)
    expect(outputs.filter((o) => /seed: catalog already present, nothing added/.test(o))).toHaveLength(2)
  })

  test('a process started while another holds the start-up lock waits, says so, then serves', async () => {
    const cluster = await startCluster(0)
    clusters.push(cluster)
    // Stands for a long migration run by another process: the same lock, held on another connection.
    const migrator = new pg.Client({ connectionString: cluster.databaseUrl })
    await migrator.connect()
    try {
      await migrator.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
      const starting = cluster.start()
      const waiting = async () => {
        const { rows } = await migrator.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        )
        return rows[0]!.n
      }
      await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 60_000, interval: 100 })
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const released = Date.now()
      await migrator.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
      const server = await starting
      expect(Date.now()).toBeGreaterThanOrEqual(released)
      expect(server.output()).toMatch(/waiting for another process to finish the migrations \(advisory lock \d+\)/)
      expect(server.output()).toMatch(/start-up lock taken after \d+ ms, going on/)
      expect(server.output()).toMatch(/seed: loaded 6 stores/)
      expect(server.child.exitCode).toBeNull()
      expect(await total(server, '/api/farm/farmers')).toBe(60)
    } finally {
      await migrator.end()
    }
  })
})
