/**
 * Page snapshots: what the service worker puts in the shell so a repeat or offline visit paints
 * the page before any JavaScript runs (issue 8: repeat and offline LCP ≤ 1 s on a slow phone).
 *
 * After a catalog or static page has rendered with its data, the page stores its `#root` markup
 * in Cache Storage (src/ui/page-snapshot.ts). The worker (src/sw.ts) answers the next navigation
 * to that URL with the precached shell plus that markup in an inert `#snapshot` beside an empty
 * `#root`; the app renders into `#root` (hidden by the stylesheet while a snapshot is there) and
 * removes the snapshot once its own page is ready, in one frame: nothing moves.
 *
 * Pure functions only: the worker and the page both import this file.
 */
import { DEFAULT_LOCALE, LOCALES } from '../config'
import { SNAPSHOT_PAGES } from './route-facts.gen'

export const SNAPSHOT_CACHE = 'malewa-page-snapshots'
/** The newest pages kept; older ones are dropped first. */
export const MAX_SNAPSHOTS = 24
/** Markup larger than this is not kept (a produce list shown 500 at a time, say). */
export const MAX_SNAPSHOT_CHARS = 400_000

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The pages that are the same for every shopper of a market, in every language: the routes
 * whose kind keeps a snapshot (SNAPSHOT_PAGES; src/lib/route-kinds.ts: home, the farm catalog and
 * the static pages). Not the basket, the account, sign-in, the join form or search results.
 */
export function snapshotPaths(paths: readonly string[] = SNAPSHOT_PAGES): RegExp {
  const pages = paths.map((p) => (p === '/' ? '/' : p.replace(/[^/]+/g, (segment) => (segment.startsWith('$') ? '[^/]+' : escape(segment)))))
  return new RegExp(`^(?:/(?:${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')}))?(?:${pages.join('|')})?$`)
}
const SNAPSHOT_PATH = snapshotPaths()

export function isSnapshotPath(pathname: string): boolean {
  return SNAPSHOT_PATH.test(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
}

/** One snapshot per page and query (a filtered produce list is its own page). */
export function snapshotKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname
  return new URL(path + url.search, url.origin).href
}

export interface Snapshot {
  html: string
  lang: string
  dir: 'ltr' | 'rtl'
  /** The entry script of the build that rendered it: a snapshot of another build is not used. */
  entry: string
}

const ROOT = '<div id="root"></div>'
const LANG = /^[a-z]{2}$/

/**
 * The shell with a drawn page in it, in an inert `#snapshot` beside the empty `#root`, with the
 * page's language and direction on `<html>`; or null when the shell has no empty root or the
 * language or direction is malformed. The markup is the app's own serialised DOM (or the server's
 * rendering of the same screens): text a shopper or a farmer typed is already escaped in it.
 * The server's first paint (server/static-site.ts) draws into the very shell it serves.
 */
export function drawIntoShell(shell: string, page: Omit<Snapshot, 'entry'>): string | null {
  if (!LANG.test(page.lang) || (page.dir !== 'ltr' && page.dir !== 'rtl') || !shell.includes(ROOT)) return null
  // Replacer functions: a replacement string reads `$'`, `` $` `` and `$&` in the markup as parts of the shell.
  return shell
    .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(ROOT, () => `<div id="snapshot" inert aria-busy="true">${page.html}</div>${ROOT}`)
}

/** A stored snapshot in the shell (drawIntoShell), or null when it was made by another build (its entry script is not this shell's). */
export function injectSnapshot(shell: string, snapshot: Snapshot): string | null {
  if (!snapshot.entry || !shell.includes(`src="${snapshot.entry}"`)) return null
  return drawIntoShell(shell, snapshot)
}

/** A snapshot as stored: the markup as the body, the rest in headers. */
export function snapshotResponse(snapshot: Snapshot): Response {
  return new Response(snapshot.html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Snapshot-Lang': snapshot.lang, 'X-Snapshot-Dir': snapshot.dir, 'X-Snapshot-Entry': snapshot.entry },
  })
}

export async function readSnapshot(response: Response): Promise<Snapshot> {
  const dir = response.headers.get('X-Snapshot-Dir') === 'rtl' ? 'rtl' : 'ltr'
  return { html: await response.text(), lang: response.headers.get('X-Snapshot-Lang') ?? '', dir, entry: response.headers.get('X-Snapshot-Entry') ?? '' }
}
