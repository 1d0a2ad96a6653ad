/**
 * Each service's first sync into IndexedDB with all five open (issue 34: "each service's first
 * sync ≤ 1 s"), in headless Chromium against the real server with SERVICES=farm,food,grocery,chef,cookbook
 * and the benchmark catalog (SEED=large, every service grown by the farm's factor: 3 600 farm
 * produces, ≈600 in the default market).
 *
 * For each service a fresh browser context (a first visit) opens the service's list page
 * (/farm/produces, /food/meals, /grocery/products, /chef/experiences, /cookbook/recipes); its layout
 * pulls the service's providers, listings and offers (the cookbook also its recipes and
 * ingredients) into Dexie. Timed in the page as catalog-sync.ts times the farm's: from the start
 * of the pull's first request (/api/stores, Resource Timing) to the moment the last of the
 * service's `syncState` rows is committed, complete and readable. The rows stored are counted
 * against the API's total, so a sync that ends early fails instead of looking fast. The service
 * worker is blocked (it does not handle the API).
 *
 *   npx tsx scripts/bench/service-sync.ts [--runs 5] [--quick]
 */
import { SERVICE_NOUNS } from '../../src/api/service-routes-contract'
import { SERVICES, type Service } from '../../src/api/services-contract'
import { api, benchArgs, fromSamples, launchChromium, log, newContext, report, requireBuild, startServer, within, type Figure } from './lib'
import { deviceRows } from '../../tests/e2e/device-db'
import { waitForSyncRows } from './in-page'

const GROUP = 'Each service’s first sync, all five open (headless Chromium, IndexedDB)'
const STORE = 'jnb'
const args = benchArgs({}, 5)

/** The syncState keys a service's first visit must have written (src/sync/catalog-pull.ts syncKey). */
function keysOf(service: Service): string[] {
  const prefix = service === 'farm' ? '' : `${service}/`
  const keys = ['farmers', 'produces', 'offers'].map((dataset) => `${prefix}${dataset}:${STORE}:en`)
  return service === 'cookbook' ? [...keys, `recipes:${STORE}:en`, 'ingredients:*:en'] : keys
}

async function main() {
  requireBuild()
  const server = await startServer({ site: true, seed: 'large', produces: 3600, env: { SERVICES: SERVICES.join(',') } })
  const browser = await launchChromium()
  const figures: Figure[] = []
  try {
    for (const service of SERVICES) {
      const nouns = SERVICE_NOUNS[service]
      const listed = await api<unknown[]>(server.url, `/api/${service}/${nouns.listings}?storeId=${STORE}&perPage=1`)
      const total = Number(listed.meta?.total ?? 0)
      if (!total) throw new Error(`${service}: the API lists no ${nouns.listings} in ${STORE} (${listed.status})`)
      const path = service === 'cookbook' ? '/cookbook/recipes' : `/${service}/${nouns.listings}`
      const ms: number[] = []
      const stored: number[] = []
      for (let run = 1; run <= args.runs; run++) {
        log(`service sync ${service}: run ${run}/${args.runs}`)
        const context = await newContext(browser, { serviceWorkers: 'block' })
        try {
          const page = await context.newPage()
          await page.goto(server.url + path)
          const first = await waitForSyncRows(page, keysOf(service), {}, 60_000, true)
          const start = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/api/stores')?.startTime ?? null)
          if (start === null) throw new Error(`${service}: no /api/stores request seen`)
          ms.push(first.seenAt - start)
          stored.push((await deviceRows(page, 'produces')).filter((r) => (r as { service?: string }).service === service).length)
        } finally {
          await within(10_000, 'closing the context', () => context.close())
        }
      }
      figures.push({
        ...fromSamples({ group: GROUP, name: `${service}: first sync of ${path} (${total} ${nouns.listings} in ${STORE})`, unit: 'ms', budget: { op: '<=', limit: 1000 } }, ms),
        failed: stored.some((n) => n < total) ? `the sync stored ${Math.min(...stored)} of ${total} ${nouns.listings}` : undefined,
      })
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  report(args.out, figures)
}

await main()
