import { createActor } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { sessionMachine } from '../../machines/session.machine'
import { db } from '../db/db'
import { startOrderSync } from './order-sync-actor'
import { pendingOrderById, queueOrder } from './orders'
import { placedOrder } from '../test/orders'

const USER = { id: 'user-1', name: 'Amina', surname: 'Wanjiru', email: 'amina@example.com', avatarUrl: null, roles: [] }

const placed = placedOrder()

afterEach(() => {
  vi.unstubAllGlobals()
})

test('an order confirmed offline goes out when the app starts, once, and not again on `online`', async () => {
  await Promise.all(db.tables.map((t) => t.clear()))
  const queued = await queueOrder(db, {
    owner: USER.id,
    input: {
      vertical: 'farm',
      fulfilment: 'pickup',
      pickupLocationId: 'nbo-pickup-1',
      deliveryDay: '2030-05-02',
      payment: { kind: 'cash' },
      note: '',
      confirmed: { lines: [], subtotal: 0, deliveryFee: 0, serviceFee: 0, total: 0 },
    },
    summary: { currency: 'KES', currencyExponent: 2, lines: [], subtotal: 0, deliveryFee: 0, serviceFee: 0, total: 0, placeName: '' },
  })
  const posts: (string | null)[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = (data: unknown, meta?: unknown) => new Response(JSON.stringify({ data, errors: null, notification: null, meta }), { status: 200, headers: { 'Content-Type': 'application/json' } })
      if (String(url) === '/api/orders' && init?.method === 'POST') {
        posts.push(new Headers(init.headers).get('Idempotency-Key'))
        return body(placed)
      }
      if (String(url).startsWith('/api/orders?')) return body([placed], { page: 1, perPage: 50, total: 1 })
      throw new TypeError('Failed to fetch')
    }),
  )
  // A signed-in session whose user load fails (offline start): the stored user stays.
  const session = createActor(sessionMachine, { input: { hasToken: true, user: USER, credential: null } }).start()

  startOrderSync(session) // the app starts
  await vi.waitFor(async () => expect((await pendingOrderById(db, queued.id))?.status).toBe('placed'))
  await vi.waitFor(async () => expect(await db.orders.get('order-1')).toBeDefined())

  window.dispatchEvent(new Event('online'))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(posts).toEqual([queued.idempotencyKey])
})
