/**
 * The digital-only checkout (decision 050, designed in 047): a basket of digital cookbooks only is
 * ordered with `fulfilment: 'digital'` — no place, day, window, delivery fee or minimum, paid online
 * by an account — and is delivered in the transaction that marks it paid, its books in the library.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, CheckoutInput, CheckoutOptions, Order } from '../../src/api/cart-contract'
import type { LibraryBook } from '../../src/api/cookbook-contract'
import { DEFAULT_SERVICES } from '../../src/api/services-contract'
import { rows } from '../cart/cart-sql'
import { produces } from '../db/schema/catalog'
import { commerceSnapshot, createCommerceTestApp, withConfirmed, type CommerceTestApp } from '../orders/commerce.fixtures'
import { ORDER_CONFIG } from '../orders/order-config'
import { DEFAULT_PAYMENTS } from '../payments/payments-config'
import { insertCookbook } from './cookbook.fixtures'

let t: CommerceTestApp
beforeAll(async () => {
  t = await createCommerceTestApp({ services: [...DEFAULT_SERVICES, 'grocery', 'cookbook'], payments: { ...DEFAULT_PAYMENTS, pollMs: 0 } })
  await insertCookbook(t.db)
  const [digital] = await t.db
    .select()
    .from(produces)
    .where(sql`id = 'lerato-digital'`)
  await t.db
    .insert(produces)
    .values({ ...digital!, id: 'lerato-printed', details: { format: 'printed', pages: 64, recipeIds: ['carrot-rice'] }, name: { ...digital!.name, en: 'Weeknight pots' }, stock: 5 })
})
afterAll(() => t.close())

type Shopper = Awaited<ReturnType<CommerceTestApp['shopper']>>
type Body = Omit<CheckoutInput, 'confirmed'> & { confirmed?: CheckoutInput['confirmed'] }

const SERVICE_FEE = ORDER_CONFIG.serviceFees.jnb!
const digitalOrder = { vertical: 'cookbook', fulfilment: 'digital', payment: { kind: 'card', provider: 'paystack' } } as const

async function basket(who: Shopper, lines: [string, number][]) {
  for (const [produceId, quantity] of lines) {
    const set = await t.api<Cart>(who, 'POST', '/api/cart/cookbook/ops', { op: 'set', produceId, quantity }, { 'Idempotency-Key': t.newKey() })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
  }
}

const options = async (who: Shopper) => (await t.api<CheckoutOptions>(who, 'GET', '/api/cart/cookbook/checkout-options')).body.data
const order = async (who: Shopper, body: Body) => t.api<Order>(who, 'POST', '/api/orders', await withConfirmed(t, who, body), { 'Idempotency-Key': t.newKey() })
const library = async (who: Shopper) => (await t.api<LibraryBook[]>(who, 'GET', '/api/account/library')).body.data.map((b) => b.listingId)

async function settlePaystack() {
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await t.payments.idle()
      await t.sandbox.idle()
    }
  }
  await settle()
  await t.sandbox.settle('paystack', t.sandbox.paystack.kit.pending().at(-1)!.ref, { kind: 'approve' })
  await settle()
}

test('a basket of digital books only is ordered digital: no place, day or delivery fee; once paid it is delivered and in the library once', async () => {
  const amina = await t.shopper()
  await basket(amina, [['lerato-digital', 1]])
  expect(await options(amina)).toMatchObject({ digitalOnly: true })

  const placed = await order(amina, digitalOrder)
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body.data).toMatchObject({
    status: 'placed',
    fulfilment: 'digital',
    address: null,
    pickupLocation: null,
    slotWindow: null,
    deliveryFee: 0,
    serviceFee: SERVICE_FEE,
    total: 9900 + SERVICE_FEE,
  })
  expect(await library(amina)).toEqual([])
  // Its e-mail says where the books go, not a delivery day.
  await t.mailIdle()
  const mail = t.outbox.find((m) => m.to === amina.email && m.purpose === 'order-placed')!
  expect(mail.text).toContain('Digital: your books are in My cookbooks, in your account, once the order is paid.')
  expect(mail.text).not.toContain('Delivery on')

  await settlePaystack()
  const paid = (await t.api<Order>(amina, 'GET', `/api/orders/${placed.body.data.id}`)).body.data
  expect(paid.status).toBe('delivered')
  expect(paid.paymentStatus).toBe('paid')
  // Straight from placed to delivered: never confirmed, packed or out for delivery.
  expect(paid.history.map((h) => h.status)).toEqual(['placed', 'delivered'])
  expect(await library(amina)).toEqual(['lerato-digital'])
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM digital_library WHERE user_id = ${amina.id}`)
  expect(n).toBe(1)
})

test("a digital order paid whole with the shopper's credit is delivered as it is placed", async () => {
  const zawadi = await t.shopper()
  await t.db.execute(sql`INSERT INTO credit_entries (user_id, currency, amount, reason) VALUES (${zawadi.id}, 'ZAR', 100000, 'refund')`)
  await basket(zawadi, [['lerato-digital', 1]])
  const placed = await order(zawadi, { ...digitalOrder, useCredit: true })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body.data.status).toBe('delivered')
  expect(await library(zawadi)).toEqual(['lerato-digital'])
})

test('a digital order is refused, with nothing written, for cash, with an address or a day, for a printed book, and for a guest', async () => {
  const amina = await t.shopper()
  await basket(amina, [['lerato-digital', 1]])
  const before = await commerceSnapshot(t.db)
  const refused = async (body: Body) => {
    const res = await order(amina, body)
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.data).toBeNull()
    expect(res.body.notification).toMatchObject({ type: 'error', code: 'validation_failed' })
    return res.body.errors!.map((e) => `${e.field} ${e.code}`)
  }
  expect(await refused({ ...digitalOrder, payment: { kind: 'cash' } })).toEqual(['payment.kind online_payment_only'])
  expect(await refused({ ...digitalOrder, addressId: 'addr-1' })).toEqual(['addressId not_with_digital'])
  expect(await refused({ ...digitalOrder, pickupLocationId: 'jnb-rosebank', deliveryDay: '2030-05-02', windowId: 'morning' })).toEqual([
    'pickupLocationId not_with_digital',
    'deliveryDay not_with_digital',
    'windowId not_with_digital',
  ])
  expect(await commerceSnapshot(t.db)).toBe(before)

  // A printed book in the basket: checked against the listings, whatever the device says.
  await basket(amina, [['lerato-printed', 1]])
  expect(await refused(digitalOrder)).toEqual(['fulfilment not_digital_only'])
  await basket(amina, [['lerato-digital', 0]])
  expect(await options(amina)).toMatchObject({ digitalOnly: false })
  expect(await refused(digitalOrder)).toEqual(['fulfilment not_digital_only'])

  const guest = await t.api(
    null,
    'POST',
    '/api/orders/guest',
    {
      ...digitalOrder,
      contact: { name: 'Grace Nkosi', phone: '+27 82 555 0199', email: 'grace.digital@example.test' },
      lines: [{ produceId: 'lerato-digital', quantity: 1 }],
      confirmed: { lines: [{ produceId: 'lerato-digital', price: 9900 }], subtotal: 9900, deliveryFee: 0, serviceFee: SERVICE_FEE, total: 9900 + SERVICE_FEE },
    },
    { 'Idempotency-Key': t.newKey() },
  )
  expect(guest.status).toBe(400)
  expect(guest.body.errors).toEqual([expect.objectContaining({ field: 'fulfilment', code: 'account_required' })])
})

test('a basket of a printed and a digital book checks out as before: picked up, still placed once paid, its digital book in the library', async () => {
  const kofi = await t.shopper()
  await t.db.execute(sql`INSERT INTO credit_entries (user_id, currency, amount, reason) VALUES (${kofi.id}, 'ZAR', 100000, 'refund')`)
  await basket(kofi, [
    ['lerato-digital', 1],
    ['lerato-printed', 1],
  ])
  const offered = await options(kofi)
  expect(offered.digitalOnly).toBe(false)
  const placed = await order(kofi, { vertical: 'cookbook', fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: offered.deliveryDays[0]!, payment: { kind: 'cash' }, useCredit: true })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body.data).toMatchObject({ status: 'placed', fulfilment: 'pickup', paymentStatus: 'paid' })
  expect(await library(kofi)).toEqual(['lerato-digital'])
})
