/**
 * The upgrade to one outbox (decision 040): a device written under version 7 (three queues:
 * `cartOps`, `pendingOrders`, `outbox`) opens under version 8 with every row in the one `outbox`,
 * in the order the rows were made, each with its idempotency key; what was sent before the
 * upgrade and is sent again after it is answered as a replay, not applied twice.
 */
import Dexie from 'dexie'
import { afterEach, expect, test, vi } from 'vitest'
import type { Cart } from '../../api/cart-contract'
import { placedOrder } from '../../test/orders'

const OWNER = 'user-1'

/** The database as version 7 declared it (src/db/db.ts before decision 040). */
function version7(name: string): Dexie {
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
  return old
}

const input = {
  vertical: 'farm' as const,
  fulfilment: 'pickup' as const,
  pickupLocationId: 'nbo-pickup-1',
  deliveryDay: '2030-05-02',
  payment: { kind: 'cash' as const },
  note: '',
  confirmed: { lines: [], subtotal: 0, deliveryFee: 0, serviceFee: 0, total: 0 },
}
const summary = { currency: 'KES', currencyExponent: 2, lines: [], subtotal: 0, deliveryFee: 0, serviceFee: 0, total: 0, placeName: 'Westlands market' }
const cart: Cart = { vertical: 'farm', storeId: 'nbo', currency: 'KES', currencyExponent: 2, lines: [], subtotal: 0, updatedAt: '2030-05-01T08:00:00.000Z' }
const order = placedOrder()

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a device of three queues opens with one outbox, in the order its rows were made, and a replay after the upgrade is answered, not applied twice', async () => {
  // Version 7, as a shopper's device left it: an application, two basket edits (the first already
  // applied by the server, its answer lost), a heart, an order sent once (its answer lost too),
  // and the receipt of an earlier order.
  const old = version7('storefront')
  await old.open()
  await old.table('outbox').bulkAdd([
    { kind: 'farmer-application', idempotencyKey: 'application-1', payload: { name: 'Amani' }, createdAt: 1000, attempts: 0, status: 'pending' },
    { kind: 'favorite-put', idempotencyKey: 'heart-1', payload: { kind: 'produce', targetId: 'p1' }, createdAt: 3000, attempts: 0, status: 'pending' },
  ])
  await old.table('cartOps').bulkAdd([
    { owner: OWNER, vertical: 'farm', op: { op: 'set', produceId: 'p1', quantity: 2 }, idempotencyKey: 'op-1', createdAt: 2000, attempts: 1, status: 'pending' },
    { owner: OWNER, vertical: 'farm', op: { op: 'set', produceId: 'p2', quantity: 1 }, idempotencyKey: 'op-2', createdAt: 4000, attempts: 0, status: 'pending' },
  ])
  await old.table('pendingOrders').bulkAdd([
    { id: 'pending-2', owner: OWNER, vertical: 'farm', idempotencyKey: 'order-key-2', input, summary, status: 'queued', createdAt: 5000, attempts: 1 },
    { id: 'pending-1', owner: OWNER, vertical: 'farm', idempotencyKey: 'order-key-1', input, summary, status: 'placed', createdAt: 500, attempts: 1, orderId: 'order-0' },
  ])
  old.close()

  // The server already applied op-1 and placed order-key-2: the same key is answered as a replay.
  const applied = new Map<string, number>([
    ['op-1', 1],
    ['order-key-2', 1],
  ])
  const sent: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const answer = (data: unknown) => new Response(JSON.stringify({ data, errors: null, notification: null }), { status: 200, headers: { 'Content-Type': 'application/json' } })
      if (url === '/api/cart/farm/ops/batch') {
        const { ops } = JSON.parse(String(init.body)) as { ops: { key: string }[] }
        sent.push(...ops.map((o) => `cart ${o.key}`))
        const results = ops.map(({ key }) => {
          const replayed = applied.has(key)
          if (!replayed) applied.set(key, 1)
          return { key, outcome: replayed ? 'replayed' : 'applied' }
        })
        return answer({ cart, results })
      }
      if (url === '/api/orders' && init.method === 'POST') {
        const key = new Headers(init.headers).get('Idempotency-Key')!
        sent.push(`order ${key}`)
        if (!applied.has(key)) applied.set(key, 1)
        return answer(order)
      }
      throw new TypeError('Failed to fetch')
    }),
  )

  const { db } = await import('../../db/db')
  const { pushCart } = await import('../cart')
  const { pushPendingOrders, pendingOrderById } = await import('../orders')
  const { baseApi } = await import('../../api/clients')
  await db.open()
  expect(db.verno).toBe(9)
  expect(db.tables.map((t) => t.name)).not.toContain('cartOps')
  expect(db.tables.map((t) => t.name)).not.toContain('pendingOrders')
  const rows = await db.outbox.orderBy('seq').toArray()
  expect(rows.map((r) => [r.kind, r.idempotencyKey, r.status])).toEqual([
    ['order', 'order-key-1', 'placed'],
    ['farmer-application', 'application-1', 'pending'],
    ['cart-op', 'op-1', 'pending'],
    ['favorite-put', 'heart-1', 'pending'],
    ['cart-op', 'op-2', 'pending'],
    ['order', 'order-key-2', 'queued'],
  ])

  // The order goes after the basket (its edits first), each with the key it was made with.
  expect(await pushPendingOrders(baseApi, db, OWNER, { drainCart: (owner) => pushCart(owner) })).toBe('drained')
  expect(sent).toEqual(['cart op-1', 'cart op-2', 'order order-key-2'])
  expect([...applied.values()]).toEqual([1, 1, 1])
  expect((await pendingOrderById(db, 'pending-2'))?.status).toBe('placed')
  expect((await db.outbox.orderBy('seq').toArray()).map((r) => r.idempotencyKey)).toEqual(['order-key-1', 'application-1', 'heart-1', 'order-key-2'])
})
