import type { ApiFieldError } from '../api/contract'
import { cartLine as lineOf } from '../test/screens'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { CheckoutInput, Order } from '../api/cart-contract'
import { createHttpClient, type HttpClient } from '../api/http'
import { StorefrontDb, type CartLineRow, type PendingOrderSummary } from '../db/db'
import { activePendingOrder, confirmNewFigures, discardPendingOrder, pendingOrderById, pullOrders, pushPendingOrders, queueOrder } from './orders'
import { placedOrder } from '../test/orders'

const OWNER = 'user-1'
const input: CheckoutInput = {
  vertical: 'farm',
  fulfilment: 'pickup',
  pickupLocationId: 'nbo-pickup-1',
  deliveryDay: '2030-05-02',
  windowId: 'morning',
  payment: { kind: 'cash' },
  note: '',
  confirmed: { lines: [{ produceId: 'p1', price: 12000 }], subtotal: 24000, deliveryFee: 0, serviceFee: 3000, total: 27000 },
}
const summary: PendingOrderSummary = {
  currency: 'KES',
  currencyExponent: 2,
  lines: [{ produceId: 'p1', name: 'Tomatoes', unit: 'kg', quantity: 2, lineTotal: 24000 }],
  subtotal: 24000,
  deliveryFee: 0,
  serviceFee: 3000,
  total: 27000,
  placeName: 'Westlands market',
}

const order = (over: Partial<Order> = {}): Order =>
  placedOrder({
    lines: [{ produceId: 'p1', farmerId: 'f1', farmName: 'Green Acres', dropOffDay: '2030-05-01', name: 'Tomatoes', unit: 'kg', quantity: 2, price: 12000, lineTotal: 24000 }],
    subtotal: 24000,
    serviceFee: 3000,
    total: 27000,
    ...over,
  })

const cartLine = (owner: string, produceId: string): CartLineRow => lineOf({ owner, produceId })

const envelope = (data: unknown, status = 200, errors: unknown = null) =>
  new Response(JSON.stringify({ data, errors, notification: null }), { status, headers: { 'Content-Type': 'application/json' } })

interface Sent {
  method: string
  url: string
  key: string | null
  body: unknown
}

let sent: Sent[]
let answers: (() => Response | Promise<Response>)[]
let api: HttpClient
let db: StorefrontDb
let dbName: string

beforeEach(async () => {
  sent = []
  answers = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const request = url instanceof Request ? url : new Request(String(url), init)
      const headers = new Headers(init?.headers ?? request.headers)
      const text = init?.body ? String(init.body) : ''
      sent.push({ method: init?.method ?? request.method, url: String(request.url ?? url), key: headers.get('Idempotency-Key'), body: text ? JSON.parse(text) : null })
      const next = answers.shift()
      if (!next) throw new TypeError('Failed to fetch')
      return next()
    }),
  )
  api = createHttpClient('http://market.test/api', { accessToken: () => 'token', store: () => ({}), locale: () => 'en' })
  dbName = `orders-test-${crypto.randomUUID()}`
  db = new StorefrontDb(dbName)
  await db.open()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  db.close()
  await new StorefrontDb(dbName).delete()
})

const offlineAnswer = () => {
  throw new TypeError('Failed to fetch')
}
const online = { isOnline: () => true }

test('the pending order keeps its idempotency key after a reload', async () => {
  const queued = await queueOrder(db, { owner: OWNER, input, summary })
  db.close()

  const reopened = new StorefrontDb(dbName)
  const found = await activePendingOrder(reopened, OWNER, 'farm')
  expect(found?.idempotencyKey).toBe(queued.idempotencyKey)
  expect(found?.input).toEqual({ ...input })
  expect(found?.status).toBe('queued')
  reopened.close()
  db = new StorefrontDb(dbName)
})

test('pushing twice sends the same key and body, and places the order once', async () => {
  const queued = await queueOrder(db, { owner: OWNER, input, summary })

  answers.push(offlineAnswer) // the answer is lost on a bad link
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('retryable')
  expect((await pendingOrderById(db, queued.id))?.status).toBe('queued')

  answers.push(() => envelope(order(), 200)) // the replay: the server answers the same order
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('drained')

  const posts = sent.filter((s) => s.method === 'POST')
  expect(posts).toHaveLength(2)
  expect(posts.map((p) => p.key)).toEqual([queued.idempotencyKey, queued.idempotencyKey])
  expect(posts[1]!.body).toEqual(posts[0]!.body)
  expect(posts[0]!.url).toBe('http://market.test/api/orders')

  const placed = await pendingOrderById(db, queued.id)
  expect(placed).toMatchObject({ status: 'placed', orderId: 'order-1' })
  expect(await db.orders.get('order-1')).toMatchObject({ number: 'MF-7K3Q2', owner: OWNER })

  // Nothing is left to send: a third push sends nothing.
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('drained')
  expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2)
})

test('after a reload mid-send the retry carries the key drawn before it', async () => {
  const queued = await queueOrder(db, { owner: OWNER, input, summary })
  answers.push(offlineAnswer)
  expect(await pushPendingOrders(api, db, OWNER, { isOnline: () => false })).toBe('offline')
  db.close()

  db = new StorefrontDb(dbName) // the browser was killed; a new page opens the same database
  answers.push(() => envelope(order(), 201))
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('drained')
  expect(sent.map((s) => s.key)).toEqual([queued.idempotencyKey, queued.idempotencyKey])
})

test('two pushes started together send the order once', async () => {
  await queueOrder(db, { owner: OWNER, input, summary })
  answers.push(() => envelope(order(), 201))
  const [a, b] = await Promise.all([pushPendingOrders(api, db, OWNER, online), pushPendingOrders(api, db, OWNER, online)])
  expect([a, b]).toEqual(['drained', 'drained'])
  expect(sent).toHaveLength(1)
})

test('a placed order removes the owner’s cart lines and no one else’s', async () => {
  await db.cartLines.bulkPut([cartLine(OWNER, 'p1'), cartLine('someone-else', 'p1')])
  await queueOrder(db, { owner: OWNER, input, summary })
  answers.push(() => envelope(order(), 201))
  await pushPendingOrders(api, db, OWNER, online)
  expect(await db.cartLines.where('[owner+vertical]').equals([OWNER, 'farm']).count()).toBe(0)
  expect(await db.cartLines.where('[owner+vertical]').equals(['someone-else', 'farm']).count()).toBe(1)
})

test('a 409 for stock keeps the order and the basket, and a corrected order goes with the same key', async () => {
  await db.cartLines.put(cartLine(OWNER, 'p1'))
  const queued = await queueOrder(db, { owner: OWNER, input, summary })
  const afterRejected = vi.fn(async () => {})
  answers.push(() => envelope(null, 409, [{ field: 'lines.p1', code: 'insufficient_stock', message: 'Only 1 kg of Tomatoes left', params: { available: 1 } }]))
  expect(await pushPendingOrders(api, db, OWNER, { ...online, afterRejected })).toBe('rejected')

  const refused = await pendingOrderById(db, queued.id)
  expect(refused?.status).toBe('rejected')
  expect(refused?.error).toMatchObject({ status: 409, fields: [{ field: 'lines.p1', code: 'insufficient_stock', params: { available: 1 } }] })
  expect(await db.cartLines.count()).toBe(1)
  expect(afterRejected).toHaveBeenCalledWith(OWNER, 'farm')

  const corrected = await queueOrder(db, { owner: OWNER, input: { ...input, deliveryDay: '2030-05-03' }, summary })
  expect(corrected).toMatchObject({ id: queued.id, idempotencyKey: queued.idempotencyKey, status: 'queued' })
  answers.push(() => envelope(order({ deliveryDay: '2030-05-03' }), 201))
  await pushPendingOrders(api, db, OWNER, online)
  expect(sent.map((s) => s.key)).toEqual([queued.idempotencyKey, queued.idempotencyKey])
  expect((sent[1]!.body as CheckoutInput).deliveryDay).toBe('2030-05-03')
})

test('an order queued offline whose prices changed waits for the shopper, is never sent again by itself, and goes at the new figures once confirmed', async () => {
  const queued = await queueOrder(db, { owner: OWNER, input, summary }) // confirmed offline at KES 120.00 a kg
  const changes: ApiFieldError[] = [
    { field: 'lines.p1', code: 'price_changed', message: 'Tomatoes now costs 15000, not 12000', params: { name: 'Tomatoes', old: 12000, new: 15000 } },
    { field: 'subtotal', code: 'amount_changed', message: 'The subtotal is now 30000, not 24000', params: { old: 24000, new: 30000 } },
    { field: 'total', code: 'amount_changed', message: 'The total is now 33000, not 27000', params: { old: 27000, new: 33000 } },
  ]
  const notification = { type: 'error', code: 'prices_changed', title: 'Prices changed since the order was confirmed', message: 'Confirm the new ones' }
  answers.push(() => new Response(JSON.stringify({ data: null, errors: changes, notification }), { status: 409, headers: { 'Content-Type': 'application/json' } }))
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('rejected')

  // Waiting for the shopper with the changes, not lost and not retried: later pushes send nothing.
  const waiting = await pendingOrderById(db, queued.id)
  expect(waiting).toMatchObject({ status: 'rejected', error: { status: 409, code: 'prices_changed', fields: changes } })
  expect(await activePendingOrder(db, OWNER, 'farm')).toMatchObject({ id: queued.id })
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('drained')
  expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1)

  // The shopper confirms what they were shown: the same key, the new figures.
  const confirmed = await confirmNewFigures(db, queued.id)
  expect(confirmed).toMatchObject({ status: 'queued', idempotencyKey: queued.idempotencyKey, summary: { subtotal: 30000, total: 33000 } })
  expect(confirmed!.summary.lines[0]!.lineTotal).toBe(30000)
  answers.push(() => envelope(order({ subtotal: 30000, total: 33000 }), 201))
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('drained')
  const posts = sent.filter((s) => s.method === 'POST')
  expect(posts.map((p) => p.key)).toEqual([queued.idempotencyKey, queued.idempotencyKey])
  expect((posts[1]!.body as CheckoutInput).confirmed).toEqual({ lines: [{ produceId: 'p1', price: 15000 }], subtotal: 30000, deliveryFee: 0, serviceFee: 3000, total: 33000 })
  expect(await pendingOrderById(db, queued.id)).toMatchObject({ status: 'placed', orderId: 'order-1' })
  // Nothing waits for new figures any more.
  expect(await confirmNewFigures(db, queued.id)).toBeUndefined()
})

test('an order waiting for an answer cannot be changed or dropped', async () => {
  const queued = await queueOrder(db, { owner: OWNER, input, summary })
  answers.push(offlineAnswer)
  await pushPendingOrders(api, db, OWNER, online)

  const again = await queueOrder(db, { owner: OWNER, input: { ...input, note: 'ring twice' }, summary })
  expect(again.input.note).toBe('')
  expect(await discardPendingOrder(db, queued.id)).toBe(false)
})

test('an order never sent can be dropped', async () => {
  const queued = await queueOrder(db, { owner: OWNER, input, summary })
  expect(await discardPendingOrder(db, queued.id)).toBe(true)
  expect(await activePendingOrder(db, OWNER, 'farm')).toBeUndefined()
})

test('the order waits while basket changes are still on their way', async () => {
  await db.outbox.add({ kind: 'cart-op', owner: OWNER, vertical: 'farm', op: { op: 'set', produceId: 'p1', quantity: 3 }, idempotencyKey: 'k', createdAt: 0, attempts: 0, status: 'pending' })
  await queueOrder(db, { owner: OWNER, input, summary })
  const drainCart = vi.fn(async () => 'offline' as const)
  expect(await pushPendingOrders(api, db, OWNER, { ...online, drainCart })).toBe('offline')
  expect(drainCart).toHaveBeenCalledWith(OWNER)
  expect(sent).toHaveLength(0)
})

test('another shopper’s queued order is never sent under this session', async () => {
  await queueOrder(db, { owner: 'someone-else', input, summary })
  expect(await pushPendingOrders(api, db, OWNER, online)).toBe('drained')
  expect(sent).toHaveLength(0)
})

test('a 401 refreshes the session once and sends again with the same key', async () => {
  const queued = await queueOrder(db, { owner: OWNER, input, summary })
  const refreshSession = vi.fn(async () => {})
  answers.push(() => envelope(null, 401, [{ field: null, code: 'unauthorized', message: 'Sign in' }]))
  answers.push(() => envelope(order(), 201))
  expect(await pushPendingOrders(api, db, OWNER, { ...online, refreshSession })).toBe('drained')
  expect(refreshSession).toHaveBeenCalledTimes(1)
  expect(sent.map((s) => s.key)).toEqual([queued.idempotencyKey, queued.idempotencyKey])
})

test('pulling orders replaces the owner’s copy with the market’s list', async () => {
  await db.orders.bulkPut([
    { ...order({ id: 'gone' }), owner: OWNER },
    { ...order({ id: 'theirs' }), owner: 'someone-else' },
  ])
  answers.push(
    () =>
      new Response(JSON.stringify({ data: [order({ id: 'a' }), order({ id: 'b', status: 'delivered' })], errors: null, notification: null, meta: { page: 1, perPage: 50, total: 2 } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  await pullOrders(api, db, OWNER)
  expect((await db.orders.where('[owner+createdAt]').between([OWNER, ''], [OWNER, '\uffff']).toArray()).map((o) => o.id).sort()).toEqual(['a', 'b'])
  expect(await db.orders.get('theirs')).toBeDefined()
  expect(sent[0]!.url).toBe('http://market.test/api/orders?page=1&perPage=50')
})
