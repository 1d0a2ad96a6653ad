/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (src/sw.ts, built to /sw.js, root scope) in production builds, from
 * this module rather than an inline script (strict CSP), and holds the update offer: a new
 * version installs and waits; the shopper sees "Update" and chooses when (see UpdateOffer). Only
 * the tab whose shopper asked reloads when the new worker takes over; another open tab keeps
 * its page and offers a plain reload. Nothing in IndexedDB is touched, so the cart and the
 * outbox survive.
 */

export type UpdateOfferState = 'none' | 'waiting' | 'activated'

let state: UpdateOfferState = 'none'
const listeners = new Set<() => void>()
const setState = (next: UpdateOfferState) => {
  state = next
  listeners.forEach((l) => l())
}

/** The offer, as an external store for useSyncExternalStore. */
export const updateOffer = {
  get: (): UpdateOfferState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

let skipWaiting: (() => Promise<void>) | null = null
let isRequestedHere = false
let isReloading = false

const reloadOnce = () => {
  if (isReloading) return
  isReloading = true
  window.location.reload()
}

/** The shopper clicked "Update": let the waiting worker take over; the page reloads once it controls. */
export async function acceptUpdate(): Promise<void> {
  if (isRequestedHere) return
  isRequestedHere = true
  const registration = await navigator.serviceWorker?.getRegistration()
  // Another tab already let it in: this page only needs to load the new version.
  if (state === 'activated' || !skipWaiting || !registration?.waiting) return reloadOnce()
  // Our own listener, not only the plugin's: workbox-window reports a take-over as an "update"
  // only in a page that was already controlled when it registered.
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true })
  await skipWaiting()
}

// The same files src/sw.ts caches at runtime (one language's catalog and static-page text; images).
const RUNTIME_CACHED = /^\/assets\/(catalog\.\w+\.[a-z]{2}|pages\.[a-z]{2})-[\w-]+\.js$|^\/img\//

/**
 * The active language's catalog (and any image) was fetched before the first worker controlled
 * the page, so it is not in the worker's cache yet: hand the worker those URLs (workbox-routing's
 * CACHE_URLS message). They come from the HTTP cache, not the network again.
 */
function sendAlreadyLoadedFiles(worker: ServiceWorker | null | undefined): void {
  if (!worker) return
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && RUNTIME_CACHED.test(url.pathname))
    .map((url) => url.href)
  if (urls.length) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urls)] } })
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    // The spec's message; the storefront works without a worker, only not offline.
    console.info('serviceWorker is not supported in current browser!')
    return
  }
  let registerSW: typeof import('virtual:pwa-register').registerSW
  try {
    ;({ registerSW } = await import('virtual:pwa-register'))
  } catch (error) {
    // Offline when the start-up ended, before the registration's chunk reached this device: the
    // worker registers once the network is back.
    console.warn('The service worker will register once the network is back', error)
    window.addEventListener('online', () => void registerServiceWorker(), { once: true })
    return
  }
  skipWaiting = registerSW({
    onNeedRefresh: () => setState('waiting'),
    // The new worker controls this tab now. Reload only if this tab's shopper asked for it.
    onNeedReload: () => (isRequestedHere ? reloadOnce() : setState('activated')),
    onRegisteredSW: () => {
      void navigator.serviceWorker.ready.then((registration) => sendAlreadyLoadedFiles(registration.active))
      navigator.serviceWorker.addEventListener('controllerchange', () => sendAlreadyLoadedFiles(navigator.serviceWorker.controller), { once: true })
    },
    onRegisterError: (error: unknown) => console.warn('The service worker could not be registered', error),
  })
}
