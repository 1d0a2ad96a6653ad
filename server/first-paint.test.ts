/**
 * First visits get their page drawn (server/first-paint.ts, static-site.ts): what goes in the
 * shell, for whom, and that a slow, failed or missing worker never holds a page back. The real
 * worker (the app's own screens over its own catalog copy) is checked in the browser tests
 * (tests/e2e/first-paint.spec.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { FirstPaint } from '../src/first-paint/first-paint-contract'
import type { CatalogVersion } from './catalog/catalog-version'
import { firstPaints, type FirstPaints } from './first-paint'
import type { Logger } from './lib/log'
import { createTestApp } from './test/test-app'

const SHELL = '<!doctype html><html lang="en" dir="ltr"><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>'

let dir: string
const asked: string[] = []
let answer: (url: string) => FirstPaint | null = () => null
const fake: FirstPaints = {
  start() {},
  async draw(url) {
    asked.push(url)
    return answer(url)
  },
  async close() {},
}
let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'))
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL)
  t = await createTestApp({ staticDir: dir, firstPaint: fake })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const drawnProduce: FirstPaint = { html: '<main><h1>Produits frais</h1><ul><li>Avocats</li></ul></main>', lang: 'fr', dir: 'ltr' }

test('a first visit to a catalog page comes with the page drawn, in an inert snapshot, in its language', async () => {
  answer = () => drawnProduce
  asked.length = 0
  const res = await t.app.request('/fr/farm/produces?sort=price-asc')
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-cache')
  const html = await res.text()
  expect(html).toContain('<html lang="fr" dir="ltr">')
  expect(html).toContain('<div id="snapshot" inert aria-busy="true"><main><h1>Produits frais</h1><ul><li>Avocats</li></ul></main></div><div id="root"></div>')
  // The query is part of the page (a sorted list is drawn sorted).
  expect(asked).toEqual(['/fr/farm/produces?sort=price-asc'])
  // Compressed like any page, and a revalidation of the same page is a 304.
  const br = await t.app.request('/fr/farm/produces?sort=price-asc', { headers: { 'accept-encoding': 'br' } })
  expect(br.headers.get('content-encoding')).toBe('br')
  expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html)
  const again = await t.app.request('/fr/farm/produces?sort=price-asc', { headers: { 'if-none-match': res.headers.get('etag')! } })
  expect(again.status).toBe(304)
})

test('an Arabic page is drawn right to left', async () => {
  answer = () => ({ html: '<main><h1>منتجات طازجة</h1></main>', lang: 'ar', dir: 'rtl' })
  const html = await (await t.app.request('/ar/farm/produces')).text()
  expect(html).toContain('<html lang="ar" dir="rtl">')
  expect(html).toContain('<h1>منتجات طازجة</h1>')
})

test('only pages that are the same for every shopper are drawn, and never for a signed-in one', async () => {
  answer = () => drawnProduce
  asked.length = 0
  for (const p of ['/cart', '/fr/account', '/farm/search', '/auth/login', '/farm/join']) {
    const html = await (await t.app.request(p)).text()
    expect(html, p).toBe(SHELL)
  }
  const signedIn = await (await t.app.request('/farm/produces', { headers: { cookie: 'theme=dark; access_token=abc.def' } })).text()
  expect(signedIn).toBe(SHELL)
  expect(asked).toEqual([])
})

test('a page the worker did not draw goes out as the plain shell', async () => {
  answer = () => null
  expect(await (await t.app.request('/farm/produces/no-such-produce')).text()).toBe(SHELL)
  // Markup for a shell it does not fit (a language the shell cannot carry) is not forced in.
  answer = () => ({ html: '<main><h1>x</h1></main>', lang: 'xx-evil"' as never, dir: 'ltr' })
  expect(await (await t.app.request('/farm')).text()).toBe(SHELL)
})

// ---- the worker's side: a stand-in worker script answering as told

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }

/** The catalog version as the app's catalog routes read it: here moved by hand. */
let catalogVersion = 1
let recentChangeUntil = 0
const version: CatalogVersion = {
  current: async () => catalogVersion,
  keepUntil: (v, now) => (v === catalogVersion && now < recentChangeUntil ? recentChangeUntil : Number.POSITIVE_INFINITY),
}

function fakeWorker(body: string): string {
  const file = path.join(dir, `worker-${Math.random().toString(36).slice(2)}.mjs`)
  fs.writeFileSync(file, `import { parentPort, workerData } from 'node:worker_threads'\nparentPort.on('message', async ({ id, url, catalogVersion, settled }) => {\n${body}\n})\n`)
  return file
}

test('a drawn page is kept for a few seconds: the same URL is drawn once', async () => {
  const bundle = fakeWorker(
    `globalThis.n = (globalThis.n ?? 0) + 1; parentPort.postMessage({ id, url, page: { html: '<main><h1>' + url + ' ' + globalThis.n + '</h1></main>', lang: 'en', dir: 'ltr' } })`,
  )
  const paints = firstPaints({ bundle, log: silent, version, keepMs: 60_000 })!
  try {
    expect(await paints.draw('/farm')).toBeNull() // not started: the server is not listening yet
    paints.start('http://127.0.0.1:1')
    const first = await paints.draw('/farm')
    expect(first?.html).toMatch(/<h1>\/farm \d<\/h1>/)
    expect(await paints.draw('/farm')).toBe(first)
    expect((await paints.draw('/farm/produces'))?.html).not.toBe(first?.html)
  } finally {
    await paints.close()
  }
})

test('a kept page is drawn again once the catalog version moves, by a worker told which version to be up to date with', async () => {
  const bundle = fakeWorker(`parentPort.postMessage({ id, url, page: { html: '<main><h1>' + url + ' at ' + catalogVersion + (settled ? '' : ' (recent)') + '</h1></main>', lang: 'en', dir: 'ltr' } })`)
  catalogVersion = 7
  const paints = firstPaints({ bundle, log: silent, version, keepMs: 60_000 })!
  try {
    paints.start('http://127.0.0.1:1')
    const first = await paints.draw('/farm')
    expect(first?.html).toContain('<h1>/farm at 7</h1>')
    expect(await paints.draw('/farm')).toBe(first)
    // A price changed, through this process or another: the next request reads the new version.
    catalogVersion = 8
    recentChangeUntil = Date.now() + 300
    const recent = await paints.draw('/farm')
    expect(recent?.html).toContain('<h1>/farm at 8 (recent)</h1>')
    expect(await paints.draw('/farm')).toBe(recent)
    // Drawn in the moments after a change (its rows maybe not all visible yet): kept only until they are over.
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect((await paints.draw('/farm'))?.html).toContain('<h1>/farm at 8</h1>')
  } finally {
    catalogVersion = 1
    recentChangeUntil = 0
    await paints.close()
  }
})

test('a slow worker does not hold a page back, and a failed one serves plain shells while it is down', async () => {
  const bundle = fakeWorker(
    `if (url === '/crash') throw new Error('boom'); setTimeout(() => parentPort.postMessage({ id, url, page: { html: '<main><h1>late</h1></main>', lang: 'en', dir: 'ltr' } }), 500)`,
  )
  const errors: unknown[] = []
  const paints = firstPaints({ bundle, log: { ...silent, error: (m) => errors.push(m) }, timeoutMs: 50, version })!
  try {
    paints.start('http://127.0.0.1:1')
    const started = Date.now()
    expect(await paints.draw('/farm')).toBeNull()
    expect(Date.now() - started).toBeLessThan(400)
    expect(await paints.draw('/crash')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(errors.length).toBe(1)
    expect(await paints.draw('/farm/offers')).toBeNull()
  } finally {
    await paints.close()
  }
})

test('a worker that stops is started again and draws again; one that stops at once waits longer each time; none after close', async () => {
  const drawing = fakeWorker(`if (url === '/crash') process.exit(3); parentPort.postMessage({ id, url, page: { html: '<main><h1>' + url + '</h1></main>', lang: 'en', dir: 'ltr' } })`)
  const warned: string[] = []
  const paints = firstPaints({ bundle: drawing, log: { ...silent, warn: (m) => warned.push(m) }, keepMs: 0, restartMs: 100, version })!
  try {
    paints.start('http://127.0.0.1:1')
    expect((await paints.draw('/farm'))?.html).toBe('<main><h1>/farm</h1></main>')
    expect(await paints.draw('/crash')).toBeNull()
    expect(await paints.draw('/farm/produces')).toBeNull() // down: the plain shell meanwhile
    await expect.poll(async () => (await paints.draw('/farm/offers'))?.html ?? null, { timeout: 3_000, interval: 50 }).toBe('<main><h1>/farm/offers</h1></main>')
  } finally {
    await paints.close()
  }
  // Closed with the server: stopped, and not reported as a failure to recover from.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(warned).toEqual(['first paint: the worker stopped (exit code 3); starting it again in 100 ms'])

  // Stops on its first page (the start-up's own): 100, 200, 400 ms… rather than a tight loop.
  const failing = fakeWorker(`process.exit(1)`)
  const delays: number[] = []
  const broken = firstPaints({ bundle: failing, log: { ...silent, warn: (m) => delays.push(Number(m.match(/in (\d+) ms/)?.[1])) }, restartMs: 100, version })!
  broken.start('http://127.0.0.1:1')
  await expect.poll(() => delays.length, { timeout: 3_000, interval: 50 }).toBeGreaterThanOrEqual(3)
  await broken.close()
  expect(delays.slice(0, 3)).toEqual([100, 200, 400])
  const after = delays.length
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(delays.length).toBe(after)
})

test('a burst of distinct pages does not pile up in the worker: past 50 waiting, the plain shell at once', async () => {
  const bundle = fakeWorker(`setTimeout(() => parentPort.postMessage({ id, url, page: null, why: 'drawn' }), 2_000)`)
  const drawn: unknown[] = []
  const paints = firstPaints({ bundle, log: { ...silent, warn: (m, f) => drawn.push(f?.url) }, timeoutMs: 5, version })!
  try {
    paints.start('http://127.0.0.1:1')
    for (let i = 0; i < 80; i++) expect(await paints.draw(`/farm/search?q=${i}`)).toBeNull()
    await expect.poll(() => drawn.length, { timeout: 8_000 }).toBe(50)
    await new Promise((resolve) => setTimeout(resolve, 700))
    // The start-up's own page and 49 of the burst: the other 31 were never sent.
    expect(drawn.length).toBe(50)
    expect(drawn).toContain('/')
  } finally {
    await paints.close()
  }
})

test('without a built worker there is no first paint, and the server says why', () => {
  const said: string[] = []
  expect(firstPaints({ bundle: path.join(dir, 'missing.js'), log: { ...silent, info: (m) => said.push(m) }, version })).toBeNull()
  expect(said.join()).toMatch(/npm run build/)
})
