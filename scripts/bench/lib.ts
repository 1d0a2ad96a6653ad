/**
 * What every bench script shares: the figure record each script reports, the common flags
 * (`--runs`, `--quick`, `--out`), the real server started on a fresh data directory (PGlite, or a
 * fresh PostgreSQL database dropped afterwards), Debian's Chromium with the launch options of
 * playwright.config.ts, medians, and the machine description.
 *
 * A script reports its figures with `report()`: into the JSON file given by `--out` when run by
 * scripts/bench/run.ts, as a small table when run on its own. Nothing here talks to anything but
 * 127.0.0.1.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions } from '@playwright/test'
import pg from 'pg'
import playwrightConfig from '../../playwright.config'
import { spawnServer, type RunningServer } from '../../server/test/spawn-server'
import { createPostgresDatabase } from '../../server/test/test-db'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const DIST = path.join(ROOT, 'dist')
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const DEFAULT_PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface Budget {
  op: '<=' | '>='
  limit: number
}

/** One line of the table. `value` is the median of `samples` (or the one figure a tool gave). */
export interface Figure {
  group: string
  name: string
  value: number | null
  unit: 'ms' | 's' | 'KB' | 'MB' | 'req/s' | 'score' | 'ratio' | 'count' | ''
  budget?: Budget
  /** How many runs the value is the median of. */
  runs: number
  samples?: number[]
  /** Decimals shown. */
  digits?: number
  /** Extra words for the table (spread, what was measured on, why skipped). */
  note?: string
  /** Set when the measurement itself shows a defect (e.g. a sync that stored too little): FAIL whatever the value. */
  failed?: string
  /** Set when the figure could not be measured (no PostgreSQL, a step failed): shown as "skipped". */
  skipped?: string
}

export type Verdict = 'PASS' | 'FAIL' | 'info' | 'skipped'

export function verdictOf(f: Figure): Verdict {
  if (f.skipped || f.value === null) return 'skipped'
  if (f.failed) return 'FAIL'
  if (!f.budget) return 'info'
  return (f.budget.op === '<=' ? f.value <= f.budget.limit : f.value >= f.budget.limit) ? 'PASS' : 'FAIL'
}

/** Flags every script takes (`--runs N`, `--quick`, `--out file`), plus its own string options. */
export function benchArgs<O extends Record<string, { type: 'string'; default?: string }>>(own: O, defaultRuns = 3) {
  const { values } = parseArgs({
    options: { runs: { type: 'string' }, quick: { type: 'boolean', default: false }, out: { type: 'string' }, ...own },
    allowPositionals: false,
  })
  const v = values as Record<string, string | boolean | undefined>
  const quick = v.quick === true
  const runs = typeof v.runs === 'string' ? Math.max(1, Number(v.runs)) : quick ? 1 : defaultRuns
  return { ...(v as { [K in keyof O]?: string }), quick, runs, out: typeof v.out === 'string' ? v.out : undefined }
}

export function median(xs: number[]): number | null {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!s.length) return null
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** A figure from several samples: the median, with the spread in the note. */
export function fromSamples(base: Omit<Figure, 'value' | 'runs' | 'samples'>, samples: number[], digits = 0): Figure {
  const value = median(samples)
  const spread = samples.length > 1 ? `${fmt(Math.min(...samples), digits)}–${fmt(Math.max(...samples), digits)}` : ''
  return { digits, ...base, value, runs: samples.length, samples, note: [spread && `range ${spread}`, base.note].filter(Boolean).join('; ') || undefined }
}

export const skipped = (group: string, name: string, reason: string, unit: Figure['unit'] = '', budget?: Budget): Figure => ({
  group,
  name,
  value: null,
  unit,
  budget,
  runs: 0,
  skipped: reason,
})

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).replace(/,/g, ' ')
export const kb = (bytes: number) => bytes / 1000

/** Writes the figures for run.ts (`--out`), or prints them when the script runs alone. */
export function report(out: string | undefined, figures: Figure[]): void {
  if (out) {
    fs.writeFileSync(out, JSON.stringify(figures, null, 2))
    return
  }
  for (const f of figures) {
    const v = f.value === null ? `skipped (${f.skipped})` : `${fmt(f.value, f.digits ?? 0)} ${f.unit}`
    const b = f.budget ? ` (budget ${f.budget.op} ${f.budget.limit} ${f.unit}: ${verdictOf(f)})` : ''
    console.log(`${f.group} · ${f.name}: ${v}${b}${f.failed ? ` FAILED: ${f.failed}` : ''}${f.note ? `  [${f.note}]` : ''}`)
  }
}

/** A Node process of the bench's own (a load generator, a flood), its stdout parsed as JSON once it exits 0. */
export function runJsonProcess<T>(argv: string[], what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${what} exited with ${code}: ${err.slice(-500)}`))
      try {
        resolve(JSON.parse(out) as T)
      } catch (error) {
        reject(new Error(`${what} printed no JSON: ${(error as Error).message}`))
      }
    })
  })
}

/** Progress lines go to stderr, so a script's stdout stays its result. */
export const log = (message: string) => process.stderr.write(`  ${message}\n`)

/** Runs `step` with a time limit: every loop in the bench is bounded. */
export async function within<T>(ms: number, what: string, step: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      step(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

// ---------------------------------------------------------------- the server

export interface BenchServer {
  url: string
  backend: 'pglite' | 'postgres'
  dataDir: string
  stop(): Promise<void>
}

export interface ServerOptions {
  backend?: 'pglite' | 'postgres'
  /** Default: `farm` (the 600-produce seed the storefront ships with). */
  seed?: 'farm' | 'large' | 'none'
  produces?: number
  /** Serve dist/ (the browser figures); the API-only figures leave it out. */
  site?: boolean
  env?: Record<string, string>
  pgUrl?: string
  startTimeoutMs?: number
}

export function requireBuild(): void {
  if (!fs.existsSync(path.join(DIST, 'index.html')) || !fs.existsSync(path.join(DIST, 'sw.js'))) {
    throw new Error('dist/ is missing (or has no sw.js): run "npm run build" first')
  }
}

/** The real server (server/main.ts) on a free loopback port, on a fresh database. */
export async function startServer(options: ServerOptions = {}): Promise<BenchServer> {
  const backend = options.backend ?? 'pglite'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-bench-'))
  let dropDb: (() => Promise<void>) | null = null
  let databaseUrl = ''
  if (backend === 'postgres') {
    const created = await createPostgresDatabase(options.pgUrl ?? DEFAULT_PG)
    databaseUrl = created.url
    dropDb = created.drop
  }
  let server: RunningServer
  try {
    server = await spawnServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        STATIC_DIR: options.site ? DIST : path.join(dataDir, 'no-site'),
        SEED: options.seed ?? 'farm',
        SEED_PRODUCES: String(options.produces ?? 50_000),
        SMTP_URL: '',
        // spawnServer waits for the "listening on" line, logged at info.
        LOG_LEVEL: 'info',
        ...options.env,
      },
      options.startTimeoutMs ?? 240_000,
    )
  } catch (error) {
    await dropDb?.().catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url: server.url,
    backend,
    dataDir,
    async stop() {
      await server.stop()
      await dropDb?.().catch(() => {})
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Why PostgreSQL cannot be used, or null when it answers. */
export async function postgresUnavailable(url = DEFAULT_PG): Promise<string | null> {
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

// ---------------------------------------------------------------- the browser

/** Debian's Chromium with the project's Playwright launch options (never a downloaded browser). */
export function launchChromium(extra: LaunchOptions = {}): Promise<Browser> {
  const base = (playwrightConfig.use?.launchOptions ?? {}) as LaunchOptions
  return chromium.launch({ ...base, executablePath: CHROMIUM, headless: true, ...extra, args: [...(base.args ?? []), ...(extra.args ?? [])] })
}

/**
 * A browser context for the bench. tsx (esbuild, keepNames) wraps named functions inside the
 * callbacks we hand to page.evaluate in `__name(...)`, which the page does not have: define it.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn)')
  return context
}

/** A JSON API call on loopback, `{data, meta}` unwrapped. */
export async function api<T>(base: string, pathAndQuery: string, init: RequestInit = {}): Promise<{ status: number; data: T; meta?: Record<string, unknown> }> {
  const res = await fetch(base + pathAndQuery, { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } })
  const body = (await res.json().catch(() => ({}))) as { data: T; meta?: Record<string, unknown> }
  return { status: res.status, data: body.data, meta: body.meta }
}

// ---------------------------------------------------------------- the machine

export interface Machine {
  cores: number
  cpu: string
  memoryGb: number
  node: string
  chromium: string
  lighthouse: string
  playwright: string
  os: string
  loadAverage: number[]
}

const packageVersion = (name: string) => {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'absent'
  }
}

export function describeMachine(): Machine {
  let chromiumVersion = 'absent'
  try {
    chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    // reported as absent
  }
  let osName = `${os.type()} ${os.release()}`
  try {
    osName = /PRETTY_NAME="([^"]+)"/.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1] ?? osName
  } catch {
    // not Linux: keep uname
  }
  return {
    cores: os.availableParallelism?.() ?? os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: packageVersion('lighthouse'),
    playwright: packageVersion('@playwright/test'),
    os: osName,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  }
}
