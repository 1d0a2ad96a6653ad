/**
 * The files a link can reach, on the device from just after the first paint (decision 015).
 *
 * The service worker's install (the whole precache) waits for the end of the start-up, up to
 * 20 s (start-up.ts, decision 009): until then a route whose chunk was never fetched could not
 * open offline. The build lists those chunks in index.html (vite.config.ts `offlineFiles`); once
 * the first page is shown and the browser is idle, the page fetches each one it has not loaded
 * yet into the HTTP cache, a few at a time (`KEEP_AT_ONCE`) at low priority. No script is parsed or run (a plain
 * fetch, not an import), so the page's thread does next to nothing; the chunks are immutable
 * (cached for a year), so offline the browser answers a route's import from its cache, and the
 * worker's install, when it comes, takes them from there rather than from the network.
 */

/** The list the build wrote into the page (`<meta name="malewa-offline-files">`): same-origin paths of scripts and stylesheets. */
export function offlineFileList(doc: Document = document): string[] {
  const content = doc.querySelector('meta[name="malewa-offline-files"]')?.getAttribute('content') ?? ''
  return content.split(/\s+/).filter((path) => path.startsWith('/assets/'))
}

/**
 * The files of `locale`'s words and static-page texts and English's (their stand-in), from the
 * list the build wrote (`<meta name="malewa-offline-words">`, `lang:path` each): fetched before
 * the route files, so a route that has arrived has its words too (decision 027).
 */
export function offlineWordFiles(locale: string, doc: Document = document): string[] {
  const content = doc.querySelector('meta[name="malewa-offline-words"]')?.getAttribute('content') ?? ''
  const wanted = new Set([locale, 'en'])
  return content
    .split(/\s+/)
    .map((entry) => entry.split(':'))
    .filter(([lang, path]) => wanted.has(lang ?? '') && path?.startsWith('/assets/'))
    .map(([, path]) => path!)
}

/** Paths of the same-origin files this page has already fetched (they are in the HTTP cache). */
export function fetchedPaths(): Set<string> {
  if (typeof performance === 'undefined') return new Set()
  return new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  )
}

/**
 * Files fetched at once. The time until every route opens offline is mostly round trips (~55
 * files × 150 ms on 3G), so it falls with each file in flight: the 3G lab measured 6.9–8.1 s
 * after FCP with two, 4.7–4.9 s with six (`npm run bench -- --only=3g`, "every route's files on
 * the device"). Four leaves two of HTTP/1.1's six connections to the page's own requests (its
 * data pulls, its pictures), which the browser does not put ahead of these.
 */
export const KEEP_AT_ONCE = 4

export interface KeepOptions {
  fetch?: (url: string, init: RequestInit & { priority?: 'low' }) => Promise<Response>
  /** Paths already fetched by this page, skipped. */
  fetched?: Set<string>
  /** Checked before each file: the fetching stops once it says no (the network went). */
  canFetch?: () => boolean
  /** Told of each file once it is whole in the cache. */
  onKept?: (path: string) => void
}

/**
 * Fetches each of `paths` not yet fetched by this page, `KEEP_AT_ONCE` at a time, reading each
 * body to its end so the whole file is in the cache. Resolves with the paths that could not be
 * fetched (the network went meanwhile), in their order; never rejects.
 */
export async function keepForOffline(paths: readonly string[], options: KeepOptions = {}): Promise<string[]> {
  const { fetch: get = (url, init) => fetch(url, init), fetched = fetchedPaths(), canFetch = () => navigator.onLine !== false, onKept } = options
  const queue = paths.filter((path) => !fetched.has(path))
  const missed = new Set<string>()
  const keepNext = async (): Promise<void> => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (!canFetch()) {
        missed.add(path)
        continue
      }
      try {
        const response = await get(path, { priority: 'low', credentials: 'same-origin' })
        await response.arrayBuffer()
        if (!response.ok) missed.add(path)
        else onKept?.(path)
      } catch {
        missed.add(path)
      }
    }
  }
  await Promise.all(Array.from({ length: KEEP_AT_ONCE }, keepNext))
  return paths.filter((path) => missed.has(path))
}
