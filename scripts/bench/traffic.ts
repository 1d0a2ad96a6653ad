/**
 * Bytes on the wire and page readiness for the browser figures, from Playwright's network events
 * (which in Chromium include the service worker's own requests).
 *
 * A request's bytes on the wire are what Chromium received for it: response headers plus the
 * encoded body (Playwright's `sizes()`, i.e. CDP's encodedDataLength). A response taken from the
 * HTTP cache counts 0; a response the service worker answered for the page is not counted on the
 * page's side — if the worker went to the network for it, that request is counted as the worker's.
 */
import type { BrowserContext, Page, Request } from '@playwright/test'

export interface Transfer {
  phase: string
  url: string
  /** Issued by the service worker (precache, runtime caching) rather than by the page. */
  byWorker: boolean
  /** The page's request was answered by the service worker (from its cache or its own fetch). */
  answeredByWorker: boolean
  bytes: number
  /** Of which response headers (HTTP/1.1 here; HTTP/2 and 3 compress repeated headers). */
  headerBytes: number
}

export interface Bytes {
  /** Received by the page (not answered by the worker). */
  page: number
  /** Received by the service worker. */
  worker: number
  /** Response headers among both. */
  headers: number
  requests: number
}

export class TrafficMeter {
  phase = 'idle'
  private pending: Promise<Transfer | null>[] = []

  constructor(context: BrowserContext) {
    context.on('requestfinished', (request) => this.pending.push(this.measure(request, this.phase)))
  }

  private async measure(request: Request, phase: string): Promise<Transfer | null> {
    try {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()])
      return {
        phase,
        url: request.url(),
        byWorker: request.serviceWorker() !== null,
        answeredByWorker: response?.fromServiceWorker() ?? false,
        bytes: Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize),
        headerBytes: sizes.responseHeadersSize + sizes.responseBodySize > 0 ? sizes.responseHeadersSize : 0,
      }
    } catch {
      return null // the page or context closed before the sizes were read
    }
  }

  async transfers(phase: string): Promise<Transfer[]> {
    const all = await Promise.all(this.pending)
    return all.filter((t): t is Transfer => t !== null && t.phase === phase)
  }

  /** Bytes received in this phase: by the page (not answered by the worker) and by the worker. */
  async bytes(phase: string, filter: (t: Transfer) => boolean = () => true): Promise<Bytes> {
    const list = (await this.transfers(phase)).filter(filter)
    const page = list.filter((t) => !t.byWorker && !t.answeredByWorker)
    const worker = list.filter((t) => t.byWorker)
    const sum = (xs: Transfer[]) => xs.reduce((a, t) => a + t.bytes, 0)
    const headers = [...page, ...worker].reduce((a, t) => a + t.headerBytes, 0)
    return { page: sum(page), worker: sum(worker), headers, requests: page.length + worker.length }
  }
}

/**
 * Watches the page's requests from now on (call it before navigating); `settled()` resolves once no
 * request has been in flight for `quietMs`, or after `maxMs` at most.
 */
export function watchNetwork(page: Page): { settled(quietMs?: number, maxMs?: number): Promise<void> } {
  let inFlight = 0
  let lastChange = Date.now()
  const up = () => {
    inFlight++
    lastChange = Date.now()
  }
  const down = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  return {
    async settled(quietMs = 1_000, maxMs = 45_000) {
      const started = Date.now()
      try {
        while (Date.now() - started < maxMs) {
          if (inFlight === 0 && Date.now() - lastChange >= quietMs) return
          await new Promise((r) => setTimeout(r, 100))
        }
      } finally {
        page.off('request', up)
        page.off('requestfinished', down)
        page.off('requestfailed', down)
      }
    },
  }
}

export interface Paints {
  /** The latest largest-contentful-paint candidate, ms from navigation start (null if none). */
  lcp: number | null
  fcp: number | null
  /** What the LCP was: tag and class or image path. */
  lcpElement: string
}

/** The page's paint figures, read from its own performance entries. */
export function paints(page: Page): Promise<Paints> {
  return page.evaluate(
    () =>
      new Promise<Paints>((resolve) => {
        let last: (PerformanceEntry & { element?: Element | null; url?: string }) | null = null
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1)
          if (entry) last = entry
        })
        observer.observe({ type: 'largest-contentful-paint', buffered: true })
        // Buffered entries arrive in a task of their own.
        setTimeout(() => {
          observer.disconnect()
          const element = last?.element
          const describe = last?.url ? new URL(last.url).pathname : element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` : ''
          resolve({
            lcp: last?.startTime ?? null,
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            lcpElement: describe,
          })
        }, 300)
      }),
  )
}

/** Records the page's long tasks from its first script on (call before `goto`). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: [number, number][] = []
    ;(globalThis as { __longTasks?: [number, number][] }).__longTasks = tasks
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  })
}

/**
 * Blocking time as the page lived it: the part over 50 ms of each long task from first
 * contentful paint until now (Lighthouse's TBT counts the same, up to Time to Interactive, but
 * on a simulated timeline). Needs `watchLongTasks` before the navigation.
 */
export function blockingAfterFcp(page: Page): Promise<{ ms: number; tasks: number }> {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const after = ((globalThis as { __longTasks?: [number, number][] }).__longTasks ?? []).filter(([start]) => start >= fcp)
    return { ms: after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0), tasks: after.length }
  })
}
