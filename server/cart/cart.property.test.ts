/**
 * Law: whatever the order of sends — new operations, retries of earlier ones with their key (just
 * after, or much later), the same request delivered twice at once — the server cart ends equal to
 * applying each distinct operation once, in order: no line lost, none doubled, none resurrected
 * by a late retry. And every retry answers byte for byte what its first delivery answered.
 *
 * The seed is logged; rerun one with CART_PROPERTY_SEED=<seed>.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart } from '../../src/api/cart-contract'
import { createCommerceTestApp, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'

let t: CommerceTestApp
let shopper: Shopper

beforeAll(async () => {
  t = await createCommerceTestApp()
  shopper = await t.shopper()
})
afterAll(() => t.close())

/** Produces of one store, with quantities that respect each one's minimum and step (0 removes). */
const PRODUCES = {
  spinach: [0, 1, 2, 3, 7],
  carrots: [0, 1, 1.5, 2, 4.5],
  potatoes: [0, 2, 3, 5],
  eggs: [0, 1, 2],
  honey: [0, 1, 3],
} as const
type ProduceId = keyof typeof PRODUCES

type Op = { op: 'set'; produceId: ProduceId; quantity: number } | { op: 'remove'; produceId: ProduceId } | { op: 'clear' }

const produceArb = fc.constantFrom(...(Object.keys(PRODUCES) as ProduceId[]))
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: produceArb.chain((produceId) => fc.constantFrom(...PRODUCES[produceId]).map((quantity) => ({ op: 'set' as const, produceId, quantity }))) },
  { weight: 2, arbitrary: produceArb.map((produceId) => ({ op: 'remove' as const, produceId })) },
  { weight: 1, arbitrary: fc.constant({ op: 'clear' as const }) },
)

type Send = { kind: 'new'; op: Op; twice: boolean } | { kind: 'retry'; pick: number }
const sendArb: fc.Arbitrary<Send> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('new' as const), op: opArb, twice: fc.integer({ min: 0, max: 4 }).map((n) => n === 0) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
)

function applyModel(model: Map<string, number>, op: Op) {
  if (op.op === 'clear') model.clear()
  else if (op.op === 'remove' || op.quantity === 0) model.delete(op.produceId)
  else model.set(op.produceId, op.quantity)
}

let run = 0

async function check(sends: Send[]) {
  run++
  // Every run starts from an empty cart (with its own key), then uses keys of its own.
  expect((await t.op(shopper, { op: 'clear' })).status).toBe(200)
  const model = new Map<string, number>()
  const sent: { key: string; op: Op; answer: string }[] = []
  for (const [i, send] of sends.entries()) {
    if (send.kind === 'retry') {
      if (sent.length === 0) continue
      const earlier = sent[send.pick % sent.length]!
      const res = await t.call('POST', '/api/cart/farm/ops', { token: shopper.token, body: earlier.op, headers: { 'Idempotency-Key': earlier.key } })
      expect(res.status).toBe(200)
      expect(await res.text()).toBe(earlier.answer)
      continue
    }
    const key = `prop-${run}-${i}`
    const deliveries = send.twice ? 2 : 1
    const responses = await Promise.all(Array.from({ length: deliveries }, () => t.call('POST', '/api/cart/farm/ops', { token: shopper.token, body: send.op, headers: { 'Idempotency-Key': key } })))
    const texts = await Promise.all(responses.map((r) => r.text()))
    for (const r of responses) expect(r.status).toBe(200)
    expect(new Set(texts).size).toBe(1)
    applyModel(model, send.op)
    sent.push({ key, op: send.op, answer: texts[0]! })
  }
  const cart = (await t.api<Cart>(shopper, 'GET', '/api/cart/farm')).body.data
  expect(cart.lines.map((l) => [l.produceId, l.quantity])).toEqual([...model.entries()])
  expect(cart.storeId).toBe(model.size ? 'jnb' : null)
}

test('any sequence of operations, retries and duplicates ends with each distinct operation applied once, in order', async () => {
  const seed = Number(process.env.CART_PROPERTY_SEED ?? Date.now() % 2 ** 31)
  console.info(`cart property seed: ${seed}`)
  await fc.assert(
    fc.asyncProperty(fc.array(sendArb, { minLength: 1, maxLength: 14 }), (sends) => check(sends)),
    { numRuns: 25, seed },
  )
}, 60_000)
