/**
 * The page's side of page snapshots (src/lib/page-snapshot.ts, decision 006):
 *
 * - `revealWhenReady`: the service worker served this page with its last snapshot (`#snapshot`,
 *   inert) beside the app's `#root`, which the stylesheet hides meanwhile. Once the router has
 *   settled and the app's page has its heading and nothing loading, the snapshot goes, in one
 *   frame: the same page takes its place and nothing moves. After 4 s the app's page shows
 *   whatever its state.
 * - `keepSnapshots`: after a catalog or static page has rendered with its data, and when the
 *   page is hidden, store its markup for the next visit (newest 24 pages). Open menus, toasts, the
 *   update offer and the connectivity banner are left out: the app draws its own.
 * - `clearSnapshots`: on sign-in and sign-out, so no page drawn for one shopper greets the next.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { MAX_SNAPSHOTS, MAX_SNAPSHOT_CHARS, SNAPSHOT_CACHE, isSnapshotPath, snapshotKey, snapshotResponse } from '../lib/page-snapshot'

const REVEAL_AFTER_MS = 4_000
const SAVE_DELAY_MS = 1_000
const SAVE_ATTEMPTS = 10

/** The app's page is complete: a heading in the content and no list still loading. */
export function isPageReady(root: ParentNode): boolean {
  return root.querySelector('main h1') !== null && root.querySelector('[aria-busy="true"]') === null
}

/**
 * The markup worth keeping, from a copy (the live page is not touched). A select's choice and a
 * field's text live in properties the markup does not carry: they are written into it.
 * The copy is parsed into a template's inert document, not cloned into the page's own (where each
 * of its images would start to load): 4.4-4.8 ms against 5.4 ms for /farm/produces on a desktop CPU.
 */
export function snapshotMarkup(root: Element): string {
  const template = document.createElement('template')
  template.innerHTML = root.innerHTML
  const copy = template.content
  const liveSelects = root.querySelectorAll('select')
  copy.querySelectorAll('select').forEach((select, i) => {
    const value = liveSelects[i]?.value
    select.querySelectorAll('option').forEach((o) => o.toggleAttribute('selected', o.value === value))
  })
  const liveInputs = root.querySelectorAll('input')
  copy.querySelectorAll('input').forEach((input, i) => {
    const live = liveInputs[i]
    if (!live || live.type === 'password' || live.type === 'hidden') return
    if (live.type === 'checkbox' || live.type === 'radio') input.toggleAttribute('checked', live.checked)
    else input.setAttribute('value', live.value)
  })
  copy.querySelectorAll('.toaster > *, .update-offer, .connectivity, .chunk-reloading').forEach((e) => e.remove())
  // What the last move was announced as is not the next visit's news.
  copy.querySelector('#route-announcer')?.replaceChildren()
  copy.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))
  return template.innerHTML
}

/**
 * Watches `root` until `ready()` holds, checked on each change of its content or of an
 * `aria-busy` in it, and on `check()`; then calls `then`, once. After `capMs` it calls `then`
 * whatever the state (a page still loading is not waited on for ever). `cancel` stops it.
 * Used to reveal the app's page over a snapshot, and to announce a new page once it is ready.
 */
export function whenPageReady(root: Element, capMs: number, then: () => void, ready: () => boolean = () => isPageReady(root)): { check: () => void; cancel: () => void } {
  let done = false
  const cancel = () => {
    done = true
    observer.disconnect()
    clearTimeout(cap)
  }
  const fire = () => {
    if (done) return
    cancel()
    then()
  }
  const check = () => {
    if (!done && ready()) fire()
  }
  const observer = new MutationObserver(check)
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
  const cap = setTimeout(fire, capMs)
  return { check, cancel }
}

/**
 * The snapshot or drawn page on screen over the app (`#snapshot`, put there by `injectSnapshot`),
 * or null: the app renders hidden beneath it until its page is ready. Null where there is no
 * document (the server's drawing worker).
 */
export function coveringSnapshot(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): HTMLElement | null {
  return doc?.getElementById('snapshot') ?? null
}

export function revealWhenReady(router: AnyRouter, doc: Document = document): void {
  const snapshot = coveringSnapshot(doc)
  const root = doc.getElementById('root')
  if (!snapshot || !root) return
  const watch = whenPageReady(
    root,
    REVEAL_AFTER_MS,
    () => snapshot.remove(),
    () => router.state.status === 'idle' && isPageReady(root),
  )
  router.subscribe('onResolved', () => queueMicrotask(watch.check))
}

async function save(root: Element): Promise<void> {
  const url = new URL(location.href)
  if (!isSnapshotPath(url.pathname) || !isPageReady(root) || coveringSnapshot()) return
  const entry = document.querySelector('script[type="module"][src]')?.getAttribute('src')
  if (!entry) return
  const html = snapshotMarkup(root)
  if (html.length > MAX_SNAPSHOT_CHARS) return
  const lang = document.documentElement.lang
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'
  const cache = await caches.open(SNAPSHOT_CACHE)
  await cache.put(snapshotKey(url), snapshotResponse({ html, lang, dir, entry }))
  const keys = await cache.keys()
  // A put replaces an entry at the end of the list, so the first ones are the oldest.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_SNAPSHOTS)).map((k) => cache.delete(k)))
}

export function keepSnapshots(router: AnyRouter): void {
  if (typeof caches === 'undefined') return
  const root = document.getElementById('root')
  if (!root) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = (left: number) => {
    timer = setTimeout(() => {
      if (!isPageReady(root) || coveringSnapshot()) return left > 1 ? attempt(left - 1) : undefined
      const run = () => void save(root).catch(() => {}) // quota or private mode: no snapshot, nothing else lost
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2_000 })
      else run()
    }, SAVE_DELAY_MS)
  }
  router.subscribe('onResolved', () => {
    clearTimeout(timer)
    attempt(SAVE_ATTEMPTS)
  })
  // Later changes (a sync, the basket count): the page as the shopper left it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void save(root).catch(() => {})
  })
}

export function clearSnapshots(): void {
  if (typeof caches !== 'undefined') void caches.delete(SNAPSHOT_CACHE).catch(() => {})
}
