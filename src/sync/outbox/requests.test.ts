/**
 * One sender for the requests queue (favorites, the join form): whatever waits goes when the
 * connection comes back, a farmer's application as much as a heart.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createHttpClient } from '../../api/http'
import { StorefrontDb } from '../../db/db'
import { sendRequests } from './requests'

let db: StorefrontDb
let online: boolean
let sent: string[]

const application = { name: 'Amani', farmName: 'Amani Farm', email: 'amani@example.com', phone: '+254 700 000000', town: 'Limuru', storeId: 'nbo', practices: [], produce: 'Kale', message: '' }
const api = createHttpClient('/api', { accessToken: () => undefined, store: () => ({}), locale: () => 'en' })

beforeEach(() => {
  db = new StorefrontDb(`requests-test-${crypto.randomUUID()}`)
  online = false
  sent = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!online) throw new TypeError('Failed to fetch')
      sent.push(`${init.method} ${url}`)
      return new Response(JSON.stringify({ data: { received: true }, errors: null, notification: null }), { status: 201, headers: { 'Content-Type': 'application/json' } })
    }),
  )
})

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  db.close()
  await db.delete()
})

test('a farmer application sent offline goes, once, when the connection comes back, with no favorite waiting beside it', async () => {
  await db.outbox.add({ kind: 'farmer-application', idempotencyKey: 'application-1', payload: application, createdAt: Date.now(), attempts: 0, status: 'pending' })
  await sendRequests(api, db)
  expect(await db.outbox.count()).toBe(1)
  expect(sent).toEqual([])

  online = true
  window.dispatchEvent(new Event('online'))
  await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
  expect(sent).toEqual(['POST /api/farm/join'])
})

test('a call during a run makes the run look again: an entry written meanwhile is not left behind', async () => {
  online = true
  await db.outbox.add({ kind: 'farmer-application', idempotencyKey: 'application-1', payload: application, createdAt: Date.now(), attempts: 0, status: 'pending' })
  const first = sendRequests(api, db)
  await db.outbox.add({ kind: 'farmer-application', idempotencyKey: 'application-2', payload: { ...application, email: 'baraka@example.com' }, createdAt: Date.now(), attempts: 0, status: 'pending' })
  const second = sendRequests(api, db)
  await Promise.all([first, second])
  expect(await db.outbox.count()).toBe(0)
  expect(sent).toEqual(['POST /api/farm/join', 'POST /api/farm/join'])
})

test('an application answered 503 goes again by itself after a short wait, with the same key, nobody pressing anything', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0) // the shortest backoff (250 ms)
  online = true
  const keys: (string | null)[] = []
  let answers = [503]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'))
      const status = answers.shift() ?? 201
      sent.push(`${init.method} ${url} ${status}`)
      return new Response(JSON.stringify({ data: status === 201 ? { received: true } : null, errors: [], notification: null }), { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  await db.outbox.add({ kind: 'farmer-application', idempotencyKey: 'application-1', payload: application, createdAt: Date.now(), attempts: 0, status: 'pending' })
  await sendRequests(api, db)
  expect(await db.outbox.count()).toBe(1)
  await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3000 })
  expect(sent).toEqual(['POST /api/farm/join 503', 'POST /api/farm/join 201'])
  expect(keys).toEqual(['application-1', 'application-1'])
  answers = []
})

test('in the one outbox, the requests lane sends only its own kinds: a basket edit and an order made before it wait for their lanes', async () => {
  online = true
  await db.outbox.add({ kind: 'cart-op', owner: 'user-1', vertical: 'farm', op: { op: 'set', produceId: 'p1', quantity: 2 }, idempotencyKey: 'op-1', createdAt: 1, attempts: 0, status: 'pending' })
  await db.outbox.add({
    kind: 'order',
    id: 'pending-1',
    owner: 'user-1',
    vertical: 'farm',
    idempotencyKey: 'order-1',
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
    status: 'queued',
    createdAt: 2,
    attempts: 0,
  })
  await db.outbox.add({ kind: 'farmer-application', idempotencyKey: 'application-1', payload: application, createdAt: 3, attempts: 0, status: 'pending' })
  await sendRequests(api, db)
  expect(sent).toEqual(['POST /api/farm/join'])
  expect((await db.outbox.orderBy('seq').toArray()).map((r) => [r.kind, r.attempts])).toEqual([
    ['cart-op', 0],
    ['order', 0],
  ])
})

test("another service's application goes to that service's join, with its details and without the service in the body (decision 045)", async () => {
  const bodies: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push(`${init.method} ${url}`)
      bodies.push(JSON.parse(String(init.body)))
      return new Response(JSON.stringify({ data: { received: true }, errors: null, notification: null }), { status: 201, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  const payload = { ...application, farmName: 'Chef Amani', service: 'chef' as const, details: { cuisines: ['swahili'] } }
  await db.outbox.add({ kind: 'farmer-application', idempotencyKey: 'application-chef', payload, createdAt: Date.now(), attempts: 0, status: 'pending' })
  await sendRequests(api, db)
  expect(sent).toEqual(['POST /api/chef/join'])
  expect(bodies).toEqual([{ ...application, farmName: 'Chef Amani', details: { cuisines: ['swahili'] } }])
  expect(await db.outbox.count()).toBe(0)
})
