// `npm run size` (after `npm run build`): the bytes each main route costs on a first visit, as the
// server sends them (the .gz and .br files of scripts/precompress.mjs; the raw file when a file
// is too small to be compressed), against the budgets in scripts/size-budgets.json.
//
// A route's first visit = the entry chunk and its static imports, plus the route's lazy chunks
// (TanStack's `?tsr-split=` chunks of every route file on the way) and their static imports,
// plus the English catalog (and, for a static page, its English text module): read from
// dist/.vite/manifest.json (`build.manifest: true`). Also each language's catalog, the static
// page text per language, and the service worker's precache (dist/sw.js's injected list plus
// sw.js itself). Exits 1 when a budget is exceeded. Builds nothing itself.
import fs from 'node:fs'
import path from 'node:path'
import { LOCALES } from '../src/config.ts'

const DIST = path.resolve(process.argv[2] ?? 'dist')
const budgets = JSON.parse(fs.readFileSync(new URL('./size-budgets.json', import.meta.url), 'utf8'))
const manifestPath = path.join(DIST, '.vite/manifest.json')
if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run "npm run build" first (build.manifest must be on).`)
  process.exit(2)
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))

const R = 'src/routes/{-$locale}'
/**
 * The main routes and the split route files a first visit to each goes through (the root and the
 * layouts vite.config.ts leaves unsplit, `{-$locale}` and `farm`, are in the entry's chunks).
 */
const ROUTES = {
  '/': [`${R}/index.tsx`],
  '/farm': [`${R}/farm/index.tsx`],
  '/farm/produces': [`${R}/farm/produces/index.tsx`],
  '/farm/produces/:id': [`${R}/farm/produces/$id.tsx`],
  '/cart': [`${R}/cart/index.tsx`],
  '/auth/login': [`${R}/auth/route.tsx`, `${R}/auth/login.tsx`],
  '/pages/about': [`${R}/pages/route.tsx`, `${R}/pages/$slug.tsx`],
}
const STATIC_PAGE_ROUTES = ['/pages/about']
/**
 * The back office's first routes (decision 032): the portal's and, once it exists, the console's,
 * each with its own budget (`backOfficeFirstRouteJsGzip`); their chunks are none of a shopper's.
 */
const BACK_OFFICE_ROUTES = {
  '/partner': [`${R}/partner/route.tsx`, `${R}/partner/index.tsx`],
  '/admin': [`${R}/admin/route.tsx`, `${R}/admin/index.tsx`],
}
const catalogKey = (locale, part = 'messages') => `locales/${locale}/${part}.po`
const pagesKey = (locale) => `src/features/pages/content/pages.${locale}.ts`
const EXTRA = {
  '/pages/about': [pagesKey('en')],
  '/auth/login': [catalogKey('en', 'account')],
  '/partner': [catalogKey('en', 'backoffice'), catalogKey('en', 'partner')],
  '/admin': [catalogKey('en', 'backoffice'), catalogKey('en', 'admin')],
}

const served = (file) => {
  const full = path.join(DIST, file)
  const raw = fs.statSync(full).size
  const size = (ext) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : raw)
  return { raw, gzip: size('.gz'), br: size('.br') }
}
const sum = (files) => files.map(served).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), { raw: 0, gzip: 0, br: 0 })

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('no entry chunk in the Vite manifest')

/** Chunks (manifest keys) reached from these keys through static imports. */
function closure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return seen
}
const filesOf = (keys) => {
  const js = new Set()
  const css = new Set()
  for (const key of keys) {
    const chunk = manifest[key]
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    else if (chunk.file.endsWith('.css')) css.add(chunk.file)
    for (const c of chunk.css ?? []) css.add(c)
  }
  return { js: [...js], css: [...css] }
}
const splitChunksOf = (routeFile) => Object.keys(manifest).filter((k) => k === routeFile || k.startsWith(`${routeFile}?`))

const entryClosure = closure([entryKey])
// Classic scripts index.html loads itself (from public/, so not in the manifest; the module entry
// is): every route's.
const pageScripts = [...fs.readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/<script\b(?![^>]*\btype="module")[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1])
const rows = []
const failures = []
const check = (what, value, budget) => {
  const ok = value <= budget
  if (!ok) failures.push(`${what}: ${kb(value)} > ${kb(budget)}`)
  return ok
}
const kb = (n) => `${(n / 1000).toFixed(1)} KB`

const backOffice = Object.entries(BACK_OFFICE_ROUTES).filter(([, files]) => files.every((f) => splitChunksOf(f).length))
for (const [route, files] of [...Object.entries(ROUTES), ...backOffice]) {
  const isBackOffice = route in BACK_OFFICE_ROUTES
  const lazy = files.flatMap((f) => {
    const chunks = splitChunksOf(f)
    if (!chunks.length) throw new Error(`no chunk for ${f} in the Vite manifest (renamed route?)`)
    return chunks
  })
  const keys = closure([entryKey, ...lazy, catalogKey('en'), ...(EXTRA[route] ?? [])])
  const { js, css } = filesOf(keys)
  js.push(...pageScripts)
  const jsSize = sum(js)
  const cssSize = sum(css)
  const own = filesOf([...closure(lazy)].filter((k) => !entryClosure.has(k)))
  const ownSize = sum(own.js)
  const okJs = check(`${route} JS (gzip)`, jsSize.gzip, isBackOffice ? budgets.backOfficeFirstRouteJsGzip : budgets.firstRouteJsGzip)
  const okCss = check(`${route} CSS (gzip)`, cssSize.gzip, budgets.cssGzip)
  let okOwn = true
  if (STATIC_PAGE_ROUTES.includes(route)) okOwn = check(`${route} own route chunks (gzip)`, ownSize.gzip, budgets.staticPageRouteGzip)
  rows.push({ route, files: js.length, js: jsSize, css: cssSize, own: ownSize, ok: okJs && okCss && okOwn })
}

const pad = (s, n) => String(s).padEnd(n)
const padl = (s, n) => String(s).padStart(n)
console.log(
  `\nFirst visit, English, as served (budgets: JS ≤ ${kb(budgets.firstRouteJsGzip)} gzip, the back office's ≤ ${kb(budgets.backOfficeFirstRouteJsGzip)}; CSS ≤ ${kb(budgets.cssGzip)} gzip)\n`,
)
console.log(`${pad('route', 20)}${padl('chunks', 7)}${padl('JS gzip', 11)}${padl('JS br', 11)}${padl('CSS gzip', 11)}${padl('CSS br', 11)}${padl('route-only gzip', 17)}  ok`)
for (const r of rows) {
  console.log(
    `${pad(r.route, 20)}${padl(r.files, 7)}${padl(kb(r.js.gzip), 11)}${padl(kb(r.js.br), 11)}${padl(kb(r.css.gzip), 11)}${padl(kb(r.css.br), 11)}${padl(kb(r.own.gzip), 17)}  ${r.ok ? '✓' : '✗ over budget'}`,
  )
}

// The part every route shares, split into the libraries (the `vendor` group of vite.config.ts) and
// our own code (the entry and the `app` group), the two halves of issue 8's first-route budget.
{
  const shared = [...filesOf([...entryClosure]).js, ...pageScripts]
  const libraries = sum(shared.filter((f) => /(^|\/)vendor-[\w-]+\.js$/.test(f)))
  const ours = sum(shared.filter((f) => !/(^|\/)vendor-[\w-]+\.js$/.test(f)))
  console.log(
    `\nShared by every route: libraries ${kb(libraries.gzip)} gzip (${kb(libraries.br)} br), our code ${kb(ours.gzip)} gzip (${kb(ours.br)} br); each route adds its own chunks (route-only column) and the English catalog`,
  )
}
console.log(
  `\nPer language: the storefront catalog, the account catalog (sign-in, account, orders, checkout), the back office's, each lazy (budgets: catalog ≤ ${kb(budgets.catalogGzip)} gzip, static page text ≤ ${kb(budgets.staticPageRouteGzip)} gzip)\n`,
)
console.log(
  `${pad('locale', 8)}${padl('catalog gzip', 14)}${padl('catalog br', 12)}${padl('account gzip', 14)}${padl('account br', 12)}${padl('back office gzip', 18)}${padl('portal gzip', 13)}${padl('console gzip', 14)}${padl('pages gzip', 12)}${padl('pages br', 10)}  ok`,
)
for (const locale of LOCALES) {
  const catalog = manifest[catalogKey(locale)]
  const account = manifest[catalogKey(locale, 'account')]
  const backOfficeWords = manifest[catalogKey(locale, 'backoffice')]
  const portalWords = manifest[catalogKey(locale, 'partner')]
  const consoleWords = manifest[catalogKey(locale, 'admin')]
  const pages = manifest[pagesKey(locale)]
  if (!catalog || !account || !backOfficeWords || !portalWords || !consoleWords) throw new Error(`no chunk for one of ${locale}'s catalogs (messages, account, backoffice, partner, admin)`)
  const c = served(catalog.file)
  const a = served(account.file)
  const b = served(backOfficeWords.file)
  const bp = served(portalWords.file)
  const ba = served(consoleWords.file)
  const p = pages ? served(pages.file) : { gzip: 0, br: 0 }
  const ok =
    check(`${locale} catalog (gzip)`, c.gzip, budgets.catalogGzip) &
    check(`${locale} account catalog (gzip)`, a.gzip, budgets.catalogGzip) &
    check(`${locale} back office catalog (gzip)`, b.gzip, budgets.catalogGzip) &
    check(`${locale} portal catalog (gzip)`, bp.gzip, budgets.catalogGzip) &
    check(`${locale} console catalog (gzip)`, ba.gzip, budgets.catalogGzip) &
    check(`${locale} static page text (gzip)`, p.gzip, budgets.staticPageRouteGzip)
  console.log(
    `${pad(locale, 8)}${padl(kb(c.gzip), 14)}${padl(kb(c.br), 12)}${padl(kb(a.gzip), 14)}${padl(kb(a.br), 12)}${padl(kb(b.gzip), 18)}${padl(kb(bp.gzip), 13)}${padl(kb(ba.gzip), 14)}${padl(kb(p.gzip), 12)}${padl(kb(p.br), 10)}  ${ok ? '✓' : '✗ over budget'}`,
  )
}

// The precache list vite-plugin-pwa injected into dist/sw.js.
const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8')
const precached = [...sw.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((m) => m[1])
if (!precached.length) throw new Error('no precache list found in dist/sw.js')
const lazyText = precached.filter((u) => /assets\/(catalog\.\w+\.[a-z]{2}|pages\.[a-z]{2})-/.test(u))
if (lazyText.length) failures.push(`the precache holds catalogs or static page text: ${lazyText.join(', ')}`)
const backOfficeFiles = precached.filter((u) => /assets\/(partner|admin|backoffice)-/.test(u))
if (backOfficeFiles.length) failures.push(`the precache holds the back office's files: ${backOfficeFiles.join(', ')}`)
const precache = sum(precached)
const worker = served('sw.js')
const total = { gzip: precache.gzip + worker.gzip, br: precache.br + worker.br }
const okPrecache = check('precache + sw.js (gzip)', total.gzip, budgets.precacheGzip)
console.log(`\nService worker precache: ${precached.length} files, ${kb(precache.raw)} raw → ${kb(precache.gzip)} gzip / ${kb(precache.br)} brotli`)
console.log(
  `  + sw.js ${kb(worker.gzip)} gzip / ${kb(worker.br)} brotli = ${kb(total.gzip)} gzip / ${kb(total.br)} brotli on the wire at most (budget ${kb(budgets.precacheGzip)}) ${okPrecache ? '✓' : '✗ over budget'}`,
)
console.log('  (the files the first page already loaded come from the HTTP cache, so the extra download is smaller)')

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nAll within budget.')
