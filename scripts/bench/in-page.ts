/**
 * Reading the storefront's IndexedDB from inside the page, without the app's modules (they are
 * not exposed): plain IndexedDB on the database Dexie made. A database that does not exist yet is
 * never opened (opening it would create it at version 1 under Dexie's feet): we wait for it to be
 * listed first. Every wait is bounded.
 */
import type { Page } from '@playwright/test'
import { deviceRows } from '../../tests/e2e/device-db'

/**
 * Waits until every `syncState` row of `keys` exists with `fetchedAt` > `after[key]` (0 when not
 * given), polling every few ms with one read of them all; with `complete`, also that each delta is
 * complete (its last page was stored: the row has the ETag, which a mid-way position lacks; see
 * src/sync/catalog-pull.ts). Resolves with the page clock
 * (performance.now()) at which the last of them was seen, and each row's fetchedAt.
 */
export function waitForSyncRows(page: Page, keys: string[], after: Record<string, number> = {}, timeoutMs = 30_000, complete = false): Promise<{ seenAt: number; fetchedAt: Record<string, number> }> {
  return page.evaluate(
    async ({ keys, after, timeoutMs, complete }) => {
      type Row = { fetchedAt: number; etag?: string; cursor?: string } | undefined
      const started = performance.now()
      const exists = async () => (await indexedDB.databases()).some((d) => d.name === 'storefront')
      const read = () =>
        new Promise<Row[]>((resolve, reject) => {
          const open = indexedDB.open('storefront')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const database = open.result
            if (!database.objectStoreNames.contains('syncState')) {
              database.close()
              return resolve([])
            }
            const store = database.transaction('syncState').objectStore('syncState')
            const rows: Row[] = []
            keys.forEach((key, i) => {
              const req = store.get(key)
              req.onsuccess = () => {
                rows[i] = req.result as Row
                if (i === keys.length - 1) {
                  database.close()
                  resolve(rows)
                }
              }
              req.onerror = () => {
                database.close()
                reject(req.error)
              }
            })
          }
        })
      const ready = (row: Row, key: string) => row !== undefined && row.fetchedAt > (after[key] ?? 0) && (!complete || row.etag !== undefined)
      while (performance.now() - started < timeoutMs) {
        if (await exists()) {
          const rows = await read()
          if (rows.length === keys.length && keys.every((key, i) => ready(rows[i], key))) {
            return { seenAt: performance.now(), fetchedAt: Object.fromEntries(keys.map((key, i) => [key, rows[i]!.fetchedAt])) }
          }
        }
        await new Promise((r) => setTimeout(r, 4))
      }
      throw new Error(`syncState ${keys.join(', ')} not written within ${timeoutMs} ms`)
    },
    { keys, after, timeoutMs, complete },
  )
}

/**
 * The app's whole catalog pull of a store in English: farmers, produces and offers, which it runs
 * side by side, each complete and written after `after[key]`.
 */
export function waitForCatalogPull(page: Page, storeId: string, after: Record<string, number> = {}, timeoutMs = 60_000) {
  return waitForSyncRows(
    page,
    ['farmers', 'produces', 'offers'].map((dataset) => `${dataset}:${storeId}:en`),
    after,
    timeoutMs,
    true,
  )
}

/** How many rows a store of the storefront database holds (0 when it does not exist yet). */
export const countRows = async (page: Page, store: string): Promise<number> => (await deviceRows(page, store)).length
