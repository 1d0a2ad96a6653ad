import { I18nProvider } from '@lingui/react'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DEFAULT_LOCALE } from './config'
import { activateLocale, i18n, keepWordsForOffline } from './i18n/i18n'
import { startSessionActor } from './session/session-actor'
import { mergeNotice } from './features/cart/merge-message'
import { baseApi } from './api/clients'
import { db } from './db/db'
import { startCartSync } from './sync/cart-sync-actor'
import { flushFavorites } from './sync/favorites'
import { startOrderSync } from './sync/order-sync-actor'
import { sendRequests } from './sync/outbox/requests'
import { toastActor } from './ui/app-actors'
import { watchChunkErrors } from './ui/chunk-reload'
import { endPageLoad } from './ui/later'
import { clearSnapshots, coveringSnapshot, keepSnapshots, revealWhenReady } from './ui/page-snapshot'
import { registerServiceWorker } from './ui/service-worker'
import { startLocaleActor } from './i18n/locale-actor'
import { isLocale } from './i18n/locales'
import { routeTree } from './routeTree.gen'
import { applyTheme } from './ui/theme'
import { yieldToMain } from './lib/yield'
import { intlWarmed } from './lib/intl-warm'
import { afterFirstPaint, afterStartUp, duringStartUp } from './lib/start-up'
import { offlineFileList, offlineWordFiles } from './lib/offline-files'
import { keepForOfflineOffThread } from './lib/offline-files-off-thread'
import { onWordsArrived, retryStandIns } from './i18n/stand-in-words'
import { connectivityActor } from './ui/connectivity-actor'
import { adoptOpenServices, refreshOpenServices } from './sync/open-services-sync'
import { keepPageTextsForOffline } from './features/pages/page-content'
import './ui/styles.css'
import './ui/layout.css'

applyTheme()
// The open services (SERVICES) before any route decides what it shows: the page's list or the device's newer one.
adoptOpenServices()

// The modules above end in short tasks (see yieldToMain); the router is one more.
await yieldToMain()
const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

// Before the first route chunk loads: a failed chunk reloads the page at most once per 60 s.
watchChunkErrors(router)
// Lists render in stages until the shopper first goes to another page (see useStaged).
const stopWatchingLoad = router.subscribe('onBeforeNavigate', (event) => {
  if (!event.fromLocation || event.fromLocation.href === event.toLocation.href) return
  endPageLoad()
  stopWatchingLoad()
})

// Activate the URL's language before the first paint so no English flashes on /fr or /ar.
const prefix = location.pathname.split('/')[1]
await activateLocale(isLocale(prefix) ? prefix : DEFAULT_LOCALE)

// The start-up in a few tasks, not one: a page drawn by the server or a snapshot is on screen
// meanwhile, and a tap or a scroll is answered between them (each is tens of ms on a slow phone).
await yieldToMain()
startLocaleActor(router)
const session = startSessionActor(router)
startCartSync(session, {
  merged: (outcome) => {
    const notice = mergeNotice(outcome)
    if (notice) toastActor.send({ type: 'toast.show', toast: { type: 'info', duration: 'long', ...notice } })
  },
  mergeFailed: () => {},
})
// After the cart: an order confirmed offline (or whose answer was lost) goes out now, then on `online`.
startOrderSync(session)
// The requests queue (favorites, a farmer's application) left by the last visit goes now, and
// again whenever the connection comes back (src/sync/outbox/requests.ts).
void sendRequests(baseApi, db)
// Favorites saved while signed out wait on this device; they go as soon as the shopper signs in.
let wasSignedIn = session.getSnapshot().hasTag('signedIn')
session.subscribe((s) => {
  const signedIn = s.hasTag('signedIn')
  if (signedIn && !wasSignedIn) flushFavorites(baseApi, db)
  // A page drawn for one shopper (the header's account menu, the basket count) is not the next one's.
  if (signedIn !== wasSignedIn) clearSnapshots()
  wasSignedIn = signedIn
})

// Not needed before the page is idle: off the first route's critical path, and in production
// after the start-up (below): a preload runs the route's module and its loader on the page's
// thread, and during the start-up that work fell among the first data pulls (decision 027).
const startLinkPrefetch = () => void import('./ui/link-prefetch').then((m) => m.startLinkPrefetch(router)).catch(() => {})
if (!import.meta.env.PROD) startLinkPrefetch()
// Production only (the dev server has no worker). Its install (every file of the app) waits for
// the end of the start-up: the first page shown, its data pulled, the browser idle (lib/start-up).
if (import.meta.env.PROD) {
  const shown = new Promise<void>((resolve) => {
    const off = router.subscribe('onResolved', () => {
      off()
      resolve()
    })
  })
  // Offline from the first paint, not only once the worker has installed (decisions 015, 027):
  // what links reach is fetched as work of the start-up, so the worker's install waits for it and
  // then takes those files from the HTTP cache rather than the network. The route files as soon
  // as the first page is shown, by a worker of their own (the page's thread only posts the list);
  // the words, which the page imports, once it is idle.
  void shown.then(() => duringStartUp(keepFilesForOffline()))
  void shown.then(() => duringStartUp(new Promise<void>((resolve) => afterFirstPaint(shown, () => void keepWordsForOfflineUse().finally(resolve)))))
  afterStartUp(shown, () => {
    void registerServiceWorker()
    startLinkPrefetch()
  })
}
// English words standing in for a language's are tried again each time the connection comes
// back, and again once it has settled; when the language's own arrive, the pages load again.
whenConnected(() => void retryStandIns())
// The server's list of open services, once the first page is shown and whenever the connection is back.
const offFirstResolved = router.subscribe('onResolved', () => {
  offFirstResolved()
  void refreshOpenServices()
})
whenConnected(() => void refreshOpenServices())
onWordsArrived(() => void router.invalidate())

/** Calls `then` each time the connectivity actor says the network is back, and once it is stable. */
function whenConnected(then: () => void): void {
  let last = ''
  connectivityActor.subscribe((s) => {
    const now = s.hasTag('stable') ? 'stable' : s.hasTag('online') ? 'online' : 'offline'
    if (now !== last && last !== '' && now !== 'offline') then()
    last = now
  })
}

/**
 * The route files every link can reach, into the HTTP cache (which the service worker's install
 * later reads too), by a worker (src/lib/offline-files-off-thread.ts). What the network refused
 * is tried again when it comes back.
 */
async function keepFilesForOffline(): Promise<void> {
  // The page language's words and English's first, before any route file (a route without its
  // words is no use offline): once the route files are here, so are they.
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const missedWords = await keepForOfflineOffThread(offlineWordFiles(locale))
  let missed = [...missedWords, ...(await keepForOfflineOffThread(offlineFileList()))]
  whenConnected(() => {
    if (missed.length) void keepForOfflineOffThread(missed).then((left) => (missed = left))
  })
}

/**
 * The page language's words and static-page texts and English's (their stand-in; a few KB,
 * needed on every route), then the words again for each language the shopper opens; tried again
 * when the network comes back.
 */
async function keepWordsForOfflineUse(): Promise<void> {
  let kept: string | null = null
  const keepWords = async () => {
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
    // Offline the imports could only fail: they are tried when the connection comes back.
    if (locale === kept || !navigator.onLine) return
    kept = locale
    await keepWordsForOffline(locale)
    await keepPageTextsForOffline(locale)
  }
  await keepWords()
  router.subscribe('onResolved', () => void keepWords())
  whenConnected(() => void keepWords())
}
// The worker may have served this page with its last snapshot: it stays until our page is ready.
revealWhenReady(router)
if (import.meta.env.PROD) keepSnapshots(router)

await yieldToMain()
// Beneath a drawn page, the first render's prices wait for the formatters intl-warm-up.js's
// worker makes (src/lib/intl-warm.ts); a page with nothing drawn renders at once.
if (coveringSnapshot()) await intlWarmed(250)
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)
