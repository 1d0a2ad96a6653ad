import { afterEach, expect, test } from 'vitest'
import { StorefrontDb } from './db'

let db: StorefrontDb | null = null
afterEach(async () => {
  await db?.delete()
  db = null
})

// Decision 048 moved the basket's lines to `basketLines` (version 11); the code reads them as
// `db.cartLines`. Dexie removes the API of a table that a later version deletes each time a
// version is declared, so the alias must outlive version 12 and every version after it.
test('the basket lines are reachable as db.cartLines, stored in basketLines, before and after opening', async () => {
  db = new StorefrontDb(`db-${Math.random()}`)
  expect(db.cartLines?.name).toBe('basketLines')
  await db.open()
  await db.cartLines.put({ owner: 'guest', vertical: 'farm', produceId: 'spinach', lineKey: 'spinach', name: 'Spinach', quantity: 2 } as never)
  expect(await db.table('basketLines').count()).toBe(1)
  expect(db.cartLines.name).toBe('basketLines')
})
