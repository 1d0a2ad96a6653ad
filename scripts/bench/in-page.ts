/**
 * Reading the storefront's IndexedDB from inside the page, without the app's modules (they are
 * not exposed): plain IndexedDB on the database Dexie made. A database that does not exist yet is
 * never opened (opening it would create it at version 1 under Dexie's feet): we wait for it to be
 * listed first. Every wait is bounded.
 */
import type { Page } from '@playwright/test'

/**
 * Waits until the `syncState` row `key` exists with `fetchedAt` > `after`, polling every few ms;
 * with `complete`, also that its delta is complete (the last page was stored: the row has the ETag
 * or an ISO cursor, not the server's opaque mid-way position; see src/sync/catalog-pull.ts).
 * Resolves with the page clock (performance.now()) at which it was seen, and the row's fetchedAt.
 */
export function waitForSyncRow(page: Page, key: string, after = 0, timeoutMs = 30_000, complete = false): Promise<{ seenAt: number; fetchedAt: number }> {
  return page.evaluate(
    async ({ key, after, timeoutMs }) => {
      const started = performance.now()
      const exists = async () => (await indexedDB.databases()).some((d) => d.name === 'storefront')
      const read = () =>
        new Promise<{ fetchedAt: number; etag?: string; cursor?: string } | undefined>((resolve, reject) => {
          const open = indexedDB.open('storefront')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const database = open.result
            if (!database.objectStoreNames.contains('syncState')) {
              database.close()
              return resolve(undefined)
            }
            const req = database.transaction('syncState').objectStore('syncState').get(key)
            req.onsuccess = () => {
              database.close()
              resolve(req.result as { fetchedAt: number; etag?: string; cursor?: string } | undefined)
            }
            req.onerror = () => {
              database.close()
              reject(req.error)
            }
          }
        })
      while (performance.now() - started < timeoutMs) {
        if (await exists()) {
          const row = await read()
          const done = !complete || (row !== undefined && (row.etag !== undefined || /^\d{4}-\d{2}-\d{2}T/.test(row.cursor ?? '')))
          if (row && row.fetchedAt > after && done) return { seenAt: performance.now(), fetchedAt: row.fetchedAt }
        }
        await new Promise((r) => setTimeout(r, 4))
      }
      throw new Error(`syncState ${key} not written within ${timeoutMs} ms`)
    },
    { key, after, timeoutMs, complete },
  )
}

/**
 * The app's whole catalog pull of a store in English: farmers, produces and offers, which it runs
 * side by side, each complete and written after `after[key]`. `seenAt` is when the last was seen.
 */
export async function waitForCatalogPull(page: Page, storeId: string, after: Record<string, number> = {}, timeoutMs = 60_000): Promise<{ seenAt: number; fetchedAt: Record<string, number> }> {
  const keys = ['farmers', 'produces', 'offers'].map((dataset) => `${dataset}:${storeId}:en`)
  const rows = await Promise.all(keys.map((key) => waitForSyncRow(page, key, after[key] ?? 0, timeoutMs, true)))
  return { seenAt: Math.max(...rows.map((r) => r.seenAt)), fetchedAt: Object.fromEntries(keys.map((key, i) => [key, rows[i]!.fetchedAt])) }
}

/** How many rows a store of the storefront database holds (0 when it does not exist yet). */
export function countRows(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (store) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('storefront')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const database = open.result
          if (!database.objectStoreNames.contains(store)) {
            database.close()
            return resolve(0)
          }
          const req = database.transaction(store).objectStore(store).count()
          req.onsuccess = () => {
            database.close()
            resolve(req.result)
          }
          req.onerror = () => reject(req.error)
        }
      }),
    store,
  )
}
