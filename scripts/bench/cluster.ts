/**
 * Catalog throughput of one server process against two on one PostgreSQL database (issue 27),
 * measured in the same run on the same machine, alternating, and what it says of more cores.
 *
 * Two server processes (server/main.ts) on one fresh database with the farm seed. Load: two
 * autocannon processes of 25 connections each on `GET /api/farm/produces?perPage=24&page=N`
 * (page 1 for the first loader, 2 for the second: cached pages), 10 s per configuration after a warm-up:
 *   - one process:   both loaders on process A;
 *   - two processes: one loader on A, one on B (what a round-robin load balancer does).
 * The same two loaders in every configuration, so the load generator's own CPU is the same.
 * Each server's CPU per request is read from /proc. Figures: the medians over the rounds.
 *
 * On 2 cores two processes cannot double anything: the loaders take about a core themselves
 * (pinning the server to one core and the loaders to the other was tried: the loaders were then
 * the limit, 4 795 req/s at 65 µs of server CPU a request). So the figure for more cores is a
 * model (decision 011): a process with a core of its own serves 1 / (its CPU per request), and
 * N such processes N times that, while PostgreSQL is not the limit: these pages come from each
 * process's page cache, the database asked only for the catalog version (one tiny query a burst).
 *
 *   npx tsx scripts/bench/cluster.ts [--runs 3] [--quick]
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, type RunningServer } from '../../server/test/spawn-server'
import { createPostgresDatabase } from '../../server/test/test-db'
import { benchArgs, DEFAULT_PG, fromSamples, log, postgresUnavailable, report, runJsonProcess, skipped, within, type Figure } from './lib'

const args = benchArgs({ pg: { type: 'string', default: DEFAULT_PG } })
const SECONDS = args.quick ? 3 : 10
const WARMUP = args.quick ? 1 : 2
const CONNECTIONS_PER_LOADER = 25
const GROUP = 'Many processes on one PostgreSQL (catalog list, 2 loaders × 25 connections)'
const autocannonBin = createRequire(import.meta.url).resolve('autocannon')
const cores = os.availableParallelism()
/** utime + stime in seconds (USER_HZ is 100 on Linux). */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

interface Loaded {
  requests: number
  errors: number
  p99: number
}

/** autocannon in its own process. */
async function loader(url: string, seconds: number): Promise<Loaded> {
  const r = await runJsonProcess<{ requests: { total: number }; latency: { p99: number }; errors: number; timeouts: number; non2xx: number }>(
    [autocannonBin, '-c', String(CONNECTIONS_PER_LOADER), '-d', String(seconds), '-j', '-n', url],
    'autocannon',
  )
  return { requests: r.requests.total, errors: r.errors + r.timeouts + r.non2xx, p99: r.latency.p99 }
}

interface Measured {
  rps: number
  p99: number
  errors: number
  /** Server CPU (all processes) per request, µs. */
  cpuUs: number
}

/** Both loaders at once, each on its target; the servers' CPU read around it. */
async function measure(targets: [RunningServer, RunningServer], servers: RunningServer[], seconds = SECONDS): Promise<Measured> {
  const page = (i: number) => `/api/farm/produces?perPage=24&page=${i}`
  const before = servers.map((s) => cpuOf(s.child.pid!))
  const results = await Promise.all(targets.map((t, i) => loader(t.url + page(1 + i), seconds)))
  const after = servers.map((s) => cpuOf(s.child.pid!))
  const requests = results.reduce((n, r) => n + r.requests, 0)
  const cpu = after.reduce((n, a, i) => n + a - before[i]!, 0)
  return {
    rps: requests / seconds,
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
    cpuUs: requests ? (cpu * 1e6) / requests : 0,
  }
}

async function main() {
  const unavailable = await postgresUnavailable(args.pg)
  if (unavailable) {
    report(args.out, [skipped(GROUP, 'all figures', unavailable)])
    return
  }
  const created = await createPostgresDatabase(args.pg!)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-cluster-bench-'))
  const servers: RunningServer[] = []
  try {
    for (const name of ['a', 'b']) {
      fs.mkdirSync(path.join(root, name))
      servers.push(
        await spawnServer(
          {
            DATA_DIR: path.join(root, name),
            DATABASE_URL: created.url,
            STATIC_DIR: path.join(root, 'no-site'),
            FIRST_PAINT: 'false',
            SEED: 'farm',
            SMTP_URL: '',
            LOG_LEVEL: 'info',
            REQUEST_LOG: 'false',
          },
          240_000,
        ),
      )
    }
    const [a, b] = servers as [RunningServer, RunningServer]
    log(`cluster: two processes on one PostgreSQL database; ${cores} cores`)
    await measure([a, b], servers, WARMUP)
    await measure([a, a], servers, WARMUP)
    const one: Measured[] = []
    const two: Measured[] = []
    for (let round = 1; round <= args.runs; round++) {
      // Alternating, so that a change of the machine's load falls on both.
      const order = round % 2 ? ['one', 'two'] : ['two', 'one']
      for (const which of order) {
        const m = await within(SECONDS * 1000 + 30_000, `cluster ${which}`, () => measure(which === 'one' ? [a, a] : [a, b], servers))
        ;(which === 'one' ? one : two).push(m)
        log(`cluster: round ${round}, ${which} process${which === 'one' ? '' : 'es'}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.cpuUs.toFixed(0)} µs CPU/request, ${m.errors} errors`)
      }
    }
    const ratios = two.map((t, i) => t.rps / one[i]!.rps)
    const figures: Figure[] = [
      fromSamples(
        { group: GROUP, name: 'one process', unit: 'req/s' },
        one.map((m) => m.rps),
      ),
      fromSamples(
        { group: GROUP, name: 'two processes', unit: 'req/s' },
        two.map((m) => m.rps),
      ),
      fromSamples({ group: GROUP, name: 'two ÷ one (same run, alternating)', unit: 'ratio', note: `${cores} cores shared by the servers and the loaders` }, ratios, 2),
      fromSamples(
        { group: GROUP, name: 'server CPU per request, one process', unit: '', note: 'µs' },
        one.map((m) => m.cpuUs),
      ),
      fromSamples(
        { group: GROUP, name: 'server CPU per request, two processes', unit: '', note: 'µs' },
        two.map((m) => m.cpuUs),
      ),
      fromSamples(
        { group: GROUP, name: 'p99, two processes', unit: 'ms' },
        two.map((m) => m.p99),
      ),
      fromSamples(
        { group: GROUP, name: 'errors, both configurations', unit: 'count', budget: { op: '<=', limit: 0 } },
        one.map((m, i) => m.errors + two[i]!.errors),
      ),
    ]
    const perCore = one.map((m) => 1e6 / m.cpuUs)
    figures.push(
      fromSamples({ group: GROUP, name: 'one process with a core of its own (1 ÷ CPU per request)', unit: 'req/s', note: 'model, decision 011' }, perCore),
      fromSamples(
        { group: GROUP, name: 'projected: 4 processes on 4 free cores', unit: 'req/s', note: 'model: 4 × the line above, while PostgreSQL is not the limit (decision 011)' },
        perCore.map((r) => 4 * r),
      ),
    )
    report(args.out, figures)
  } finally {
    for (const s of servers) await s.stop().catch(() => {})
    await created.drop().catch(() => {})
    fs.rmSync(root, { recursive: true, force: true })
  }
}

await main()
