import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { GUEST_TOKEN_HEADER, type CheckoutOptions, type GuestCheckoutInput, type GuestOrder, type Order } from '../../src/api/cart-contract'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, type CommerceTestApp } from './commerce.fixtures'
import { ORDER_CONFIG } from './order-config'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

const SERVICE_FEE = ORDER_CONFIG.serviceFees.jnb!
let serial = 0
const contact = () => ({ name: 'Grace Nkosi', phone: `+27 82 555 ${String(1000 + ++serial).slice(-4)}`, email: `grace.${serial}.${Math.random().toString(36).slice(2, 7)}@example.test` })

async function optionsFor(produces: string[]) {
  return t.api<CheckoutOptions>(null, 'GET', `/api/orders/guest/options?vertical=farm&produces=${produces.join(',')}`)
}

/** Two bunches of spinach (2 × ZAR 25), delivered to Soweto (ZAR 35) or picked up. */
async function guestOrder(over: Partial<GuestCheckoutInput> = {}, key = t.newKey()) {
  const options = (await optionsFor((over.lines ?? [{ produceId: 'spinach' }]).map((l) => l.produceId))).body.data
  const delivery = (over.fulfilment ?? 'delivery') === 'delivery'
  const fee = delivery ? (options.deliveryZones.find((z) => z.id === 'jnb-soweto')?.fee ?? 0) : 0
  const body: GuestCheckoutInput = {
    fulfilment: 'delivery',
    address: { locationId: 'jnb-soweto', line1: '7 Vilakazi Street', landmark: 'Red gate' },
    deliveryDay: options.deliveryDays[0]!,
    payment: { kind: 'cash' },
    contact: contact(),
    lines: [{ produceId: 'spinach', quantity: 2 }],
    confirmed: { lines: [{ produceId: 'spinach', price: 2500 }], subtotal: 5000, deliveryFee: fee, serviceFee: SERVICE_FEE, total: 5000 + fee + SERVICE_FEE },
    ...over,
  }
  const res = await t.api<GuestOrder>(null, 'POST', '/api/orders/guest', body, { 'Idempotency-Key': key })
  return { ...res, input: body }
}

const read = (id: string, token?: string) => t.api<Order>(null, 'GET', `/api/orders/guest/${id}`, undefined, token === undefined ? {} : { [GUEST_TOKEN_HEADER]: token })

test('a visitor gets the checkout options of the basket on their device, without signing in', async () => {
  const res = await optionsFor(['spinach', 'honey'])
  expect(res.status).toBe(200)
  expect(res.body.data.deliveryDays.length).toBeGreaterThan(0)
  expect(res.body.data.arrivals.map((a) => a.farmerId).sort()).toEqual(['pieter', 'thandi'])
  expect(res.body.data.deliveryZones.map((z) => z.id)).toContain('jnb-soweto')
  expect(res.body.data.serviceFee).toBe(SERVICE_FEE)
})

test('a guest orders with a name, a phone, an e-mail and an address; the e-mail links to the order page, which opens with its token only', async () => {
  const stock = await t.stockOf('spinach')
  const placed = await guestOrder()
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const order = placed.body.data
  expect(order).toMatchObject({ status: 'placed', fulfilment: 'delivery', total: 5000 + 3500 + SERVICE_FEE, guest: placed.input.contact })
  expect(order.address).toMatchObject({ recipient: 'Grace Nkosi', phone: placed.input.contact.phone, line1: '7 Vilakazi Street', landmark: 'Red gate', locationName: 'Soweto' })
  expect(order.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(await t.stockOf('spinach')).toBe(stock! - 2)

  await t.settle()
  const mail = t.outbox.findLast((m) => m.to === placed.input.contact.email)
  expect(mail?.subject).toBe(`Your Malewa order ${order.number} is placed`)
  expect(mail?.text).toContain(`Hello Grace Nkosi,`)
  expect(mail?.link).toMatch(new RegExp(`/orders/${order.id}\\?token=${order.guestToken}$`))

  // Only the token's hash is kept.
  const [row] = await rows<{ guest_token_hash: string; user_id: string | null }>(t.db, sql`SELECT guest_token_hash, user_id FROM orders WHERE id = ${order.id}`)
  expect(row!.user_id).toBeNull()
  expect(row!.guest_token_hash).not.toContain(order.guestToken)
  expect(JSON.stringify(await rows(t.db, sql`SELECT * FROM orders WHERE id = ${order.id}`))).not.toContain(order.guestToken)

  const opened = await read(order.id, order.guestToken)
  expect(opened.status).toBe(200)
  expect(opened.body.data).toMatchObject({ id: order.id, number: order.number, lines: [{ produceId: 'spinach', quantity: 2 }] })
  expect(opened.body.data).not.toHaveProperty('guestToken')

  const other = (await guestOrder({ fulfilment: 'pickup', address: undefined, pickupLocationId: 'jnb-rosebank' })).body.data
  for (const [id, token] of [
    [order.id, undefined],
    [order.id, 'x'.repeat(43)],
    [order.id, other.guestToken],
    [other.id, order.guestToken],
    ['no-such-order', order.guestToken],
  ] as const) {
    const res = await read(id, token)
    expect(res.status, `${id} ${token}`).toBe(404)
    expect(res.body.data).toBeNull()
  }
})

test('a retried guest checkout (same key) answers the same order and token, and sends no second e-mail', async () => {
  const key = t.newKey()
  const first = await guestOrder({}, key)
  await t.settle()
  const mails = t.outbox.length
  const again = await t.api<GuestOrder>(null, 'POST', '/api/orders/guest', first.input, { 'Idempotency-Key': key })
  expect(again.status).toBe(200)
  expect(again.headers.get('Idempotent-Replayed')).toBe('true')
  expect(again.body.data.id).toBe(first.body.data.id)
  expect(again.body.data.guestToken).toBe(first.body.data.guestToken)
  await t.settle()
  expect(t.outbox.length).toBe(mails)
})

test('a guest order is an unconfirmed one: few open orders per e-mail address or phone number, each under the lower total', async () => {
  await t.db.execute(sql`UPDATE stores SET unconfirmed_max_open_orders = 1, unconfirmed_max_order_total = 20000 WHERE id = 'jnb'`)
  try {
    const who = contact()
    expect((await guestOrder({ contact: who })).status).toBe(201)
    const again = await guestOrder({ contact: who })
    expect(again.status).toBe(403)
    expect(again.body).toMatchObject({ data: null, errors: [{ field: null, code: 'guest_open_orders', params: { max: 1 } }] })
    // Another e-mail address with the same phone number is the same guest.
    const samePhone = await guestOrder({ contact: { ...contact(), phone: who.phone } })
    expect(samePhone.status).toBe(403)
    const big = await guestOrder({
      lines: [{ produceId: 'honey', quantity: 3 }],
      confirmed: { lines: [{ produceId: 'honey', price: 9000 }], subtotal: 27000, deliveryFee: 3500, serviceFee: SERVICE_FEE, total: 27000 + 3500 + SERVICE_FEE },
    })
    expect(big.status, JSON.stringify(big.body)).toBe(403)
    expect(big.body.errors).toMatchObject([{ field: 'total', code: 'guest_order_total', params: { max: 20000 } }])
  } finally {
    await t.db.execute(sql`UPDATE stores SET unconfirmed_max_open_orders = 2147483647, unconfirmed_max_order_total = 2147483647 WHERE id = 'jnb'`)
  }
})

test('what a guest types follows the contract: one line of text, an address in a zone of the market', async () => {
  const twoLines = await guestOrder({ contact: { ...contact(), name: 'Grace\nBcc: all@example.test' } })
  expect(twoLines.status).toBe(400)
  expect(twoLines.body.errors).toMatchObject([{ field: 'contact.name', code: 'single_line' }])
  const elsewhere = await guestOrder({ address: { locationId: 'kgl-remera', line1: '1 KG Ave' } })
  expect(elsewhere.status).toBe(400)
  expect(elsewhere.body.errors).toMatchObject([{ field: 'address.locationId', code: 'outside_delivery_zones' }])
  const gone = await guestOrder({ lines: [{ produceId: 'old-kale', quantity: 1 }] })
  expect(gone.status).toBe(409)
})

test('an account created later with the guest’s e-mail, once confirmed by its code, holds the guest’s orders', async () => {
  const who = contact()
  const placed = (await guestOrder({ contact: who })).body.data
  const r = await t.register({ email: who.email })
  const mine = await t.api<Order[]>({ id: r.data.user.id, email: who.email, token: r.data.accessToken }, 'GET', '/api/orders')
  expect(mine.body.data.map((o) => o.id)).toContain(placed.id)
  expect(mine.body.data.find((o) => o.id === placed.id)).not.toHaveProperty('guest')
  // Someone else's account never gets them.
  const other = await t.shopper()
  expect((await t.api<Order[]>(other, 'GET', '/api/orders')).body.data).toEqual([])
})

test('a flood of guest orders aimed at one inbox is refused with 429 before any stock is taken', async () => {
  const who = contact()
  for (let i = 0; i < 5; i++) expect((await guestOrder({ contact: who })).status).toBe(201)
  const stock = await t.stockOf('spinach')
  const sixth = await guestOrder({ contact: who })
  expect(sixth.status).toBe(429)
  expect(sixth.body).toMatchObject({ data: null, notification: { code: 'rate_limited' } })
  expect(await t.stockOf('spinach')).toBe(stock)
})

test("each move of a guest's order is e-mailed to the guest, with the token-carrying link, like a shopper's (decision 022)", async () => {
  const order = (await guestOrder()).body.data
  const admin = await t.admin()
  expect((await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'confirmed' })).status).toBe(200)
  await t.settle()
  const mail = t.outbox.findLast((m) => m.to === order.guest!.email && m.subject.includes(order.number) && m.subject !== `Your Malewa order ${order.number} is placed`)
  expect(mail?.subject).toBe(`Your Malewa order ${order.number}: confirmed`)
  expect(mail?.text).toContain('Hello Grace Nkosi,')
  expect(mail?.link).toMatch(new RegExp(`/orders/${order.id}\\?token=${order.guestToken}$`))
})
