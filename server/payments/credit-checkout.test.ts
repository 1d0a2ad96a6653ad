/**
 * The shopper's credit spent at checkout (issue 33, decision 038): taken once inside the order's
 * transaction (a replay of the same Idempotency-Key spends nothing more), never below zero when two
 * orders spend it at once, the rest asked of the chosen method (nothing when the credit covers it
 * all), given back on cancellation with what was paid, and shown on the order and its e-mails.
 * Johannesburg (ZAR) takes Paystack and cash. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '../../src/api/cart-contract'
import type { CreditBalance, PaymentView } from '../../src/api/payments-contract'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, deliveryDayFor, fillCart, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { spendCredit } from './credit'
import { creditBalance } from './payments'
import { DEFAULT_PAYMENTS } from './payments-config'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp({ payments: { ...DEFAULT_PAYMENTS, pollMs: 0 } })
})
afterAll(() => t.close())

/** Credit the shopper holds before the test: a refund of an earlier order, as the ledger writes it. */
const grant = (who: Shopper, amount: number) => t.db.execute(sql`INSERT INTO credit_entries (user_id, currency, amount, reason) VALUES (${who.id}, 'ZAR', ${amount}, 'refund')`)
const balance = (who: Shopper) => creditBalance(t.db, who.id, 'ZAR')
const credits = async (who: Shopper) => (await t.api<CreditBalance[]>(who, 'GET', '/api/credits')).body.data
const paymentOf = async (who: Shopper, orderId: string) => (await t.api<PaymentView>(who, 'GET', `/api/orders/${orderId}/payment`)).body.data

async function settled() {
  for (let i = 0; i < 3; i++) {
    await t.payments.idle()
    await t.sandbox.idle()
  }
}

async function checkout(who: Shopper, payment: { kind: 'cash' } | { kind: 'card'; provider: 'paystack' }, useCredit: boolean, key = t.newKey(), lang = 'en') {
  await fillCart(t, who, [['spinach', 2]])
  const input = await withConfirmed(t, who, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, who), payment, useCredit })
  return t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': key, 'accept-language': lang })
}

test('credit smaller than the total: the order spends it all, cash pays the rest, and a cancellation gives the credit back', async () => {
  const amina = await t.shopper()
  await grant(amina, 1000)
  const res = await checkout(amina, { kind: 'cash' }, true)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const order = res.body.data
  expect(order.creditUsed).toBe(1000)
  expect(await balance(amina)).toBe(0)
  const payment = await paymentOf(amina, order.id)
  expect(payment).toMatchObject({ status: 'cash', amount: order.total - 1000, creditUsed: 1000 })

  const cancelled = await t.api<Order>(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
  expect(cancelled.status).toBe(200)
  expect(await credits(amina)).toEqual([{ currency: 'ZAR', currencyExponent: 2, amount: 1000 }])
  // A second cancellation (refused: already cancelled) gives nothing more.
  await t.api(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
  expect(await balance(amina)).toBe(1000)
})

test('credit covering the whole order: paid by credit at once, no provider asked; cancelled, all of it comes back', async () => {
  const amina = await t.shopper()
  await grant(amina, 100_000)
  const asked = t.sandbox.paystack.kit.requests.size
  const res = await checkout(amina, { kind: 'card', provider: 'paystack' }, true)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const order = res.body.data
  await settled()
  expect(order.creditUsed).toBe(order.total)
  expect(order.paymentStatus).toBe('paid')
  expect(t.sandbox.paystack.kit.requests.size).toBe(asked)
  expect(await paymentOf(amina, order.id)).toMatchObject({ status: 'paid', amount: 0, creditUsed: order.total, attempts: [] })
  expect(await balance(amina)).toBe(100_000 - order.total)

  await t.mailIdle()
  const placed = t.outbox.find((m) => m.to === amina.email && m.purpose === 'order-placed')!
  expect(placed.text).toContain('Paid with your credit')

  await t.api(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
  expect(await balance(amina)).toBe(100_000)
  expect(await paymentOf(amina, order.id)).toMatchObject({ status: 'refunded' })
  await t.mailIdle()
  const cancelMail = t.outbox.find((m) => m.to === amina.email && m.purpose === 'order-cancelled')!
  expect(cancelMail.text).toContain('is back in your credit')
})

test('part credit, the rest by Paystack: the provider is asked for the rest only; paid then cancelled, the credit comes back to credit and the rest to the card', async () => {
  const amina = await t.shopper()
  await grant(amina, 1500)
  const res = await checkout(amina, { kind: 'card', provider: 'paystack' }, true)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const order = res.body.data
  await settled()
  const request = t.sandbox.paystack.kit.pending().at(-1)!
  expect(request.amount).toBe(order.total - 1500)
  await t.sandbox.settle('paystack', request.ref, { kind: 'approve' })
  await settled()
  await t.payments.reconcile(new Date(Date.now() + 31_000))
  await settled()
  expect(await paymentOf(amina, order.id)).toMatchObject({ status: 'paid', amount: order.total - 1500, creditUsed: 1500 })
  expect(await balance(amina)).toBe(0)
  await t.api(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
  await settled()
  // The credit part back to credit; the part paid by card back to the card (decision 038).
  expect(await balance(amina)).toBe(1500)
  expect(await paymentOf(amina, order.id)).toMatchObject({ status: 'refunded', refund: { status: 'processed', amount: order.total - 1500, credited: false } })
})

test('the same checkout sent again (its Idempotency-Key) spends the credit once; without useCredit nothing is spent', async () => {
  const amina = await t.shopper()
  await grant(amina, 700)
  await fillCart(t, amina, [['spinach', 1]])
  const input = await withConfirmed(t, amina, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' }, useCredit: true })
  const first = await t.api<Order>(amina, 'POST', '/api/orders', input, { 'Idempotency-Key': 'credit-twice' })
  const again = await t.api<Order>(amina, 'POST', '/api/orders', input, { 'Idempotency-Key': 'credit-twice' })
  expect([first.status, again.status]).toEqual([201, 200])
  expect(again.body.data.creditUsed).toBe(700)
  expect(await balance(amina)).toBe(0)
  const [spent] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM credit_entries WHERE user_id = ${amina.id} AND reason = 'spent'`)
  expect(spent!.n).toBe(1)

  const bongani = await t.shopper()
  await grant(bongani, 700)
  const plain = await checkout(bongani, { kind: 'cash' }, false)
  expect(plain.body.data.creditUsed).toBeUndefined()
  expect(await balance(bongani)).toBe(700)
})

test('orders spending the same credit at once: each takes what the others left, never below zero', async () => {
  const amina = await t.shopper()
  const orders: Order[] = []
  for (let i = 0; i < 5; i++) {
    const res = await checkout(amina, { kind: 'cash' }, false)
    expect(res.status).toBe(201)
    orders.push(res.body.data)
  }
  const total = orders[0]!.total
  // Enough for two orders and a part of a third.
  await grant(amina, 2 * total + 300)
  const used = await Promise.all(orders.map((o) => t.db.transaction((tx) => spendCredit(tx, o.id, amina.id))))
  expect(used.sort((a, b) => a - b)).toEqual([0, 0, 300, total, total])
  expect(await balance(amina)).toBe(0)
  const [low] = await rows<{ min: number }>(t.db, sql`SELECT min(running)::int AS min FROM (SELECT sum(amount) OVER (ORDER BY id) AS running FROM credit_entries WHERE user_id = ${amina.id}) r`)
  expect(low!.min).toBeGreaterThanOrEqual(0)
  // Asked again (a retried transaction), an order spends nothing more.
  const [first] = await rows<{ credit_used: number }>(t.db, sql`SELECT credit_used FROM orders WHERE id = ${orders[0]!.id}`)
  expect(await t.db.transaction((tx) => spendCredit(tx, orders[0]!.id, amina.id))).toBe(first!.credit_used)
  expect(await balance(amina)).toBe(0)
})
