/**
 * Refunds to the payment method (issue 33, decision 038): a paid Paystack order that is cancelled is
 * refunded by Paystack's `POST /refund`, and its signed `refund.processed` / `refund.failed` webhook
 * (or, when it never comes, our fetch of the refund) settles it, once, whatever the webhooks do. A
 * refund Paystack fails goes to the shopper's credit; a guest's stays for the operator. Guests
 * follow and retry their payment by their link's token. Johannesburg (ZAR) takes Paystack and cash.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { GUEST_TOKEN_HEADER, type GuestCheckoutInput, type GuestOrder, type Order } from '../../src/api/cart-contract'
import type { PaymentView } from '../../src/api/payments-contract'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, deliveryDayFor, fillCart, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { ORDER_CONFIG } from '../orders/order-config'
import { creditBalance, paymentsNeedingAttention } from './payments'
import { DEFAULT_PAYMENTS, PAYSTACK_TEST } from './payments-config'
import { paystackSignature } from './paystack'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp({ payments: { ...DEFAULT_PAYMENTS, pollMs: 0 } })
})
afterAll(() => t.close())

async function settled() {
  for (let i = 0; i < 4; i++) {
    await t.payments.idle()
    await t.sandbox.idle()
  }
}

const paymentOf = async (who: Shopper, orderId: string) => (await t.api<PaymentView>(who, 'GET', `/api/orders/${orderId}/payment`)).body.data
const simRefunds = (ref: string) => [...t.sandbox.paystack.refunds.values()].filter((f) => f.ref === ref)

/** A shopper's order paid by card on Paystack's page. */
async function paidByCard(): Promise<{ who: Shopper; order: Order; ref: string }> {
  const who = await t.shopper()
  await fillCart(t, who, [['spinach', 2]])
  const input = await withConfirmed(t, who, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, who), payment: { kind: 'card', provider: 'paystack' } })
  const res = await t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey() })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  await settled()
  const request = t.sandbox.paystack.kit.pending().at(-1)!
  await t.sandbox.settle('paystack', request.ref, { kind: 'approve' })
  await settled()
  expect((await paymentOf(who, res.body.data.id)).status).toBe('paid')
  return { who, order: res.body.data, ref: request.ref }
}

test('a paid order cancelled by the shopper goes back to the card: POST /refund, the webhook sent twice settles it once', async () => {
  const { who, order, ref } = await paidByCard()
  t.sandbox.paystack.kit.callbackMode = 'twice'
  try {
    expect((await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(200)
    await settled()
  } finally {
    t.sandbox.paystack.kit.callbackMode = 'once'
  }
  expect(simRefunds(ref)).toEqual([expect.objectContaining({ amount: order.total, currency: 'ZAR', status: 'processed' })])
  expect(await paymentOf(who, order.id)).toMatchObject({ status: 'refunded', refund: { status: 'processed', amount: order.total, credited: false } })
  expect(await creditBalance(t.db, who.id, 'ZAR')).toBe(0)
  // Another pass asks nothing more.
  await t.payments.refundPass(new Date(Date.now() + 3_600_000))
  await settled()
  expect(simRefunds(ref)).toHaveLength(1)
})

test('a refund whose webhook never comes is fetched by the next pass (GET /refund/:id)', async () => {
  const { who, order, ref } = await paidByCard()
  t.sandbox.paystack.kit.callbackMode = 'never'
  try {
    await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})
    await settled()
    expect((await paymentOf(who, order.id)).refund).toMatchObject({ status: 'pending' })
    expect(simRefunds(ref)).toEqual([expect.objectContaining({ status: 'processed' })])
    await t.payments.refundPass(new Date(Date.now() + 60_000))
    await settled()
    expect((await paymentOf(who, order.id)).refund).toMatchObject({ status: 'processed' })
  } finally {
    t.sandbox.paystack.kit.callbackMode = 'once'
  }
})

test('a refund Paystack fails (refund.failed) goes to the shopper’s credit instead, once', async () => {
  const { who, order } = await paidByCard()
  t.sandbox.paystack.setRefundMode('fail')
  try {
    await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})
    await settled()
  } finally {
    t.sandbox.paystack.setRefundMode('process')
  }
  expect((await paymentOf(who, order.id)).refund).toEqual({ status: 'failed', amount: order.total, credited: true })
  expect(await creditBalance(t.db, who.id, 'ZAR')).toBe(order.total)
  await t.payments.refundPass(new Date(Date.now() + 3_600_000))
  await settled()
  expect(await creditBalance(t.db, who.id, 'ZAR')).toBe(order.total)
})

test('a refund webhook with a wrong signature is refused and changes nothing', async () => {
  const { who, order, ref } = await paidByCard()
  t.sandbox.paystack.setRefundMode('hold')
  try {
    await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})
    await settled()
    const body = JSON.stringify({ event: 'refund.processed', data: { status: 'processed', transaction_reference: ref, refund_reference: '1', amount: String(order.total), currency: 'ZAR' } })
    const forged = await t.call('POST', '/api/payment-callbacks/paystack', {
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature('sk_test_someone_else', body) },
    })
    expect(forged.status).toBe(401)
    await settled()
    expect((await paymentOf(who, order.id)).refund).toMatchObject({ status: 'pending' })
    // Signed by Paystack but the refund is still pending there: what Paystack's own record says is believed.
    const signed = await t.call('POST', '/api/payment-callbacks/paystack', {
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(PAYSTACK_TEST.secretKey, body) },
    })
    expect(signed.status).toBe(200)
    await settled()
    expect((await paymentOf(who, order.id)).refund).toMatchObject({ status: 'pending' })
    await t.sandbox.paystack.settleRefund(simRefunds(ref)[0]!.id, 'processed')
    await settled()
    expect((await paymentOf(who, order.id)).refund).toMatchObject({ status: 'processed' })
  } finally {
    t.sandbox.paystack.setRefundMode('process')
  }
})

// ---------------------------------------------------------------- guests

let serial = 0
async function guestCardOrder(): Promise<GuestOrder> {
  const options = (await t.api<{ deliveryDays: string[] }>(null, 'GET', '/api/orders/guest/options?vertical=farm&produces=spinach')).body.data
  const fee = ORDER_CONFIG.serviceFees.jnb!
  const body: GuestCheckoutInput = {
    fulfilment: 'pickup',
    pickupLocationId: 'jnb-rosebank',
    deliveryDay: options.deliveryDays[0]!,
    payment: { kind: 'card', provider: 'paystack' },
    contact: { name: 'Grace Nkosi', phone: `+27 82 555 ${String(2000 + ++serial)}`, email: `grace.refund.${serial}.${Math.random().toString(36).slice(2, 7)}@example.test` },
    lines: [{ produceId: 'spinach', quantity: 2 }],
    confirmed: { lines: [{ produceId: 'spinach', price: 2500 }], subtotal: 5000, deliveryFee: 0, serviceFee: fee, total: 5000 + fee },
  }
  const res = await t.api<GuestOrder>(null, 'POST', '/api/orders/guest', body, { 'Idempotency-Key': t.newKey() })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  await settled()
  return res.body.data
}

const guestPayment = (order: GuestOrder, token = order.guestToken) => t.api<PaymentView>(null, 'GET', `/api/orders/guest/${order.id}/payment`, undefined, { [GUEST_TOKEN_HEADER]: token })

test('a guest follows the payment by the link’s token, retries after a decline, and a paid guest order cancelled goes back to the card', async () => {
  const order = await guestCardOrder()
  const first = await guestPayment(order)
  expect(first.status).toBe(200)
  expect(first.body.data).toMatchObject({ status: 'awaiting', amount: order.total, testMode: true })
  expect(first.body.data.attempts[0]!.checkoutUrl).toContain('/sandbox/phone')
  // Without the token, or with another: the same 404.
  expect((await t.api(null, 'GET', `/api/orders/guest/${order.id}/payment`)).status).toBe(404)
  expect((await guestPayment(order, 'A'.repeat(43))).status).toBe(404)

  const request = t.sandbox.paystack.kit.pending().at(-1)!
  await t.sandbox.settle('paystack', request.ref, { kind: 'decline', why: 'insufficient_funds' })
  await t.payments.reconcile(new Date(Date.now() + 31_000))
  await settled()
  expect((await guestPayment(order)).body.data.status).toBe('failed')
  const again = await t.api<PaymentView>(null, 'POST', `/api/orders/guest/${order.id}/payment`, { method: 'paystack' }, { [GUEST_TOKEN_HEADER]: order.guestToken })
  expect(again.status, JSON.stringify(again.body)).toBe(201)
  expect((await t.api(null, 'POST', `/api/orders/guest/${order.id}/payment`, { method: 'cash' })).status).toBe(404)
  await settled()
  const second = t.sandbox.paystack.kit.pending().at(-1)!
  expect(second.ref).not.toBe(request.ref)
  await t.sandbox.settle('paystack', second.ref, { kind: 'approve' })
  await settled()
  expect((await guestPayment(order)).body.data.status).toBe('paid')

  const admin = await t.admin()
  expect((await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(200)
  await settled()
  expect(simRefunds(second.ref)).toEqual([expect.objectContaining({ amount: order.total, status: 'processed' })])
  expect((await guestPayment(order)).body.data).toMatchObject({ status: 'refunded', refund: { status: 'processed', amount: order.total, credited: false } })
  expect((await paymentsNeedingAttention(t.db)).filter((f) => f.orderId === order.id && f.why === 'paid_for_cancelled_order')).toEqual([])
})

test('a guest’s refund Paystack fails has nobody’s credit to go to: the operator sees a paid, cancelled order', async () => {
  const order = await guestCardOrder()
  const request = t.sandbox.paystack.kit.pending().at(-1)!
  await t.sandbox.settle('paystack', request.ref, { kind: 'approve' })
  await settled()
  t.sandbox.paystack.setRefundMode('fail')
  try {
    const admin = await t.admin()
    await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'cancelled' })
    await settled()
  } finally {
    t.sandbox.paystack.setRefundMode('process')
  }
  expect((await guestPayment(order)).body.data.refund).toEqual({ status: 'failed', amount: order.total, credited: false })
  expect((await paymentsNeedingAttention(t.db)).filter((f) => f.orderId === order.id)).toEqual([expect.objectContaining({ why: 'paid_for_cancelled_order' })])
  const [n] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM credit_entries WHERE order_id = ${order.id}`)
  expect(n!.n).toBe(0)
})

test('Paystack’s page sends the shopper back: the return asks Paystack at once and leads to the order’s page, paid', async () => {
  const who = await t.shopper()
  await fillCart(t, who, [['spinach', 2]])
  const input = await withConfirmed(t, who, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, who), payment: { kind: 'card', provider: 'paystack' } })
  const order = (await t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey(), 'accept-language': 'fr' })).body.data
  await settled()
  const url = new URL((await paymentOf(who, order.id)).attempts[0]!.checkoutUrl!)
  expect(url.pathname).toBe('/sandbox/phone')
  const ref = url.searchParams.get('ref')!
  // Paid on the page, whose own webhook is lost: the return alone gets the order paid.
  t.sandbox.paystack.kit.callbackMode = 'never'
  try {
    const paid = await t.call('POST', '/sandbox/phone', { body: `provider=paystack&ref=${ref}&outcome=approve&lang=fr`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('location')!)
    expect(back.pathname).toBe('/payments/paystack/return')
    expect(back.searchParams.get('reference')).toBe(ref)
    const returned = await t.call('GET', `${back.pathname}${back.search}`)
    expect(returned.status).toBe(303)
    expect(new URL(returned.headers.get('location')!).pathname).toBe(`/fr/account/orders/${order.id}`)
    await settled()
    expect(await paymentOf(who, order.id)).toMatchObject({ status: 'paid' })
  } finally {
    t.sandbox.paystack.kit.callbackMode = 'once'
  }
  expect((await t.call('GET', '/payments/paystack/return?reference=no-such-reference')).headers.get('location')).toBe('/')
})
