/**
 * The produce list's first screen from IndexedDB with 5 000 produces stored (issue 5), in headless
 * Chromium against the real server over a generated catalog (SEED=large, 30 000 produces: the
 * largest store holds ≈5 000).
 *
 * The shopper's store is set to that store; a visit to /farm lets the app sync it into Dexie. If
 * the app's pull stores fewer rows than the store has (it is reported), the rest is written into
 * the same `produces` store in the shape the pull writes (row, `lang`, `searchText`), paging the
 * API with its `meta.cursor`, so the list really reads 5 000 rows. Then the API is blocked
 * (every /api request aborted) and, in each run, a new tab opens /farm and the 'Produce' tab is
 * clicked: timed in the page, from the click to the first card in the DOM (a MutationObserver).
 * A full load of /farm/produces (JS from the HTTP cache, data from IndexedDB) is reported beside
 * it, from navigation start to the first card.
 *
 *   npx tsx scripts/bench/produce-list.ts [--runs 5] [--quick]
 */
import type { Page } from '@playwright/test'
import { api, benchArgs, fromSamples, launchChromium, log, newContext, report, requireBuild, startServer, within, type Figure } from './lib'
import { countRows, waitForCatalogPull } from './in-page'

const GROUP = 'Catalog sync (headless Chromium, IndexedDB)'
const FIRST_CARD = 'ul[aria-label="Produce"] > li'
const CATALOG = 30_000

const args = benchArgs({}, 5)

/** The same text src/sync/catalog-pull.ts stores for offline search. */
const searchable = (...parts: (string | undefined)[]) =>
  parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

type ProduceRow = Record<string, unknown> & { id: string; name: string; description?: string; farmName?: string; farmerName?: string; category?: string; deleted?: boolean }

/** Every produce of the store, paged with the server's cursor. */
async function allProduces(base: string, storeId: string): Promise<ProduceRow[]> {
  const rows: ProduceRow[] = []
  let cursor: string | undefined
  for (let page = 0; page < 200; page++) {
    const q = new URLSearchParams({ storeId, perPage: '500', sortBy: 'updatedAt', order: 'asc', ...(cursor ? { cursor } : {}) })
    const res = await api<ProduceRow[]>(base, `/api/farm/produces?${q}`, { headers: { 'accept-language': 'en' } })
    if (res.status !== 200) throw new Error(`GET /api/farm/produces answered ${res.status}`)
    rows.push(...res.data.filter((r) => !r.deleted))
    cursor = res.meta?.cursor as string | undefined
    if (res.data.length < 500 || !cursor) return rows
  }
  throw new Error('more than 200 pages of produces')
}

async function writeRows(page: Page, rows: ProduceRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((r) => ({ ...r, lang: 'en', searchText: searchable(r.name, r.description, r.farmName, r.farmerName, r.category) }))
    await page.evaluate(
      (chunk) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('storefront')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const tx = open.result.transaction('produces', 'readwrite')
            for (const row of chunk) tx.objectStore('produces').put(row)
            tx.oncomplete = () => {
              open.result.close()
              resolve()
            }
            tx.onerror = () => reject(tx.error)
          }
        }),
      chunk,
    )
  }
}

async function main() {
  requireBuild()
  const server = await startServer({ site: true, seed: 'large', produces: CATALOG })
  const browser = await launchChromium()
  const clickMs: number[] = []
  const loadMs: number[] = []
  let note: string
  let stored: number
  let storeTotal: number
  try {
    const stores = await api<{ id: string }[]>(server.url, '/api/stores')
    const totals = await Promise.all(stores.data.map(async (s) => ({ id: s.id, total: Number((await api(server.url, `/api/farm/produces?storeId=${s.id}&perPage=1`)).meta?.total ?? 0) })))
    const store = totals.sort((a, b) => b.total - a.total)[0]!
    storeTotal = store.total
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await context.addInitScript((storeId) => {
      if (!localStorage.getItem('store-choice')) localStorage.setItem('store-choice', JSON.stringify({ storeId }))
    }, store.id)
    await context.addInitScript((selector) => {
      const seen = () => {
        if (!(window as { __firstCard?: number }).__firstCard && document.querySelector(selector)) {
          ;(window as { __firstCard?: number }).__firstCard = performance.now()
          observer.disconnect()
        }
      }
      const observer = new MutationObserver(seen)
      observer.observe(document, { childList: true, subtree: true })
    }, FIRST_CARD)

    log(`produce list: the app syncs store ${store.id} (${store.total} produces) into IndexedDB`)
    const setup = await context.newPage()
    const t0 = Date.now()
    await setup.goto(`${server.url}/farm`)
    await waitForCatalogPull(setup, store.id, {}, 180_000)
    const synced = Date.now() - t0
    const byApp = await countRows(setup, 'produces')
    if (byApp < store.total) {
      await writeRows(setup, await allProduces(server.url, store.id))
      note = `the app's pull stored ${byApp} of ${store.total}; the bench wrote the rest`
    } else {
      note = `synced by the app in ${(synced / 1000).toFixed(1)} s`
    }
    stored = await countRows(setup, 'produces')
    await setup.close()

    await context.route('**/api/**', (route) => route.abort())
    for (let run = 1; run <= args.runs; run++) {
      log(`produce list: run ${run}/${args.runs}`)
      const page = await context.newPage()
      await page.goto(`${server.url}/farm`)
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
      await page.waitForTimeout(500)
      clickMs.push(
        await within(15_000, 'first card after the click', () =>
          page.evaluate(
            ({ selector }) =>
              new Promise<number>((resolve, reject) => {
                const link = document.querySelector<HTMLAnchorElement>('nav.tabs a[href$="/farm/produces"]')
                if (!link) return reject(new Error('no Produce tab'))
                if (document.querySelector(selector)) return reject(new Error('a produce card is already on screen'))
                let started = 0
                const observer = new MutationObserver(() => {
                  if (document.querySelector(selector)) {
                    observer.disconnect()
                    resolve(performance.now() - started)
                  }
                })
                observer.observe(document.body, { childList: true, subtree: true })
                started = performance.now()
                link.click()
              }),
            { selector: FIRST_CARD },
          ),
        ),
      )
      await page.goto(`${server.url}/farm/produces`)
      await page.locator(FIRST_CARD).first().waitFor({ timeout: 30_000 })
      loadMs.push(await page.evaluate(() => (window as { __firstCard?: number }).__firstCard ?? Number.NaN))
      await page.close()
    }
    await context.close()
  } finally {
    await browser.close()
    await server.stop()
  }
  const figures: Figure[] = [
    fromSamples({ group: GROUP, name: `produce list first screen from IndexedDB (${stored} stored; tab click → first card)`, unit: 'ms', budget: { op: '<=', limit: 100 }, note }, clickMs, 1),
    fromSamples({ group: GROUP, name: `produce list, full page load from cache + IndexedDB (navigation → first card)`, unit: 'ms' }, loadMs),
  ]
  if (stored < Math.min(5000, storeTotal)) figures[0]!.failed = `only ${stored} produces stored`
  report(args.out, figures)
}

await main()
