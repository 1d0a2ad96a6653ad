/**
 * What the app stored on this device, read from inside the page with plain IndexedDB (the app's
 * modules are not exposed): the rows of one table of the `storefront` database Dexie made. A
 * database that does not exist yet is not opened (that would create it at version 1 under Dexie's
 * feet). Shared by the Playwright tests and the benches (scripts/bench).
 */
import type { Page } from '@playwright/test'

/** Every row of `table` (an empty list when the database or the table does not exist yet). */
export function deviceRows<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (tableName) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'storefront')) return []
    return new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open('storefront')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const database = open.result
        if (!database.objectStoreNames.contains(tableName)) {
          database.close()
          return resolve([])
        }
        const req = database.transaction(tableName).objectStore(tableName).getAll()
        req.onsuccess = () => {
          database.close()
          resolve(req.result)
        }
        req.onerror = () => {
          database.close()
          reject(req.error)
        }
      }
    })
  }, table) as Promise<T[]>
}
