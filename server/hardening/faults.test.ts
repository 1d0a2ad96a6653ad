/**
 * Crash safety of the real server (server/main.ts as a child process, PGlite in a temp DATA_DIR,
 * or a fresh PostgreSQL database when TEST_DATABASE_URL is set): shoppers check out and push
 * cart changes concurrently, the server is SIGKILLed after a short random delay, restarted on the
 * same data, and then:
 *
 * - every write answered 2xx before the kill is there (each order, each cart line operation);
 * - every order is whole: its lines and its first status, never one without the other;
 * - a write retried with its Idempotency-Key after the restart is applied exactly once: a replay
 *   answers `Idempotent-Replayed` if it had committed, a first application if it had not, and no
 *   checkout ever makes two orders;
 * - stock adds up: for every produce, stock now + units reserved by live orders = the seed's stock,
 *   and no claimed Idempotency-Key is left without its answer.
 *
 * Rounds repeat while the time budget lasts (at least one): the whole file stays within a minute
 * on an idle 2-core machine. The random delays come from a logged seed (FAULT_SEED=… replays).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, CheckoutOptions, Order } from '../../src/api/cart-contract'
import type { CatalogProduce } from '../../src/api/catalog-contract'
import { rows } from '../cart/cart-sql'
import { openDatabase } from '../db/client'
import { confirmedFigures } from '../test/checkout-figures'
import { codeFromMailDir, registerByMail } from '../test/mail-files'
import { spawnServer, type RunningServer } from '../test/spawn-server'
import { createPostgresDatabase, testBackend } from '../test/test-db'

const SEED = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : (Date.now() ^ (process.pid << 4)) >>> 0
/** mulberry32: a small seeded generator, so a run's kill delays can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = random(SEED)

const ROUND_BUDGET_MS = 25_000
const MAX_ROUNDS = 3

let dataDir: string
let env: Record<string, string>
let dropDatabase: (() => Promise<void>) | undefined
let server: RunningServer | null = null

beforeAll(async () => {
  console.log(`[faults] seed ${SEED} (replay with FAULT_SEED=${SEED}), backend ${testBackend()}`)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-faults-'))
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STATIC_DIR: path.join(dataDir, 'no-site'),
    SEED: 'farm',
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'f'.repeat(40),
  }
  if (testBackend() === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    env.DATABASE_URL = created.url
    dropDatabase = created.drop
  }
})

afterAll(async () => {
  await server?.stop('SIGKILL')
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

// A first PGlite start runs initdb and loads the seed: seconds on an idle machine, more on a busy one.
const start = async () => (server = await spawnServer(env, 150_000))

interface Who {
  token: string
  id: string
}

async function call<T>(who: Who | null, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server!.url}${p}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json()) as { data: T; errors: unknown }
  return { status: res.status, data: json.data, errors: json.errors, replayed: res.headers.get('idempotent-replayed') === 'true' }
}

/** A shopper registered as the storefront does: the form, the code from the e-mail (an .eml file in DATA_DIR), the confirmation. */
async function register(n: number): Promise<Who> {
  const id = `fault-${SEED}-${n}`
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${server!.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: res.status, text: await res.text() }
  }
  const input = { name: 'Fault', surname: `Tester ${n}`, email: `${id}@example.test`, credential: { identifier: id, secret: 'a crash in the night' } }
  const res = await registerByMail(post, input, codeFromMailDir(dataDir))
  expect(res.status, res.text).toBe(201)
  const { data } = JSON.parse(res.text) as { data: { accessToken: string; user: { id: string } } }
  return { token: data.accessToken, id: data.user.id }
}

interface Sent<T> {
  key: string
  body: T
  /** The answer, when one came back before the kill. */
  status?: number
  data?: unknown
}

test('SIGKILL during concurrent checkouts and cart pushes loses no acknowledged write, leaves no half order, keeps stock exact', async () => {
  const started = Date.now()
  await start()

  // The seed's stock, read before any order exists.
  const seedStock = new Map<string, number | null>()
  for (let page = 1; ; page++) {
    const res = await call<CatalogProduce[]>(null, 'GET', `/api/farm/produces?perPage=500&page=${page}`)
    for (const p of res.data) seedStock.set(p.id, p.stock)
    if (res.data.length < 500) break
  }
  expect(seedStock.size).toBeGreaterThan(100)

  // One farmer's stocked, whole-unit produces: every cart has a delivery day, and carts compete for stock.
  const jnb = (await call<CatalogProduce[]>(null, 'GET', '/api/farm/produces?storeId=jnb&perPage=500')).data
  const byFarmer = new Map<string, CatalogProduce[]>()
  for (const p of jnb) if (p.stock !== null && p.stock >= 6 && p.minQty === 1 && p.stepQty === 1) byFarmer.set(p.farmerId, [...(byFarmer.get(p.farmerId) ?? []), p])
  const goods = [...byFarmer.values()].sort((a, b) => b.length - a.length)[0]!.slice(0, 4)
  expect(goods.length).toBeGreaterThanOrEqual(3)

  const buyers = [await register(1), await register(2), await register(3)]
  const pushers = [await register(4), await register(5)]
  const orderKeys = new Map<Who, Sent<unknown>[]>(buyers.map((b) => [b, []]))
  const opsSent = new Map<Who, Sent<{ op: 'set'; produceId: string; quantity: number }>[]>(pushers.map((p) => [p, []]))

  let round = 0
  while (round < MAX_ROUNDS && (round === 0 || Date.now() - started < ROUND_BUDGET_MS)) {
    round++
    // The buyers' e-mails are not confirmed, so each may hold only two open orders (the seed's
    // market limit): the orders of earlier rounds are cancelled first (stock goes back, counted below).
    for (const buyer of buyers) {
      for (const open of (await call<Order[]>(buyer, 'GET', '/api/orders?status=placed&perPage=50')).data) {
        expect((await call(buyer, 'POST', `/api/orders/${open.id}/cancel`, {})).status).toBe(200)
      }
    }
    // Each buyer fills a cart (acknowledged before the storm).
    const carts = new Map<Who, Cart>()
    for (const [i, buyer] of buyers.entries()) {
      for (const [j, g] of goods.entries()) {
        const q = 1 + ((i + j + round) % 2)
        const res = await call<Cart>(buyer, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: g.id, quantity: q }, { 'Idempotency-Key': `fill-${round}-${i}-${j}` })
        expect(res.status).toBe(200)
        carts.set(buyer, res.data)
      }
    }
    const options = (await call<CheckoutOptions>(buyers[0]!, 'GET', '/api/cart/farm/checkout-options')).data
    const day = options.deliveryDays[0]!
    const pickup = options.pickupLocations[0]!.id
    expect(day && pickup).toBeTruthy()

    // The storm: every buyer checks out once, every pusher sends its ops one after another (an outbox).
    const inFlight: Promise<unknown>[] = []
    for (const buyer of buyers) {
      const sent: Sent<unknown> = {
        key: `order-${SEED}-${round}-${buyer.id}`,
        body: { fulfilment: 'pickup', pickupLocationId: pickup, deliveryDay: day, payment: { kind: 'cash' }, confirmed: confirmedFigures(carts.get(buyer)!, options.serviceFee) },
      }
      orderKeys.get(buyer)!.push(sent)
      inFlight.push(
        call<Order>(buyer, 'POST', '/api/orders', sent.body, { 'Idempotency-Key': sent.key })
          .then((r) => Object.assign(sent, { status: r.status, data: r.data }))
          .catch(() => undefined),
      )
    }
    for (const [i, pusher] of pushers.entries()) {
      inFlight.push(
        (async () => {
          for (let k = 0; k < 40; k++) {
            const g = goods[k % goods.length]!
            const sent = { key: `push-${SEED}-${round}-${i}-${k}`, body: { op: 'set' as const, produceId: g.id, quantity: 1 + ((k + round) % 3) } }
            opsSent.get(pusher)!.push(sent)
            const r = await call<Cart>(pusher, 'POST', '/api/cart/farm/ops', sent.body, { 'Idempotency-Key': sent.key })
            Object.assign(sent, { status: r.status, data: r.data })
          }
        })().catch(() => undefined),
      )
    }
    const delay = 20 + Math.floor(rand() * 250)
    await new Promise((r) => setTimeout(r, delay))
    await server!.stop('SIGKILL')
    await Promise.allSettled(inFlight)
    const roundOrders = buyers.map((b) => orderKeys.get(b)!.at(-1)!)
    const roundOps = pushers.flatMap((p) => opsSent.get(p)!.filter((s) => s.key.includes(`-${round}-`)))
    console.log(
      `[faults] round ${round}: SIGKILL after ${delay} ms; checkouts answered ${roundOrders.filter((o) => o.status !== undefined).length}/${roundOrders.length} ` +
        `(${roundOrders.map((o) => o.status ?? 'lost').join(', ')}), cart ops answered ${roundOps.filter((o) => o.status !== undefined).length}/${roundOps.length}`,
    )
    await start()

    // Every acknowledged order is there, whole.
    for (const buyer of buyers) {
      for (const sent of orderKeys.get(buyer)!.filter((s) => s.status === 201 || s.status === 200)) {
        const order = await call<Order>(buyer, 'GET', `/api/orders/${(sent.data as Order).id}`)
        expect(order.status, `acknowledged order ${sent.key}`).toBe(200)
        expect(order.data.lines.length).toBeGreaterThan(0)
        expect(order.data.history[0]?.status).toBe('placed')
      }
    }
    // Every acknowledged cart op is there: the last acknowledged op of each produce decides its line,
    // unless a later op of the same produce was in flight (then either value may stand).
    for (const pusher of pushers) {
      const ops = opsSent.get(pusher)!
      const cart = (await call<Cart>(pusher, 'GET', '/api/cart/farm')).data
      const acknowledged = ops.filter((s) => s.status === 200)
      const lastSent = ops.at(-1)
      for (const g of goods) {
        const lastAck = acknowledged.filter((s) => s.body.produceId === g.id).at(-1)
        if (!lastAck) continue
        const line = cart.lines.find((l) => l.produceId === g.id)?.quantity
        const inFlightSame = lastSent && lastSent.status === undefined && lastSent.body.produceId === g.id
        const allowed = [lastAck.body.quantity, ...(inFlightSame ? [lastSent.body.quantity] : [])]
        expect(allowed, `${pusher.id} ${g.id}`).toContain(line)
      }
      // Retrying every op with its key: an acknowledged one is a replay, byte for byte; the rest apply once.
      for (const s of ops) {
        const again = await call<Cart>(pusher, 'POST', '/api/cart/farm/ops', s.body, { 'Idempotency-Key': s.key })
        expect(again.status, s.key).toBe(200)
        if (s.status === 200) {
          expect(again.replayed, `${s.key} was acknowledged: its key must have committed with it`).toBe(true)
          expect(again.data).toEqual(s.data)
        }
        // The retry is now the shopper's acknowledgement: later rounds judge the cart against it.
        Object.assign(s, { status: again.status, data: again.data })
      }
    }
    // Every unanswered checkout retried with its key: at most one order per key, ever.
    for (const buyer of buyers) {
      for (const sent of orderKeys.get(buyer)!) {
        const again = await call<Order>(buyer, 'POST', '/api/orders', sent.body, { 'Idempotency-Key': sent.key })
        if (sent.status === 201 || sent.status === 200) {
          expect(again.status, `${sent.key}: a replay of an acknowledged order`).toBe(200)
          expect(again.data.id).toBe((sent.data as Order).id)
        } else {
          // Not committed before the kill: placed now (201), or refused as before (409: stock, an empty
          // cart, or figures that are not this round's cart); committed: replayed (200).
          expect([200, 201, 409], `${sent.key}: ${JSON.stringify(again.errors)}`).toContain(again.status)
        }
      }
      const mine = await call<Order[]>(buyer, 'GET', '/api/orders?perPage=50')
      expect(mine.data.length).toBeLessThanOrEqual(orderKeys.get(buyer)!.length)
    }
  }
  console.log(`[faults] ${round} rounds in ${Date.now() - started} ms`)

  // The stored truth, read directly once the server has stopped cleanly.
  expect(await server!.stop('SIGTERM')).toBe(0)
  server = null
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATABASE_URL ? null : dataDir, migrate: false })
  try {
    const db = database.db
    const broken = await rows<{ id: string; lines: number; history: number; first: string | null }>(
      db,
      sql`SELECT o.id, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
                   (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id) AS history,
                   (SELECT h.status FROM order_status_history h WHERE h.order_id = o.id ORDER BY h.id LIMIT 1) AS first
            FROM orders o`,
    )
    expect(broken.length).toBeGreaterThan(0)
    expect(
      broken.filter((o) => o.lines === 0 || o.history === 0 || o.first !== 'placed'),
      'half-written orders',
    ).toEqual([])
    const perKey = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders GROUP BY user_id, idempotency_key HAVING count(*) > 1`)
    expect(perKey, 'two orders for one Idempotency-Key').toEqual([])
    const stock = await rows<{ id: string; stock: number | null; reserved: number }>(
      db,
      sql`SELECT p.id, p.stock, coalesce((SELECT sum(l.reserved)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
                                            WHERE l.produce_id = p.id AND o.status <> 'cancelled'), 0) AS reserved
            FROM produces p WHERE p.service = 'farm'`, // the farm's, as read from its API before; the checkouts here are the farm's
    )
    const wrong = stock.filter((p) => (p.stock === null ? p.reserved !== 0 : p.stock < 0 || p.stock + p.reserved !== seedStock.get(p.id)))
    expect(wrong, 'stock + reserved must equal the seed').toEqual([])
    expect(stock.reduce((n, p) => n + p.reserved, 0)).toBeGreaterThan(0)
    const unanswered = await rows(db, sql`SELECT user_id, key FROM idempotency_keys WHERE status = 0`)
    expect(unanswered, 'claimed keys without their answer').toEqual([])
  } finally {
    await database.close()
  }
}, 240_000)
