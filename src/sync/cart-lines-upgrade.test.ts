/**
 * Version 11 (decision 048): a basket line is named by its line key (a meal twice with other
 * options is two lines). A device written under version 8 opens with the same lines, each keyed by
 * its produce id, and a meal can then be in it twice.
 */
import { expect, test } from 'vitest'
import { storefrontUpTo } from '../test/old-databases'
import { cartLine } from '../test/screens'

test('a basket kept under version 8 opens with the same lines, each named by its produce id, and takes a meal twice', async () => {
  const old = storefrontUpTo('storefront', 8)
  await old.open()
  const { lineKey: _lineKey, ...tomatoes } = cartLine({ owner: 'user-1', produceId: 'tomatoes', quantity: 2 })
  const { lineKey: _other, ...honey } = cartLine({ owner: 'user-1', produceId: 'honey', quantity: 1 })
  await old.table('cartLines').bulkAdd([tomatoes, honey])
  old.close()

  const { db } = await import('../db/db')
  await db.open()
  const lines = await db.cartLines.where('[owner+vertical]').equals(['user-1', 'farm']).toArray()
  expect(lines.map((l) => [l.lineKey, l.produceId, l.quantity]).sort()).toEqual([
    ['honey', 'honey', 1],
    ['tomatoes', 'tomatoes', 2],
  ])
  await db.cartLines.bulkPut([
    cartLine({ owner: 'user-1', vertical: 'food', produceId: 'jollof', lineKey: 'jollof~side:plantain', quantity: 1 }),
    cartLine({ owner: 'user-1', vertical: 'food', produceId: 'jollof', lineKey: 'jollof~side:salad', quantity: 2 }),
  ])
  expect(await db.cartLines.where('[owner+vertical]').equals(['user-1', 'food']).count()).toBe(2)
})
