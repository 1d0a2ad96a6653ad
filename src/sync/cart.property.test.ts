/**
 * Law (issue 7): whatever the shopper does to the cart — add, set a quantity, remove, undo a
 * removal, clear — and whatever the network and the browser do meanwhile — the connection drops,
 * pushes are refused with a 5xx, a request reaches the server twice (at once, or as a late copy
 * after later changes), an answer is lost on the way back, the page reloads (the database closed
 * and a fresh copy of the modules opens it again, the cart owner set again) — once the connection
 * is back, the outbox pushed until it drains and the server cart pulled, the server's cart equals
 * the device's cart, and both equal the cart the shopper made: the same produces with the same
 * quantities, no line lost, none doubled, none brought back. After every step the device shows the
 * cart the shopper made (a model kept beside the run).
 *
 * The fake server applies operations as server/cart/cart-store.ts does (one cart per user,
 * absolute `set` quantities checked against minQty + k × stepQty, one store per cart) and applies
 * each Idempotency-Key once per user, replaying the first answer.
 *
 * The seed is logged; rerun one with CART_PROPERTY_SEED=<seed>.
 */
import Dexie from 'dexie'
import fc from 'fast-check'
import { afterAll, expect, test, vi } from 'vitest'
import { cartOpSchema, cartOpsBatchSchema, type Cart, type CartOp, type CartOpsBatchResult } from '../api/cart-contract'
import type { CatalogProduce } from '../api/catalog-contract'
import { COOKIES } from '../config'
import type { CartLineRow, StorefrontDb } from '../db/db'

const OWNER = 'user-amina'
const TOKEN = 'token-amina'
const DB_NAME = 'storefront' // the app's database, which src/sync/cart.ts opens

// ---------------------------------------------------------------- catalog

function produce(id: string, over: Partial<CatalogProduce>): CatalogProduce {
  return {
    id,
    farmerId: 'f-wanjiru',
    storeId: 'nbo',
    farmerName: 'Wanjiru Kamau',
    farmName: 'Kamau Family Farm',
    name: id,
    category: 'vegetables',
    unit: 'kg',
    measure: null,
    price: 10_000,
    currency: 'KES',
    currencyExponent: 2,
    stock: null,
    seasonMonths: [],
    inSeason: true,
    minQty: 1,
    stepQty: 1,
    photo: '',
    description: '',
    practices: [],
    offer: null,
    updatedAt: '2026-03-01T08:00:00.000000Z',
    ...over,
  }
}

const PRODUCES = [
  produce('p-sukuma', { unit: 'bunch', price: 5_000 }), // made to order
  produce('p-potatoes', { minQty: 2, stepQty: 0.5, stock: 9 }),
  produce('p-eggs', { unit: 'tray30', stock: 3, offer: { id: 'o-1', percentOff: 10, title: 'Easter', endsAt: '2026-04-10T00:00:00.000Z', price: 9_000 } }),
  produce('p-mushrooms', { minQty: 0.25, stepQty: 0.25, stock: 2 }),
  produce('p-honey', { unit: 'jar', stock: 0 }), // sold out
  produce('p-cocoa', { storeId: 'acc', currency: 'GHS' }), // another market
]
const CATALOG = new Map(PRODUCES.map((p) => [p.id, p]))

// ---------------------------------------------------------------- the cart API, in memory

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code)
  }
}

/** One user's cart as server/cart/cart-store.ts keeps it, with its idempotency keys. */
class FakeCartServer {
  /** produceId → quantity, in the order lines were first set (their position). */
  readonly lines = new Map<string, number>()
  private readonly answered = new Map<string, { fingerprint: string; status: number; body: string }>()

  handle(method: string, path: string, headers: Headers, body: unknown): { status: number; body: string } {
    if (headers.get('Authorization') !== `Bearer ${TOKEN}`) return { status: 401, body: errorBody('unauthorized') }
    if (method === 'GET' && path === '/api/cart/farm') return { status: 200, body: this.render() }
    if (method === 'POST' && path === '/api/cart/farm/ops/batch') return this.batch(body)
    return { status: 404, body: errorBody('not_found') }
  }

  /** As the API: each op once per key, in order, stopping at the first refused one. */
  private batch(body: unknown): { status: number; body: string } {
    const parsed = cartOpsBatchSchema.safeParse(body)
    if (!parsed.success) return { status: 400, body: errorBody('validation_failed') }
    const results: CartOpsBatchResult['results'] = []
    for (const { key, op } of parsed.data.ops) {
      if (results.some((r) => r.outcome === 'refused')) {
        results.push({ key, outcome: 'skipped' })
        continue
      }
      const answer = this.once(key, op)
      if (answer.status !== 200) results.push({ key, outcome: 'refused', error: { status: answer.status, code: 'refused', message: answer.body } })
      else results.push({ key, outcome: answer.replayed ? 'replayed' : 'applied' })
    }
    const cart = (JSON.parse(this.render()) as { data: Cart }).data
    return { status: 200, body: JSON.stringify({ data: { cart, results }, errors: null, notification: null }) }
  }

  private once(key: string, body: unknown): { status: number; body: string; replayed?: boolean } {
    const fingerprint = JSON.stringify(body)
    const first = this.answered.get(key)
    if (first) return first.fingerprint === fingerprint ? { ...first, replayed: true } : { status: 409, body: errorBody('idempotency_key_reused') }
    const op = cartOpSchema.safeParse(body)
    if (!op.success) return { status: 400, body: errorBody('validation_failed') }
    try {
      this.apply(op.data)
    } catch (error) {
      if (error instanceof Refused) return { status: error.status, body: errorBody(error.code) }
      throw error
    }
    const answer = { fingerprint, status: 200, body: this.render() }
    this.answered.set(key, answer)
    return answer
  }

  private apply(op: CartOp): void {
    if (op.op === 'clear') return this.lines.clear()
    if (op.op === 'remove' || op.quantity === 0) {
      this.lines.delete(op.produceId)
      return
    }
    const p = CATALOG.get(op.produceId)
    if (!p) throw new Refused(404, 'not_found')
    const steps = (op.quantity - p.minQty) / p.stepQty
    if (op.quantity < p.minQty - 1e-6 || Math.abs(steps - Math.round(steps)) > 1e-6) throw new Refused(400, 'validation_failed')
    if ([...this.lines.keys()].some((id) => id !== p.id && CATALOG.get(id)!.storeId !== p.storeId)) throw new Refused(409, 'conflict')
    this.lines.set(p.id, Math.round(op.quantity * 1e6) / 1e6)
  }

  private render(): string {
    const lines = [...this.lines].map(([id, quantity]) => {
      const p = CATALOG.get(id)!
      const price = p.offer?.price ?? p.price
      const availability = p.stock === 0 ? 'sold-out' : p.stock !== null && Math.ceil(quantity - 1e-6) > p.stock ? 'limited' : 'available'
      return {
        produceId: id,
        quantity,
        name: p.name,
        unit: p.unit,
        photo: p.photo,
        farmerId: p.farmerId,
        farmName: p.farmName,
        price,
        previousPrice: null,
        stock: p.stock,
        availability,
        minQty: p.minQty,
        stepQty: p.stepQty,
        lineTotal: Math.round(price * quantity),
      } as const
    })
    const first = lines[0] ? CATALOG.get(lines[0].produceId) : undefined
    const cart: Cart = {
      vertical: 'farm',
      storeId: first?.storeId ?? null,
      currency: first?.currency ?? null,
      currencyExponent: 2,
      lines,
      subtotal: lines.reduce((s, l) => s + l.lineTotal, 0),
      updatedAt: '2026-03-01T08:00:00.000Z',
    }
    return JSON.stringify({ data: cart, errors: null, notification: null })
  }
}

const errorBody = (code: string) => JSON.stringify({ data: null, errors: [{ field: null, code, message: code }], notification: { type: 'error', code, title: code, message: code } })

/** What the network does with the next cart operation that gets through. */
type Mishap = 'none' | 'delivered-twice' | 'late-copy' | 'answer-lost'

/** The connection between the device and the fake server. */
class Network {
  state: 'online' | 'offline' | 'failing' = 'online'
  mishap: Mishap = 'none'
  /** Copies of requests the network still holds and will deliver later. */
  readonly held: (() => void)[] = []

  constructor(private readonly server: FakeCartServer) {}

  deliverHeld(): void {
    for (const deliver of this.held.splice(0)) deliver()
  }

  fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (this.state === 'offline') throw new TypeError('Failed to fetch')
    if (this.state === 'failing') return new Response(errorBody('internal_error'), { status: 503 })
    const method = init.method ?? 'GET'
    const path = new URL(url, 'http://localhost').pathname
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const deliver = () => this.server.handle(method, path, headers, body)
    const mishap = path.endsWith('/ops/batch') ? this.mishap : 'none'
    if (mishap !== 'none') this.mishap = 'none'
    if (mishap === 'delivered-twice') deliver()
    if (mishap === 'late-copy') this.held.push(deliver)
    const answer = deliver()
    if (mishap === 'answer-lost') throw new TypeError('Failed to fetch')
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } })
  }
}

// ---------------------------------------------------------------- the device

interface Device {
  cart: typeof import('./cart')
  db: StorefrontDb
}

/** A page load: fresh modules open the database left by the last one, and the app sets the cart owner. */
async function boot(): Promise<Device> {
  vi.resetModules()
  const [cart, { db }] = await Promise.all([import('./cart'), import('../db/db')])
  cart.setCartOwnerSource(() => OWNER)
  return { cart, db }
}

// ---------------------------------------------------------------- commands

type Command =
  | { kind: 'add'; produce: string }
  | { kind: 'set'; produce: string; quantity: number }
  | { kind: 'remove'; produce: string }
  | { kind: 'undo' }
  | { kind: 'clear' }
  | { kind: 'network'; state: Network['state'] }
  | { kind: 'push'; mishap: Mishap }
  | { kind: 'deliver-held' }
  | { kind: 'pull' }
  | { kind: 'reload' }

const produceArb = fc.constantFrom(...PRODUCES.map((p) => p.id))
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: produceArb.map((produce) => ({ kind: 'add' as const, produce })) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), produce: produceArb, quantity: fc.constantFrom(0, 0.3, 1, 2, 2.5, 3, 4.2, 7, 12) }) },
  { weight: 3, arbitrary: produceArb.map((produce) => ({ kind: 'remove' as const, produce })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
  { weight: 3, arbitrary: fc.constantFrom('online', 'offline', 'failing').map((state) => ({ kind: 'network' as const, state })) },
  { weight: 4, arbitrary: fc.constantFrom<Mishap>('none', 'delivered-twice', 'late-copy', 'answer-lost').map((mishap) => ({ kind: 'push' as const, mishap })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'deliver-held' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'pull' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reload' as const }) },
)

/** The cart the shopper made, as the screens promise it: what each command should leave. */
class Model {
  readonly lines = new Map<string, number>()
  removed: { produceId: string; quantity: number } | null = null

  constructor(private readonly normalize: (typeof import('./cart'))['normalizeQuantity']) {}

  private otherStore(storeId: string) {
    return [...this.lines.keys()].some((id) => CATALOG.get(id)!.storeId !== storeId)
  }

  add(p: CatalogProduce) {
    if (this.otherStore(p.storeId)) return
    const have = this.lines.get(p.id)
    const quantity = this.normalize(have === undefined ? p.minQty : have + p.stepQty, p)
    if (quantity !== 0) this.lines.set(p.id, quantity)
  }

  set(p: CatalogProduce, wanted: number) {
    if (!this.lines.has(p.id)) return
    const quantity = this.normalize(wanted, p)
    if (quantity === 0) this.lines.delete(p.id)
    else this.lines.set(p.id, quantity)
  }

  remove(produceId: string) {
    const quantity = this.lines.get(produceId)
    this.removed = quantity === undefined ? null : { produceId, quantity }
    this.lines.delete(produceId)
  }

  /** Undo brings the line back, unless the cart has moved to another market since (the server would refuse it). */
  undo() {
    if (this.removed && !this.otherStore(CATALOG.get(this.removed.produceId)!.storeId)) this.lines.set(this.removed.produceId, this.removed.quantity)
  }
}

const sorted = (lines: Iterable<[string, number]>) => [...lines].sort(([a], [b]) => a.localeCompare(b))
const deviceCart = async (device: Device) => sorted((await device.db.cartLines.where('[owner+vertical]').equals([OWNER, 'farm']).toArray()).map((l) => [l.produceId, l.quantity]))

// ---------------------------------------------------------------- one run

let device: Device | null = null

async function freshDevice(): Promise<Device> {
  device?.db.close()
  await Dexie.delete(DB_NAME)
  return boot()
}

async function run(commands: Command[]): Promise<void> {
  const server = new FakeCartServer()
  const network = new Network(server)
  vi.stubGlobal('fetch', network.fetch)
  device = await freshDevice()
  const model = new Model(device.cart.normalizeQuantity)
  let removed: CartLineRow | null = null
  // Each boot loads fresh modules, so a failed pull's ApiError is not this file's class: known by name.
  const tolerateNetwork = (error: unknown) => {
    if (!(error instanceof Error && error.name === 'ApiError')) throw error
  }

  for (const command of commands) {
    const { cart } = device
    switch (command.kind) {
      case 'add':
        await cart.addToCart(CATALOG.get(command.produce)!)
        model.add(CATALOG.get(command.produce)!)
        break
      case 'set':
        await cart.setQuantity(command.produce, command.quantity)
        model.set(CATALOG.get(command.produce)!, command.quantity)
        break
      case 'remove':
        removed = await cart.removeLine(command.produce)
        model.remove(command.produce)
        break
      case 'undo':
        if (removed) await cart.undoRemove(removed)
        model.undo()
        removed = null
        model.removed = null
        break
      case 'clear':
        await cart.clearCart()
        model.lines.clear()
        break
      case 'network':
        network.state = command.state
        break
      case 'push':
        network.mishap = command.mishap
        await cart.pushCart(OWNER)
        network.mishap = 'none'
        break
      case 'deliver-held':
        network.deliverHeld()
        break
      case 'pull':
        await cart.pullCart(OWNER).catch(tolerateNetwork)
        break
      case 'reload':
        device.db.close()
        device = await boot()
        removed = null // the undo offer does not survive a reload
        model.removed = null
        break
    }
    expect(await deviceCart(device), `after ${JSON.stringify(command)}`).toEqual(sorted(model.lines))
  }

  // The connection comes back; copies still in the network arrive whenever they arrive.
  network.state = 'online'
  const made = await deviceCart(device)
  const outcomes: string[] = []
  for (let i = 0; i < 10; i++) {
    const outcome = await device.cart.pushCart(OWNER)
    outcomes.push(outcome)
    if (outcome === 'drained') break
  }
  expect(outcomes.at(-1), `pushes ended ${outcomes.join(', ')}`).toBe('drained')
  expect(await device.db.outbox.where('kind').equals('cart-op').count()).toBe(0)
  network.deliverHeld()
  await device.cart.pullCart(OWNER)

  const local = await deviceCart(device)
  expect(sorted(server.lines), 'server cart = device cart').toEqual(local)
  expect(local, 'device cart = the cart the shopper made').toEqual(made)
  expect(new Set(local.map(([id]) => id)).size).toBe(local.length)
}

afterAll(() => {
  vi.unstubAllGlobals()
  device?.db.close()
})

test('any sequence of cart edits, disconnections, reloads, failed and duplicated pushes ends with the server cart equal to the device cart', async () => {
  document.cookie = `${COOKIES.accessToken.name}=${TOKEN}; path=/`
  const seed = Number(process.env.CART_PROPERTY_SEED ?? Date.now() % 2 ** 31)
  console.info(`cart sync property seed: ${seed} (rerun with CART_PROPERTY_SEED=${seed})`)
  await fc.assert(
    fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 40, size: 'max' }), (commands) => run(commands)),
    {
      numRuns: 60,
      seed,
      // Found before: undoing a removal after the cart moved to another market (the server refuses a cart of two stores).
      examples: [[[{ kind: 'add', produce: 'p-sukuma' }, { kind: 'remove', produce: 'p-sukuma' }, { kind: 'add', produce: 'p-cocoa' }, { kind: 'undo' }, { kind: 'push', mishap: 'none' }]]],
    },
  )
}, 60_000)
