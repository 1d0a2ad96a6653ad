/**
 * Version 11 (decision 048): a basket line is named by its line key (a meal twice with other
 * options is two lines). A device written under version 8 opens with the same lines, each keyed by
 * its produce id, and a meal can then be in it twice.
 */
import Dexie from 'dexie'
import { expect, test } from 'vitest'
import { cartLine } from '../test/screens'

/** The database as version 8 declared it (src/db/db.ts before decision 048). */
function version8(name: string): Dexie {
  const old = new Dexie(name)
  old.version(1).stores({ farmers: '[lang+id], [lang+storeId], updatedAt', syncState: 'key' })
  old.version(2).stores({
    farmers: '[lang+id], [lang+storeId], [lang+storeId+name], updatedAt',
    produces: '[lang+id], [lang+storeId+name], [lang+storeId+price], [lang+storeId+updatedAt], [lang+farmerId], updatedAt',
    offers: '[lang+id], [lang+storeId], [lang+produceId]',
    stores: '[lang+id]',
    outbox: '++seq, kind, idempotencyKey, status',
  })
  old.version(3).stores({ favorites: '[kind+targetId], createdAt', addresses: 'id, ownerId', paymentMethods: 'id, ownerId' })
  old.version(4).stores({ cartLines: '[owner+vertical+produceId], [owner+vertical]', cartOps: '++seq, [owner+vertical], [owner+status]' })
  old.version(5).stores({ orders: 'id, [owner+createdAt]', pendingOrders: 'id, [owner+vertical], [owner+status]', checkoutOptions: '[owner+vertical]' })
  old.version(6).stores({ partnerOrders: '[providerId+id], providerId', partnerListings: '[providerId+id], providerId', partnerProviders: '[owner+id], owner' })
  old.version(7).stores({ credits: '[owner+currency], owner' })
  old.version(8).stores({ outbox: '++seq, kind, idempotencyKey, status, &id, [kind+owner+status], [kind+owner+vertical]', cartOps: null, pendingOrders: null })
  return old
}

test('a basket kept under version 8 opens with the same lines, each named by its produce id, and takes a meal twice', async () => {
  const old = version8('storefront')
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
