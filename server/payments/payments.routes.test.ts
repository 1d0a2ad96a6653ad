/**
 * Payments through each provider's simulator (issue 33, decision 033): the order is paid exactly
 * once whatever the callbacks do, never charged twice, and its stock and states agree. M-Pesa in
 * Nairobi and MoMo in Kigali start with the order; Paystack (Johannesburg) is asked for by a new
 * attempt on a cash order. The reconciliation worker's timer is off: each test runs its passes
 * at the moment it needs (`reconcile(now)`).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '../../src/api/cart-contract'
import type { PaymentView } from '../../src/api/payments-contract'
import { addMember, insertFarmProvider } from '../access/access.fixtures'
import { rows } from '../cart/cart-sql'
import { farmers, locations, produces, stores } from '../db/schema/catalog'
import { createCommerceTestApp, deliveryDayFor, fillCart, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { createPayments, creditBalance, paymentsNeedingAttention } from './payments'
import { DEFAULT_PAYMENTS, DEFAULT_WINDOWS, PAYSTACK_TEST } from './payments-config'
import type { OnlineProvider } from './provider'
import { paystackSignature } from './paystack'
import type { SimRequest } from './sandbox/sim-kit'

let t: CommerceTestApp

const all = (en: string) => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })

beforeAll(async () => {
  t = await createCommerceTestApp({ payments: { ...DEFAULT_PAYMENTS, pollMs: 0 } })
  await t.db.insert(stores).values({ id: 'nbo', name: all('Nairobi'), city: 'Nairobi', country: 'KE', currency: 'KES', currencyExponent: 2, timeZone: 'Africa/Nairobi' })
  await t.db.insert(locations).values({ id: 'nbo-westlands', storeId: 'nbo', name: 'Westlands pickup', kind: 'pickup', address: 'Woodvale Grove', deliveryFee: 0 })
  await t.db.insert(farmers).values({
    id: 'wanjiru',
    storeId: 'nbo',
    name: 'Wanjiru Kamau',
    farmName: 'Green Acres',
    story: all('Greens.'),
    town: 'Limuru',
    country: 'KE',
    photo: '/img/farms/hills.svg',
    practices: [],
    rating: 4.5,
    featured: false,
    locationIds: [],
    deliveryDays: [0, 1, 2, 3, 4, 5, 6],
  })
  await t.db.insert(produces).values({
    id: 'sukuma',
    farmerId: 'wanjiru',
    storeId: 'nbo',
    name: all('Sukuma wiki'),
    unit: 'bunch',
    price: 5000,
    stock: 100,
    minQty: 1,
    stepQty: 1,
    photo: '/img/produce/x.svg',
    description: all('Good.'),
    category: 'vegetables',
    seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  })
})
afterAll(() => t.close())

const MARKETS = {
  mpesa: { produce: 'sukuma', pickup: 'nbo-westlands', payment: { kind: 'mobile-money', provider: 'mpesa', phone: '+254 712 345678' } },
  momo: { produce: 'beans', pickup: 'kgl-kimironko', payment: { kind: 'mobile-money', provider: 'mtn-momo', phone: '+250 788 123456' } },
  paystack: { produce: 'spinach', pickup: 'jnb-rosebank', payment: { kind: 'cash' } },
} as const

/** Everything started so far has happened: the provider asked, callbacks delivered, the queries after them answered. */
async function settled() {
  for (let i = 0; i < 3; i++) {
    await t.payments.idle()
    await t.sandbox.idle()
  }
  await t.payments.idle()
}

/** Places an order paid with `provider` (Paystack: a cash order, then a new attempt with Paystack) and answers it with the simulator's request. */
async function ordered(provider: OnlineProvider, who?: Shopper): Promise<{ who: Shopper; order: Order; request: SimRequest }> {
  const shopper = who ?? (await t.shopper())
  const m = MARKETS[provider]
  await fillCart(t, shopper, [[m.produce, 2]])
  const input = { fulfilment: 'pickup' as const, pickupLocationId: m.pickup, deliveryDay: await deliveryDayFor(t, shopper), payment: m.payment }
  const res = await t.api<Order>(shopper, 'POST', '/api/orders', await withConfirmed(t, shopper, input), { 'Idempotency-Key': t.newKey() })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  if (provider === 'paystack') {
    const asked = await t.api<PaymentView>(shopper, 'POST', `/api/orders/${res.body.data.id}/payment`, { method: 'paystack' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
  }
  await settled()
  const request = t.sandbox[provider].kit.pending().at(-1)
  if (!request) throw new Error(`no ${provider} request waiting`)
  return { who: shopper, order: res.body.data, request }
}

async function paymentOf(who: Shopper, orderId: string) {
  const res = await t.api<PaymentView>(who, 'GET', `/api/orders/${orderId}/payment`)
  expect(res.status).toBe(200)
  return res.body.data
}

/** The law of every case: at most one succeeded attempt pays the order, the provider took at most what it shows, nothing is left half-done. */
async function expectPaidOnce(who: Shopper, orderId: string, provider: OnlineProvider) {
  const view = await paymentOf(who, orderId)
  expect(view.status).toBe('paid')
  const succeeded = view.attempts.filter((a) => a.status === 'succeeded')
  expect(succeeded).toHaveLength(1)
  expect(succeeded[0]!.receipt).toBeTruthy()
  const [row] = await rows<{ paid_attempt_id: string }>(t.db, sql`SELECT paid_attempt_id FROM payments WHERE order_id = ${orderId}`)
  expect(row!.paid_attempt_id).toBe(succeeded[0]!.id)
  const charged = [...t.sandbox[provider].kit.requests.values()].filter((r) => r.status === 'succeeded' && view.attempts.some((a) => a.id === r.ref || a.receipt === r.ref || a.receipt === r.receipt))
  expect(charged).toHaveLength(1)
  expect(await creditBalance(t.db, who.id, view.currency)).toBe(0)
  return view
}

const PROVIDERS: OnlineProvider[] = ['mpesa', 'momo', 'paystack']

for (const provider of PROVIDERS) {
  test(`${provider}: approved, the order is paid once, with the provider's receipt, and its stock taken once`, async () => {
    const m = MARKETS[provider]
    const stockBefore = await t.stockOf(m.produce)
    const { who, order, request } = await ordered(provider)
    expect(await t.stockOf(m.produce)).toBe(stockBefore! - 2)
    expect((await paymentOf(who, order.id)).status).toBe('awaiting')
    expect(request.amount).toBe(order.total)
    await t.sandbox.settle(provider, request.ref, { kind: 'approve' })
    await settled()
    const view = await expectPaidOnce(who, order.id, provider)
    expect(view.attempts[0]!.receipt).toBe(request.receipt)
    expect(await t.stockOf(m.produce)).toBe(stockBefore! - 2)
    expect((await t.api<Order>(who, 'GET', `/api/orders/${order.id}`)).body.data.status).toBe('placed')
  })

  test(`${provider}: declined for insufficient funds, the payment fails with that reason; then paid in cash`, async () => {
    const { who, order, request } = await ordered(provider)
    await t.sandbox.settle(provider, request.ref, { kind: 'decline', why: 'insufficient_funds' })
    await settled()
    // Paystack sends no webhook for a failed charge: the reconciliation's verify finds it.
    if (provider === 'paystack') await t.payments.reconcile(new Date(Date.now() + 31_000))
    const failed = await paymentOf(who, order.id)
    expect(failed.status).toBe('failed')
    expect(failed.attempts[0]).toMatchObject({ status: 'failed', reason: 'insufficient_funds', receipt: null })
    const cash = await t.api<PaymentView>(who, 'POST', `/api/orders/${order.id}/payment`, { method: 'cash' })
    expect(cash.status).toBe(201)
    expect(cash.body.data.status).toBe('cash')
  })

  test(`${provider}: the callback sent twice pays the order once`, async () => {
    t.sandbox[provider].kit.callbackMode = 'twice'
    try {
      const { who, order, request } = await ordered(provider)
      await t.sandbox.settle(provider, request.ref, { kind: 'approve' })
      await settled()
      await expectPaidOnce(who, order.id, provider)
    } finally {
      t.sandbox[provider].kit.callbackMode = 'once'
    }
  })

  test(`${provider}: no callback ever comes; the reconciliation's query finds the payment`, async () => {
    t.sandbox[provider].kit.callbackMode = 'never'
    try {
      const { who, order, request } = await ordered(provider)
      await t.sandbox.settle(provider, request.ref, { kind: 'approve' })
      await settled()
      expect((await paymentOf(who, order.id)).status).toBe('awaiting')
      expect(await t.payments.reconcile(new Date(Date.now() + 31_000))).toBeGreaterThanOrEqual(1)
      await expectPaidOnce(who, order.id, provider)
    } finally {
      t.sandbox[provider].kit.callbackMode = 'once'
    }
  })

  test(`${provider}: the server stops between the request and the callback; a new process's reconciliation finishes it`, async () => {
    t.sandbox[provider].kit.callbackMode = 'never'
    try {
      const { who, order, request } = await ordered(provider)
      await t.sandbox.settle(provider, request.ref, { kind: 'approve' })
      await settled()
      // Another process on the same database, with nothing of the first in memory.
      const restarted = createPayments(t.db, { debug() {}, info() {}, warn() {}, error() {} }, t.sandbox.adapters, { ...DEFAULT_PAYMENTS, pollMs: 0 })
      try {
        await restarted.reconcile(new Date(Date.now() + 31_000))
        await restarted.idle()
      } finally {
        await restarted.close()
      }
      await expectPaidOnce(who, order.id, provider)
    } finally {
      t.sandbox[provider].kit.callbackMode = 'once'
    }
  })

  test(`${provider}: nobody answers the prompt; after the window the attempt expires, and a late success still pays the order it was for`, async () => {
    t.sandbox[provider].kit.callbackMode = 'late'
    try {
      const { who, order, request } = await ordered(provider)
      await t.payments.reconcile(new Date(Date.now() + DEFAULT_WINDOWS[provider] + 1_000))
      const expired = await paymentOf(who, order.id)
      expect(expired).toMatchObject({ status: 'failed' })
      expect(expired.attempts[0]!.status).toBe('expired')
      // The shopper approved at the last second: the provider took the money, its callback comes late.
      await t.sandbox.settle(provider, request.ref, { kind: 'approve' })
      await t.sandbox[provider].kit.releaseLate()
      await settled()
      await expectPaidOnce(who, order.id, provider)
    } finally {
      t.sandbox[provider].kit.callbackMode = 'once'
    }
  })

  test(`${provider}: a success for an order cancelled meanwhile goes back to the shopper once (M-Pesa, MoMo: their credit; Paystack: a refund to the card)`, async () => {
    t.sandbox[provider].kit.callbackMode = 'twice'
    try {
      const { who, order, request } = await ordered(provider)
      const stock = await t.stockOf(MARKETS[provider].produce)
      expect((await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(200)
      expect(await t.stockOf(MARKETS[provider].produce)).toBe(stock! + 2)
      await t.sandbox.settle(provider, request.ref, { kind: 'approve' })
      await settled()
      const view = await paymentOf(who, order.id)
      expect(view.status).toBe('refunded')
      if (provider === 'paystack') {
        // Decision 038: Paystack's POST /refund, its refund.processed webhook (sent twice) fetched and believed once.
        expect(view.refund).toEqual({ status: 'processed', amount: order.total, credited: false })
        expect([...t.sandbox.paystack.refunds.values()].filter((f) => f.ref === request.ref)).toEqual([expect.objectContaining({ amount: order.total, status: 'processed' })])
        expect(await creditBalance(t.db, who.id, view.currency)).toBe(0)
      } else {
        expect(view.refund).toBeNull()
        expect(await creditBalance(t.db, who.id, view.currency)).toBe(order.total)
      }
      // Settled (credit or card): the console lists it as refunded, nothing left to do.
      expect((await paymentsNeedingAttention(t.db)).filter((f) => f.orderId === order.id)).toEqual([expect.objectContaining({ why: 'refunded' })])
      expect(await t.stockOf(MARKETS[provider].produce)).toBe(stock! + 2)
    } finally {
      t.sandbox[provider].kit.callbackMode = 'once'
    }
  })
}

for (const provider of ['mpesa', 'momo'] as const) {
  test(`${provider}: the phone cannot be reached; the payment fails as timed out`, async () => {
    const { who, order, request } = await ordered(provider)
    await t.sandbox.settle(provider, request.ref, { kind: 'timeout' })
    await settled()
    expect((await paymentOf(who, order.id)).attempts[0]).toMatchObject({ status: 'failed', reason: 'timeout' })
  })

  test(`${provider}: a forged success callback changes nothing (the provider's query says pending)`, async () => {
    const { who, order, request } = await ordered(provider)
    await t.sandbox[provider].forge(request.ref)
    await settled()
    const view = await paymentOf(who, order.id)
    expect(view.status).toBe('awaiting')
    expect(view.attempts[0]!.status).toBe('pending')
    await t.sandbox.settle(provider, request.ref, { kind: 'approve' })
    await settled()
    const paid = await expectPaidOnce(who, order.id, provider)
    expect(paid.attempts[0]!.receipt).not.toBe('FORGED0001')
  })
}

test('mpesa: the result callback comes before the answer to our push; the order is still paid once', async () => {
  t.sandbox.mpesa.kit.settleAtRequest = { kind: 'approve' }
  const who = await t.shopper()
  const m = MARKETS.mpesa
  await fillCart(t, who, [[m.produce, 1]])
  const input = { fulfilment: 'pickup' as const, pickupLocationId: m.pickup, deliveryDay: await deliveryDayFor(t, who), payment: m.payment }
  const res = await t.api<Order>(who, 'POST', '/api/orders', await withConfirmed(t, who, input), { 'Idempotency-Key': t.newKey() })
  expect(res.status).toBe(201)
  await settled()
  await expectPaidOnce(who, res.body.data.id, 'mpesa')
  expect(await rows(t.db, sql`SELECT * FROM payment_hints`)).toEqual([])
})

test('paystack: a webhook with a wrong signature is refused and changes nothing', async () => {
  const { who, order, request } = await ordered('paystack')
  const body = JSON.stringify({ event: 'charge.success', data: { reference: request.ref, status: 'success', amount: request.amount, currency: request.currency } })
  const forged = await t.call('POST', '/api/payment-callbacks/paystack', { body, headers: { 'x-paystack-signature': paystackSignature('sk_test_someone_else', body) } })
  expect(forged.status).toBe(401)
  // Even a correctly signed body is only a hint: verify says the charge is not paid.
  const signed = await t.call('POST', '/api/payment-callbacks/paystack', { body, headers: { 'x-paystack-signature': paystackSignature(PAYSTACK_TEST.secretKey, body) } })
  expect(signed.status).toBe(200)
  await settled()
  expect((await paymentOf(who, order.id)).status).toBe('awaiting')
})

test('a paid order cancelled by the shopper is refunded to their credit in its currency', async () => {
  const { who, order, request } = await ordered('mpesa')
  await t.sandbox.settle('mpesa', request.ref, { kind: 'approve' })
  await settled()
  await expectPaidOnce(who, order.id, 'mpesa')
  expect((await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(200)
  expect((await paymentOf(who, order.id)).status).toBe('refunded')
  expect(await creditBalance(t.db, who.id, 'KES')).toBe(order.total)
  // A repeated cancellation refunds nothing more.
  expect((await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(200)
  expect(await creditBalance(t.db, who.id, 'KES')).toBe(order.total)
})

test('a line a farm took out while the phone was still asked is credited once the payment succeeds', async () => {
  const farm = await insertFarmProvider(t.db, { id: 'wanjiru', storeId: 'nbo' })
  const owner = await t.shopper()
  await addMember(t.db, farm, owner.id, 'owner')
  await t.db.insert(produces).values({
    id: 'managu',
    farmerId: 'wanjiru',
    storeId: 'nbo',
    name: all('Managu'),
    unit: 'bunch',
    price: 3000,
    stock: 100,
    minQty: 1,
    stepQty: 1,
    photo: '/img/produce/x.svg',
    description: all('Good.'),
    category: 'vegetables',
    seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  })
  const who = await t.shopper()
  await fillCart(t, who, [
    ['sukuma', 2],
    ['managu', 1],
  ])
  const input = { fulfilment: 'pickup' as const, pickupLocationId: 'nbo-westlands', deliveryDay: await deliveryDayFor(t, who), payment: MARKETS.mpesa.payment }
  const res = await t.api<Order>(who, 'POST', '/api/orders', await withConfirmed(t, who, input), { 'Idempotency-Key': t.newKey() })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const order = res.body.data
  await settled()
  const request = t.sandbox.mpesa.kit.pending().at(-1)!
  expect((await t.api(owner, 'POST', `/api/partner/${farm}/orders/${order.id}/lines/managu/unavailable`, {})).status).toBe(200)
  expect((await paymentOf(who, order.id)).status).toBe('awaiting')
  expect(await creditBalance(t.db, who.id, 'KES'), 'not paid yet: nothing to give back').toBe(0)
  await t.sandbox.settle('mpesa', request.ref, { kind: 'approve' })
  await settled()
  expect((await paymentOf(who, order.id)).status).toBe('paid')
  expect(await creditBalance(t.db, who.id, 'KES')).toBe(order.lines.find((l) => l.produceId === 'managu')!.lineTotal)
})

test('checkout offers only the market’s methods: M-Pesa in Johannesburg is refused and nothing is written', async () => {
  const who = await t.shopper()
  await fillCart(t, who, [['spinach', 1]])
  const input = {
    fulfilment: 'pickup' as const,
    pickupLocationId: 'jnb-rosebank',
    deliveryDay: await deliveryDayFor(t, who),
    payment: { kind: 'mobile-money' as const, provider: 'mpesa', phone: '+27 82 555 0101' },
  }
  const stock = await t.stockOf('spinach')
  const res = await t.api(who, 'POST', '/api/orders', await withConfirmed(t, who, input), { 'Idempotency-Key': t.newKey() })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([expect.objectContaining({ field: 'payment.provider', code: 'method_not_offered' })])
  expect(await t.stockOf('spinach')).toBe(stock)
  expect(await rows(t.db, sql`SELECT id FROM orders WHERE user_id = ${who.id}`)).toEqual([])
})

test('a second attempt is refused while one waits for the phone; another method of the market is taken after a failure', async () => {
  const { who, order, request } = await ordered('momo')
  const busy = await t.api(who, 'POST', `/api/orders/${order.id}/payment`, { method: 'momo', phone: '+250 788 000111' })
  expect(busy.status).toBe(409)
  expect(busy.body.errors).toEqual([expect.objectContaining({ code: 'payment_in_progress' })])
  await t.sandbox.settle('momo', request.ref, { kind: 'decline', why: 'cancelled' })
  await settled()
  const elsewhere = await t.api(who, 'POST', `/api/orders/${order.id}/payment`, { method: 'mpesa', phone: '+254 712 345678' })
  expect(elsewhere.status).toBe(400)
  const again = await t.api<PaymentView>(who, 'POST', `/api/orders/${order.id}/payment`, { method: 'momo', phone: '+250 788 000111' })
  expect(again.status).toBe(201)
  await settled()
  const next = t.sandbox.momo.kit.pending().at(-1)!
  await t.sandbox.settle('momo', next.ref, { kind: 'approve' })
  await settled()
  const view = await expectPaidOnce(who, order.id, 'momo')
  expect(view.attempts.map((a) => a.status)).toEqual(['succeeded', 'failed'])
})

test("another shopper's order payment is a 404", async () => {
  const { order } = await ordered('momo')
  const stranger = await t.shopper()
  expect((await t.api(stranger, 'GET', `/api/orders/${order.id}/payment`)).status).toBe(404)
  expect((await t.api(stranger, 'POST', `/api/orders/${order.id}/payment`, { method: 'cash' })).status).toBe(404)
})

test('payments needing attention list an attempt still pending long after its window', async () => {
  const { order } = await ordered('momo')
  expect((await paymentsNeedingAttention(t.db)).filter((f) => f.orderId === order.id)).toEqual([])
  const later = new Date(Date.now() + DEFAULT_WINDOWS.momo + 6 * 60_000)
  expect((await paymentsNeedingAttention(t.db, later)).filter((f) => f.orderId === order.id)).toEqual([expect.objectContaining({ why: 'pending_too_long', provider: 'momo' })])
})

test('the sandbox phone page lists the waiting request in the shopper’s language, and approving it there pays the order', async () => {
  const { who, order, request } = await ordered('mpesa')
  const page = await t.call('GET', '/sandbox/phone?lang=sw')
  expect(page.status).toBe(200)
  const text = await page.text()
  expect(text).toContain('Simu ya majaribio')
  expect(text).toContain(request.ref)
  const answered = await t.call('POST', '/sandbox/phone', {
    body: new URLSearchParams({ provider: 'mpesa', ref: request.ref, outcome: 'approve', lang: 'sw' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(answered.status).toBe(303)
  await settled()
  await expectPaidOnce(who, order.id, 'mpesa')
  expect((await t.api<Order>(who, 'GET', `/api/orders/${order.id}`)).body.data.paymentStatus).toBe('paid')
})

test('the credits box reads the shopper’s credit per currency: a refunded order’s total', async () => {
  const { who, order, request } = await ordered('momo')
  expect((await t.api(who, 'GET', '/api/credits')).body.data).toEqual([])
  await t.sandbox.settle('momo', request.ref, { kind: 'approve' })
  await settled()
  expect((await t.api(who, 'POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(200)
  expect((await t.api(who, 'GET', '/api/credits')).body.data).toEqual([{ currency: 'RWF', currencyExponent: 0, amount: order.total }])
  expect((await t.api(null, 'GET', '/api/credits')).status).toBe(401)
})
