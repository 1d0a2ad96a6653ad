import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadRoutePreloads } from './route-preloads'
import { createTestApp } from './test/test-app'

// A build's manifest as Vite writes it, cut down to the shapes that matter: the entry and what it
// loads, the catalogs, route files split by TanStack Router, and chunks the routes share.
const R = 'src/routes/{-$locale}'
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_vendor.js', '_app.js'] },
  '_vendor.js': { file: 'assets/vendor-v1.js' },
  '_app.js': { file: 'assets/app-a1.js', imports: ['_vendor.js'] },
  'locales/en/messages.po': { file: 'assets/catalog.messages.en-c1.js' },
  'locales/fr/messages.po': { file: 'assets/catalog.messages.fr-c2.js' },
  'locales/ar/messages.po': { file: 'assets/catalog.messages.ar-c3.js' },
  [`${R}/route.tsx?tsr-split=component`]: { file: 'assets/route-shell.js', imports: ['_app.js', '_later.js'] },
  [`${R}/-storefront-shell.tsx?tsr-split=component`]: { file: 'assets/not-a-route.js' },
  [`${R}/index.tsx?tsr-split=component`]: { file: 'assets/home.js', imports: ['_farmer-card.js'] },
  [`${R}/$.tsx?tsr-split=component`]: { file: 'assets/not-found.js' },
  [`${R}/farm/route.tsx?tsr-split=component`]: { file: 'assets/route-farm.js', imports: ['_farm-layout.js'] },
  [`${R}/farm/index.tsx?tsr-split=component`]: { file: 'assets/farm-landing.js', imports: ['_farmer-card.js', '_vendor.js'] },
  [`${R}/farm/produces/index.tsx?tsr-split=component`]: { file: 'assets/produces.js' },
  [`${R}/farm/produces/$id.tsx?tsr-split=component`]: { file: 'assets/produce.js' },
  [`${R}/farm/produces/$.tsx?tsr-split=component`]: { file: 'assets/produces-not-found.js' },
  [`${R}/farm/$.tsx?tsr-split=component`]: { file: 'assets/farm-not-found.js' },
  [`${R}/auth/route.tsx?tsr-split=component`]: { file: 'assets/route-auth.js' },
  [`${R}/auth/login.tsx?tsr-split=component`]: { file: 'assets/login.js', imports: ['_forms.js'] },
  '_later.js': { file: 'assets/later-l1.js' },
  '_farmer-card.js': { file: 'assets/farmer-card-f1.js', css: ['assets/app.css'] },
  '_farm-layout.js': { file: 'assets/farm-layout-f2.js' },
  '_forms.js': { file: 'assets/forms-f3.js' },
}

let dir: string
let t: Awaited<ReturnType<typeof createTestApp>>
const html = '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>'

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-preloads-'))
  fs.mkdirSync(path.join(dir, '.vite'))
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  t = await createTestApp({ staticDir: dir })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const plan = () => loadRoutePreloads(dir)!
const names = (urls: string[]) => urls.map((u) => u.replace('/assets/', ''))

test("a page's language catalog and its route's chunks are announced, not what the entry already loads", () => {
  expect(names(plan().forPath('/farm'))).toEqual(['catalog.messages.en-c1.js', 'route-shell.js', 'later-l1.js', 'route-farm.js', 'farm-layout-f2.js', 'farm-landing.js', 'farmer-card-f1.js'])
  expect(names(plan().forPath('/'))).toEqual(['catalog.messages.en-c1.js', 'route-shell.js', 'later-l1.js', 'home.js', 'farmer-card-f1.js'])
})

test('the language comes from the address: its catalog, and the same route below the prefix', () => {
  expect(names(plan().forPath('/fr/farm/produces'))).toEqual(['catalog.messages.fr-c2.js', 'route-shell.js', 'later-l1.js', 'route-farm.js', 'farm-layout-f2.js', 'produces.js'])
  expect(names(plan().forPath('/ar'))[0]).toBe('catalog.messages.ar-c3.js')
  expect(names(plan().forPath('/en/farm'))).toEqual(names(plan().forPath('/farm')))
})

test('static segments win over a dynamic one, a dynamic one over a catch-all, and the deepest catch-all answers the rest', () => {
  expect(names(plan().forPath('/farm/produces/p-avocado'))).toContain('produce.js')
  expect(names(plan().forPath('/farm/produces/p-avocado/more'))).toContain('produces-not-found.js')
  expect(names(plan().forPath('/farm/unknown'))).toContain('farm-not-found.js')
  expect(names(plan().forPath('/auth/login'))).toEqual(['catalog.messages.en-c1.js', 'route-shell.js', 'later-l1.js', 'route-auth.js', 'login.js', 'forms-f3.js'])
  expect(names(plan().forPath('/made/up'))).toEqual(['catalog.messages.en-c1.js', 'route-shell.js', 'later-l1.js', 'not-found.js'])
  // A file whose name starts with "-" lives beside the routes without being one.
  expect(plan().forPath('/-storefront-shell').join(' ')).not.toContain('not-a-route')
})

test('a navigation gets index.html with its preloads, compressed, with an ETag of its own that revalidates', async () => {
  const res = await t.app.request('/fr/farm', { headers: { 'accept-encoding': 'br' } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-encoding')).toBe('br')
  expect(res.headers.get('cache-control')).toBe('no-cache')
  const page = zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
  expect(page).toContain('<div id="root"></div>')
  expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/catalog.messages.fr-c2.js"><link rel="modulepreload" crossorigin href="/assets/route-shell.js">')
  expect(page.indexOf('/assets/farm-landing.js')).toBeLessThan(page.indexOf('</head>'))

  const other = await t.app.request('/fr/farm/produces')
  expect(other.headers.get('etag')).not.toBe(res.headers.get('etag'))
  const again = await t.app.request('/fr/farm', { headers: { 'if-none-match': res.headers.get('etag')! } })
  expect(again.status).toBe(304)
})

test('a path that starts no route of the build (a probe of /healthz, /metrics) is a 404 with the not-found page', async () => {
  for (const p of ['/healthz', '/metrics', '/fr/metrics', '/wp-admin/setup-config', '/-storefront-shell']) {
    const res = await t.app.request(p, { headers: { 'if-none-match': (await t.app.request('/')).headers.get('etag')! } })
    expect(res.status, p).toBe(404)
    expect(res.headers.get('cache-control'), p).toBe('no-cache')
    const page = await res.text()
    expect(page, p).toContain('<div id="root"></div>') // the router shows its not-found page
    expect(page, p).toContain('/assets/not-found.js')
  }
  expect(plan().isPage('/healthz')).toBe(false)
})

test('every page of the build keeps its 200, a dynamic one too (the app says when its record does not exist)', async () => {
  // /auth has no chunk of its own (a redirect to /auth/login), but starts routes that do.
  for (const p of ['/', '/fr', '/farm', '/fr/farm/produces', '/farm/produces/p-avocado', '/auth', '/auth/login']) {
    const res = await t.app.request(p)
    expect(res.status, p).toBe(200)
    expect(await res.text(), p).toContain('<div id="root"></div>')
  }
})

test('a path only a catch-all answers is a 404 with the page, under any language prefix and at any depth (issue 30)', async () => {
  for (const p of ['/no-such-page', '/fr/no-such', '/ar/no-such', '/farm/unknown', '/fr/farm/unknown', '/farm/produces/p-avocado/more', '/pages/about/extra']) {
    const res = await t.app.request(p)
    expect(res.status, p).toBe(404)
    expect(res.headers.get('cache-control'), p).toBe('no-cache')
    expect(await res.text(), p).toContain('<div id="root"></div>')
  }
  expect(plan().isPage('/farm/unknown')).toBe(false)
  expect(plan().isPage('/farm/produces/p-avocado')).toBe(true)
  expect(plan().isPage('/fr/farm/offers')).toBe(true)
})

test('a file that is not in the build is a short 404, and so is an API path no route has', async () => {
  for (const p of ['/x.php', '/wp-login.php', '/.env', '/farm/config.json']) {
    const res = await t.app.request(p)
    expect(res.status, p).toBe(404)
    expect(await res.text(), p).toBe('Not found')
  }
  const api = await t.app.request('/api/nope')
  expect(api.status).toBe(404)
  expect(await api.json()).toMatchObject({ data: null, errors: [{ code: 'not_found' }] })
})

test('index.html itself (what the service worker keeps for every page) carries no route preloads', async () => {
  const res = await t.app.request('/index.html')
  expect(await res.text()).toBe(html)
})

test('a build without a manifest announces nothing and still serves its pages', async () => {
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-bare-'))
  fs.writeFileSync(path.join(bare, 'index.html'), html)
  const site = await createTestApp({ staticDir: bare })
  try {
    expect(loadRoutePreloads(bare)).toBeNull()
    const res = await site.app.request('/fr/farm')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(html)
  } finally {
    await site.close()
    fs.rmSync(bare, { recursive: true, force: true })
  }
})
