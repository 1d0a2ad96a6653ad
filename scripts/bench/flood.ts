/**
 * The shop keeps serving during a sign-in flood (issue 28): the catalog list's p99 while 500
 * concurrent wrong sign-ins hammer the server from 25 loopback addresses, against its p99 without
 * the flood, in the same run, on PGlite and PostgreSQL. Budget: p99 during the flood ≤ 3 × p99
 * without, and ≤ 100 ms.
 *
 * The real server (server/main.ts, production argon2 cost, the farm seed, request log off as in
 * cluster.ts) on a fresh database. The catalog reader is this process: 4 keep-alive connections
 * asking `GET /api/farm/produces?perPage=24` back to back. The flood is another process (this file
 * with `--role flood`): 500 loops, 20 on each of 127.0.0.2…127.0.0.26, each sending a wrong
 * password for one of 50 names as soon as the previous answer came. The server sees those socket
 * addresses (X-Forwarded-For is only read with TRUST_PROXY, which stays off). Each round measures
 * the reader alone, then with the flood, each for the same time; the figures are the medians over
 * the rounds, with the flood's answers counted by status.
 *
 *   npx tsx scripts/bench/flood.ts [--runs 3] [--quick] [--backend both|pglite|postgres]
 */
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { benchArgs, DEFAULT_PG, fromSamples, log, postgresUnavailable, report, runJsonProcess, skipped, startServer, within, type BenchServer, type Figure } from './lib'

const args = benchArgs({
  backend: { type: 'string', default: 'both' },
  pg: { type: 'string', default: DEFAULT_PG },
  role: { type: 'string', default: 'bench' },
  base: { type: 'string' },
  seconds: { type: 'string' },
})
const SECONDS = args.quick ? 4 : 10
const WARMUP_SECONDS = 2
const READERS = 4
const FLOODERS = 500
const ADDRESSES = Array.from({ length: 25 }, (_, i) => `127.0.0.${i + 2}`)
const CATALOG = '/api/farm/produces?perPage=24'

/** One request on a keep-alive agent; resolves with the status and the time to the last byte. */
function request(agent: http.Agent, base: string, path: string, body?: string): Promise<{ status: number; ms: number }> {
  const url = new URL(path, base)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), accept: 'application/json' } : { accept: 'application/json' },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
      },
    )
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    req.end(body)
  })
}

// ---------------------------------------------------------------- the flood (its own process)

async function flood(base: string, seconds: number) {
  const agents = ADDRESSES.map((localAddress) => new http.Agent({ keepAlive: true, maxSockets: FLOODERS / ADDRESSES.length, localAddress }))
  const statuses: Record<string, number> = {}
  const until = performance.now() + seconds * 1000
  let n = 0
  await Promise.all(
    Array.from({ length: FLOODERS }, async (_, i) => {
      const agent = agents[i % agents.length]!
      while (performance.now() < until) {
        const body = JSON.stringify({ identifier: `flood-${n % 50}`, secret: `wrong guess ${n++}` })
        const { status } = await request(agent, base, '/api/auth/account/authenticate', body)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  for (const agent of agents) agent.destroy()
  process.stdout.write(JSON.stringify(statuses))
}

function startFlood(base: string, seconds: number): Promise<Record<string, number>> {
  return runJsonProcess(['--import', 'tsx', fileURLToPath(import.meta.url), '--role', 'flood', '--base', base, '--seconds', String(seconds)], 'the flood process')
}

// ---------------------------------------------------------------- the reader

interface Read {
  p99: number
  count: number
  errors: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN

async function readCatalog(base: string, seconds: number): Promise<Read> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS })
  const latencies: number[] = []
  let errors = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (performance.now() < until) {
        const { status, ms } = await request(agent, base, CATALOG)
        if (status === 200) latencies.push(ms)
        else errors++
      }
    }),
  )
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { p99: percentile(latencies, 99), count: latencies.length, errors }
}

/** Can this machine send from 127.0.0.2…? (Linux routes all of 127/8 to loopback; others may not.) */
async function loopbackAliasesWork(base: string): Promise<string | null> {
  for (const localAddress of [ADDRESSES[0]!, ADDRESSES.at(-1)!]) {
    const agent = new http.Agent({ localAddress })
    const { status } = await request(agent, base, '/api/auth/ping')
    agent.destroy()
    if (status !== 200) return `cannot send from ${localAddress} on this machine (loopback aliases)`
  }
  return null
}

async function measureBackend(backend: 'pglite' | 'postgres'): Promise<Figure[]> {
  const group = `Sign-in flood, ${backend} (500 concurrent wrong sign-ins from 25 addresses; catalog list read by 4 connections)`
  if (backend === 'postgres') {
    const unavailable = await postgresUnavailable(args.pg)
    if (unavailable) return [skipped(group, 'all figures', unavailable)]
  }
  let server: BenchServer | null = null
  try {
    server = await startServer({ backend, seed: 'farm', pgUrl: args.pg, env: { REQUEST_LOG: 'false', FIRST_PAINT: 'false' } })
    const base = server.url
    const cannot = await loopbackAliasesWork(base)
    if (cannot) return [skipped(group, 'all figures', cannot)]
    await readCatalog(base, WARMUP_SECONDS)
    const quiet: Read[] = []
    const loud: Read[] = []
    const floods: Record<string, number>[] = []
    for (let round = 1; round <= args.runs; round++) {
      const alone = await within(SECONDS * 1000 + 30_000, 'catalog alone', () => readCatalog(base, SECONDS))
      // The flood gets a second's head start, so the reader measures it at full strength.
      const flooding = startFlood(base, SECONDS + 2)
      await new Promise((r) => setTimeout(r, 1000))
      const during = await within(SECONDS * 1000 + 30_000, 'catalog during the flood', () => readCatalog(base, SECONDS))
      const statuses = await within(SECONDS * 1000 + 60_000, 'the flood', () => flooding)
      quiet.push(alone)
      loud.push(during)
      floods.push(statuses)
      const answered = Object.values(statuses).reduce((a, b) => a + b, 0)
      log(
        `flood ${backend}: round ${round}: p99 alone ${alone.p99.toFixed(1)} ms (${alone.count} reads), during ${during.p99.toFixed(1)} ms (${during.count} reads, ${during.errors} errors); ` +
          `flood ${Math.round(answered / (SECONDS + 2))} answers/s ${JSON.stringify(statuses)}`,
      )
    }
    const total = (s: Record<string, number>) => Object.values(s).reduce((a, b) => a + b, 0)
    const share = (s: Record<string, number>, ...codes: string[]) => codes.reduce((a, c) => a + (s[c] ?? 0), 0) / Math.max(1, total(s))
    return [
      fromSamples(
        { group, name: 'catalog p99 without the flood', unit: 'ms' },
        quiet.map((r) => r.p99),
        1,
      ),
      fromSamples(
        { group, name: 'catalog p99 during the flood', unit: 'ms', budget: { op: '<=', limit: 100 } },
        loud.map((r) => r.p99),
        1,
      ),
      fromSamples(
        { group, name: 'p99 during ÷ p99 without (same round)', unit: 'ratio', budget: { op: '<=', limit: 3 } },
        loud.map((r, i) => r.p99 / quiet[i]!.p99),
        2,
      ),
      fromSamples(
        { group, name: 'catalog errors during the flood', unit: 'count', budget: { op: '<=', limit: 0 } },
        loud.map((r) => r.errors),
      ),
      fromSamples(
        { group, name: 'flood answers per second', unit: 'req/s' },
        floods.map((s) => total(s) / (SECONDS + 2)),
      ),
      fromSamples(
        { group, name: 'flood answers refused (429 or 503)', unit: 'ratio', note: 'the rest: 401 after a hash' },
        floods.map((s) => share(s, '429', '503')),
        3,
      ),
    ]
  } catch (error) {
    return [{ ...skipped(group, 'all figures', `could not run: ${(error as Error).message.slice(0, 200)}`) }]
  } finally {
    await server?.stop()
  }
}

async function main() {
  if (args.role === 'flood') {
    await flood(args.base!, Number(args.seconds))
    return
  }
  const figures: Figure[] = []
  for (const backend of ['pglite', 'postgres'] as const) {
    if (args.backend !== 'both' && args.backend !== backend) continue
    log(`flood: ${backend}`)
    figures.push(...(await measureBackend(backend)))
  }
  report(args.out, figures)
}

await main()
