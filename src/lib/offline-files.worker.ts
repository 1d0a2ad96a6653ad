/**
 * The fetching of the files links reach (offline-files.ts), off the page's thread: a dedicated
 * worker shares the page's HTTP cache, so what it fetches is there for the page's `import()`s
 * offline and for the service worker's install, while the page's thread spends nothing on
 * sixty-odd requests and their bodies (decision 027).
 *
 * Message in: `{ paths }` (already filtered by the page). Messages out: `{ kept }` for each file
 * once it is whole in the cache, then `{ missed }`, the paths the network refused, in order.
 */
import { keepForOffline } from './offline-files'

export type FromWorker = { kept: string } | { missed: string[] }

interface Scope {
  onmessage: ((event: MessageEvent<{ paths: string[] }>) => void) | null
  postMessage(message: FromWorker): void
}

const scope = self as unknown as Scope
scope.onmessage = (event) => {
  void keepForOffline(event.data.paths, { fetched: new Set(), onKept: (kept) => scope.postMessage({ kept }) }).then((missed) => scope.postMessage({ missed }))
}
