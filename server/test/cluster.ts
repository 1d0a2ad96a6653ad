/**
 * Several real server processes (server/main.ts) on one fresh PostgreSQL database: what a shop
 * that outgrew one machine runs behind a load balancer. Used by the multi-process suites
 * (server/cluster/*.process.test.ts) and the bench.
 *
 * Only on PostgreSQL: the embedded database serves one process (server.lock). In the PGlite pass
 * the suites are skipped with a printed reason; `npm test` runs them in its PostgreSQL pass.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe } from 'vitest'
import { spawnServer, type RunningServer } from './spawn-server'
import { createPostgresDatabase, testBackend } from './test-db'

export interface Cluster {
  /** The database every process shares (postgres://…). */
  databaseUrl: string
  /** The environment each process was started with (DATABASE_URL, DATA_DIR, …). */
  env: Record<string, string>
  servers: RunningServer[]
  /** One more process on the same database; `env` is added to the cluster's. */
  start(env?: Record<string, string>): Promise<RunningServer>
  /** Stops every process still running (SIGTERM, then SIGKILL after 10 s) and drops the database. */
  close(): Promise<void>
}

export const CLUSTER_SKIP_REASON = 'multi-process tests need PostgreSQL (TEST_DATABASE_URL): they run in the PostgreSQL pass of npm test'

/**
 * `describe` on PostgreSQL; elsewhere, or when `missing` names something the suite needs (a
 * build), a skipped suite that prints why, once. The only skip of the multi-process suites.
 */
export function describeCluster(name: string, body: () => void, missing: string | null = null): void {
  const reason = testBackend() !== 'postgres' ? CLUSTER_SKIP_REASON : missing
  if (reason === null) {
    describe(name, body)
    return
  }
  console.info(`SKIPPED "${name}": ${reason}`)
  describe.skip(name, body)
}

/**
 * Starts `count` processes on a new database (one after the other, so the first migrates and
 * seeds, unless `together` asks for all at once). Each has its own DATA_DIR (mail, AUTH_SECRET
 * file) so that nothing is shared through the disk: only through PostgreSQL.
 */
export async function startCluster(count: number, env: Record<string, string> = {}, options: { together?: boolean } = {}): Promise<Cluster> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error(CLUSTER_SKIP_REASON)
  const created = await createPostgresDatabase(serverUrl)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'))
  const base: Record<string, string> = {
    DATABASE_URL: created.url,
    STATIC_DIR: path.join(root, 'no-dist'),
    FIRST_PAINT: 'false',
    LOG_LEVEL: 'info',
    CATALOG_ADMIN_TOKEN: 'cluster-test-operator-token-0123',
    ...env,
  }
  const servers: RunningServer[] = []
  let n = 0
  const cluster: Cluster = {
    databaseUrl: created.url,
    env: base,
    servers,
    async start(extra = {}) {
      const dataDir = path.join(root, `p${n++}`)
      fs.mkdirSync(dataDir, { recursive: true })
      const server = await spawnServer({ DATA_DIR: dataDir, ...base, ...extra })
      servers.push(server)
      return server
    },
    async close() {
      await Promise.all(
        servers.map(async (s) => {
          const timer = setTimeout(() => s.child.kill('SIGKILL'), 10_000)
          await s.stop('SIGTERM').catch(() => {})
          clearTimeout(timer)
        }),
      )
      await created.drop()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
  try {
    if (options.together) await Promise.all(Array.from({ length: count }, () => cluster.start()))
    else for (let i = 0; i < count; i++) await cluster.start()
  } catch (error) {
    await cluster.close()
    throw error
  }
  return cluster
}
