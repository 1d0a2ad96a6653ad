/** The basket's lines are read and written as `db.cartLines` (decision 048 moved them to the `basketLines` store): the name must reach the opened database. */
import { expect, test } from 'vitest'
import { db } from './db'

test('db.cartLines is the basketLines table, and a line written through it is read back', async () => {
  expect(db.cartLines.name).toBe('basketLines')
  await db.cartLines.clear()
  await db.cartLines.put({ owner: 'guest', vertical: 'food', lineKey: 'jollof', produceId: 'jollof' } as never)
  expect((await db.table('basketLines').toArray()).map((l: { lineKey: string }) => l.lineKey)).toEqual(['jollof'])
})
