/**
 * The server's stand-in for a shopper's fresh device, for drawing a first page (see ./worker.tsx):
 * an IndexedDB (fake-indexeddb, in memory), empty local and session storage, a window whose
 * events never fire. It runs only in the first-paint worker thread, never in the API's.
 *
 * Imported first by the worker: Dexie reads `indexedDB` when its module is evaluated.
 */
import 'fake-indexeddb/auto'
import { workerData } from 'node:worker_threads'
import { setOpenServices, type OpenServicesConfig } from '../api/services-contract'

class MemoryStorage {
  #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  key(i: number) {
    return [...this.#items.keys()][i] ?? null
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value))
  }
  removeItem(key: string) {
    this.#items.delete(key)
  }
  clear() {
    this.#items.clear()
  }
}

const scope = globalThis as Record<string, unknown>
scope.localStorage = new MemoryStorage()
scope.sessionStorage = new MemoryStorage()
scope.window = globalThis
scope.addEventListener = () => {}
scope.removeEventListener = () => {}

// The server's open services (SERVICES): the pages are drawn with the header and home they have in a browser.
const services = (workerData as { services?: OpenServicesConfig } | null)?.services
if (services) setOpenServices(services, { force: true })

// The API is this server's own: the app's relative URLs (`/api/...`) are resolved against it.
const origin = (workerData as { origin?: string } | null)?.origin ?? 'http://127.0.0.1'
const nodeFetch = globalThis.fetch
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => nodeFetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, origin) : input, init)
