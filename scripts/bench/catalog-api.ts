/**
 * The catalog API budget (issue 5) as scripts/bench-api.ts measures it — `GET
 * /api/farm/produces?perPage=24` over 50 000 produces vs `GET /api/auth/ping` of the same server,
 * 50 connections, autocannon in its own process, on PGlite and PostgreSQL — run here with
 * `--rounds N` and turned into figures: per backend, the median over the rounds of the ratio, the
 * produce list's req/s and p99, and its errors. That script is the catalog engineer's and is called
 * as it is; its table is parsed.
 *
 *   npx tsx scripts/bench/catalog-api.ts [--runs 3] [--quick] [--backend both|pglite|postgres]
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { benchArgs, DEFAULT_PG, fromSamples, log, report, ROOT, skipped, type Figure } from './lib'

const args = benchArgs({ backend: { type: 'string', default: 'both' }, pg: { type: 'string', default: DEFAULT_PG } })

interface Row {
  backend: string
  endpoint: string
  rps: number
  p50: number
  p99: number
  errors: number
}

function benchApi(): Promise<{ rows: Row[]; skippedBackends: Map<string, string>; out: string }> {
  const argv = ['--import', 'tsx', path.join(ROOT, 'scripts/bench-api.ts'), '--backend', args.backend!, '--pg', args.pg!, '--rounds', String(args.runs)]
  if (args.quick) argv.push('--duration', '3', '--warmup', '1')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString()
      for (const line of c.toString().split('\n')) if (/: (server ready|round \d+)/.test(line)) log(`catalog API: ${line.trim()}`)
    })
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30 * 60_000)
    child.on('error', reject)
    child.on('exit', () => {
      clearTimeout(timer)
      const rows: Row[] = []
      const skippedBackends = new Map<string, string>()
      for (const line of out.split('\n')) {
        const skip = /^(pglite|postgres)\s+skipped: (.*)$/.exec(line.trim())
        if (skip) skippedBackends.set(skip[1]!, skip[2]!)
        const m = /^(pglite|postgres)(?: #\d+)?\s+GET (\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/.exec(line.trim())
        if (m) rows.push({ backend: m[1]!, endpoint: m[2]!, rps: Number(m[3]), p50: Number(m[4]), p99: Number(m[5]), errors: Number(m[6]) })
      }
      if (!rows.length && !skippedBackends.size) return reject(new Error(`scripts/bench-api.ts printed no table:\n${out.slice(-3000)}`))
      resolve({ rows, skippedBackends, out })
    })
  })
}

async function main() {
  log(`catalog API: scripts/bench-api.ts --rounds ${args.runs} (seeding 50 000 produces per backend takes a while)`)
  const { rows, skippedBackends } = await benchApi()
  const figures: Figure[] = []
  for (const backend of ['pglite', 'postgres']) {
    if (args.backend !== 'both' && args.backend !== backend) continue
    const group = `Catalog API, ${backend} (50 000 produces, 50 connections, autocannon)`
    const reason = skippedBackends.get(backend)
    if (reason) {
      figures.push(skipped(group, 'all figures', reason))
      continue
    }
    const ping = rows.filter((r) => r.backend === backend && r.endpoint.includes('/auth/ping'))
    const list = rows.filter((r) => r.backend === backend && r.endpoint.includes('/farm/produces'))
    if (!list.length || list.length !== ping.length) {
      figures.push(skipped(group, 'all figures', 'scripts/bench-api.ts gave no complete round'))
      continue
    }
    figures.push(
      fromSamples(
        { group, name: 'produces?perPage=24 ÷ ping throughput', unit: 'ratio', budget: { op: '>=', limit: 0.5 } },
        list.map((r, i) => r.rps / ping[i]!.rps),
        2,
      ),
      fromSamples(
        { group, name: 'GET /api/farm/produces?perPage=24', unit: 'req/s' },
        list.map((r) => r.rps),
      ),
      fromSamples(
        { group, name: 'GET /api/auth/ping', unit: 'req/s' },
        ping.map((r) => r.rps),
      ),
      fromSamples(
        { group, name: 'produces?perPage=24 p99', unit: 'ms', budget: { op: '<=', limit: 25 } },
        list.map((r) => r.p99),
      ),
      fromSamples(
        { group, name: 'produces?perPage=24 errors', unit: 'count', budget: { op: '<=', limit: 0 } },
        list.map((r) => r.errors),
      ),
    )
  }
  report(args.out, figures)
}

await main()
