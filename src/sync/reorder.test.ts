import { afterEach, beforeEach, expect, test } from 'vitest'
import type { OrderLine } from '../api/cart-contract'
import { db } from '../db/db'
import { cartLine, catalogProduce } from '../test/screens'
import { cartOpsOf, GUEST, setCartOwnerSource } from './cart'
import { produceRow } from './catalog-pull'
import { reorder } from './reorder'

const produce = catalogProduce

const line = (produceId: string, quantity: number): OrderLine => ({
  produceId,
  farmerId: 'f1',
  farmName: 'Green Acres',
  dropOffDay: null,
  name: `Ordered ${produceId}`,
  unit: 'kg',
  quantity,
  price: 5000,
  lineTotal: 5000 * quantity,
})

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()))
  setCartOwnerSource(() => 'u1')
})
afterEach(() => setCartOwnerSource(() => GUEST))

test('a basket of another market gets nothing, and says so', async () => {
  await db.cartLines.put(cartLine({ owner: 'u1', storeId: 'jnb' }))
  await db.produces.put(produceRow(produce('p9'), 'en'))
  const outcome = await reorder({ storeId: 'nbo', lines: [line('p9', 2)] }, 'en', { online: false })
  expect(outcome).toEqual({ otherStore: true, added: [], capped: [], missing: [] })
  expect((await cartOpsOf(db)).length).toBe(0)
})

test('quantities follow the produce’s steps, made-to-order produce has no cap, and a row in another language is used offline', async () => {
  await db.produces.bulkPut([produceRow(produce('p1', { minQty: 0.5, stepQty: 0.5 }), 'en'), produceRow(produce('p2', { stock: null, name: 'Pain' }), 'fr')])
  const outcome = await reorder({ storeId: 'nbo', lines: [line('p1', 1.2), line('p2', 40)] }, 'sw', { online: false })
  expect(outcome.added.map((l) => [l.produceId, l.quantity])).toEqual([
    ['p1', 1],
    ['p2', 40],
  ])
  expect(outcome.missing).toEqual([])
})
