/**
 * Memory under a crawl of junk URLs (issue 28's budget: 20 000 distinct junk URLs raise the
 * server's resident memory by at most 30 MB). The real server on a seeded database, started a
 * second time so the seed's own memory is not counted; then 20 000 URLs it has never seen (random
 * searches, long random unknown query parameters: server/test/junk-urls.ts), eight at a time. The
 * figure is the highest of the readings after every 5 000 URLs, each after a full garbage
 * collection (asked through the server's inspector), minus the reading after the warm-up; the
 * peak while the requests flow (uncollected garbage included) is beside it.
 * On PGlite, and on PostgreSQL when one answers.
 *
 *   npx tsx scripts/bench/memory.ts [--runs 1] [--quick]
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { crawlJunkMemory, INSPECTABLE } from '../../server/test/junk-urls'
import { spawnServer } from '../../server/test/spawn-server'
import { createPostgresDatabase } from '../../server/test/test-db'
import { benchArgs, DEFAULT_PG, fromSamples, log, postgresUnavailable, report, skipped, type Figure } from './lib'

const args = benchArgs({ pg: { type: 'string', default: DEFAULT_PG } }, 1)
const COUNT = args.quick ? 10_000 : 20_000
const MB = 1024 * 1024
const GROUP = `Memory (RSS, ${COUNT.toLocaleString('en-US').replace(/,/g, ' ')} distinct junk URLs)`

async function once(backend: 'pglite' | 'postgres'): Promise<{ kept: number; peak: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-bench-memory-'))
  const created = backend === 'postgres' ? await createPostgresDatabase(args.pg!) : null
  const env = { DATA_DIR: dataDir, DATABASE_URL: created?.url ?? '', STATIC_DIR: path.join(dataDir, 'no-site'), SEED: 'farm', SMTP_URL: '', LOG_LEVEL: 'info', REQUEST_LOG: 'false' }
  try {
    await (await spawnServer(env, 240_000)).stop()
    const server = await spawnServer(env, 240_000, INSPECTABLE)
    try {
      const m = await crawlJunkMemory(server, { count: COUNT, checkpointEvery: Math.min(5_000, COUNT) })
      if ([...m.statuses.keys()].some((s) => s !== 200)) throw new Error(`junk URLs answered ${JSON.stringify([...m.statuses])}`)
      return { kept: (Math.max(...m.readings) - m.before) / MB, peak: (m.peak - m.before) / MB }
    } finally {
      await server.stop()
    }
  } finally {
    await created?.drop().catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const figures: Figure[] = []
  for (const backend of ['pglite', 'postgres'] as const) {
    const label = backend === 'pglite' ? 'PGlite' : 'PostgreSQL'
    const why = backend === 'postgres' ? await postgresUnavailable(args.pg) : null
    if (why) {
      figures.push(skipped(GROUP, `RSS kept, ${label}`, why, 'MB', { op: '<=', limit: 30 }))
      continue
    }
    const runs: { kept: number; peak: number }[] = []
    for (let run = 1; run <= args.runs; run++) {
      log(`memory: ${label}, run ${run}/${args.runs} (${COUNT} junk URLs)`)
      runs.push(await once(backend))
    }
    figures.push(
      fromSamples(
        { group: GROUP, name: `RSS kept, ${label}`, unit: 'MB', budget: { op: '<=', limit: 30 } },
        runs.map((r) => r.kept),
        1,
      ),
    )
    figures.push(
      fromSamples(
        { group: GROUP, name: `RSS peak while crawling, ${label}`, unit: 'MB' },
        runs.map((r) => r.peak),
        1,
      ),
    )
  }
  report(args.out, figures)
}

await main()
