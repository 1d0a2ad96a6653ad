/**
 * The 3G lab (issue 8): Playwright drives Debian's Chromium with CDP's
 * Network.emulateNetworkConditions (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency) and
 * Emulation.setCPUThrottlingRate(4), at a phone's viewport (412×823 CSS px, DPR 1.75), on the
 * built storefront served by the real server over the farm seed. LCP is the page's own
 * largest-contentful-paint entry (ms from navigation start); bytes are what went over the wire.
 *
 * Each run is a fresh browser context (no cache, no worker, empty IndexedDB):
 *   1. first visit to /farm — LCP, and the bytes the page fetched (document, JS, CSS, catalog
 *      data, the images it showed); the worker's background precache is counted apart;
 *   2. once the service worker is active: a repeat visit in a new tab — LCP and every byte on the
 *      wire, the worker's included (the catalog has not changed);
 *   3. offline (context.setOffline): the same page in a new tab — LCP.
 * And once per run, in a fresh context that never loaded the app: the service worker registered
 * on its own, so its whole precache downloads with a cold HTTP cache — its bytes on the wire.
 *
 *   npx tsx scripts/bench/lab-3g.ts [--runs 3] [--quick]
 *
 * The worker's own requests are not throttled (CDP throttles a page's target); the page's are.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { benchArgs, newContext, fromSamples, kb, median, launchChromium, log, report, requireBuild, startServer, within, type Figure } from './lib'
import { readManifest, routeFiles, SHELL_LINKED } from '../build-manifest'
import { blockingAfterFcp, paints, TrafficMeter, watchLongTasks, watchNetwork, type Paints } from './traffic'

const GROUP = '3G lab (Playwright + CDP, CPU ×4)'
const THREE_G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0, connectionType: 'cellular3g' as const }
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const PAGE = '/farm'
const VISIT_TIMEOUT_MS = 60_000

const args = benchArgs({})

async function throttle(page: Page, network: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', THREE_G)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Opens the page in a new tab under throttling; resolves with its LCP once the network is quiet. */
async function visit(context: BrowserContext, url: string, network: boolean): Promise<Paints & { page: Page }> {
  const page = await context.newPage()
  await throttle(page, network)
  await watchLongTasks(page)
  const net = watchNetwork(page)
  await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS })
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: VISIT_TIMEOUT_MS })
  await net.settled(1_000, VISIT_TIMEOUT_MS)
  return { ...(await paints(page)), page }
}

interface Run {
  firstFcp: number
  repeatFcp: number
  offlineFcp: number
  lcpElement: { firstFcp: string; repeatFcp: string; offlineFcp: string }
  firstLcp: number
  firstBlocking: number
  firstLongTasks: number
  firstBytes: number
  firstHeaders: number
  firstRequests: number
  firstWorkerBytes: number
  /** From FCP until the last file a link can reach is on the device (decision 015): the seconds a route could not open offline. */
  firstOfflineWindow: number
  /** From FCP until the page began fetching them (its mark), NaN where it fetched none. */
  firstOfflineStart: number
  /** From FCP until the files of the routes every page links to (basket, sign-in, static pages) are on the device. */
  firstLinkedWindow: number
  repeatLcp: number
  repeatBytes: number
  repeatRequests: number
  offlineLcp: number
}

async function oneRun(browser: Browser, base: string): Promise<Run> {
  const context = await newContext(browser, { ...PHONE, serviceWorkers: 'allow' })
  const meter = new TrafficMeter(context)
  try {
    meter.phase = 'first'
    const first = await visit(context, base + PAGE, true)
    const { window: firstOfflineWindow, start: firstOfflineStart, linked: firstLinkedWindow } = await within(VISIT_TIMEOUT_MS, 'the files links reach', () => offlineWindow(first.page))
    // The worker installs (precache) and activates; then it controls the tab (clients.claim).
    await within(VISIT_TIMEOUT_MS, 'service worker activation', () =>
      first.page.evaluate(async () => {
        await navigator.serviceWorker.ready
        while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 50))
      }),
    )
    await first.page.waitForTimeout(500) // the page hands the worker the files it loaded before (CACHE_URLS)
    // By now the first sync, the re-renders, the snapshot and the idle prefetch are behind it.
    const firstBlocking = await blockingAfterFcp(first.page)
    const firstBytes = await meter.bytes('first')
    const firstPage = await meter.bytes('first', (t) => !t.byWorker)
    await first.page.close()

    meter.phase = 'repeat'
    const repeat = await visit(context, base + PAGE, true)
    const repeatBytes = await meter.bytes('repeat')
    await repeat.page.close()

    meter.phase = 'offline'
    await context.setOffline(true)
    const offline = await visit(context, base + PAGE, false)
    await offline.page.close()

    if (first.lcp === null || repeat.lcp === null || offline.lcp === null) throw new Error('a visit reported no largest-contentful-paint')
    return {
      firstFcp: first.fcp ?? Number.NaN,
      repeatFcp: repeat.fcp ?? Number.NaN,
      offlineFcp: offline.fcp ?? Number.NaN,
      lcpElement: { firstFcp: first.lcpElement, repeatFcp: repeat.lcpElement, offlineFcp: offline.lcpElement },
      firstLcp: first.lcp,
      firstBlocking: firstBlocking.ms,
      firstLongTasks: firstBlocking.tasks,
      firstBytes: firstBytes.page,
      firstHeaders: firstPage.headers,
      firstRequests: firstPage.requests,
      firstWorkerBytes: firstBytes.worker,
      firstOfflineWindow,
      firstOfflineStart,
      firstLinkedWindow,
      repeatLcp: repeat.lcp,
      repeatBytes: repeatBytes.page + repeatBytes.worker,
      repeatRequests: repeatBytes.requests,
      offlineLcp: offline.lcp,
    }
  } finally {
    await context.close()
  }
}

/**
 * Once every file the build lists for offline use (index.html's `malewa-offline-files`) has
 * arrived (fetched by the page, or kept by its fetching worker, which marks each), the ms from
 * FCP to the last one's end: until then a route whose file had not arrived
 * could not open offline (the service worker is not installed yet on a first visit).
 */
function offlineWindow(page: Page): Promise<{ window: number; start: number; linked: number }> {
  const linked = [...routeFiles(readManifest(), SHELL_LINKED)]
  return page.evaluate(async (linked) => {
    // The route files, and the page language's words and static-page texts (English here), which the worker fetches first.
    const words = (document.querySelector('meta[name="malewa-offline-words"]')?.getAttribute('content') ?? '')
      .split(/\s+/)
      .filter((entry) => entry.startsWith('en:'))
      .map((entry) => entry.slice(3))
    const listed = [...words, ...(document.querySelector('meta[name="malewa-offline-files"]')?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean)]
    const ends = () => {
      const byPath = new Map<string, number>()
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        if (entry.responseEnd > 0) byPath.set(new URL(entry.name).pathname, Math.max(byPath.get(new URL(entry.name).pathname) ?? 0, entry.responseEnd))
      }
      // What the page's fetching worker kept: a mark each (src/lib/offline-files-off-thread.ts).
      for (const mark of performance.getEntriesByName('malewa:offline-file', 'mark') as PerformanceMark[]) {
        const path = String(mark.detail)
        if (!byPath.has(path)) byPath.set(path, mark.startTime)
      }
      return listed.map((path) => byPath.get(path))
    }
    for (let found = ends(); ; found = ends()) {
      if (found.every((end) => end !== undefined)) {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
        const began = performance.getEntriesByName('malewa:offline-files', 'mark')[0]?.startTime
        const linkedEnds = (found as number[]).filter((_, i) => linked.includes(listed[i]!))
        return { window: Math.max(0, ...(found as number[])) - fcp, start: began === undefined ? Number.NaN : began - fcp, linked: Math.max(0, ...linkedEnds) - fcp }
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, linked)
}

/** The worker registered from a page that is not the app: its whole precache, cold, in bytes. */
async function coldPrecache(browser: Browser, base: string): Promise<{ bytes: number; headers: number; files: number }> {
  const context = await newContext(browser, { serviceWorkers: 'allow' })
  const meter = new TrafficMeter(context)
  try {
    const page = await context.newPage()
    meter.phase = 'blank'
    // The worker's own script opened as a page: same origin, not the app, and (unlike an image,
    // whose short CSP allows no workers) served with the CSP that lets a page register it.
    await page.goto(`${base}/sw.js`)
    meter.phase = 'precache'
    await within(VISIT_TIMEOUT_MS, 'precache', () =>
      page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js', { scope: '/' })
        await navigator.serviceWorker.ready
      }),
    )
    // The worker's main script as the browser downloads it (its own fetch reports no body size).
    meter.phase = 'script'
    await page.evaluate(() => fetch('/sw.js', { cache: 'no-store' }).then((r) => r.arrayBuffer()))
    const script = await meter.bytes('script')
    const precache = await meter.transfers('precache')
    const entries = precache.filter((t) => t.byWorker && !new URL(t.url).pathname.endsWith('/sw.js'))
    return {
      bytes: entries.reduce((a, t) => a + t.bytes, 0) + script.page,
      headers: entries.reduce((a, t) => a + t.headerBytes, 0) + script.headers,
      files: entries.length + 1,
    }
  } finally {
    await context.close()
  }
}

async function main() {
  requireBuild()
  const server = await startServer({ site: true })
  const browser = await launchChromium()
  const runs: Run[] = []
  const precache: { bytes: number; headers: number; files: number }[] = []
  try {
    for (let i = 1; i <= args.runs; i++) {
      log(`3G lab: run ${i}/${args.runs} (first visit, repeat visit, offline)`)
      runs.push(await within(4 * VISIT_TIMEOUT_MS, '3G lab run', () => oneRun(browser, server.url)))
      precache.push(await coldPrecache(browser, server.url))
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  const k1 = (n: number | null) => (n === null ? '?' : (n / 1000).toFixed(1))
  const of = (k: Exclude<keyof Run, 'lcpElement'>) => runs.map((r) => r[k])
  const fcp = (k: 'firstFcp' | 'repeatFcp' | 'offlineFcp') => `FCP ${k1(median(of(k)))} s; LCP element ${runs.at(-1)?.lcpElement[k] ?? '?'}`
  const s = (ms: number[]) => ms.map((m) => m / 1000)
  const headersNote = (bytes: number[], headers: number[], requests: number[]) =>
    `${median(requests)} responses; response headers ${k1(median(headers))} KB of it (HTTP/1.1; HTTP/2 compresses them), bodies ${k1(median(bytes.map((b, i) => b - headers[i]!)))} KB`
  const figures: Figure[] = [
    fromSamples({ group: GROUP, name: `first visit ${PAGE}: LCP`, unit: 's', note: fcp('firstFcp') }, s(of('firstLcp')), 2),
    fromSamples(
      {
        group: GROUP,
        name: `first visit ${PAGE}: blocking time after FCP (observed)`,
        unit: 'ms',
        note: `${median(of('firstLongTasks'))} long tasks from FCP until the service worker controls the page; the same sum as Lighthouse's TBT, on this page's own timeline, not Lighthouse's simulation (the budget is Lighthouse's)`,
      },
      of('firstBlocking'),
      0,
    ),
    fromSamples(
      {
        group: GROUP,
        name: `first visit ${PAGE}: bytes (page, images included)`,
        unit: 'KB',
        budget: { op: '<=', limit: 300 },
        note: headersNote(of('firstBytes'), of('firstHeaders'), of('firstRequests')),
      },
      of('firstBytes').map(kb),
      1,
    ),
    fromSamples(
      {
        group: GROUP,
        name: `first visit ${PAGE}: every route's files on the device, after FCP`,
        unit: 's',
        note: `before then (no service worker yet), a route whose file had not arrived could not open offline; the fetching began ${median(of('firstOfflineStart').map((ms) => ms / 1000))?.toFixed(2)} s after FCP`,
      },
      s(of('firstOfflineWindow')),
      2,
    ),
    fromSamples(
      {
        group: GROUP,
        name: `first visit ${PAGE}: the files of the routes every page links to (basket, sign-in, static pages) on the device, after FCP`,
        unit: 's',
        note: 'they come right after the route facades (decision 027)',
      },
      s(of('firstLinkedWindow')),
      2,
    ),
    fromSamples({ group: GROUP, name: `first visit ${PAGE}: worker's background download`, unit: 'KB', note: 'files the page loaded come from the HTTP cache' }, of('firstWorkerBytes').map(kb), 1),
    fromSamples({ group: GROUP, name: `repeat visit ${PAGE}: LCP`, unit: 's', budget: { op: '<=', limit: 1.0 }, note: fcp('repeatFcp') }, s(of('repeatLcp')), 2),
    fromSamples(
      { group: GROUP, name: `repeat visit ${PAGE}: bytes (catalog unchanged)`, unit: 'KB', budget: { op: '<=', limit: 10 }, note: `${median(of('repeatRequests'))} responses on the wire` },
      of('repeatBytes').map(kb),
      1,
    ),
    fromSamples({ group: GROUP, name: `offline ${PAGE}: LCP`, unit: 's', budget: { op: '<=', limit: 1.0 }, note: fcp('offlineFcp') }, s(of('offlineLcp')), 2),
    fromSamples(
      {
        group: GROUP,
        name: 'service worker precache on the wire (cold cache)',
        unit: 'KB',
        budget: { op: '<=', limit: 400 },
        note: headersNote(
          precache.map((p) => p.bytes),
          precache.map((p) => p.headers),
          precache.map((p) => p.files),
        ),
      },
      precache.map((p) => kb(p.bytes)),
      1,
    ),
  ]
  report(args.out, figures)
}

await main()
