/**
 * The cart's budgets (issue 7), in headless Chromium against the real server (farm seed), as a
 * signed-in shopper (registered through the API; the context carries the session cookies):
 *
 * - edit → screen: on /farm/produces, click a card's 'Add … to the basket' and wait for the
 *   header's 'Basket, N lines' label to change. Timed in the page with performance.now() and a
 *   MutationObserver, so the IndexedDB transaction (line + outbox entry, strict durability) and
 *   React's update are inside the figure. One new line per run.
 * - outbox drain: offline (context.setOffline), 100 edits are queued by clicking the cards'
 *   buttons; then the context goes online and the page times, from its 'online' event to the
 *   moment no cart operation is left in the `outbox` store (decision 040). The server's cart is then compared with the local one.
 *
 *   npx tsx scripts/bench/cart.ts [--runs 5] [--quick]   (the drain runs min(runs, 3) times)
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { codeFromMailDir, registerByMail } from '../../server/test/mail-files'
import { benchArgs, fmt, median, fromSamples, launchChromium, log, newContext, report, requireBuild, startServer, within, type BenchServer, type Figure } from './lib'
import { countRows } from './in-page'

const GROUP = 'Cart (headless Chromium, loopback)'
const CARDS = 'ul[aria-label="Produce"] > li'
const ADD = 'button[aria-label^="Add to basket, "]'
const QUEUED = 100

const args = benchArgs({}, 5)

async function signedInPage(browser: Browser, server: BenchServer, label: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { serviceWorkers: 'block', baseURL: server.url })
  const email = `bench-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  // The form, then the code from the e-mail; the confirmation's cookies stay in the context.
  const post = async (path: string, data: unknown) => {
    const res = await context.request.post(path, { data })
    return { status: res.status(), text: await res.text() }
  }
  const input = { name: 'Bench', surname: 'Shopper', phone: '', email, credential: { identifier: email, secret: 'a long bench passphrase for the cart' } }
  const res = await registerByMail(post, input, codeFromMailDir(server.dataDir))
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`)
  const page = await context.newPage()
  await page.goto('/farm/produces?inStock=true')
  await page.locator(CARDS).nth(2).waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  return { context, page }
}

/** Click → the basket link's label changes; ms in the page. */
function timeOneEdit(page: Page, index: number): Promise<number> {
  return page.evaluate(
    ({ index, CARDS, ADD }) =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelectorAll(CARDS)[index]?.querySelector<HTMLButtonElement>(ADD)
        const link = document.querySelector<HTMLAnchorElement>('a.cart-link')
        if (!button || !link) return reject(new Error(`no add button on card ${index}, or no basket link`))
        const before = link.getAttribute('aria-label')
        let started = 0
        const observer = new MutationObserver(() => {
          if (link.getAttribute('aria-label') !== before) {
            observer.disconnect()
            resolve(performance.now() - started)
          }
        })
        observer.observe(link, { attributes: true, attributeFilter: ['aria-label'] })
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`the basket label stayed "${before}" for 5 s`))
        }, 5_000)
        started = performance.now()
        button.click()
      }),
    { index, CARDS, ADD },
  )
}

/** Clicks the cards' add buttons round-robin until `wanted` edits are queued (at most 4 × wanted clicks). */
function queueEdits(page: Page, wanted: number): Promise<number> {
  return page.evaluate(
    async ({ wanted, CARDS, ADD }) => {
      const count = () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('storefront')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const req = open.result.transaction('outbox').objectStore('outbox').index('kind').count('cart-op')
            req.onsuccess = () => {
              open.result.close()
              resolve(req.result)
            }
          }
        })
      const buttons = [...document.querySelectorAll(CARDS)].map((c) => c.querySelector<HTMLButtonElement>(ADD)).filter((b): b is HTMLButtonElement => b !== null)
      let queued = await count()
      for (let click = 0; click < 4 * wanted && queued < wanted; click++) {
        const button = buttons[click % buttons.length]!
        if (button.disabled) continue
        button.click()
        // The button is disabled until addToCart has committed (line and outbox entry).
        const started = performance.now()
        await new Promise((r) => setTimeout(r, 0))
        while (button.disabled && performance.now() - started < 2_000) await new Promise((r) => setTimeout(r, 2))
        queued = await count()
      }
      return queued
    },
    { wanted, CARDS, ADD },
  )
}

/** Polls the outbox until it is empty: when the first entry left, and when the last did (page clock). */
function watchDrain(page: Page, queued: number, timeoutMs: number): Promise<{ firstAt: number | null; emptyAt: number | null }> {
  return page.evaluate(
    async ({ queued, timeoutMs }) => {
      const count = () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('storefront')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const req = open.result.transaction('outbox').objectStore('outbox').index('kind').count('cart-op')
            req.onsuccess = () => {
              open.result.close()
              resolve(req.result)
            }
          }
        })
      const started = performance.now()
      let firstAt: number | null = null
      while (performance.now() - started < timeoutMs) {
        const n = await count()
        if (firstAt === null && n < queued) firstAt = performance.now()
        if (n === 0) return { firstAt, emptyAt: performance.now() }
        await new Promise((r) => setTimeout(r, 4))
      }
      return { firstAt, emptyAt: null }
    },
    { queued, timeoutMs },
  )
}

async function main() {
  requireBuild()
  const storefront = await startServer({ site: true })
  const browser = await launchChromium()
  const editMs: number[] = []
  const drainMs: number[] = []
  const firstPushMs: number[] = []
  const serverOnlyMs: number[] = []
  const base = storefront.url
  let drainNote = ''
  try {
    const edit = await signedInPage(browser, storefront, 'edit')
    // One warm-up edit (first IndexedDB transaction of the page, the toast's first render): not counted.
    await timeOneEdit(edit.page, 0)
    for (let run = 1; run <= args.runs; run++) {
      log(`cart edit: run ${run}/${args.runs}`)
      await edit.page.waitForTimeout(300)
      editMs.push(await within(10_000, 'cart edit', () => timeOneEdit(edit.page, run)))
    }
    await edit.context.close()

    const drains = Math.min(args.runs, 3)
    for (let run = 1; run <= drains; run++) {
      log(`outbox drain: run ${run}/${drains} (queue ${QUEUED} edits offline, then go online)`)
      const { context, page } = await signedInPage(browser, storefront, 'drain')
      try {
        await context.setOffline(true)
        const queued = await within(120_000, 'queueing edits', () => queueEdits(page, QUEUED))
        if (queued !== QUEUED) throw new Error(`queued ${queued} edits instead of ${QUEUED} (signed in? stock?)`)
        await page.evaluate(() => window.addEventListener('online', () => ((window as { __onlineAt?: number }).__onlineAt = performance.now()), { once: true }))
        await context.setOffline(false)
        const drained = await watchDrain(page, QUEUED, 30_000)
        if (drained.emptyAt === null) throw new Error(`the outbox still held ${await countRows(page, 'outbox')} entries after 30 s online`)
        const onlineAt = await page.evaluate(() => (window as { __onlineAt?: number }).__onlineAt ?? null)
        if (onlineAt === null) throw new Error("the page saw no 'online' event")
        drainMs.push(drained.emptyAt - onlineAt)
        firstPushMs.push((drained.firstAt ?? drained.emptyAt) - onlineAt)
        // The server's cart must now equal the local one.
        const serverCart = (await (await context.request.get('/api/cart/farm')).json()) as { data: { lines: { produceId: string; quantity: number }[] } }
        const local = await page.evaluate(
          () =>
            new Promise<{ produceId: string; quantity: number; owner: string }[]>((resolve) => {
              const open = indexedDB.open('storefront')
              open.onsuccess = () => {
                const req = open.result.transaction('basketLines').objectStore('basketLines').getAll()
                req.onsuccess = () => {
                  open.result.close()
                  resolve(req.result)
                }
              }
            }),
        )
        const want = new Map(local.filter((l) => l.owner !== 'guest').map((l) => [l.produceId, l.quantity]))
        const same = serverCart.data.lines.length === want.size && serverCart.data.lines.every((l) => want.get(l.produceId) === l.quantity)
        drainNote = `${QUEUED} edits over ${want.size} lines; server cart ${same ? 'equals' : 'DIFFERS FROM'} the local cart`
        if (!same) throw new Error(`after the drain the server cart differs from the local cart`)
        // Once: the same number of pushes from Node, one after the other — the server's share of the drain.
        if (run > 1) continue
        const line = serverCart.data.lines[0]!
        const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value
        if (!token) throw new Error('no access_token cookie')
        const t0 = performance.now()
        for (let i = 0; i < QUEUED; i++) {
          const res = await fetch(`${base}/api/cart/farm/ops`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify({ op: 'set', produceId: line.produceId, quantity: line.quantity }),
          })
          await res.arrayBuffer()
          if (!res.ok) throw new Error(`POST /api/cart/farm/ops answered ${res.status}`)
        }
        serverOnlyMs.push(performance.now() - t0)
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await storefront.stop()
  }
  const figures: Figure[] = [
    fromSamples({ group: GROUP, name: "cart edit → screen ('Basket, N lines' label), IndexedDB write included", unit: 'ms', budget: { op: '<=', limit: 50 } }, editMs, 1),
    fromSamples({ group: GROUP, name: `the server's share: ${QUEUED} sequential POST /api/cart/farm/ops from Node`, unit: 'ms' }, serverOnlyMs),
    fromSamples(
      {
        group: GROUP,
        name: `outbox drain: ${QUEUED} queued edits, online event → no cart operation in the outbox`,
        unit: 'ms',
        budget: { op: '<=', limit: 2000 },
        note: `${drainNote}; first edit left the outbox after ${fmt(median(firstPushMs) ?? 0)} ms (median)`,
      },
      drainMs,
    ),
  ]
  report(args.out, figures)
}

await main()
