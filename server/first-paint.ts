/**
 * First visits paint before the scripts run (decision 009): the page of a catalog URL comes with
 * that page already drawn, by the storefront's own screens, in a worker thread
 * (src/first-paint/worker.tsx, built to dist-ssr/ by `npm run build`). The markup goes in the
 * shell as the inert `#snapshot` a service worker would put there on a repeat visit
 * (src/lib/page-snapshot.ts): the app renders unseen and takes its place in one frame.
 *
 * Never in the way: without the bundle, before the server listens, when the worker is slow (more
 * than `timeoutMs`) or failed, or for a signed-in shopper (the page is drawn signed out), the
 * plain shell goes out as before. A drawn page is kept per URL (its language is in it) for at most
 * `keepMs`, and only while the catalog version is the one it was drawn at: the version a request
 * reads is the one the API answers it with (server/catalog/catalog-version.ts), so once any
 * process has acknowledged a change, every process's next drawing waits for its worker to pull it
 * (src/first-paint/worker.tsx), within `timeoutMs` like any drawing.
 * The pages kept are bounded in bytes (`keptBytes`, FIRST_PAINT_CACHE_BYTES), least recently used
 * out: each is charged its URL (a junk query can be 16 KB) and twice its drawing (static-site.ts
 * keeps the page with the drawing in it, compressed, as long as the drawing is kept here).
 * A worker that stops (a crash, its heap over the cap) is started again after `restartMs`, twice
 * as long after each stop without a page drawn in between, at most a minute: a worker that fails
 * at once does not spin, and one that failed once in a while is back in a second.
 */
import fs from 'node:fs'
import { Worker } from 'node:worker_threads'
import type { FirstPaint, FirstPaintAnswer, FirstPaintRequest } from '../src/first-paint/first-paint-contract'
import type { OpenServicesConfig } from '../src/api/services-contract'
import type { CatalogVersion } from './catalog/catalog-version'
import { ByteBudgetMap, MIB, stringBytes } from './lib/byte-budget'
import type { Logger } from './lib/log'
import { metrics } from './lib/metrics'

export type { FirstPaint }

export interface FirstPaintOptions {
  /** The built worker (dist-ssr/worker.js). */
  bundle: string
  log: Logger
  /** The app's catalog version (the one its catalog routes answer with). */
  version: CatalogVersion
  /** How long a navigation waits for its page to be drawn before the plain shell goes. */
  timeoutMs?: number
  /** How long a drawn page is served again as it is, at most (a catalog change ends it sooner). */
  keepMs?: number
  /** The first wait before a stopped worker is started again (then doubled, up to `RESTART_AT_MOST_MS`). */
  restartMs?: number
  /** Memory the kept pages may take, in bytes (FIRST_PAINT_CACHE_BYTES). */
  keptBytes?: number
  /** The open services (SERVICES): the drawn header and home page show these. Default: farm. */
  services?: OpenServicesConfig
}

export interface FirstPaints {
  /** Starts the worker once the server listens: it reads the catalog from `origin`'s API. */
  start(origin: string): void
  /** The page for a path and query, or null (the plain shell). */
  draw(url: string): Promise<FirstPaint | null>
  close(): Promise<void>
}

/** Pages asked of the worker and not answered yet, at most: beyond it (a crawler's burst of distinct URLs), the plain shell at once. */
const WAITING_AT_MOST = 50
const RESTART_AT_MOST_MS = 60_000

const answered = metrics.counter('first_paint_pages_total', 'First visits to a catalog page: drawn, or the plain shell (no worker, too many waiting, too slow, or not drawable)', ['result'])
const restarts = metrics.counter('first_paint_worker_restarts_total', 'Times the first-paint worker stopped and was started again')
function counted(page: FirstPaint | null): FirstPaint | null {
  answered.inc({ result: page ? 'drawn' : 'shell' })
  return page
}

export function firstPaints({ bundle, log, version, timeoutMs = 400, keepMs = 5_000, restartMs = 1_000, keptBytes = 16 * MIB, services }: FirstPaintOptions): FirstPaints | null {
  if (!fs.existsSync(bundle)) {
    log.info(`first paint: no ${bundle} (run "npm run build"): first visits paint when their scripts have run`)
    return null
  }
  let worker: Worker | null = null
  let nextId = 0
  const waiting = new Map<number, (page: FirstPaint | null) => void>()
  const kept = new ByteBudgetMap<string, { page: FirstPaint | null; version: number; until: number }>(keptBytes, (url, { page }) => stringBytes(url) + (page ? 2 * stringBytes(page.html) : 0))
  /** Drawings under way, by catalog version and URL: a request never waits for a page of an older version. */
  const inFlight = new Map<string, Promise<FirstPaint | null>>()
  let closing = false
  let restartIn = restartMs
  let restartTimer: NodeJS.Timeout | undefined

  const ask = (url: string, catalogVersion: number) =>
    new Promise<FirstPaint | null>((resolve) => {
      if (!worker) return resolve(null)
      const id = ++nextId
      waiting.set(id, resolve)
      const settled = version.keepUntil(catalogVersion, Date.now()) === Number.POSITIVE_INFINITY
      worker.postMessage({ id, url, catalogVersion, settled } satisfies FirstPaintRequest)
    })

  /** The page at the catalog version this request reads: kept, being drawn, or asked for now. */
  const pageAt = async (url: string): Promise<FirstPaint | null> => {
    const current = await version.current()
    const hit = kept.get(url)
    if (hit && hit.version === current && Date.now() < hit.until) return hit.page
    const key = `${current}\u0000${url}`
    let drawing = inFlight.get(key)
    if (drawing) return drawing
    if (waiting.size >= WAITING_AT_MOST) return null
    drawing = ask(url, current).then((page) => {
      const at = Date.now()
      const newer = kept.peek(url)
      if (newer && newer.version > current) return page
      kept.set(url, { page, version: current, until: Math.min(at + keepMs, version.keepUntil(current, at)) })
      return page
    })
    drawing.finally(() => inFlight.delete(key)).catch(() => {})
    inFlight.set(key, drawing)
    return drawing
  }

  const paints: FirstPaints = {
    start(origin) {
      if (worker || closing) return
      clearTimeout(restartTimer)
      // Its heap is capped: six languages' catalogs take ~75 MB; a worker over the cap stops, and
      // first visits get the plain shell until it is started again (logged).
      const started = new Worker(bundle, { workerData: { origin, services }, resourceLimits: { maxOldGenerationSizeMb: 160 } })
      worker = started
      started.unref()
      started.on('message', (answer: FirstPaintAnswer) => {
        if (answer.why) log.warn('first paint: a page could not be drawn', { url: answer.url, why: answer.why })
        else if (answer.page) restartIn = restartMs
        waiting.get(answer.id)?.(answer.page)
        waiting.delete(answer.id)
      })
      started.on('error', (error) => log.error('first paint: the worker failed; first visits now paint when their scripts have run', { error }))
      started.on('exit', (code) => {
        worker = null
        for (const resolve of waiting.values()) resolve(null)
        waiting.clear()
        if (closing) return
        restarts.inc()
        log.warn(`first paint: the worker stopped (exit code ${code}); starting it again in ${restartIn} ms`)
        restartTimer = setTimeout(() => paints.start(origin), restartIn)
        restartTimer.unref()
        restartIn = Math.min(restartIn * 2, RESTART_AT_MOST_MS)
      })
      // The default market's catalog on the worker's device now, not on the first shopper's visit.
      void version.current().then(
        (current) => ask('/', current),
        () => {},
      )
    },
    async draw(url) {
      if (!worker) return null
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)))
      // A failed version read (the database unreachable) is the plain shell, like a failed drawing.
      const page = pageAt(url).catch(() => null)
      try {
        return await Promise.race([page, late])
      } finally {
        clearTimeout(timer)
      }
    },
    async close() {
      closing = true
      clearTimeout(restartTimer)
      await worker?.terminate()
    },
  }
  return { ...paints, draw: (url) => paints.draw(url).then(counted) }
}
