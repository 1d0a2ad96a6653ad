/**
 * The load generator of scripts/bench/mixed-load.ts, in its own process so it does not share the
 * orchestrator's event loop: autocannon with a 20-request cycle per connection — 16 catalog
 * reads, 3 cart pushes, 1 login (80 / 15 / 5 %) — for a given time, then one JSON summary.
 *
 *   node --import tsx scripts/bench/mixed-load-client.ts <plan.json> <result.json>
 *
 * Cart pushes: each takes a shopper no other connection is pushing for (a shopper's pushes are
 * therefore sequential: the order they are acknowledged in is the order they were applied in),
 * sets one of the shopper's produces to a new valid quantity with a fresh Idempotency-Key and a
 * bearer token, and records the answer. A push without an answer (timeout, broken connection)
 * keeps its shopper out of the rotation, so nothing after it can blur the check. Logins use the
 * shopper's own client address (X-Forwarded-For; the server trusts it in this bench) so the
 * per-address limits see many shoppers, as in the field.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'

export interface Shopper {
  email: string
  secret: string
  token: string
  address: string
  produces: { id: string; minQty: number; stepQty: number }[]
}

export interface Plan {
  url: string
  connections: number
  seconds: number
  reads: string[]
  shoppers: Shopper[]
  /** Only catalog reads (warm-up). */
  readsOnly?: boolean
}

export interface SentPush {
  produceId: string
  quantity: number
  /** HTTP status, or null when no answer came. */
  status: number | null
}

export interface ClientResult {
  rps: number
  total: number
  p50: number
  p99: number
  /** autocannon: connection errors and timeouts. */
  socketErrors: number
  timeouts: number
  statuses: Record<string, Record<string, number>>
  latency: Record<string, { p50: number; p99: number; count: number }>
  /** Per shopper (index), the pushes in the order they were sent. */
  pushes: SentPush[][]
}

type Kind = 'read' | 'cart' | 'login'
interface Ctx {
  kind?: Kind
  started?: number
  shopper?: number
  push?: SentPush
}

const [planFile, resultFile] = process.argv.slice(2)
if (!planFile || !resultFile) throw new Error('usage: mixed-load-client.ts <plan.json> <result.json>')
const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as Plan
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: Record<string, unknown>, cb: (err: Error | null, result: AutocannonResult) => void) => unknown

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
}

const statuses: ClientResult['statuses'] = { read: {}, cart: {}, login: {} }
const latencies: Record<Kind, number[]> = { read: [], cart: [], login: [] }
const pushes: SentPush[][] = plan.shoppers.map(() => [])
/** Shoppers with a push in flight; a push never answered keeps its shopper here for good. */
const busy = new Set<number>()
let nextRead = 0
let nextShopper = 0
let nextLogin = 0
const counters = plan.shoppers.map(() => 0)

function pickShopper(): number | null {
  for (let i = 0; i < plan.shoppers.length; i++) {
    const s = (nextShopper + i) % plan.shoppers.length
    if (!busy.has(s)) {
      nextShopper = s + 1
      return s
    }
  }
  return null
}

const count = (kind: Kind, status: number) => {
  statuses[kind]![status] = (statuses[kind]![status] ?? 0) + 1
}

const read = {
  method: 'GET',
  setupRequest(req: Record<string, unknown>, ctx: Ctx) {
    ctx.kind = 'read'
    ctx.started = performance.now()
    const path = plan.reads[nextRead++ % plan.reads.length]!
    return { ...req, method: 'GET', path, body: Buffer.alloc(0), headers: { accept: 'application/json', 'accept-language': nextRead % 5 === 0 ? 'fr' : 'en' } }
  },
  onResponse(status: number, _body: string, ctx: Ctx) {
    count('read', status)
    latencies.read.push(performance.now() - ctx.started!)
  },
}

const cart = {
  method: 'POST',
  setupRequest(req: Record<string, unknown>, ctx: Ctx) {
    const s = pickShopper()
    if (s === null) return read.setupRequest(req, ctx) // every shopper busy: read instead (counted as a read)
    busy.add(s)
    const shopper = plan.shoppers[s]!
    const n = counters[s]!++
    const produce = shopper.produces[n % shopper.produces.length]!
    // A quantity the produce accepts (minimum + k × step), different from the last few sent for it.
    const quantity = Math.round((produce.minQty + ((Math.floor(n / shopper.produces.length) % 200) + 1) * produce.stepQty) * 1000) / 1000
    ctx.kind = 'cart'
    ctx.shopper = s
    ctx.push = { produceId: produce.id, quantity, status: null }
    pushes[s]!.push(ctx.push)
    ctx.started = performance.now()
    return {
      ...req,
      method: 'POST',
      path: '/api/cart/farm/ops',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${shopper.token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ op: 'set', produceId: produce.id, quantity }),
    }
  },
  onResponse(status: number, _body: string, ctx: Ctx) {
    if (ctx.kind !== 'cart') return read.onResponse(status, _body, ctx)
    count('cart', status)
    latencies.cart.push(performance.now() - ctx.started!)
    ctx.push!.status = status
    busy.delete(ctx.shopper!)
  },
}

const login = {
  method: 'POST',
  setupRequest(req: Record<string, unknown>, ctx: Ctx) {
    const shopper = plan.shoppers[nextLogin++ % plan.shoppers.length]!
    ctx.kind = 'login'
    ctx.started = performance.now()
    return {
      ...req,
      method: 'POST',
      path: '/api/auth/account/authenticate',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': shopper.address },
      body: JSON.stringify({ identifier: shopper.email, secret: shopper.secret }),
    }
  },
  onResponse(status: number, _body: string, ctx: Ctx) {
    count('login', status)
    latencies.login.push(performance.now() - ctx.started!)
  },
}

// 20 requests a cycle: 16 reads, 3 cart pushes, 1 login, spread out.
const R = read
const cycle = plan.readsOnly ? [R] : [R, R, R, cart, R, R, R, R, R, cart, R, R, R, login, R, R, cart, R, R, R]

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return 0
  const s = [...xs].sort((a, b) => a - b)
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10
}

autocannon({ url: plan.url, connections: plan.connections, duration: plan.seconds, timeout: 10, requests: cycle }, (error, result) => {
  if (error) throw error
  const summary: ClientResult = {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    statuses,
    latency: Object.fromEntries((Object.keys(latencies) as Kind[]).map((k) => [k, { p50: percentile(latencies[k], 50), p99: percentile(latencies[k], 99), count: latencies[k].length }])),
    pushes,
  }
  fs.writeFileSync(resultFile, JSON.stringify(summary))
})
