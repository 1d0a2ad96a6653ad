/**
 * Link prefetch: once the page has been idle for `prefetchIdle` (2000 ms) after a navigation or
 * a scroll, the route chunks and loaders of the internal links visible in the viewport are
 * preloaded (`router.preloadRoute`), each link once. Skipped while the connectivity machine says
 * offline or flaky, on 2g / slow-2g and with Save-Data: the shopper pays for every byte, and on
 * a repeat visit the service worker already has the chunks.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { DELAYS } from '../config'
import { whenIdle } from '../lib/yield'
import { connectivityActor } from './connectivity-actor'

interface NetworkInformationLike {
  effectiveType?: string
  saveData?: boolean
}

/** Whether prefetching is worth its bytes right now. */
export function canPrefetch(): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
  if (!connectivityActor.getSnapshot().hasTag('stable')) return false
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  if (connection?.saveData) return false
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return false
  return true
}

/** The in-app path of a link worth preloading, or null (other origin, new tab, download, API, file). */
function internalPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download') || anchor.dataset.noPrefetch !== undefined) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  if (/^\/(api|assets|img|icons)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null
  const path = url.pathname + url.search
  return path === location.pathname + location.search ? null : path
}

export function startLinkPrefetch(router: AnyRouter): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const done = new Set<string>()
  const visible = new Set<HTMLAnchorElement>()
  let timer: number | undefined
  let cancelIdle: (() => void) | undefined

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const anchor = entry.target as HTMLAnchorElement
      if (entry.isIntersecting) visible.add(anchor)
      else visible.delete(anchor)
    }
    schedule()
  })

  const scan = () => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const path = internalPath(anchor)
      if (path && !done.has(path)) observer.observe(anchor)
    }
  }

  // One link per idle period: each preload (the router matching the path, the chunk's evaluation,
  // the loader's read) is its own short task, not one long one on a slow phone's main thread.
  const queue: string[] = []
  let pumping = false
  let cancelPump: (() => void) | undefined
  const pump = () => {
    const path = queue.shift()
    if (path === undefined || !canPrefetch() || router.state.status === 'pending') {
      pumping = false
      return
    }
    // A failed preload is quiet: the navigation, if it comes, loads (and reports) for itself.
    router
      .preloadRoute({ href: path } as Parameters<AnyRouter['preloadRoute']>[0])
      .catch(() => done.delete(path))
      .finally(() => {
        cancelPump = whenIdle(pump, DELAYS.prefetchIdle)
      })
  }

  const flush = () => {
    if (!canPrefetch() || router.state.status === 'pending') return
    for (const anchor of visible) {
      visible.delete(anchor)
      observer.unobserve(anchor)
      const path = anchor.isConnected ? internalPath(anchor) : null
      if (!path || done.has(path)) continue
      done.add(path)
      queue.push(path)
    }
    if (!pumping && queue.length) {
      pumping = true
      pump()
    }
  }

  // Idle: nothing happened for prefetchIdle ms, then the browser's own idle time.
  function schedule() {
    window.clearTimeout(timer)
    cancelIdle?.()
    timer = window.setTimeout(() => {
      scan()
      cancelIdle = whenIdle(flush, DELAYS.prefetchIdle)
    }, DELAYS.prefetchIdle)
  }

  let cancelScan: (() => void) | undefined
  const offResolved = router.subscribe('onResolved', () => {
    // A new page: forget the old page's links (the observer holds them otherwise).
    observer.disconnect()
    visible.clear()
    for (const path of queue.splice(0)) done.delete(path)
    // Its links are watched once the browser is idle, not in the task that renders the page (a
    // first visit's has a hundred links, the drawn page's and the app's).
    cancelScan?.()
    cancelScan = whenIdle(scan, DELAYS.prefetchIdle)
    schedule()
  })
  const onScroll = () => schedule()
  window.addEventListener('scroll', onScroll, { passive: true })
  // Links skipped while the connection was weak get their turn once it is stable again.
  let wasStable = connectivityActor.getSnapshot().hasTag('stable')
  const connectivity = connectivityActor.subscribe((snapshot) => {
    const isStable = snapshot.hasTag('stable')
    if (isStable && !wasStable) schedule()
    wasStable = isStable
  })
  // The first page may have resolved before this module loaded.
  scan()
  schedule()
  return () => {
    offResolved()
    connectivity.unsubscribe()
    window.removeEventListener('scroll', onScroll)
    window.clearTimeout(timer)
    cancelIdle?.()
    cancelScan?.()
    cancelPump?.()
    observer.disconnect()
  }
}
