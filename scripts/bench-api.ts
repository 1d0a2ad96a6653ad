/**
 * The catalog API budget (issue 5), measured: `GET /api/farm/produces?perPage=24` over a
 * 50 000-produce catalog must reach at least half the throughput of the same server's
 * `GET /api/auth/ping` in the same run, with p99 ≤ 25 ms, on PGlite and on PostgreSQL.
 *
 * For each backend: start the real server (server/main.ts) in a child process with SEED=large on a
 * fresh DATA_DIR (PostgreSQL: a fresh database, dropped afterwards), check that the produce list
 * answers what it should, then run autocannon in another child process (50 connections, 10 s,
 * after a short warm-up of each URL) against ping and the produce list, and print one table.
 * Exit code 1 when a measured backend misses the budget; a PostgreSQL that does not answer is
 * skipped with the reason.
 *
 *   npx tsx scripts/bench-api.ts [--duration 10] [--connections 50] [--produces 50000]
 *                                [--backend both|pglite|postgres] [--pg postgres://…] [--rounds 1]
 *
 * `--rounds N` measures the ping/produces pair N times on the same server (each round is judged
 * on its own): on a machine shared with other work, one round can be unlucky.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { spawnServer, type RunningServer } from '../server/test/spawn-server'
import { createPostgresDatabase } from '../server/test/test-db'

const BUDGET = { ratio: 0.5, p99Ms: 25 }
const PING = '/api/auth/ping'
const PRODUCES = '/api/farm/produces?perPage=24'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    produces: { type: 'string', default: '50000' },
    backend: { type: 'string', default: 'both' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
})
const duration = Number(args.duration)
const warmup = Number(args.warmup)
const connections = Number(args.connections)
const produceCount = Number(args.produces)
const rounds = Math.max(1, Number(args.rounds))
const autocannonBin = createRequire(import.meta.url).resolve('autocannon')

interface Measured {
  rps: number
  p50: number
  p99: number
  errors: number
  /** Server CPU (user + system) per request, µs: unlike req/s, hardly moved by other work on the machine. */
  cpuUs: number | null
}

interface Row {
  backend: string
  round?: number
  /** 1-minute load average when the round ended. */
  load?: number
  ping?: Measured
  produces?: Measured
  skipped?: string
  seedSeconds?: number
}

/** CPU seconds a process has used (Linux /proc), or null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime + stime, in USER_HZ ticks
  } catch {
    return null
  }
}

/** autocannon in its own process, against the server `pid`. */
async function load(url: string, seconds: number, pid: number | undefined): Promise<Measured> {
  const before = cpuSeconds(pid)
  const result = await autocannon(url, seconds)
  const after = cpuSeconds(pid)
  const requests = result.rps * seconds
  return { ...result, cpuUs: before !== null && after !== null && requests > 0 ? ((after - before) * 1e6) / requests : null }
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
function autocannon(url: string, seconds: number): Promise<Omit<Measured, 'cpuUs'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonBin, '-c', String(connections), '-d', String(seconds), '-j', '-n', url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`))
      const r = JSON.parse(out) as {
        requests: { average: number }
        latency: { p50: number; p99: number }
        errors: number
        timeouts: number
        non2xx: number
      }
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx })
    })
  })
}

async function checkAnswers(base: string) {
  const res = await fetch(base + PRODUCES)
  const body = (await res.json()) as { data: unknown[]; meta: { total: number } }
  if (res.status !== 200 || body.data.length !== 24 || body.meta.total < produceCount) {
    throw new Error(`${PRODUCES} answered ${res.status} with ${body.data?.length} rows of ${body.meta?.total}; expected 24 of ${produceCount}`)
  }
  const ping = await fetch(base + PING)
  if (ping.status !== 200) throw new Error(`${PING} answered ${ping.status}`)
}

async function measure(backend: string, env: Record<string, string>): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-bench-'))
  let server: RunningServer | null = null
  try {
    const started = performance.now()
    server = await spawnServer({ ...env, DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-site'), SEED: 'large', SEED_PRODUCES: String(produceCount), LOG_LEVEL: 'info' }, 300_000)
    const seedSeconds = (performance.now() - started) / 1000
    await checkAnswers(server.url)
    process.stdout.write(`${backend}: server ready in ${seedSeconds.toFixed(1)} s; warming up…\n`)
    await autocannon(server.url + PING, warmup)
    await autocannon(server.url + PRODUCES, warmup)
    const rows: Row[] = []
    for (let round = 1; round <= rounds; round++) {
      const row: Row = { backend, round, seedSeconds }
      process.stdout.write(`${backend}: round ${round}: measuring ${PING} for ${duration} s…\n`)
      row.ping = await load(server.url + PING, duration, server.child.pid)
      process.stdout.write(`${backend}: round ${round}: measuring ${PRODUCES} for ${duration} s…\n`)
      row.produces = await load(server.url + PRODUCES, duration, server.child.pid)
      row.load = os.loadavg()[0]
      rows.push(row)
    }
    return rows
  } finally {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function postgresAnswers(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return null
  } catch (error) {
    return `no PostgreSQL answers at ${url} (${(error as Error).message})`
  } finally {
    await client.end().catch(() => {})
  }
}

function verdict(row: Row): { ratio: number; pass: boolean } | null {
  if (!row.ping || !row.produces) return null
  const ratio = row.produces.rps / row.ping.rps
  return { ratio, pass: ratio >= BUDGET.ratio && row.produces.p99 <= BUDGET.p99Ms && row.produces.errors === 0 }
}

function printTable(rows: Row[]) {
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd([12, 34][i]!) : c.padStart(i === 6 ? 11 : 8))).join(' ')
  console.log(`\nautocannon: ${connections} connections, ${duration} s each, ${produceCount} produces; budget: ratio ≥ ${BUDGET.ratio}, produces p99 ≤ ${BUDGET.p99Ms} ms`)
  console.log(`machine: ${os.cpus().length} cores; "load" is the 1-minute load average after the round (other work on the machine shows in p99)\n`)
  console.log(line(['backend', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'cpu µs/req', 'ratio', 'result', 'load']))
  for (const row of rows) {
    if (row.skipped) {
      console.log(line([row.backend, `skipped: ${row.skipped}`]))
      continue
    }
    const v = verdict(row)!
    const name = rounds > 1 ? `${row.backend} #${row.round}` : row.backend
    const m = (label: string, x: Measured, tail: string[]) =>
      console.log(line([name, label, x.rps.toFixed(0), String(x.p50), String(x.p99), String(x.errors), x.cpuUs === null ? '-' : x.cpuUs.toFixed(0), ...tail]))
    m(`GET ${PING}`, row.ping!, ['', ''])
    m(`GET ${PRODUCES}`, row.produces!, [v.ratio.toFixed(2), v.pass ? 'PASS' : 'FAIL', row.load!.toFixed(1)])
  }
}

async function main() {
  const rows: Row[] = []
  const want = (b: string) => args.backend === 'both' || args.backend === b
  if (want('pglite')) rows.push(...(await measure('pglite', { DATABASE_URL: '' })))
  if (want('postgres')) {
    const reason = await postgresAnswers(args.pg!)
    if (reason) rows.push({ backend: 'postgres', skipped: reason })
    else {
      const db = await createPostgresDatabase(args.pg!)
      try {
        rows.push(...(await measure('postgres', { DATABASE_URL: db.url })))
      } finally {
        await db.drop()
      }
    }
  }
  printTable(rows)
  const failed = rows.some((r) => verdict(r)?.pass === false)
  process.exitCode = failed ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
