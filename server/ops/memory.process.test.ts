/**
 * Memory under a crawl of junk URLs (issue 28): 10 000 distinct URLs the server has never seen
 * (random searches, long random unknown query parameters: server/test/junk-urls.ts) raise the real
 * server's resident memory by at most 30 MB, on the embedded database. Every in-process cache a
 * request can add to is bounded in bytes (server/lib/byte-budget.ts), so what such a crawl leaves
 * behind is capped whatever the URLs hold.
 *
 * Resident memory is read from /proc/<pid>/status (VmRSS) after a warm-up of 2 500 junk URLs (the
 * database's, the JIT's and the heap's own growth come first), and again after every 2 500 URLs,
 * each time after a full garbage collection asked through the server's inspector: memory a cache
 * holds only until it empties itself when full still counts. The peak while the requests flow
 * (garbage not yet collected included) is logged beside.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { spawnServer, type RunningServer } from '../test/spawn-server'
import { crawlJunkMemory, INSPECTABLE } from '../test/junk-urls'

vi.setConfig({ testTimeout: 900_000, hookTimeout: 300_000 })

const MB = 1024 * 1024
let dir: string
let server: RunningServer

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-process-'))
  const env = { DATA_DIR: dir, DATABASE_URL: '', SMTP_URL: '', STATIC_DIR: path.join(dir, 'no-dist'), SEED: 'farm', LOG_LEVEL: 'info', REQUEST_LOG: 'false' }
  // Seeded by a first start: the memory the seed took is not the crawl's.
  await (await spawnServer(env, 240_000)).stop()
  server = await spawnServer(env, 240_000, INSPECTABLE)
})
afterAll(async () => {
  await server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

// 10 000 here, after a warm-up of 2 500, read every 2 500: half the crawl's requests of the bench's
// 20 000 (`npm run bench -- --only=memory`, issue 28's figure), which were ~200 s of each test pass
// on two cores (decision 052). The fault it guards against took 150 MB in 8 000.
test('10 000 distinct junk URLs raise the server’s resident memory by at most 30 MB', async () => {
  const { before, readings, peak, statuses } = await crawlJunkMemory(server, { count: 10_000, checkpointEvery: 2_500 })
  expect([...statuses.keys()]).toEqual([200])
  const mb = (bytes: number) => `${((bytes - before) / MB).toFixed(1)} MB`
  console.info(`memory: RSS ${(before / MB).toFixed(0)} MB before; after each 2 500 junk URLs ${readings.map(mb).join(', ')}; peak ${mb(peak)}`)
  // Every reading, not only the last: a cache emptied when full would hide what it held before.
  expect(Math.max(...readings) - before).toBeLessThanOrEqual(30 * MB)
})
