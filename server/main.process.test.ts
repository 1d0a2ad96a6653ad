/**
 * The real server process (server/main.ts) on the backend under test: it starts, migrates, seeds
 * once, keeps data across a restart, and (embedded database) refuses a second server on the
 * same DATA_DIR.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { runServerToExit, spawnServer, type RunningServer } from './test/spawn-server'
import { createPostgresDatabase, testBackend } from './test/test-db'

// Each test starts real server processes (migrations, seed): give them room on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 })

let dataDir: string
let env: Record<string, string>
let dropDatabase: (() => Promise<void>) | undefined
const running: RunningServer[] = []

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'))
  env = { DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'info', CATALOG_ADMIN_TOKEN: 'process-test-operator-token-0123' }
  if (testBackend() === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    env.DATABASE_URL = created.url
    dropDatabase = created.drop
  }
})

afterAll(async () => {
  for (const server of running) await server.stop()
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function start() {
  const server = await spawnServer(env)
  running.push(server)
  return server
}

const api = async (server: RunningServer, p: string, init?: RequestInit) => {
  const res = await fetch(server.url + p, init)
  return { status: res.status, body: (await res.json()) as { data: unknown; meta?: { total: number } } }
}

test('the server seeds on first start, keeps data across a restart, and seeds nothing twice', async () => {
  const first = await start()
  expect(first.output()).toMatch(testBackend() === 'postgres' ? /database: PostgreSQL at postgres:\/\// : /database: embedded PostgreSQL \(PGlite\)/)
  expect(first.output()).toMatch(/seed: loaded 6 stores, 60 farmers, 600 produces, 20 offers/)

  const created = await api(first, '/api/locations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer process-test-operator-token-0123' },
    body: JSON.stringify({ storeId: 'jnb', name: 'Melville Koppies gate', kind: 'pickup', address: '3rd Avenue, Melville', deliveryFee: 0 }),
  })
  expect(created.status).toBe(201)
  const id = (created.body.data as { id: string }).id
  const farmersBefore = (await api(first, '/api/farm/farmers?perPage=1')).body.meta!.total
  expect(await first.stop('SIGTERM')).toBe(0)

  const second = await start()
  expect(second.output()).toMatch(/seed: catalog already present, nothing added/)
  const kept = await api(second, `/api/locations/${id}`)
  expect(kept.status).toBe(200)
  expect(kept.body.data).toMatchObject({ name: 'Melville Koppies gate' })
  expect((await api(second, '/api/farm/farmers?perPage=1')).body.meta!.total).toBe(farmersBefore)
  await second.stop()
})

test.runIf(testBackend() === 'pglite')('a second server on the same DATA_DIR is refused with a clear message', async () => {
  const owner = await start()
  const refused = await runServerToExit(env)
  expect(refused.code).toBe(3)
  expect(refused.output).toContain('already using the data directory')
  expect(refused.output).toContain(`pid ${owner.child.pid}`)
  // The running server is unharmed.
  expect((await api(owner, '/api/auth/ping')).status).toBe(200)
  await owner.stop()
})

test.runIf(testBackend() === 'pglite')('a lock left by a killed server does not block the next start', async () => {
  const killed = await start()
  await killed.stop('SIGKILL')
  expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true)
  const next = await start()
  expect((await api(next, '/api/auth/ping')).status).toBe(200)
  await next.stop()
})
