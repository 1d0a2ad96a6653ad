/**
 * `npm run bench`: runs the bench scripts of this folder one after the other (each in its own
 * process, each starting its own server on a fresh database, so no figure is measured while
 * another runs), then prints ONE table — every figure the median of several runs, its budget and
 * PASS/FAIL — with the machine it ran on, and writes it to docs/bench/latest.md (full runs only).
 *
 *   npm run bench                          everything (needs `npm run build` first; ~10+ min)
 *   npm run bench -- --only=lighthouse,cart  some parts: lighthouse lighthouse-services 3g sync services-sync list search cart checkout callbacks login api load cluster flood memory
 *                                            (aliases: catalog = api,sync,list; lab = 3g)
 *   npm run bench -- --quick               1 run each, shorter loads: for development, not for the README
 *
 * Exits 1 when a figure misses its budget or a part could not run.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { describeMachine, fmt, requireBuild, ROOT, verdictOf, type Figure, type Machine } from './lib'

interface Part {
  name: string
  file: string
  /** Arguments the script takes (one script, several parts). */
  args?: string[]
  /** What it measures and how many runs, for the header. */
  runs: string
  needsBuild: boolean
  timeoutMin: number
}

const PARTS: Part[] = [
  { name: 'lighthouse', file: 'lighthouse.ts', runs: '5 pairs of runs a page (CPU 4 × and calibrated to the host)', needsBuild: true, timeoutMin: 40 },
  {
    name: 'lighthouse-services',
    file: 'lighthouse.ts',
    args: ['--services', 'farm,food,grocery,chef,cookbook'],
    runs: '5 runs of / and a list page a service, all five open',
    needsBuild: true,
    timeoutMin: 40,
  },
  { name: '3g', file: 'lab-3g.ts', runs: '3 runs', needsBuild: true, timeoutMin: 8 },
  { name: 'sync', file: 'catalog-sync.ts', runs: '5 runs', needsBuild: true, timeoutMin: 6 },
  { name: 'services-sync', file: 'service-sync.ts', runs: '5 runs a service', needsBuild: true, timeoutMin: 12 },
  { name: 'list', file: 'produce-list.ts', runs: '5 runs', needsBuild: true, timeoutMin: 8 },
  { name: 'search', file: 'search.ts', runs: '50 runs a query', needsBuild: false, timeoutMin: 3 },
  { name: 'cart', file: 'cart.ts', runs: '5 edits, 3 drains', needsBuild: true, timeoutMin: 8 },
  { name: 'checkout', file: 'checkout.ts', runs: '3 runs of 200 requests', needsBuild: false, timeoutMin: 6 },
  { name: 'callbacks', file: 'callbacks.ts', runs: '3 runs of 1 500 payments, each webhook twice', needsBuild: false, timeoutMin: 8 },
  { name: 'login', file: 'login.ts', runs: '3 runs of 200 logins', needsBuild: false, timeoutMin: 6 },
  { name: 'api', file: 'catalog-api.ts', runs: '3 rounds of 10 s', needsBuild: false, timeoutMin: 25 },
  { name: 'load', file: 'mixed-load.ts', runs: 'one 60 s run a backend', needsBuild: false, timeoutMin: 10 },
  { name: 'cluster', file: 'cluster.ts', runs: '3 rounds of 10 s, one and two processes alternating', needsBuild: false, timeoutMin: 6 },
  { name: 'flood', file: 'flood.ts', runs: '3 rounds of 10 s a backend, without and with the flood', needsBuild: false, timeoutMin: 10 },
  { name: 'memory', file: 'memory.ts', runs: '1 run of 20 000 junk URLs a backend', needsBuild: false, timeoutMin: 40 },
]
const ALIASES: Record<string, string[]> = { catalog: ['api', 'sync', 'list', 'search'], lab: ['3g'] }

const { values } = parseArgs({ options: { only: { type: 'string' }, quick: { type: 'boolean', default: false } } })
const quick = Boolean(values.quick)
const wanted = values.only
  ? new Set(
      values.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .flatMap((s) => ALIASES[s] ?? [s]),
    )
  : null
const unknown = wanted ? [...wanted].filter((n) => !PARTS.some((p) => p.name === n)) : []
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; choose from ${PARTS.map((p) => p.name).join(', ')} (or ${Object.keys(ALIASES).join(', ')})`)
  process.exit(2)
}
const parts = PARTS.filter((p) => !wanted || wanted.has(p.name))
const full = !wanted && !quick

function runPart(part: Part, outFile: string): Promise<{ figures: Figure[]; seconds: number }> {
  const started = Date.now()
  const argv = ['--import', 'tsx', path.join(ROOT, 'scripts/bench', part.file), ...(part.args ?? []), '--out', outFile, ...(quick ? ['--quick'] : [])]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (c: Buffer) => {
      output = (output + c.toString()).slice(-4000)
      process.stderr.write(c)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const timer = setTimeout(() => child.kill('SIGKILL'), part.timeoutMin * 60_000)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      const seconds = (Date.now() - started) / 1000
      if (code === 0 && fs.existsSync(outFile)) return resolve({ figures: JSON.parse(fs.readFileSync(outFile, 'utf8')) as Figure[], seconds })
      const why = signal === 'SIGKILL' ? `no result within ${part.timeoutMin} min` : (/(?:Error|error)[^\n]*/.exec(output)?.[0] ?? `exited with ${code}`).slice(0, 200)
      resolve({ figures: [{ group: part.name, name: `(${part.file})`, value: null, unit: '', runs: 0, skipped: `could not run: ${why}` }], seconds })
    })
  })
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function valueText(f: Figure): string {
  if (f.value === null) return '—'
  const digits = f.digits ?? (f.unit === 'ratio' ? 2 : Number.isInteger(f.value) ? 0 : 1)
  return `${fmt(f.value, digits)}${f.unit && f.unit !== 'count' && f.unit !== 'score' ? ` ${f.unit}` : ''}`
}

function budgetText(f: Figure): string {
  if (!f.budget) return ''
  const unit = f.unit && f.unit !== 'count' && f.unit !== 'score' ? ` ${f.unit}` : ''
  return `${f.budget.op === '<=' ? '≤' : '≥'} ${fmt(f.budget.limit, f.budget.limit % 1 ? 2 : 0)}${unit}`
}

function table(figures: Figure[]): string {
  const lines = ['| Area | Figure | Median | Budget | Result | Runs | Notes |', '|---|---|--:|--:|:-:|--:|---|']
  let lastGroup = ''
  for (const f of figures) {
    const verdict = verdictOf(f)
    const result = verdict === 'PASS' ? 'PASS' : verdict === 'FAIL' ? '**FAIL**' : verdict === 'skipped' ? 'skipped' : ''
    const notes = [f.failed && `FAILED: ${f.failed}`, f.skipped, f.note].filter(Boolean).join('; ')
    lines.push(`| ${f.group === lastGroup ? '' : cell(f.group)} | ${cell(f.name)} | ${valueText(f)} | ${budgetText(f)} | ${result} | ${f.runs || ''} | ${cell(notes)} |`)
    lastGroup = f.group
  }
  return lines.join('\n')
}

function machineText(m: Machine, loadEnd: number[]): string {
  return (
    `${m.cores} cores (${m.cpu}), ${m.memoryGb} GB, ${m.os}; Node ${m.node}; ${m.chromium}; Lighthouse ${m.lighthouse}; Playwright ${m.playwright}. ` +
    `Load average at start ${m.loadAverage.join(' / ')}, at end ${loadEnd.map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min): ` +
    `a load above the core count means other work shared the machine and timings are inflated.`
  )
}

async function main() {
  if (parts.some((p) => p.needsBuild)) {
    try {
      requireBuild()
    } catch (error) {
      console.error((error as Error).message)
      process.exit(2)
    }
  }
  const machine = describeMachine()
  const started = new Date()
  console.error(`bench: ${parts.map((p) => p.name).join(', ')}${quick ? ' (quick: 1 run each)' : ''} on ${machine.cores} cores, load ${machine.loadAverage.join(' ')}`)
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-bench-run-'))
  const figures: Figure[] = []
  const durations: string[] = []
  try {
    for (const part of parts) {
      console.error(`\n▶ ${part.name} (${quick ? '1 run' : part.runs})`)
      const { figures: got, seconds } = await runPart(part, path.join(tmp, `${part.name}.json`))
      figures.push(...got)
      durations.push(`${part.name} ${Math.round(seconds)} s`)
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  const minutes = (Date.now() - started.getTime()) / 60_000
  const counts = { PASS: 0, FAIL: 0, skipped: 0 }
  for (const f of figures) {
    const v = verdictOf(f)
    if (v !== 'info') counts[v]++
  }
  const flags = [wanted && `--only=${[...wanted].join(',')}`, quick && '--quick'].filter(Boolean)
  const command = flags.length ? ` -- ${flags.join(' ')}` : ''
  const header = [
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench${command}\` in ${minutes.toFixed(1)} min (${durations.join(', ')}).`,
    `Machine: ${machineText(machine, os.loadavg())}`,
    `Each figure is the median of the runs shown (range in the notes)${quick ? '; QUICK MODE: one run each and shorter loads — not for the README' : ''}. Bytes in KB of 1000 B, on the wire (response headers included).`,
  ].join('\n\n')
  const summary = `${counts.PASS} within budget, ${counts.FAIL} over budget, ${counts.skipped} skipped.`
  const text = `${header}\n\n${table(figures)}\n\n${summary}\n`
  console.log(`\n${text}`)
  if (full) {
    const file = path.join(ROOT, 'docs/bench/latest.md')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      file,
      `# Latest bench\n\nWritten by \`npm run bench\` (scripts/bench/run.ts); do not edit by hand. How each figure is measured: the header comment of its script in scripts/bench/.\n\n${text}`,
    )
    console.log(`(written to docs/bench/latest.md)`)
  } else {
    console.log('(a partial or quick run: docs/bench/latest.md left as it was)')
  }
  process.exitCode = counts.FAIL > 0 || figures.some((f) => f.skipped?.startsWith('could not run')) ? 1 : 0
}

await main()
