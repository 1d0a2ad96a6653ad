/**
 * Checkout places an order only at the figures the shopper confirmed (decision 014), and within the
 * market's limits: its largest order, and fewer and smaller orders until the account's e-mail is
 * confirmed. Each refusal writes nothing: no order, no stock taken, the key not used up.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Address } from '../../src/api/account-contract'
import type { CheckoutInput, Order } from '../../src/api/cart-contract'
import { rows } from '../cart/cart-sql'
import { STORES } from '../seed/stores'
import { commerceSnapshot, confirmedFor, createCommerceTestApp, deliveryDayFor, type CommerceTestApp, type Shopper } from './commerce.fixtures'
import { ORDER_CONFIG } from './order-config'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

const SERVICE_FEE = ORDER_CONFIG.serviceFees.jnb!
const JNB = STORES.find((s) => s.id === 'jnb')!.orderLimits

async function fill(who: Shopper, lines: [string, number][]) {
  for (const [produceId, quantity] of lines) expect((await t.op(who, { op: 'set', produceId, quantity })).status).toBe(200)
}

function send(who: Shopper, input: CheckoutInput, key = t.newKey()) {
  return t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': key })
}

/** A pickup order for what is in the basket, with the figures the checkout screen shows now. */
async function pickupOrder(who: Shopper): Promise<CheckoutInput> {
  const base = { fulfilment: 'pickup' as const, pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, who), payment: { kind: 'cash' as const } }
  return { ...base, confirmed: await confirmedFor(t, who, base) }
}

async function orderCount(who: Shopper): Promise<number> {
  const [row] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${who.id}`)
  return row!.n
}

test('a price raised between the basket and "Place order" is a 409 naming the line, and nothing is written', async () => {
  const amina = await t.shopper()
  await fill(amina, [
    ['spinach', 2],
    ['eggs', 1],
  ])
  const input = await pickupOrder(amina) // the screen shows spinach at R 25.00
  await t.db.execute(sql`UPDATE produces SET price = 50000 WHERE id = 'spinach'`) // the farmer now asks R 500.00
  const before = await commerceSnapshot(t.db)
  try {
    const key = t.newKey()
    const res = await send(amina, input, key)
    expect(res.status).toBe(409)
    expect(res.body.data).toBeNull()
    expect(res.body.notification).toMatchObject({ type: 'error', code: 'prices_changed' })
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'lines.spinach', code: 'price_changed', params: { name: 'Spinach', old: 2500, new: 50000 } }),
      expect.objectContaining({ field: 'subtotal', code: 'amount_changed', params: { old: 2 * 2500 + 9500, new: 2 * 50000 + 9500 } }),
      expect.objectContaining({ field: 'total', code: 'amount_changed', params: { old: 2 * 2500 + 9500 + SERVICE_FEE, new: 2 * 50000 + 9500 + SERVICE_FEE } }),
    ])
    expect(await commerceSnapshot(t.db)).toBe(before) // no order, no stock taken, the key not used up
    expect(await t.stockOf('spinach')).toBe(40)

    // The shopper sees the new price and confirms it: the same key places the order at that price.
    const again = await send(amina, { ...input, confirmed: await confirmedFor(t, amina, input) }, key)
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(again.body.data.lines[0]).toMatchObject({ produceId: 'spinach', price: 50000, lineTotal: 100000 })
    expect(again.body.data.total).toBe(2 * 50000 + 9500 + SERVICE_FEE)
    expect(await t.stockOf('spinach')).toBe(38)
    await t.api(amina, 'POST', `/api/orders/${again.body.data.id}/cancel`, {})
  } finally {
    await t.db.execute(sql`UPDATE produces SET price = 2500, stock = 40 WHERE id = 'spinach'`)
  }
})

test('a lowered price is a change too: the order never goes at figures the shopper did not confirm', async () => {
  const amina = await t.shopper()
  await fill(amina, [['potatoes', 2]])
  const input = await pickupOrder(amina)
  await t.db.execute(sql`UPDATE produces SET price = 900 WHERE id = 'potatoes'`)
  try {
    const res = await send(amina, input)
    expect(res.status).toBe(409)
    expect(res.body.errors![0]).toMatchObject({ field: 'lines.potatoes', code: 'price_changed', params: { old: 1000, new: 900 } })
    expect(await orderCount(amina)).toBe(0)
  } finally {
    await t.db.execute(sql`UPDATE produces SET price = 1000 WHERE id = 'potatoes'`)
    await t.op(amina, { op: 'clear' })
  }
})

test('an offer that ended between the basket and the order is a 409 with the full price', async () => {
  const amina = await t.shopper()
  await fill(amina, [['honey', 1]])
  const input = await pickupOrder(amina) // honey at 25% off: R 90.00
  expect(input.confirmed.lines).toEqual([{ produceId: 'honey', price: 9000 }])
  await t.db.execute(sql`UPDATE offers SET ends_at = now() - interval '1 second' WHERE produce_id = 'honey'`)
  const before = await commerceSnapshot(t.db)
  try {
    const res = await send(amina, input)
    expect(res.status).toBe(409)
    expect(res.body.errors![0]).toMatchObject({ field: 'lines.honey', code: 'price_changed', params: { name: 'Fynbos honey', old: 9000, new: 12000 } })
    expect(await commerceSnapshot(t.db)).toBe(before)
  } finally {
    await t.db.execute(sql`UPDATE offers SET ends_at = now() + interval '2 days' WHERE produce_id = 'honey'`)
    await t.op(amina, { op: 'clear' })
  }
})

test('a delivery fee changed since the screen showed it is a 409 naming the fee and the total', async () => {
  const amina = await t.shopper()
  const address = await t.api<Address>(amina, 'POST', '/api/addresses', {
    label: 'Home',
    recipient: 'Amina Diallo',
    phone: '+27 82 555 0101',
    storeId: 'jnb',
    locationId: 'jnb-soweto',
    line1: '12 Vilakazi Street',
  })
  await fill(amina, [['spinach', 1]])
  const base = { fulfilment: 'delivery' as const, addressId: address.body.data.id, deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' as const } }
  const input = { ...base, confirmed: await confirmedFor(t, amina, base) }
  expect(input.confirmed.deliveryFee).toBe(3500)
  await t.db.execute(sql`UPDATE locations SET delivery_fee = 9900 WHERE id = 'jnb-soweto'`)
  const before = await commerceSnapshot(t.db)
  try {
    const res = await send(amina, input)
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'deliveryFee', code: 'amount_changed', params: { old: 3500, new: 9900 } }),
      expect.objectContaining({ field: 'total', code: 'amount_changed', params: { old: 2500 + 3500 + SERVICE_FEE, new: 2500 + 9900 + SERVICE_FEE } }),
    ])
    expect(await commerceSnapshot(t.db)).toBe(before)
  } finally {
    await t.db.execute(sql`UPDATE locations SET delivery_fee = 3500 WHERE id = 'jnb-soweto'`)
    await t.op(amina, { op: 'clear' })
  }
})

test('a produce the shopper never saw at checkout is named as a change, with no old price', async () => {
  const amina = await t.shopper()
  await fill(amina, [['spinach', 1]])
  const input = await pickupOrder(amina)
  await fill(amina, [['potatoes', 2]]) // added from another tab after the screen was drawn
  const res = await send(amina, input)
  expect(res.status).toBe(409)
  expect(res.body.errors![0]).toMatchObject({ field: 'lines.potatoes', code: 'price_changed', params: { name: 'Potatoes', new: 1000 } })
  expect((res.body.errors![0] as { params?: object }).params).not.toHaveProperty('old')
  expect(await orderCount(amina)).toBe(0)
  await t.op(amina, { op: 'clear' })
})

/** The seeded Johannesburg limits on the test store, for the length of `run`. */
async function withJnbLimits(run: () => Promise<void>) {
  await t.db.execute(
    sql`UPDATE stores SET max_order_total = ${JNB.maxOrderTotal}, unconfirmed_max_open_orders = ${JNB.unconfirmedMaxOpenOrders},
          unconfirmed_max_order_total = ${JNB.unconfirmedMaxOrderTotal} WHERE id = 'jnb'`,
  )
  try {
    await run()
  } finally {
    await t.db.execute(sql`UPDATE stores SET max_order_total = DEFAULT, unconfirmed_max_open_orders = DEFAULT, unconfirmed_max_order_total = DEFAULT WHERE id = 'jnb'`)
  }
}

test('an order above the market maximum is a 409 order_above_maximum with the maximum, and nothing is written', async () => {
  await withJnbLimits(async () => {
    const amina = await t.shopper()
    const eggs = Math.floor(JNB.maxOrderTotal / 9500) + 1 // made to order: no stock stops it
    await fill(amina, [['eggs', eggs]])
    const input = await pickupOrder(amina)
    const before = await commerceSnapshot(t.db)
    const res = await send(amina, input)
    expect(res.status).toBe(409)
    expect(res.body.notification).toMatchObject({ code: 'order_above_maximum' })
    expect(res.body.errors![0]).toMatchObject({ field: 'total', code: 'order_above_maximum', params: { max: JNB.maxOrderTotal, total: eggs * 9500 + SERVICE_FEE } })
    expect(await commerceSnapshot(t.db)).toBe(before)
    await fill(amina, [['eggs', eggs - 2]]) // now under the maximum
    const under = await send(amina, await pickupOrder(amina))
    expect(under.status, JSON.stringify(under.body)).toBe(201)
    await t.api(amina, 'POST', `/api/orders/${under.body.data.id}/cancel`, {})
  })
})

test('an account with an unconfirmed e-mail has few open orders and a lower total until it confirms', async () => {
  await withJnbLimits(async () => {
    const kofi = await t.shopper({ unconfirmed: true })
    const placed: string[] = []
    for (let i = 0; i < JNB.unconfirmedMaxOpenOrders; i++) {
      await fill(kofi, [['spinach', 1]])
      const res = await send(kofi, await pickupOrder(kofi))
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      placed.push(res.body.data.id)
    }
    await fill(kofi, [['spinach', 1]])
    const before = await commerceSnapshot(t.db)
    const one = await send(kofi, await pickupOrder(kofi))
    expect(one.status).toBe(403)
    expect(one.body.notification).toMatchObject({ code: 'email_unconfirmed' })
    expect(one.body.errors![0]).toMatchObject({ field: null, code: 'unconfirmed_open_orders', params: { max: JNB.unconfirmedMaxOpenOrders } })
    expect(await commerceSnapshot(t.db)).toBe(before)

    // A cancelled order is no longer open: room for one more, but not a large one.
    await t.api(kofi, 'POST', `/api/orders/${placed[0]}/cancel`, {})
    const eggs = Math.floor(JNB.unconfirmedMaxOrderTotal / 9500) + 1
    await fill(kofi, [
      ['spinach', 0],
      ['eggs', eggs],
    ])
    const large = await send(kofi, await pickupOrder(kofi))
    expect(large.status).toBe(403)
    expect(large.body.errors![0]).toMatchObject({ field: 'total', code: 'unconfirmed_order_total', params: { max: JNB.unconfirmedMaxOrderTotal } })
    expect(await orderCount(kofi)).toBe(JNB.unconfirmedMaxOpenOrders)

    // Once the e-mail is confirmed, the same order goes.
    await t.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${kofi.id}`)
    const confirmed = await send(kofi, await pickupOrder(kofi))
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201)
    for (const id of [...placed.slice(1), confirmed.body.data.id]) await t.api(kofi, 'POST', `/api/orders/${id}/cancel`, {})
  })
})
