/**
 * The catalog's sync into IndexedDB (issue 5), in headless Chromium against the real server:
 *
 * - first sync: a fresh browser context opens /farm; the farm layout pulls the store's catalog
 *   (stores, farmers, produces, offers) into Dexie. Timed in the page, from the start of the
 *   pull's first request (/api/stores, Resource Timing) to the moment the last of the datasets'
 *   `syncState` rows (the pull runs them side by side) is committed, complete and readable. The server holds a generated catalog of
 *   3 600 produces (SEED=large), ≈600 in the default store — the issue's "600 produces".
 * - repeat sync, nothing changed: the page is reloaded and syncs again; the bytes of the sync's
 *   API responses (headers included) are summed from CDP Network events (loadingFinished).
 *
 * The service worker is blocked here: it does not handle the API, and its precache would only
 * add noise to the timing.
 *
 *   npx tsx scripts/bench/catalog-sync.ts [--runs 5] [--quick]
 */
import type { CDPSession } from '@playwright/test'
import { api, benchArgs, newContext, fromSamples, kb, launchChromium, log, median, report, requireBuild, startServer, within, type Figure } from './lib'
import { countRows, waitForCatalogPull } from './in-page'

const GROUP = 'Catalog sync (headless Chromium, IndexedDB)'
const STORE = 'jnb'
const SYNC_URL = /\/api\/(stores|farm\/(farmers|produces|offers))(\?|$)/

const args = benchArgs({}, 5)

/** Response bytes (headers + encoded body) of the sync's API calls, as CDP reports them. */
function meterApi(cdp: CDPSession) {
  const urls = new Map<string, string>()
  const done: { url: string; bytes: number; status: number }[] = []
  const statuses = new Map<string, number>()
  cdp.on('Network.responseReceived', (e) => {
    urls.set(e.requestId, e.response.url)
    statuses.set(e.requestId, e.response.status)
  })
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId)
    if (url && SYNC_URL.test(new URL(url).pathname + new URL(url).search)) done.push({ url, bytes: e.encodedDataLength, status: statuses.get(e.requestId) ?? 0 })
  })
  return {
    reset: () => void done.splice(0),
    read: () => ({
      bytes: done.reduce((a, d) => a + d.bytes, 0),
      requests: done.length,
      statuses: done.map((d) => `${/\/api\/(?:farm\/)?(\w+)/.exec(new URL(d.url).pathname)?.[1]} ${d.status} ${d.bytes} B`),
    }),
  }
}

async function main() {
  requireBuild()
  const server = await startServer({ site: true, seed: 'large', produces: 3600 })
  const browser = await launchChromium()
  const firstMs: number[] = []
  const repeatBytes: number[] = []
  let produces = 0
  const storedCounts: number[] = []
  const repeatRequests: number[] = []
  let repeatStatuses = ''
  try {
    const total = await api<unknown[]>(server.url, `/api/farm/produces?storeId=${STORE}&perPage=1`)
    produces = Number(total.meta?.total ?? 0)
    for (let run = 1; run <= args.runs; run++) {
      log(`catalog sync: run ${run}/${args.runs}`)
      const context = await newContext(browser, { serviceWorkers: 'block' })
      try {
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        const meter = meterApi(cdp)
        await page.goto(`${server.url}/farm`)
        const first = await waitForCatalogPull(page, STORE)
        const start = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/api/stores')?.startTime ?? null)
        if (start === null) throw new Error('no /api/stores request seen')
        firstMs.push(first.seenAt - start)
        storedCounts.push(await countRows(page, 'produces'))

        meter.reset()
        await page.reload()
        await waitForCatalogPull(page, STORE, first.fetchedAt)
        await page.waitForTimeout(200)
        const again = meter.read()
        repeatBytes.push(again.bytes)
        repeatRequests.push(again.requests)
        repeatStatuses = again.statuses.join(', ')
      } finally {
        await within(10_000, 'closing the context', () => context.close())
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  const figures: Figure[] = [
    {
      ...fromSamples({ group: GROUP, name: `first sync of a store's catalog (${produces} produces)`, unit: 'ms', budget: { op: '<=', limit: 1000 } }, firstMs),
      // A sync that ends early is fast for the wrong reason.
      failed: storedCounts.some((n) => n < produces) ? `the sync stored ${Math.min(...storedCounts)} of ${produces} produces` : undefined,
    },
    fromSamples(
      {
        group: GROUP,
        name: 'repeat sync, nothing changed: bytes',
        unit: 'KB',
        budget: { op: '<=', limit: 2 },
        note: `${median(repeatRequests)} API responses, headers included (last run: ${repeatStatuses})`,
      },
      repeatBytes.map(kb),
      2,
    ),
  ]
  report(args.out, figures)
}

await main()
