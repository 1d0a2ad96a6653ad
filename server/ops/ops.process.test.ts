/**
 * The real server process as an operator sees it: a data directory it cannot write stops it at
 * once with the directory and the fix named (not PGlite's `errno: 51` or "failed to initialize");
 * a running one writes a JSON line per request and answers /api/metrics to its token, with the
 * pool size it was given.
 *
 * The tests run as root, who may write anywhere whatever the permission bits: the read-only cases
 * start the server as `nobody` (uid 65534) then.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { runServerToExit, spawnServer } from '../test/spawn-server'
import { createPostgresDatabase, testBackend } from '../test/test-db'
import { parseExposition, sampleValue } from './exposition.fixtures'

vi.setConfig({ testTimeout: 120_000 })

const NOBODY = { uid: 65534, gid: 65534 }
const isRoot = process.getuid?.() === 0
let dir: string
const base = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', STATIC_DIR: path.join(dir, 'no-dist'), SEED: 'none', LOG_LEVEL: 'info' })

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-process-'))
  fs.chmodSync(dir, 0o755) // nobody must reach the directories below
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

test('a DATA_DIR under a file: the server exits at once, naming the directory and what to do', async () => {
  const file = path.join(dir, 'not-a-dir')
  fs.writeFileSync(file, '')
  const { code, output } = await runServerToExit(base(path.join(file, 'data')))
  expect(code).toBe(1)
  expect(output).toContain(`the data directory ${path.join(file, 'data')} cannot be a directory: a file is in the way on its path (ENOTDIR); point DATA_DIR at a directory`)
  expect(output).not.toContain('listening on')
})

test('a read-only DATA_DIR: the server exits at once, naming the directory, its user and what to do', async () => {
  const dataDir = path.join(dir, 'read-only')
  fs.mkdirSync(dataDir, { mode: 0o555 })
  fs.chmodSync(dataDir, 0o555)
  const { code, output } = await runServerToExit(base(dataDir), 60_000, isRoot ? NOBODY : undefined)
  expect(code).toBe(1)
  expect(output).toMatch(new RegExp(`the data directory ${dataDir} is read-only for this server's user \\(uid \\d+\\) \\(EACCES\\): give that user write access to it`))
})

test("an embedded database with a file this user cannot write: named before PGlite's opaque failure", async () => {
  const dataDir = path.join(dir, 'restored')
  const file = path.join(dataDir, 'pg', 'base', '1', '1259')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, 'a table of the database')
  fs.chmodSync(file, 0o444)
  for (const d of [dataDir, path.join(dataDir, 'pg'), path.join(dataDir, 'pg', 'base'), path.dirname(file)])
    fs.chownSync(d, isRoot ? NOBODY.uid : process.getuid!(), isRoot ? NOBODY.gid : process.getgid!())
  const { code, output } = await runServerToExit(base(dataDir), 60_000, isRoot ? NOBODY : undefined)
  expect(code).toBe(1)
  expect(output).toContain(`the embedded database's file ${file} is read-only for this server's user`)
})

test('a running server logs one JSON line per request and answers /api/metrics to its token, with its pool size', async () => {
  const env: Record<string, string> = { ...base(path.join(dir, 'running')), METRICS_TOKEN: 'process-metrics-token-0123456789', DB_POOL_MAX: '3' }
  let drop: (() => Promise<void>) | undefined
  if (testBackend() === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    env.DATABASE_URL = created.url
    drop = created.drop
  }
  const server = await spawnServer(env)
  try {
    const res = await fetch(`${server.url}/api/stores/jnb?secret=amina`, { headers: { 'x-request-id': 'lb-7' } })
    expect(res.status).toBe(404)
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401)
    const metrics = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } })
    const samples = parseExposition(await metrics.text())
    expect(sampleValue(samples, 'db_pool_max_connections')).toBe(testBackend() === 'postgres' ? 3 : 1)
    expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/api/stores/:id', status_class: '4xx' })).toBe(1)

    await vi.waitFor(() => expect(server.output()).toMatch(/"route":"\/api\/metrics","status":200/))
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const requests = lines.filter((l) => l.msg === 'request')
    expect(requests.map((l) => [l.route, l.status])).toEqual([
      ['/api/stores/:id', 404],
      ['/api/metrics', 401],
      ['/api/metrics', 200],
    ])
    expect(requests[0]).toMatchObject({ level: 'info', method: 'GET', requestId: res.headers.get('x-request-id'), clientRequestId: 'lb-7', address: '127.0.0.0/24' })
    expect(server.output()).not.toMatch(/secret=amina|\/api\/stores\/jnb/)
    // Every line the server wrote is JSON.
    expect(server.output().trim().split('\n').length).toBe(lines.length)
  } finally {
    await server.stop()
    await drop?.()
  }
})
