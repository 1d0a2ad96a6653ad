/**
 * First visits paint before the scripts run (decision 009): the page of a catalog URL comes with
 * that page already drawn, by the storefront's own screens, in a worker thread
 * (src/first-paint/worker.tsx, built to dist-ssr/ by `npm run build`). The markup goes in the
 * shell as the inert `#snapshot` a service worker would put there on a repeat visit
 * (src/lib/page-snapshot.ts): the app renders unseen and takes its place in one frame.
 *
 * Never in the way: without the bundle, before the server listens, when the worker is slow (more
 * than `timeoutMs`) or failed, or for a signed-in shopper (the page is drawn signed out), the
 * plain shell goes out as before. A drawn page is kept for `keepMs` per URL (its language is in it).
 * A worker that stops (a crash, its heap over the cap) is started again after `restartMs`, twice
 * as long after each stop without a page drawn in between, at most a minute: a worker that fails
 * at once does not spin, and one that failed once in a while is back in a second.
 */
import fs from 'node:fs'
import { Worker } from 'node:worker_threads'
import type { FirstPaint, FirstPaintAnswer } from '../src/first-paint/first-paint-contract'
import type { Logger } from './lib/log'
import { metrics } from './lib/metrics'

export type { FirstPaint }

export interface FirstPaintOptions {
  /** The built worker (dist-ssr/worker.js). */
  bundle: string
  log: Logger
  /** How long a navigation waits for its page to be drawn before the plain shell goes. */
  timeoutMs?: number
  /** How long a drawn page is served again as it is. */
  keepMs?: number
  /** The first wait before a stopped worker is started again (then doubled, up to `RESTART_AT_MOST_MS`). */
  restartMs?: number
}

export interface FirstPaints {
  /** Starts the worker once the server listens: it reads the catalog from `origin`'s API. */
  start(origin: string): void
  /** The page for a path and query, or null (the plain shell). */
  draw(url: string): Promise<FirstPaint | null>
  close(): Promise<void>
}

const KEEP_AT_MOST = 200
/** Pages asked of the worker and not answered yet, at most: beyond it (a crawler's burst of distinct URLs), the plain shell at once. */
const WAITING_AT_MOST = 50
const RESTART_AT_MOST_MS = 60_000

const answered = metrics.counter('first_paint_pages_total', 'First visits to a catalog page: drawn, or the plain shell (no worker, too many waiting, too slow, or not drawable)', ['result'])
const restarts = metrics.counter('first_paint_worker_restarts_total', 'Times the first-paint worker stopped and was started again')
function counted(page: FirstPaint | null): FirstPaint | null {
  answered.inc({ result: page ? 'drawn' : 'shell' })
  return page
}

export function firstPaints({ bundle, log, timeoutMs = 400, keepMs = 5_000, restartMs = 1_000 }: FirstPaintOptions): FirstPaints | null {
  if (!fs.existsSync(bundle)) {
    log.info(`first paint: no ${bundle} (run "npm run build"): first visits paint when their scripts have run`)
    return null
  }
  let worker: Worker | null = null
  let nextId = 0
  const waiting = new Map<number, (page: FirstPaint | null) => void>()
  const kept = new Map<string, { page: FirstPaint | null; at: number }>()
  const inFlight = new Map<string, Promise<FirstPaint | null>>()
  let closing = false
  let restartIn = restartMs
  let restartTimer: NodeJS.Timeout | undefined

  const ask = (url: string) =>
    new Promise<FirstPaint | null>((resolve) => {
      const id = ++nextId
      waiting.set(id, resolve)
      worker!.postMessage({ id, url })
    })

  const paints: FirstPaints = {
    start(origin) {
      if (worker || closing) return
      clearTimeout(restartTimer)
      // Its heap is capped: six languages' catalogs take ~75 MB; a worker over the cap stops, and
      // first visits get the plain shell until it is started again (logged).
      const started = new Worker(bundle, { workerData: { origin }, resourceLimits: { maxOldGenerationSizeMb: 160 } })
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
      void ask('/')
    },
    async draw(url) {
      if (!worker) return null
      const now = Date.now()
      const hit = kept.get(url)
      if (hit && now - hit.at < keepMs) return hit.page
      let drawing = inFlight.get(url)
      if (!drawing && waiting.size >= WAITING_AT_MOST) return null
      if (!drawing) {
        drawing = ask(url).then((page) => {
          if (kept.size >= KEEP_AT_MOST) kept.delete(kept.keys().next().value!)
          kept.set(url, { page, at: Date.now() })
          return page
        })
        drawing.finally(() => inFlight.delete(url)).catch(() => {})
        inFlight.set(url, drawing)
      }
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)))
      try {
        return await Promise.race([drawing, late])
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
