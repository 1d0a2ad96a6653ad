/**
 * Three server processes on one PostgreSQL database behave as one shop (issue 27): a session
 * made by one is good on the others, the sign-in limit counts every process's attempts, an
 * Idempotency-Key is applied once whichever process it reaches, concurrent checkouts through
 * different processes never sell more than the stock, and a catalog change acknowledged by one
 * process is what the next request to any other answers.
 *
 * Revocation and drawn pages have suites of their own (revocation.process.test.ts,
 * drawn-pages.process.test.ts).
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Cart, CheckoutOptions } from '../../src/api/cart-contract'
import type { CatalogProduce } from '../../src/api/catalog-contract'
import { confirmedFigures } from '../test/checkout-figures'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'
import type { RunningServer } from '../test/spawn-server'
import { call, CLUSTER_AUTH_SECRET, signIn, signUp } from './cluster-kit'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 })

const OPERATOR = { authorization: 'Bearer cluster-test-operator-token-0123' }
let keys = 0
const newKey = () => `coherence-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 8)}`

describeCluster('three processes on one database', () => {
  let cluster: Cluster
  let a: RunningServer
  let b: RunningServer
  let c: RunningServer
  /**
   * Produce of one store sold by the unit (minimum 1, steps of 1), in name order: each test takes
   * its own. One unit must reach the market's minimum order (ZAR 50 in Johannesburg, decision 017),
   * so only produce of ZAR 60 or more.
   */
  let sold: CatalogProduce[]

  beforeAll(async () => {
    cluster = await startCluster(3, { AUTH_SECRET: CLUSTER_AUTH_SECRET })
    ;[a, b, c] = cluster.servers as [RunningServer, RunningServer, RunningServer]
    const list = await call<CatalogProduce[]>(a, 'GET', '/api/farm/produces?storeId=jnb&perPage=500&sortBy=name&order=asc')
    sold = list.data.filter((p) => p.minQty === 1 && p.stepQty === 1 && p.stock !== null && (p.offer?.price ?? p.price) >= 6000)
    expect(sold.length).toBeGreaterThanOrEqual(4)
  })
  afterAll(async () => {
    await cluster?.close()
  })

  /** Puts one unit of `produce` in the shopper's cart through `server`, and answers a pickup checkout for it. */
  async function cartOfOne(server: RunningServer, token: string, produce: CatalogProduce) {
    const set = await call<Cart>(server, 'POST', '/api/cart/farm/ops', { token, body: { op: 'set', produceId: produce.id, quantity: 1 }, headers: { 'Idempotency-Key': newKey() } })
    expect(set.status).toBe(200)
    const options = await call<CheckoutOptions>(server, 'GET', '/api/cart/farm/checkout-options', { token })
    const pickup = options.data.pickupLocations[0]
    const day = options.data.deliveryDays[0]
    if (!pickup || !day) throw new Error(`no pickup point or delivery day for ${produce.id}: ${JSON.stringify(options.data)}`)
    return { fulfilment: 'pickup', pickupLocationId: pickup.id, deliveryDay: day, payment: { kind: 'cash' }, confirmed: confirmedFigures(set.data, options.data.serviceFee) }
  }

  test('a session made on one process is accepted by every other', async () => {
    const shopper = await signUp(a)
    const onB = await signIn(b, shopper.identifier, shopper.secret)
    for (const [server, token] of [
      [b, shopper.token],
      [c, shopper.token],
      [a, onB],
      [c, onB],
    ] as const) {
      const me = await call<{ user: { id: string } }>(server, 'GET', '/api/auth/user/me', { token })
      expect(me.status).toBe(200)
      expect(me.data.user.id).toBe(shopper.userId)
    }
  })

  test('wrong passwords spread over the processes count against one sign-in limit', async () => {
    const shopper = await signUp(c)
    // loginPerAccountAndAddress: 5 failures a window from one address (server/auth/auth-config.ts); one process alone saw at most 2.
    const servers = [a, b, c, a, b]
    for (const server of servers) {
      const wrong = await call(server, 'POST', '/api/auth/account/authenticate', { body: { identifier: shopper.identifier, secret: 'not my password at all' } })
      expect(wrong.status).toBe(401)
    }
    const sixth = await call(c, 'POST', '/api/auth/account/authenticate', { body: { identifier: shopper.identifier, secret: 'not my password at all' } })
    expect(sixth.status).toBe(429)
    expect(sixth.errors?.[0]?.code).toBe('rate_limited')
    // Locked on every process, even with the right password.
    for (const server of [a, b]) {
      const right = await call(server, 'POST', '/api/auth/account/authenticate', { body: { identifier: shopper.identifier, secret: shopper.secret } })
      expect(right.status).toBe(429)
    }
  })

  test('a cart change retried through another process is applied once', async () => {
    const shopper = await signUp(a)
    const produce = sold[0]!
    const op = (quantity: number) => ({ op: 'set', produceId: produce.id, quantity })
    const first = newKey()
    const answered = await call<Cart>(a, 'POST', '/api/cart/farm/ops', { token: shopper.token, body: op(2), headers: { 'Idempotency-Key': first } })
    expect(answered.status).toBe(200)
    expect((await call<Cart>(b, 'POST', '/api/cart/farm/ops', { token: shopper.token, body: op(3), headers: { 'Idempotency-Key': newKey() } })).status).toBe(200)
    // The first change's answer was lost; the device sends it again, and the balancer picks C.
    const retried = await fetch(`${c.url}/api/cart/farm/ops`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json', 'Idempotency-Key': first },
      body: JSON.stringify(op(2)),
    })
    expect(retried.status).toBe(200)
    expect(retried.headers.get('Idempotent-Replayed')).toBe('true')
    expect(((await retried.json()) as { data: Cart }).data).toEqual(answered.data)
    const cart = await call<Cart>(a, 'GET', '/api/cart/farm', { token: shopper.token })
    expect(cart.data.lines.map((l) => [l.produceId, l.quantity])).toEqual([[produce.id, 3]])

    // The same change reaching two processes at once: one applies it, the other replays its answer.
    const key = newKey()
    const both = await Promise.all(
      [a, b].map((server) =>
        fetch(`${server.url}/api/cart/farm/ops`, {
          method: 'POST',
          headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(op(1)),
        }),
      ),
    )
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect(both.map((r) => r.headers.get('Idempotent-Replayed')).sort()).toEqual(['true', null].sort())
    const [one, other] = await Promise.all(both.map((r) => r.text()))
    expect(one).toBe(other)
  })

  test('a checkout sent to two processes at once with one Idempotency-Key places one order', async () => {
    const shopper = await signUp(b)
    const checkout = await cartOfOne(b, shopper.token, sold[1]!)
    const key = newKey()
    const answers = await Promise.all([a, b].map((server) => call<{ id: string }>(server, 'POST', '/api/orders', { token: shopper.token, body: checkout, headers: { 'Idempotency-Key': key } })))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201])
    expect(answers[0]!.data.id).toBe(answers[1]!.data.id)
    const orders = await call<{ id: string }[]>(c, 'GET', '/api/orders', { token: shopper.token })
    expect(orders.data.map((o) => o.id)).toEqual([answers[0]!.data.id])
  })

  test('concurrent checkouts of the last units through different processes never sell more than the stock', async () => {
    const produce = sold[2]!
    expect((await call(a, 'PATCH', `/api/farm/produces/${produce.id}`, { headers: OPERATOR, body: { stock: 2 } })).status).toBe(200)
    const servers = [a, b, c, a, b, c]
    const shoppers = await Promise.all(servers.map((server) => signUp(server)))
    const checkouts = await Promise.all(shoppers.map((s, i) => cartOfOne(servers[i]!, s.token, produce)))
    // Each checkout through another process than the one that filled its cart, all at once.
    const answers = await Promise.all(
      shoppers.map((s, i) => call(servers[(i + 1) % servers.length]!, 'POST', '/api/orders', { token: s.token, body: checkouts[i], headers: { 'Idempotency-Key': newKey() } })),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(2)
    expect(statuses.filter((s) => s === 409)).toHaveLength(4)
    for (const server of [a, b, c]) {
      const after = await call<CatalogProduce>(server, 'GET', `/api/farm/produces/${produce.id}`)
      expect(after.data.stock).toBe(0)
    }
  })

  test('a price changed through one process is what the next request to any other answers', async () => {
    const produce = sold[3]!
    const listPath = `/api/farm/produces?storeId=${produce.storeId}&perPage=50&sortBy=name&order=asc`
    const priceIn = (list: CatalogProduce[]) => list.find((p) => p.id === produce.id)?.price
    // B and C have answered the list and the produce already (their page caches hold them).
    for (const server of [b, c]) {
      expect(priceIn((await call<CatalogProduce[]>(server, 'GET', listPath)).data)).toBe(produce.price)
      expect((await call<CatalogProduce>(server, 'GET', `/api/farm/produces/${produce.id}`)).data.price).toBe(produce.price)
    }
    for (const price of [produce.price + 111, produce.price + 222]) {
      expect((await call(a, 'PATCH', `/api/farm/produces/${produce.id}`, { headers: OPERATOR, body: { price } })).status).toBe(200)
      for (const server of [b, c]) {
        expect(priceIn((await call<CatalogProduce[]>(server, 'GET', listPath)).data)).toBe(price)
        expect((await call<CatalogProduce>(server, 'GET', `/api/farm/produces/${produce.id}`)).data.price).toBe(price)
      }
    }
  })
})
