/**
 * The service worker: the storefront opens with no network, in every language and on every route.
 *
 * - Precache (vite-plugin-pwa injects the list at build): index.html, every route chunk's JS and
 *   CSS, the favicon and the manifests. The page has usually fetched the chunks into the HTTP
 *   cache already, just after its first paint (decision 015), so the install reads them from
 *   there. Not the six Lingui catalogs and not the six static-page text modules: a shopper reads
 *   one language (and English's words stand in for missing ones), so those are cached at runtime
 *   when used (stale-while-revalidate), and the page sends the ones it loaded before this worker
 *   took control (workbox-routing's CACHE_URLS message, src/ui/service-worker.ts).
 * - Navigations (any locale, any route; not /api, not files) answer with the precached shell; the
 *   router decides what it shows and Dexie has the data. A catalog or static page the shopper saw
 *   before comes with its last snapshot in the shell, so it paints before the scripts run
 *   (src/lib/page-snapshot.ts).
 * - Catalog images (/img/*) cache-first, at most 200 for 30 days; offline, one never seen is a
 *   blank tile.
 * - API requests are not handled here at all: Dexie is the offline store, and a cached API answer
 *   would hide the truth from the sync layer.
 *
 * Updates: a new worker installs and WAITS (no skipWaiting on install). The page offers "Update";
 * its click posts SKIP_WAITING, this worker activates, claims the tabs and the page reloads. Nothing
 * here touches IndexedDB, so the cart and the outbox survive every update.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { SNAPSHOT_CACHE, injectSnapshot, isSnapshotPath, readSnapshot, snapshotKey } from './lib/page-snapshot'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first worker takes the open tab at once, so it works offline without a reload. An update
// only activates after SKIP_WAITING (or once every tab is closed), and then claiming is the point.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const sameOrigin = (url: URL) => url.origin === self.location.origin

const shell = createHandlerBoundToURL('index.html')

/**
 * The shell, with the page's last snapshot in it when there is one for this URL and build
 * (src/lib/page-snapshot.ts): a repeat or offline visit paints before any script runs. Any
 * failure here answers with the plain shell.
 */
async function shellWithSnapshot(options: Parameters<typeof shell>[0]): Promise<Response> {
  const response = await shell(options)
  if (!isSnapshotPath(options.url.pathname) || !response.ok) return response
  try {
    const stored = await (await caches.open(SNAPSHOT_CACHE)).match(snapshotKey(options.url))
    if (!stored) return response
    const html = injectSnapshot(await response.clone().text(), await readSnapshot(stored))
    if (html === null) return response
    const headers = new Headers(response.headers)
    headers.delete('Content-Length')
    headers.delete('Content-Encoding')
    return new Response(html, { status: response.status, statusText: response.statusText, headers })
  } catch {
    return response
  }
}

registerRoute(
  new NavigationRoute(shellWithSnapshot, {
    // The API, the sandbox phone (a server page, decision 033), Paystack's return (a server redirect, decision 038), hashed assets, images and other files are never the SPA.
    denylist: [/^\/api(\/|$)/, /^\/sandbox\//, /^\/payments\/paystack\//, /^\/(assets|img|icons)\//, /\/[^/]+\.(js|css|json|webmanifest|png|svg|webp|ico|txt|xml)$/],
  }),
)

// The catalogs (storefront, account and back-office parts) and the static-page module of each language, hashed: keep the ones this shopper uses.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/assets\/(catalog\.\w+\.[a-z]{2}|pages\.[a-z]{2})-[\w-]+\.js$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'malewa-lazy-text',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 24 })],
  }),
)

// The back office's files (the portal's and the console's chunks: not in the precache, which is the
// shopper's): kept as a member's portal fetches them (src/features/backoffice/keep-offline.ts), so
// the portal opens offline. Hashed names: a file never changes, the newest build's replace the old.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/assets\/(partner|admin|backoffice)-[\w-]+\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'malewa-back-office',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
)

// Offline, an image never seen before is a soft blank tile rather than a broken-image icon (the
// card's text and alt carry the meaning). Not cached: the real image comes with the network.
const MISSING_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#f3ecdf"/></svg>'
type StrategyPlugin = NonNullable<NonNullable<ConstructorParameters<typeof CacheFirst>[0]>['plugins']>[number]
const missingImage: StrategyPlugin = {
  handlerDidError: async () => new Response(MISSING_IMAGE, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } }),
}

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: 'malewa-images',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }), missingImage],
  }),
)
