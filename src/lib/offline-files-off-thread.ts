/**
 * The files links reach, fetched off the page's thread (decision 027): the same work as
 * `keepForOffline` in a dedicated worker (offline-files.worker.ts), which shares the page's HTTP
 * cache; the page's thread only posts the list and notes what arrived.
 */
import { fetchedPaths, keepForOffline } from './offline-files'
import type { FromWorker } from './offline-files.worker'

/** Starts the worker that fetches off the page's thread; null where none can start. */
export type StartWorker = () => Worker | null

const startFetchWorker: StartWorker = () => {
  if (typeof Worker === 'undefined') return null
  try {
    return new Worker(new URL('./offline-files.worker.ts', import.meta.url), { type: 'module' })
  } catch {
    return null
  }
}

/**
 * The user-timing mark each kept file leaves in the page (its path in `detail`): a worker's
 * requests are in the worker's resource timeline, not the page's, so this is how the page (and
 * the 3G lab, and the tests) know a route's files are on the device. `KEPT_MARK + 's'` marks
 * the start of the fetching (its `detail`: how many files).
 */
export const KEPT_MARK = 'malewa:offline-file'

const noteKept = (path: string) => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(KEPT_MARK, { detail: path })
}

/**
 * `keepForOffline`, with the requests and their bodies in a dedicated worker (it shares the
 * page's HTTP cache), so the page's thread only posts the list; in the page where no worker
 * starts, or if the worker fails. Same answer: the paths that could not be fetched.
 */
export async function keepForOfflineOffThread(paths: readonly string[], start: StartWorker = startFetchWorker): Promise<string[]> {
  const fetched = fetchedPaths()
  const queue = paths.filter((path) => !fetched.has(path))
  if (!queue.length) return []
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`${KEPT_MARK}s`, { detail: queue.length })
  const inPage = () => keepForOffline(queue, { fetched: new Set(), onKept: noteKept })
  const worker = start()
  if (!worker) return inPage()
  return new Promise<string[]>((resolve) => {
    const done = (missed: Promise<string[]> | string[]) => {
      worker.terminate()
      resolve(missed)
    }
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if ('kept' in event.data) return noteKept(event.data.kept)
      const { missed } = event.data
      // Refused while the network is up (a host that serves scripts with a CSP that lets a worker
      // fetch nothing, say): the page fetches those itself.
      done(missed.length && navigator.onLine !== false ? keepForOffline(missed, { fetched: new Set(), onKept: noteKept }) : missed)
    }
    // A worker that could not start (its file refused, the network gone): the page does it itself.
    worker.onerror = (event) => {
      event.preventDefault()
      done(inPage())
    }
    worker.postMessage({ paths: queue })
  })
}
