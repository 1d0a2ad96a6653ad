import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { cartOpSchema, cartOpsBatchSchema, type Cart, type CartOp, type CartOpsBatchResult } from '../api/cart-contract'
import type { CatalogProduce } from '../api/catalog-contract'
import { setOpenServices } from '../api/services-contract'
import { COOKIES } from '../config'
import { db } from '../db/db'
import { catalogProduce } from '../test/screens'
import { addToCart, cartOpsOf, clearCart, dropRejected, GUEST, normalizeQuantity, pullCart, pushCart, removeLine, setCartOwnerSource, setQuantity, undoRemove } from './cart'

// cart.ts works on the app's database and its `baseApi` client (it takes neither as a parameter),
// so the server is faked at the edge of the transport: `fetch`, behind the real src/api/http.ts.

// ---------------------------------------------------------------- catalog

function produce(id: string, name: string, over: Partial<CatalogProduce> = {}): CatalogProduce {
  const farm = { farmerId: 'f-wanjiru', farmerName: 'Wanjiru Kamau', farmName: 'Kamau Family Farm' }
  return catalogProduce(id, { name, price: 12_000, ...farm, photo: `/img/produces/${id}.webp`, updatedAt: '2026-03-01T08:00:00.000000Z', ...over })
}

const sukuma = produce('p-sukuma', 'Sukuma Wiki', { unit: 'bunch', price: 5_000 })
const potatoes = produce('p-potatoes', 'Potatoes', { minQty: 2, stepQty: 0.5, stock: 9 })
const eggs = produce('p-eggs', 'Eggs', { unit: 'tray30', price: 45_000, stock: 3, offer: { id: 'o-1', percentOff: 10, title: 'Easter', endsAt: '2026-04-10T00:00:00.000Z', price: 40_500 } })
const cocoa = produce('p-cocoa', 'Cocoa Nibs', { storeId: 'acc', currency: 'GHS' })
const CATALOG = new Map([sukuma, potatoes, eggs, cocoa].map((p) => [p.id, p]))

// ---------------------------------------------------------------- the cart API, in memory

interface Received {
  method: string
  path: string
  token: string | null
  key: string | null
  body: unknown
}

/** What the network does to the next request: nothing, drop it, or answer it with an error before it reaches the cart. */
type Fault = 'network-error' | 'answer-lost' | { status: number; code: string }

interface ServerLine {
  quantity: number
  seenPrice: number
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The cart routes as server/cart/cart-store.ts and cart.routes.ts apply them: one cart per user
 * (from the bearer token), absolute `set` quantities checked against minQty + k × stepQty, one
 * store per cart, and each Idempotency-Key applied once per user with its first answer replayed.
 */
class FakeCartServer {
  readonly received: Received[] = []
  readonly tokens = new Map([
    ['token-amina', 'user-amina'],
    ['token-baraka', 'user-baraka'],
  ])
  faults: Fault[] = []
  /** Runs when the session is refreshed (POST /api/auth/session/refresh). */
  onRefresh: () => void = () => {}
  private readonly carts = new Map<string, Map<string, ServerLine>>()
  private readonly answered = new Map<string, { fingerprint: string; status: number; body: string }>()

  cartOf(user: string): [string, number][] {
    return [...(this.carts.get(user) ?? new Map<string, ServerLine>())].map(([id, l]) => [id, l.quantity])
  }

  fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers)
    const method = init.method ?? 'GET'
    const path = new URL(url, 'http://localhost').pathname
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const token = headers.get('Authorization')?.replace(/^Bearer /, '') ?? null
    this.received.push({ method, path, token, key: headers.get('Idempotency-Key'), body })
    const fault = this.faults.shift()
    if (fault === 'network-error') throw new TypeError('Failed to fetch')
    if (fault && fault !== 'answer-lost') return envelope(fault.status, errorBody(fault.code, `Refused with ${fault.status}`))
    const answer = this.handle(method, path, token, body)
    if (fault === 'answer-lost') throw new TypeError('Failed to fetch')
    return envelope(answer.status, answer.body)
  }

  private handle(method: string, path: string, token: string | null, body: unknown): { status: number; body: string } {
    if (method === 'POST' && path === '/api/auth/session/refresh') {
      this.onRefresh()
      return { status: 200, body: JSON.stringify({ data: {}, errors: null, notification: null }) }
    }
    const user = token ? this.tokens.get(token) : undefined
    if (!user) return { status: 401, body: errorBody('unauthorized', 'Sign in again') }
    if (method === 'GET' && path === '/api/cart/farm') return { status: 200, body: this.render(user) }
    if (method === 'POST' && path === '/api/cart/farm/ops/batch') return this.batch(user, body)
    return { status: 404, body: errorBody('not_found', `No route ${method} ${path}`) }
  }

  /** As the API: each op once per key, in order, stopping at the first refused one. */
  private batch(user: string, body: unknown): { status: number; body: string } {
    const parsed = cartOpsBatchSchema.safeParse(body)
    if (!parsed.success) return { status: 400, body: errorBody('validation_failed', 'The request has invalid fields') }
    const results: CartOpsBatchResult['results'] = []
    for (const { key, op } of parsed.data.ops) {
      if (results.some((r) => r.outcome === 'refused')) {
        results.push({ key, outcome: 'skipped' })
        continue
      }
      const answer = this.once(user, key, op)
      if (answer.status === 200) results.push({ key, outcome: answer.replayed ? 'replayed' : 'applied' })
      else {
        const { errors } = JSON.parse(answer.body) as { errors: { code: string; message: string }[] }
        results.push({ key, outcome: 'refused', error: { status: answer.status, code: errors[0]!.code, message: errors[0]!.message } })
      }
    }
    const cart = (JSON.parse(this.render(user)) as { data: Cart }).data
    return { status: 200, body: JSON.stringify({ data: { cart, results }, errors: null, notification: null }) }
  }

  private once(user: string, key: string, body: unknown): { status: number; body: string; replayed?: boolean } {
    const fingerprint = `POST /api/cart/farm/ops\n${JSON.stringify(body)}`
    const first = this.answered.get(`${user}\n${key}`)
    if (first) {
      return first.fingerprint === fingerprint ? { ...first, replayed: true } : { status: 409, body: errorBody('idempotency_key_reused', 'A different request used this key') }
    }
    const op = cartOpSchema.safeParse(body)
    if (!op.success) return { status: 400, body: errorBody('validation_failed', 'The request has invalid fields') }
    try {
      this.apply(user, op.data)
    } catch (error) {
      // A refused change keeps no key: a corrected retry may run.
      if (error instanceof HttpFailure) return { status: error.status, body: errorBody(error.code, error.message) }
      throw error
    }
    const answer = { fingerprint, status: 200, body: this.render(user) }
    this.answered.set(`${user}\n${key}`, answer)
    return answer
  }

  private apply(user: string, op: CartOp): void {
    const lines = this.carts.get(user) ?? new Map<string, ServerLine>()
    this.carts.set(user, lines)
    if (op.op === 'clear') return lines.clear()
    if (op.op === 'remove' || op.quantity === 0) {
      lines.delete(op.produceId)
      return
    }
    const p = CATALOG.get(op.produceId)
    if (!p) throw new HttpFailure(404, 'not_found', `No produce ${op.produceId}`)
    const steps = (op.quantity - p.minQty) / p.stepQty
    if (op.quantity < p.minQty - 1e-6 || Math.abs(steps - Math.round(steps)) > 1e-6) throw new HttpFailure(400, 'validation_failed', 'invalid_quantity')
    const others = [...lines.keys()].filter((id) => id !== p.id).map((id) => CATALOG.get(id)!.storeId)
    if (others.some((storeId) => storeId !== p.storeId)) throw new HttpFailure(409, 'conflict', 'other_store')
    lines.set(p.id, { quantity: Math.round(op.quantity * 1e6) / 1e6, seenPrice: op.seenPrice ?? p.offer?.price ?? p.price })
  }

  private render(user: string): string {
    const stored = [...(this.carts.get(user) ?? new Map<string, ServerLine>())]
    const first = stored[0] ? CATALOG.get(stored[0][0]) : undefined
    const lines = stored.map(([id, l]) => {
      const p = CATALOG.get(id)!
      const price = p.offer?.price ?? p.price
      return {
        produceId: id,
        quantity: l.quantity,
        name: p.name,
        unit: p.unit,
        photo: p.photo,
        farmerId: p.farmerId,
        farmName: p.farmName,
        price,
        previousPrice: l.seenPrice !== price ? l.seenPrice : null,
        stock: p.stock,
        availability: p.stock === 0 ? ('sold-out' as const) : p.stock !== null && Math.ceil(l.quantity - 1e-6) > p.stock ? ('limited' as const) : ('available' as const),
        minQty: p.minQty,
        stepQty: p.stepQty,
        lineTotal: Math.round(price * l.quantity),
      }
    })
    const cart: Cart = {
      vertical: 'farm',
      storeId: first?.storeId ?? null,
      currency: first?.currency ?? null,
      currencyExponent: 2,
      lines,
      subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0),
      updatedAt: '2026-03-01T08:00:00.000Z',
    }
    return JSON.stringify({ data: cart, errors: null, notification: null })
  }
}

function errorBody(code: string, message: string): string {
  return JSON.stringify({ data: null, errors: [{ field: null, code, message }], notification: { type: 'error', code, title: code, message } })
}

const envelope = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })

// ---------------------------------------------------------------- per test

let server: FakeCartServer

function signIn(user: 'amina' | 'baraka', token = `token-${user}`) {
  setCartOwnerSource(() => `user-${user}`)
  document.cookie = `${COOKIES.accessToken.name}=${token}; path=/`
}

function signOut() {
  setCartOwnerSource(() => GUEST)
  document.cookie = `${COOKIES.accessToken.name}=; Max-Age=0; path=/`
}

const linesOf = async (owner: string) => (await db.cartLines.where('[owner+vertical]').equals([owner, 'farm']).toArray()).map((l) => [l.produceId, l.quantity])
const entriesOf = (owner: string) => cartOpsOf(db, owner, 'farm')
/** Every op sent, in the batches that carried them. */
const opsSent = () =>
  server.received.filter((r) => r.path === '/api/cart/farm/ops/batch').flatMap((r) => (r.body as { ops: { key: string; op: unknown }[] }).ops.map((o) => ({ ...r, key: o.key, body: o.op })))

beforeEach(async () => {
  await Promise.all([db.cartLines.clear(), db.outbox.clear()])
  server = new FakeCartServer()
  vi.stubGlobal('fetch', vi.fn(server.fetch))
  signOut()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

// ---------------------------------------------------------------- quantities

test('normalizeQuantity rounds a wanted quantity up to the minimum and to the nearest step', () => {
  const rule = { minQty: 2, stepQty: 0.5, stock: null }
  expect(normalizeQuantity(0.3, rule)).toBe(2)
  expect(normalizeQuantity(2.2, rule)).toBe(2)
  expect(normalizeQuantity(2.3, rule)).toBe(2.5)
  expect(normalizeQuantity(7, rule)).toBe(7)
  expect(normalizeQuantity(1_000, { minQty: 1, stepQty: 1, stock: null })).toBe(1_000)
})

test('normalizeQuantity caps a quantity at the largest step the stock allows', () => {
  expect(normalizeQuantity(12, { minQty: 2, stepQty: 0.5, stock: 9 })).toBe(9)
  expect(normalizeQuantity(12, { minQty: 1, stepQty: 2, stock: 6 })).toBe(5)
  expect(normalizeQuantity(3, { minQty: 1, stepQty: 1, stock: 3 })).toBe(3)
})

test('normalizeQuantity answers 0 (remove) for nothing wanted, and when the stock is below the minimum', () => {
  expect(normalizeQuantity(0, { minQty: 1, stepQty: 1, stock: 5 })).toBe(0)
  expect(normalizeQuantity(-2, { minQty: 1, stepQty: 1, stock: null })).toBe(0)
  expect(normalizeQuantity(4, { minQty: 2, stepQty: 1, stock: 1 })).toBe(0)
  expect(normalizeQuantity(4, { minQty: 1, stepQty: 1, stock: 0 })).toBe(0)
})

test('normalizeQuantity reaches a stock cap that is a whole number of decimal steps', () => {
  // 100 g steps from 300 g with 1 kg left: (1 - 0.3) / 0.1 is 6.999… in floating point.
  expect(normalizeQuantity(1, { minQty: 0.3, stepQty: 0.1, stock: 1 })).toBe(1)
  expect(normalizeQuantity(5, { minQty: 0.5, stepQty: 0.1, stock: 2 })).toBe(2)
})

// ---------------------------------------------------------------- commands

test('addToCart for a signed-in shopper writes the line and one pending outbox entry per change, each with a fresh idempotency key', async () => {
  signIn('amina')

  expect(await addToCart(potatoes)).toEqual({ quantity: 2, otherStore: false })
  expect(await addToCart(potatoes)).toEqual({ quantity: 2.5, otherStore: false })
  await addToCart(eggs)

  expect(await linesOf('user-amina')).toEqual([
    ['p-eggs', 1],
    ['p-potatoes', 2.5],
  ])
  const entries = await entriesOf('user-amina')
  expect(entries.map((e) => [e.op, e.status, e.attempts])).toEqual([
    [{ op: 'set', produceId: 'p-potatoes', quantity: 2, seenPrice: 12_000 }, 'pending', 0],
    [{ op: 'set', produceId: 'p-potatoes', quantity: 2.5, seenPrice: 12_000 }, 'pending', 0],
    [{ op: 'set', produceId: 'p-eggs', quantity: 1, seenPrice: 40_500 }, 'pending', 0],
  ])
  for (const e of entries) expect(e.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(3)
  expect(server.received).toEqual([])
})

test('addToCart writes the line and its outbox entry in one transaction: when the entry cannot be stored, the line is not kept', async () => {
  signIn('amina')
  const refuse = () => {
    throw new Error('the disk is full')
  }
  db.outbox.hook('creating', refuse)
  try {
    await expect(addToCart(sukuma)).rejects.toThrow('the disk is full')
  } finally {
    db.outbox.hook('creating').unsubscribe(refuse)
  }

  expect(await db.cartLines.count()).toBe(0)
  expect((await cartOpsOf(db)).length).toBe(0)
})

test("a guest's cart is written on the device with no outbox entry, and a guest push sends nothing", async () => {
  await addToCart(sukuma)
  await setQuantity('p-sukuma', 4)

  expect(await linesOf(GUEST)).toEqual([['p-sukuma', 4]])
  expect((await cartOpsOf(db)).length).toBe(0)
  expect(await pushCart()).toBe('drained')
  expect(server.received).toEqual([])
})

test('addToCart refuses a produce of another store while the cart holds lines, and changes nothing', async () => {
  signIn('amina')
  await addToCart(sukuma)

  expect(await addToCart(cocoa)).toEqual({ quantity: 0, otherStore: true })

  expect(await linesOf('user-amina')).toEqual([['p-sukuma', 1]])
  expect((await cartOpsOf(db)).length).toBe(1)
})

test('addToCart stops at the stock and queues nothing once there', async () => {
  signIn('amina')
  for (let i = 0; i < 5; i++) await addToCart(eggs)

  expect(await linesOf('user-amina')).toEqual([['p-eggs', 3]])
  expect((await entriesOf('user-amina')).map((e) => e.op)).toEqual([1, 2, 3].map((quantity) => ({ op: 'set', produceId: 'p-eggs', quantity, seenPrice: 40_500 })))
})

test('setQuantity snaps to the produce steps, and 0 removes the line', async () => {
  signIn('amina')
  await addToCart(potatoes)

  await setQuantity('p-potatoes', 3.7)
  await setQuantity('p-potatoes', 3.6)
  await setQuantity('p-potatoes', 0)

  expect(await linesOf('user-amina')).toEqual([])
  expect((await entriesOf('user-amina')).map((e) => e.op)).toEqual([
    { op: 'set', produceId: 'p-potatoes', quantity: 2, seenPrice: 12_000 },
    { op: 'set', produceId: 'p-potatoes', quantity: 3.5 },
    { op: 'remove', produceId: 'p-potatoes' },
  ])
})

test('removeLine deletes the line and queues a remove; undoRemove puts the same line back and queues a set of its quantity', async () => {
  signIn('amina')
  await addToCart(potatoes)
  await setQuantity('p-potatoes', 4)
  const before = await db.cartLines.get(['user-amina', 'farm', 'p-potatoes'])

  const removed = await removeLine('p-potatoes')

  expect(removed).toEqual(before)
  expect(await linesOf('user-amina')).toEqual([])

  expect(await undoRemove(removed!)).toBe(true)

  expect(await db.cartLines.get(['user-amina', 'farm', 'p-potatoes'])).toEqual({ ...before, updatedAt: expect.any(Number) })
  expect((await entriesOf('user-amina')).slice(-2).map((e) => e.op)).toEqual([
    { op: 'remove', produceId: 'p-potatoes' },
    { op: 'set', produceId: 'p-potatoes', quantity: 4 },
  ])
  expect(await removeLine('p-absent')).toBeNull()
})

test('undoRemove does not bring back a line of another store than the cart now holds', async () => {
  signIn('amina')
  await addToCart(sukuma)
  const removed = await removeLine('p-sukuma')
  await addToCart(cocoa)

  expect(await undoRemove(removed!)).toBe(false)

  // The server refuses a cart of two stores (409 other_store): the device must not show one.
  expect(await linesOf('user-amina')).toEqual([['p-cocoa', 1]])
  expect(await pushCart()).toBe('drained')
  expect(server.cartOf('user-amina')).toEqual([['p-cocoa', 1]])
})

test('clearCart empties the cart with one clear entry, and clearing an empty cart queues nothing', async () => {
  signIn('amina')
  await addToCart(sukuma)
  await addToCart(eggs)

  await clearCart()
  await clearCart()

  expect(await linesOf('user-amina')).toEqual([])
  expect((await entriesOf('user-amina')).map((e) => e.op.op)).toEqual(['set', 'set', 'clear'])
})

test('lines and outbox entries belong to their owner: another shopper sees none of them and sends none of them', async () => {
  signIn('amina')
  await addToCart(sukuma)
  await addToCart(eggs)

  signIn('baraka')
  expect(await linesOf('user-baraka')).toEqual([])
  expect(await removeLine('p-sukuma')).toBeNull()
  expect(await pushCart()).toBe('drained')
  expect(server.received).toEqual([])
  await addToCart(potatoes)
  expect(await pushCart()).toBe('drained')

  expect(opsSent().map((r) => [r.token, r.body])).toEqual([['token-baraka', { op: 'set', produceId: 'p-potatoes', quantity: 2, seenPrice: 12_000 }]])
  expect(server.cartOf('user-amina')).toEqual([])
  expect(server.cartOf('user-baraka')).toEqual([['p-potatoes', 2]])
  expect(await linesOf('user-amina')).toEqual([
    ['p-eggs', 1],
    ['p-sukuma', 1],
  ])
})

test("signing out keeps a shopper's unsynced changes, and they are sent with that shopper's session when they are back", async () => {
  signIn('amina')
  await addToCart(sukuma)
  await addToCart(eggs)

  signOut()
  expect(await pushCart()).toBe('drained')
  expect(server.received).toEqual([])
  expect(await entriesOf('user-amina')).toHaveLength(2)
  expect(await linesOf(GUEST)).toEqual([])

  signIn('amina')
  expect(await pushCart()).toBe('drained')

  expect(opsSent().filter((r) => r.token === 'token-amina')).toHaveLength(2)
  expect(server.cartOf('user-amina')).toEqual([
    ['p-sukuma', 1],
    ['p-eggs', 1],
  ])
})

// ---------------------------------------------------------------- push

test('pushCart sends the entries oldest first, each with its own idempotency key, and then holds the server cart', async () => {
  signIn('amina')
  await addToCart(potatoes)
  await addToCart(eggs)
  await setQuantity('p-potatoes', 3)
  await removeLine('p-eggs')
  const keys = (await entriesOf('user-amina')).map((e) => e.idempotencyKey)

  expect(await pushCart()).toBe('drained')

  expect(opsSent().map((r) => [r.key, r.body])).toEqual([
    [keys[0], { op: 'set', produceId: 'p-potatoes', quantity: 2, seenPrice: 12_000 }],
    [keys[1], { op: 'set', produceId: 'p-eggs', quantity: 1, seenPrice: 40_500 }],
    [keys[2], { op: 'set', produceId: 'p-potatoes', quantity: 3 }],
    [keys[3], { op: 'remove', produceId: 'p-eggs' }],
  ])
  expect((await cartOpsOf(db)).length).toBe(0)
  expect(server.cartOf('user-amina')).toEqual([['p-potatoes', 3]])
  expect(await db.cartLines.get(['user-amina', 'farm', 'p-potatoes'])).toMatchObject({ quantity: 3, price: 12_000, availability: 'available', storeId: 'nbo' })
})

test("a closed service's entries wait on the device, in order, while the open services' go; they are not sent nor marked refused", async () => {
  signIn('amina')
  await addToCart(potatoes, 'food')
  await addToCart(eggs)
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(new URL(url, 'http://localhost').pathname)
      return server.fetch(url, init)
    }),
  )
  setOpenServices({ services: ['farm'], since: 0 }, { force: true })

  expect(await pushCart()).toBe('drained')

  expect(urls.filter((u) => u.includes('/food'))).toEqual([])
  expect(server.cartOf('user-amina')).toEqual([['p-eggs', 1]])
  expect((await cartOpsOf(db)).map((e) => [e.vertical, e.status, e.op.op === 'set' ? e.op.produceId : e.op.op])).toEqual([['food', 'pending', 'p-potatoes']])
  expect(await db.cartLines.get(['user-amina', 'food', 'p-potatoes'])).toMatchObject({ quantity: 2 })
})

test('pushCart deletes an entry only after its 2xx', async () => {
  signIn('amina')
  await addToCart(sukuma)
  const stillQueued: number[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      stillQueued.push((await cartOpsOf(db)).length)
      return server.fetch(url, init)
    }),
  )
  server.faults = [{ status: 503, code: 'internal_error' }]

  expect(await pushCart()).toBe('retryable')
  expect((await cartOpsOf(db)).length).toBe(1)
  expect(await pushCart()).toBe('drained')

  expect(stillQueued).toEqual([1, 1])
  expect((await cartOpsOf(db)).length).toBe(0)
})

test('pushCart stops at a network error with offline when the browser is offline, keeps the entry, and the retry sends the same key', async () => {
  signIn('amina')
  await addToCart(sukuma)
  await addToCart(eggs)
  server.faults = ['network-error']

  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  expect(await pushCart()).toBe('offline')
  offline.mockRestore()

  const [first] = await entriesOf('user-amina')
  expect(first).toMatchObject({ attempts: 1, status: 'pending' })
  expect((await cartOpsOf(db)).length).toBe(2)
  // Both pending entries went in one batch request, which failed: both stay, both are sent again.
  expect(server.received.filter((r) => r.path === '/api/cart/farm/ops/batch')).toHaveLength(1)
  const keys = (await entriesOf('user-amina')).map((e) => e.idempotencyKey)
  expect(opsSent().map((r) => r.key)).toEqual(keys)

  expect(await pushCart()).toBe('drained')
  expect(opsSent().map((r) => r.key)).toEqual([...keys, ...keys])
  expect(server.cartOf('user-amina')).toEqual([
    ['p-sukuma', 1],
    ['p-eggs', 1],
  ])
})

test('pushCart stops at a 5xx or a 429 with retryable, keeps the entry, and the retry sends the same key', async () => {
  signIn('amina')
  await addToCart(sukuma)
  const [entry] = await entriesOf('user-amina')
  server.faults = [
    { status: 503, code: 'internal_error' },
    { status: 429, code: 'rate_limited' },
  ]

  expect(await pushCart()).toBe('retryable')
  expect(await pushCart()).toBe('retryable')
  expect(await entriesOf('user-amina')).toMatchObject([{ attempts: 2, status: 'pending' }])
  expect(await pushCart()).toBe('drained')

  expect(opsSent().map((r) => r.key)).toEqual([entry!.idempotencyKey, entry!.idempotencyKey, entry!.idempotencyKey])
  expect(server.cartOf('user-amina')).toEqual([['p-sukuma', 1]])
})

test('pushCart marks a 4xx entry rejected, keeps it with its error, and sends nothing after it until the shopper drops it', async () => {
  signIn('amina')
  await addToCart(sukuma)
  await addToCart(eggs)
  // The batch is refused as a whole; the push falls back to one entry per request, and the first is refused too.
  server.faults = [
    { status: 400, code: 'validation_failed' },
    { status: 400, code: 'validation_failed' },
  ]

  expect(await pushCart()).toBe('rejected')
  expect(await pushCart()).toBe('rejected')

  const entries = await entriesOf('user-amina')
  expect(entries.map((e) => e.status)).toEqual(['rejected', 'pending'])
  expect(entries[0]!.error).toEqual({ code: 'validation_failed', message: 'Refused with 400' })
  // Two batches: both entries, refused whole; then the first entry alone, refused.
  expect(server.received.map((r) => (r.body as { ops: unknown[] }).ops.length)).toEqual([2, 1])

  await dropRejected()
  expect(await pushCart()).toBe('drained')
  expect(server.cartOf('user-amina')).toEqual([['p-eggs', 1]])
})

test('an entry the server refuses inside a batch is kept with its error; the ones before it leave, the ones after wait', async () => {
  signIn('amina')
  await addToCart(sukuma)
  await addToCart(eggs)
  await addToCart(sukuma)
  CATALOG.delete('p-eggs')
  try {
    expect(await pushCart()).toBe('rejected')
  } finally {
    CATALOG.set('p-eggs', eggs)
  }
  const entries = await entriesOf('user-amina')
  expect(entries.map((e) => [e.op.op === 'set' ? e.op.produceId : e.op.op, e.status])).toEqual([
    ['p-eggs', 'rejected'],
    ['p-sukuma', 'pending'],
  ])
  expect(entries[0]!.error).toMatchObject({ code: 'not_found' })
  expect(server.cartOf('user-amina')).toEqual([['p-sukuma', 1]])
  await dropRejected()
  expect(await pushCart()).toBe('drained')
  expect(server.cartOf('user-amina')).toEqual([['p-sukuma', 2]])
})

test('on a link that drops requests while the browser says online, a network error is retryable (backoff), not a wait for an online event that may not come', async () => {
  signIn('amina')
  await addToCart(sukuma)
  server.faults = ['network-error']

  expect(navigator.onLine).toBe(true)
  expect(await pushCart()).toBe('retryable')
  expect(await entriesOf('user-amina')).toMatchObject([{ attempts: 1, status: 'pending' }])
  expect(await pushCart()).toBe('drained')
  expect(server.cartOf('user-amina')).toEqual([['p-sukuma', 1]])
})

test('an answer lost on the way back is sent again with the same key, and the server applies the change once', async () => {
  signIn('amina')
  await addToCart(sukuma)
  await addToCart(sukuma)
  const keys = (await entriesOf('user-amina')).map((e) => e.idempotencyKey)
  server.faults = ['answer-lost']

  // Both went in one batch, both were applied, the answer was lost (the browser still says online: retry).
  expect(await pushCart()).toBe('retryable')
  expect(server.cartOf('user-amina')).toEqual([['p-sukuma', 2]])
  expect(await entriesOf('user-amina')).toHaveLength(2)
  expect(await pushCart()).toBe('drained')

  expect(opsSent().map((r) => r.key)).toEqual([keys[0], keys[1], keys[0], keys[1]])
  expect(server.cartOf('user-amina')).toEqual([['p-sukuma', 2]])
  expect(await linesOf('user-amina')).toEqual([['p-sukuma', 2]])
})

test('a 401 refreshes the session once and sends the entry again with the same key', async () => {
  signIn('amina', 'token-expired')
  server.onRefresh = () => {
    document.cookie = `${COOKIES.accessToken.name}=token-amina; path=/`
  }
  await addToCart(sukuma)

  expect(await pushCart()).toBe('drained')

  expect(server.received.map((r) => [r.method, r.path, r.token])).toEqual([
    ['POST', '/api/cart/farm/ops/batch', 'token-expired'],
    ['POST', '/api/auth/session/refresh', 'token-expired'],
    ['POST', '/api/cart/farm/ops/batch', 'token-amina'],
  ])
  expect(new Set(opsSent().map((r) => r.key)).size).toBe(1)
})

test('pullCart writes the server cart into the device only when nothing of the shopper is waiting to be sent', async () => {
  signIn('amina')
  await addToCart(sukuma)
  await pushCart()
  await setQuantity('p-sukuma', 5)

  await pullCart()
  expect(await linesOf('user-amina')).toEqual([['p-sukuma', 5]])

  await pushCart()
  await pullCart()
  expect(await linesOf('user-amina')).toEqual([['p-sukuma', 5]])
  expect(server.cartOf('user-amina')).toEqual([['p-sukuma', 5]])
})
