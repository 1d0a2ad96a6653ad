/**
 * Login latency (issue 6's budget, p95 ≤ 300 ms), measured by server/auth/bench-login.ts (production
 * argon2id cost, HTTP on 127.0.0.1, 4 shoppers, concurrency 4), run several times in its own
 * process; the figure is the median of the runs' p95 (p50 beside it).
 *
 *   npx tsx scripts/bench/login.ts [--runs 3] [--quick]
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { benchArgs, fromSamples, log, report, ROOT, type Figure } from './lib'

const GROUP = 'Login (argon2id, HTTP on loopback)'
const args = benchArgs({})
const LOGINS = args.quick ? 60 : 200

function benchLogin(): Promise<{ p50: number; p95: number; failed: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/auth/bench-login.ts'), '--logins', String(LOGINS), '--concurrency', '4'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
    child.on('error', reject)
    child.on('exit', () => {
      clearTimeout(timer)
      const m = /p50 ([\d.]+) ms\s+p95 ([\d.]+) ms/.exec(out)
      const failed = Number(/\(failed (\d+)\)/.exec(out)?.[1] ?? Number.NaN)
      if (!m) return reject(new Error(`bench-login printed no percentiles:\n${out.slice(-2000)}`))
      resolve({ p50: Number(m[1]), p95: Number(m[2]), failed, out })
    })
  })
}

async function main() {
  const runs: { p50: number; p95: number; failed: number }[] = []
  for (let run = 1; run <= args.runs; run++) {
    log(`login: run ${run}/${args.runs} (${LOGINS} logins)`)
    runs.push(await benchLogin())
  }
  const failed = runs.reduce((a, r) => a + r.failed, 0)
  const figures: Figure[] = [
    {
      ...fromSamples(
        { group: GROUP, name: `login p95 (${LOGINS} logins a run, concurrency 4)`, unit: 'ms', budget: { op: '<=', limit: 300 } },
        runs.map((r) => r.p95),
        1,
      ),
      failed: failed > 0 ? `${failed} logins failed` : undefined,
    },
    fromSamples(
      { group: GROUP, name: 'login p50', unit: 'ms' },
      runs.map((r) => r.p50),
      1,
    ),
  ]
  report(args.out, figures)
}

await main()
