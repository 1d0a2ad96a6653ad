import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { readRouteFacts, writeRouteFacts } from './scripts/route-facts.ts'
import { BACK_OFFICE_KINDS, KIND_TRAITS } from './src/lib/route-kinds.ts'

/** Layouts whose components load with the entry (see `codeSplitting` below). */
const UNSPLIT_ROUTES = new Set(['/{-$locale}', '/{-$locale}/farm'])
/**
 * The catalog's route modules (TanStack's split components): the pages whose kind goes in the
 * `catalog` chunk (src/lib/route-kinds.ts: home and the farm pages but join; the farm layout is
 * unsplit). A build first writes src/lib/route-facts.gen.ts from the route files, and stops
 * naming a page route that has no kind (scripts/route-facts.ts, decision 025).
 */
function catalogRoutes(): (id: string) => boolean {
  const root = path.dirname(fileURLToPath(import.meta.url))
  writeRouteFacts(root)
  const files = new Set(
    readRouteFacts(root)
      .filter((r) => KIND_TRAITS[r.kind].catalogChunk)
      .map((r) => path.join(root, r.file)),
  )
  return (id) => {
    const [file, query] = id.split('?')
    return !!query?.startsWith('tsr-split') && files.has(path.normalize(file!))
  }
}

/**
 * `npm run dev`: rewrites src/lib/route-facts.gen.ts when a route file changes, so a new page's
 * kind reaches the service worker's snapshots and the server's preloads without a step to
 * remember. Not under vitest: its test checks the committed module is current.
 */
function routeFacts(): Plugin {
  return {
    name: 'malewa-route-facts',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST) return
      const root = path.dirname(fileURLToPath(import.meta.url))
      const write = () => {
        try {
          if (writeRouteFacts(root)) server.config.logger.info('route facts: src/lib/route-facts.gen.ts rewritten')
        } catch (error) {
          server.config.logger.warn(String(error instanceof Error ? error.message : error))
        }
      }
      write()
      server.watcher.on('all', (_event, file) => {
        if (path.normalize(file).includes(path.normalize('/src/routes/'))) write()
      })
    },
  }
}

/**
 * The back office's code (src/lib/route-kinds.ts `backOffice`): each kind's split route modules
 * (`src/routes/{-$locale}/<kind>/…?tsr-split`) and features (`src/features/<kind>/`) in a lazy
 * chunk named after the kind, and the layout and primitives both share (`src/features/backoffice/`)
 * in one `backoffice` chunk. Only split modules: a route's own module (its `beforeLoad`, its kind
 * and title) is in the route tree, which the entry loads; were it in these chunks, every shopper
 * would fetch them with the first page.
 */
const BACK_OFFICE_CHUNKS = [...BACK_OFFICE_KINDS, 'backoffice'] as const
const BACK_OFFICE_FOLDERS = new Map<string, RegExp>([
  ...BACK_OFFICE_KINDS.map((kind) => [kind, new RegExp(String.raw`[\\/]src[\\/](?:routes[\\/]\{-\$locale\}[\\/]${kind}[\\/][^?]*\?tsr-split|features[\\/]${kind}[\\/])`)] as const),
  ['backoffice', /[\\/]src[\\/]features[\\/]backoffice[\\/]/],
])
/**
 * Back-office screens that stay out of their kind's chunk: opened now and then (a farm's profile,
 * the console's operators, a farm's holidays below Today's orders), or not the portal's first page
 * and heavy (a chef's bookings, the orders with their lines' packing, the team, an invitation,
 * the listing form with its photo and the catalog's labels, which would bring the storefront's catalog chunk),
 * they load when their route opens instead of with the portal's first page (its budget). Their
 * route's facade names them after the kind (`assets/partner-…`), so an opened portal keeps them.
 */
const RARE_SCREENS =
  /[\\/]src[\\/](?:features[\\/](?:(?:partner[\\/](?:profile|bookings|listing-form|orders|team|accept-invitation)|admin[\\/]operators)-screen|partner[\\/](?:holidays-section|booking-words|line-fulfil|photo-upload|other-languages))\.tsx|routes[\\/]\{-\$locale\}[\\/](?:partner[\\/](?:\$providerId[\\/](?:profile|bookings|orders|team|listings[\\/](?:\$produceId|new))|invitations[\\/]accept)|admin[\\/]operators)\.tsx\?tsr-split)/
/** The back-office chunk a module goes in, or null for the storefront's. */
function backOfficeChunk(id: string): string | null {
  for (const [name, test] of BACK_OFFICE_FOLDERS) if (test.test(id)) return name
  return null
}
/**
 * Holds the back-office chunks to their own modules: a shared module (src/ui/field.tsx, a
 * library) that landed in one would make every storefront page that uses it load the back office
 * (the sign-in page loaded the console's code, over its budget). The build fails and names them.
 */
function backOfficeChunksOwnOnly(): Plugin {
  return {
    name: 'malewa-back-office-chunks-own-only',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const item of Object.values(bundle)) {
        // (The back office's words, `locales/<ll>/backoffice.po`, are a chunk of that name too, and its own.)
        if (item.type !== 'chunk' || !(BACK_OFFICE_CHUNKS as readonly string[]).includes(item.name) || /\.po$/.test(item.facadeModuleId ?? '')) continue
        // Not its own and imported from outside the back office: a storefront page would load this chunk for it.
        // (A module only the back office imports, src/sync/partner.ts, may go with it: no shopper asks for it.)
        const outside = (id: string) => !id.startsWith('\0') && backOfficeChunk(id) === null
        const strays = item.moduleIds.filter((id) => {
          if (id.startsWith('\0') || backOfficeChunk(id) === item.name) return false
          const info = this.getModuleInfo(id)
          return backOfficeChunk(id) !== null || !info || [...info.importers, ...info.dynamicImporters].some(outside)
        })
        if (strays.length) this.error(`the back-office chunk ${item.fileName} holds modules the storefront imports too (vite.config.ts BACK_OFFICE_FOLDERS): ${strays.join(', ')}`)
      }
    },
  }
}
/** A built file of the back office (`assets/partner-…`, `assets/backoffice-…`, its catalogs): not the shopper's offline set nor the precache. */
const BACK_OFFICE_FILE = new RegExp(`^assets/(?:(?:${BACK_OFFICE_CHUNKS.join('|')})-|catalog\\.(?:${BACK_OFFICE_CHUNKS.join('|')})\\.)`)
/** The `<meta name>` under which the build lists the back office's files as `<chunk>:/path` (the portal keeps its own for offline use). */
const BACK_OFFICE_FILES_META = 'malewa-back-office-files'

/**
 * The routes every page links to (the header's basket and sign-in, the footer's pages, and one step on: checkout, registration),
 * with their layouts (the sign-in area's `auth/route`, without which sign-in does not open): their files come right after the route facades.
 */
const SHELL_LINKED_ROUTES = /[\\/]src[\\/]routes[\\/]\{-\$locale\}[\\/](?:cart[\\/]|auth[\\/](?:login|register|route)\.|pages[\\/])[^?]*\?tsr-split/

/** Below this many bytes a file is a route's one-line facade (or as small): those come first. */
const FACADE_BYTES = 300

/** The `<meta name>` under which the build lists, in index.html, the files a page fetches for offline use (src/lib/offline-files.ts). */
const OFFLINE_FILES_META = 'malewa-offline-files'
/** The `<meta name>` under which it lists each language's words and static-page texts (`lang:path`). */
const OFFLINE_WORDS_META = 'malewa-offline-words'

/**
 * Lists in index.html every script and stylesheet a link can reach that the entry does not load
 * (the lazy route chunks and what they import), space-separated in a `<meta>` (no inline script:
 * the CSP and its test allow none) the page reads once the first page is shown: it fetches them
 * into the HTTP cache then, so the routes open offline before the service worker has installed
 * (decision 015). Not the languages' catalogs and static-page texts: the page fetches the ones of
 * its own language and English (src/main.tsx).
 */
function offlineFiles(): Plugin {
  return {
    name: 'malewa-offline-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        // The entry's static imports and their stylesheets: every page has them already.
        const initial = new Set<string>()
        const walk = (fileName: string) => {
          if (initial.has(fileName)) return
          initial.add(fileName)
          const item = bundle[fileName]
          if (item?.type !== 'chunk') return
          item.imports.forEach(walk)
          item.viteMetadata?.importedCss.forEach((css) => initial.add(css))
        }
        walk(chunk.fileName)
        // Smallest first: a route's entry is often a one-line facade re-exporting its screen from a
        // chunk the first page already loaded (the catalog's routes share one), so once those few
        // hundred bytes are here, every such route opens offline. Then what the routes every page
        // links to need (the basket and checkout, sign-in and registration, the static pages:
        // `SHELL_LINKED_ROUTES`), whatever their size; the rest (the account's pages, reached
        // after signing in) last (decision 027).
        const size = (name: string) => {
          const item = bundle[name]!
          return item.type === 'chunk' ? item.code.length : typeof item.source === 'string' ? item.source.length : item.source.byteLength
        }
        const linked = new Set<string>()
        const walkLinked = (fileName: string) => {
          if (linked.has(fileName) || initial.has(fileName)) return
          linked.add(fileName)
          const item = bundle[fileName]
          if (item?.type !== 'chunk') return
          ;[...item.imports, ...item.dynamicImports].forEach(walkLinked)
          item.viteMetadata?.importedCss.forEach((css) => linked.add(css))
        }
        for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.facadeModuleId && SHELL_LINKED_ROUTES.test(item.facadeModuleId)) walkLinked(item.fileName)
        const rank = (name: string) => (size(name) < FACADE_BYTES ? 0 : linked.has(name) ? 1 : 2)
        const files = Object.keys(bundle)
          .filter(
            (name) => /^assets\/.+\.(js|css)$/.test(name) && !initial.has(name) && !BACK_OFFICE_FILE.test(name) && !/^assets\/(catalog\.\w+\.[a-z]{2}|pages\.[a-z]{2}|[\w-]+\.worker)-/.test(name),
          )
          .sort((a, b) => rank(a) - rank(b) || size(a) - size(b) || a.localeCompare(b))
          .map((name) => `/${name}`)
        // Hashed file names: no space, quote or `<` to escape.
        // Each language's words (its catalogs) and static-page texts, as `lang:path`: the page has
        // the worker fetch its own language's and English's (their stand-in) before the route
        // files, so that once those have arrived every route also has its words offline.
        const words = Object.keys(bundle)
          .filter((name) => !BACK_OFFICE_FILE.test(name))
          .map((name) => /^assets\/(?:catalog\.\w+\.([a-z]{2})|pages\.([a-z]{2}))-[\w-]+\.js$/.exec(name))
          .filter((m): m is RegExpExecArray => m !== null)
          .map((m) => `${m[1] ?? m[2]}:/${m[0]}`)
          .sort()
        // The back office's files, each under its chunk's name (`partner:/assets/…`): a member's
        // portal keeps them for offline use once it has opened (src/features/backoffice/), and a
        // shopper never fetches them. The chunks' words are the `backoffice`, `partner` and `admin`
        // catalogs, kept by the same page (`partner:en:/assets/…`: the part, then the language).
        const backOffice = Object.keys(bundle)
          .filter((name) => /\.(js|css)$/.test(name) && BACK_OFFICE_FILE.test(name))
          .map((name) => {
            const catalog = /^assets\/catalog\.(\w+)\.([a-z]{2})-/.exec(name)
            return catalog ? `${catalog[1]}:${catalog[2]}:/${name}` : `${name.slice('assets/'.length).split('-')[0]}:/${name}`
          })
          .sort()
        return html.replace(
          '</head>',
          `  <meta name="${OFFLINE_FILES_META}" content="${files.join(' ')}" />\n  <meta name="${OFFLINE_WORDS_META}" content="${words.join(' ')}" />\n  <meta name="${BACK_OFFICE_FILES_META}" content="${backOffice.join(' ')}" />\n  </head>`,
        )
      },
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (UNSPLIT_ROUTES.has(routeId) ? [] : undefined) },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    lingui(),
    offlineFiles(),
    backOfficeChunksOwnOnly(),
    routeFacts(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/(src|machines)\/.*\.[jt]sx?(?:$|\?)/ }),
    // The service worker (src/sw.ts, registered from src/ui/service-worker.ts; never an inline script).
    // Precache: the shell and every route chunk; not the six catalogs nor the six static-page text
    // modules (the worker caches the active language's and English's at runtime).
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: false,
          injectManifest: {
            rollupFormat: 'iife',
            globPatterns: ['index.html', 'intl-warm-up.js', 'favicon.svg', 'manifest*.webmanifest', 'assets/**/*.{js,css}'],
            // Nor the back office (its chunks and their stylesheets): a shopper's device never holds it.
            globIgnores: ['assets/catalog.*.js', 'assets/pages.*.js', ...BACK_OFFICE_CHUNKS.map((name) => `assets/${name}-*`)],
          },
        }),
  ],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      // A page drawn on the server has no live queries: render passes answer them (src/first-paint/live-query.ts).
      ...(isSsrBuild ? [{ find: /^dexie-react-hooks$/, replacement: fileURLToPath(new URL('./src/first-paint/live-query.ts', import.meta.url)) }] : []),
      // The browser's build: Dexie's ES module, not its CommonJS file behind an ES wrapper (`dexie`'s
      // "import" entry, there so that two copies in one page share one Dexie): the libraries' first
      // task no longer wraps and copies 200 KB of CommonJS exports. Build only: in the tests,
      // libraries outside Vite's graph import `dexie` by Node's rules, and two Dexies would not
      // see each other's changes.
      ...(command === 'build' && !isSsrBuild ? [{ find: /^dexie$/, replacement: 'dexie/dist/dexie.mjs' }] : []),
      { find: /^use-sync-external-store\/shim(\/with-selector)?(\.js)?$/, replacement: fileURLToPath(new URL('./src/lib/react/use-sync-external-store.ts', import.meta.url)) },
    ],
  },
  // The server's first-paint worker (src/first-paint/worker.tsx, `npm run build`'s second step):
  // one module with its libraries in it, so the same aliases (Preact) apply as in the browser.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        copyPublicDir: false,
        // The service worker's registration is the browser's alone (never called on the server).
        rolldownOptions: { external: ['virtual:pwa-register'], output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 0,
        // dist/.vite/manifest.json: `npm run size` reads which chunks each route loads.
        manifest: true,
        rolldownOptions: {
          output: {
            // Lingui catalogs get names that say what they are (catalog.<part>.<locale>-hash.js): the
            // service worker caches them at runtime, and `account` must not be confused with the route.
            // What the first page needs (the entry's static imports) in two files, not fifty: on 3G each
            // request costs a round trip, and HTTP/1.1 fetches six at a time. Libraries apart (they change
            // less often than our code, so a deploy of ours leaves them cached). Lazy route chunks,
            // catalogs and page texts stay separate and load on demand.
            //
            // Route code in a few chunks, not forty of a few hundred bytes: a first visit to /farm asked
            // for 19 files at once, and over HTTP/1.1's six connections that is four round trips
            // (600 ms at 3G's 150 ms) before the page could render.
            // - The storefront's layout (header, basket, connectivity banner: the `{-$locale}` route)
            //   and the farm area's are not split from their routes (`UNSPLIT_ROUTES`): they go with
            //   our shared code, every page shows the first and every catalog page the second.
            // - The catalog pages (home, the farm layout and its pages but the join form, which brings
            //   the form schemas) in one `catalog` chunk: ~6 KB gzip, and moving between them then
            //   loads nothing. The account, cart, checkout and sign-in pages keep their own chunks.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 3 },
                // Not the entry itself (the page's module, index.html → src/main.tsx): it stays the entry chunk.
                { name: 'app', test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id), tags: ['$initial'], priority: 2 },
                // The words of units, read by the catalog's pages and by the portal's listings: with our
                // shared code, or the portal would fetch the whole catalog chunk for them.
                { name: 'app', test: /[\\/]src[\\/]i18n[\\/]units\.ts$/, priority: 2 },
                { name: 'catalog', test: command === 'build' ? catalogRoutes() : () => false, priority: 1 },
                // The portal, the console and their shared layout, each its own lazy chunk (`BACK_OFFICE_FOLDERS`).
                // Only their own modules: by default a group also takes what they import that no other
                // group has (zod, the form kit…), and the sign-in page then loaded the portal's chunk.
                ...BACK_OFFICE_CHUNKS.map((name) => ({ name, test: (id: string) => backOfficeChunk(id) === name && !RARE_SCREENS.test(id), priority: 1, includeDependenciesRecursively: false })),
              ],
            },
            chunkFileNames: (chunk) => {
              const po = (chunk.facadeModuleId ?? '').match(/locales\/([a-z]{2})\/(\w+)\.po$/)
              if (po) return `assets/catalog.${po[2]}.${po[1]}-[hash].js`
              // A back-office route's facade (the few bytes re-exporting its screen from its kind's chunk) goes by its chunk's name.
              // A rare screen's chunk shared by two routes (the listing form: new and edit) has no facade: named by its modules' kind when they all have one.
              const kinds = new Set(chunk.moduleIds.filter((id) => !id.startsWith('\0')).map(backOfficeChunk))
              const own = kinds.size === 1 ? [...kinds][0]! : null
              const backOffice = chunk.facadeModuleId ? backOfficeChunk(chunk.facadeModuleId) : own
              return backOffice && backOffice !== chunk.name ? `assets/${backOffice}-[name]-[hash].js` : 'assets/[name]-[hash].js'
            },
          },
        },
      },
}))
