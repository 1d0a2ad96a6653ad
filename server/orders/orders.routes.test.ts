import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays, weekdayOf } from '../../src/api/arrival-contract'
import type { Cart, CheckoutInput, Order } from '../../src/api/cart-contract'
import { rows } from '../cart/cart-sql'
import { createAuthTestApp } from '../auth/auth-test-kit'
import { commerceSnapshot, createCommerceTestApp, deliveryDayFor, fillCart, saveAddress, withConfirmed, type CommerceTestApp, type Shopper } from './commerce.fixtures'
import { ORDER_CONFIG } from './order-config'
import { ORDER_NUMBER_PATTERN } from './order-number'
import { setAdminRole, setOperatorGrant } from '../access/grants'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

const SERVICE_FEE = ORDER_CONFIG.serviceFees.jnb!

const addressOf = (who: Shopper, locationId?: string, storeId?: string) => saveAddress(t, who, locationId, storeId)
const fill = (who: Shopper, lines: [string, number][]) => fillCart(t, who, lines)

type Input = Omit<CheckoutInput, 'confirmed'> & { confirmed?: CheckoutInput['confirmed'] }

/** POST /api/orders; without `confirmed`, with what the checkout screen would show at this moment. */
async function checkout(who: Shopper, input: Input, key = t.newKey()) {
  return t.api<Order>(who, 'POST', '/api/orders', await withConfirmed(t, who, input), { 'Idempotency-Key': key })
}

async function placed(who: Shopper, lines: [string, number][] = [['spinach', 1]]) {
  await fill(who, lines)
  const res = await checkout(who, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, who), payment: { kind: 'cash' } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

test('a delivery order is placed in one go: stock reserved, order written, cart emptied', async () => {
  const amina = await t.shopper()
  const addressId = await addressOf(amina)
  await fill(amina, [
    ['spinach', 2],
    ['honey', 1],
    ['carrots', 1.5],
    ['eggs', 1],
  ])
  const day = await deliveryDayFor(t, amina)
  const res = await checkout(amina, {
    fulfilment: 'delivery',
    addressId,
    deliveryDay: day,
    payment: { kind: 'cash' },
    note: 'Ring twice',
  })
  expect(res.status).toBe(201)
  const order = res.body.data
  expect(order.number).toMatch(ORDER_NUMBER_PATTERN)
  expect(order).toMatchObject({
    status: 'placed',
    storeId: 'jnb',
    currency: 'ZAR',
    currencyExponent: 2,
    fulfilment: 'delivery',
    address: { label: 'Home', recipient: 'Amina Diallo', line1: '12 Vilakazi Street', landmark: 'Blue gate after the church', locationName: 'Soweto' },
    pickupLocation: null,
    deliveryDay: day,
    payment: { kind: 'cash' },
    note: 'Ring twice',
  })
  // Each line names its farm and the day its farmer brings it to the market for this order: Thandi
  // the day before (she comes every day), Pieter on the last Wednesday before it (decision 017).
  const thandi = { farmerId: 'thandi', farmName: 'Mokoena Family Farm', dropOffDay: addDays(day, -1) }
  const pieterDay = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(day, -n)).find((d) => weekdayOf(d) === 3)
  expect(order.lines).toEqual([
    {
      produceId: 'spinach',
      lineKey: 'spinach',
      options: [],
      substitution: null,
      weighed: null,
      fulfilment: null,
      ...thandi,
      name: 'Spinach',
      unit: 'bunch',
      quantity: 2,
      price: 2500,
      lineTotal: 5000,
    },
    {
      produceId: 'honey',
      lineKey: 'honey',
      options: [],
      substitution: null,
      weighed: null,
      fulfilment: null,
      farmerId: 'pieter',
      farmName: 'Karoo Sun Orchards',
      dropOffDay: pieterDay,
      name: 'Fynbos honey',
      unit: 'jar',
      quantity: 1,
      price: 9000,
      lineTotal: 9000,
    },
    { produceId: 'carrots', lineKey: 'carrots', options: [], substitution: null, weighed: null, fulfilment: null, ...thandi, name: 'Carrots', unit: 'kg', quantity: 1.5, price: 1800, lineTotal: 2700 },
    {
      produceId: 'eggs',
      lineKey: 'eggs',
      options: [],
      substitution: null,
      weighed: null,
      fulfilment: null,
      ...thandi,
      name: 'Free-range eggs',
      unit: 'tray30',
      quantity: 1,
      price: 9500,
      lineTotal: 9500,
    },
  ])
  expect(order.subtotal).toBe(26200)
  expect(order.deliveryFee).toBe(3500)
  expect(order.serviceFee).toBe(SERVICE_FEE)
  expect(order.total).toBe(26200 + 3500 + SERVICE_FEE)
  expect(order.history.map((h) => h.status)).toEqual(['placed'])

  expect(await t.stockOf('spinach')).toBe(38)
  expect(await t.stockOf('honey')).toBe(11)
  expect(await t.stockOf('carrots')).toBe(8) // 1.5 kg reserves 2 whole units
  expect(await t.stockOf('eggs')).toBeNull() // made to order: nothing to reserve
  expect((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data).toMatchObject({ lines: [], storeId: null })

  const read = await t.api<Order>(amina, 'GET', `/api/orders/${order.id}`)
  expect(read.body.data).toEqual(order)
  await t.db.execute(sql`UPDATE produces SET stock = CASE id WHEN 'spinach' THEN 40 WHEN 'honey' THEN 12 WHEN 'carrots' THEN 10 END WHERE id IN ('spinach', 'honey', 'carrots')`)
})

test('a pickup order has no delivery fee and names the pickup point', async () => {
  const amina = await t.shopper()
  const order = await placed(amina, [['spinach', 1]])
  expect(order).toMatchObject({
    fulfilment: 'pickup',
    address: null,
    pickupLocation: { id: 'jnb-rosebank', name: 'Rosebank pickup', address: '50 Bath Avenue, Rosebank' },
    payment: { kind: 'cash' },
    subtotal: 2500,
    deliveryFee: 0,
    serviceFee: SERVICE_FEE,
    total: 2500 + SERVICE_FEE,
  })
  await t.api(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
})

test('a checkout replay with the same key returns the same order: 201 first, 200 after', async () => {
  const amina = await t.shopper()
  await fill(amina, [['spinach', 3]])
  const input = await withConfirmed(t, amina, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' } })
  const first = await checkout(amina, input, 'order-key-1')
  expect(first.status).toBe(201)
  const again = await checkout(amina, input, 'order-key-1')
  expect(again.status).toBe(200)
  expect(again.headers.get('idempotent-replayed')).toBe('true')
  expect(again.body.data).toEqual(first.body.data)
  expect(await t.stockOf('spinach')).toBe(37)
  const [count] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${amina.id}`)
  expect(count!.n).toBe(1)
  // Even after its key expired, the same key finds the same order rather than placing another.
  await t.db.execute(sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE user_id = ${amina.id}`)
  await fill(amina, [['spinach', 1]])
  const late = await checkout(amina, input, 'order-key-1')
  expect(late.status).toBe(200)
  expect(late.body.data.id).toBe(first.body.data.id)
  expect(await t.stockOf('spinach')).toBe(37)
  await t.api(amina, 'POST', `/api/orders/${first.body.data.id}/cancel`, {})
  await t.op(amina, { op: 'clear' })
})

test('a line short of stock is a 409 naming every such line, and nothing is written', async () => {
  const amina = await t.shopper()
  await fill(amina, [
    ['spinach', 2],
    ['last-jar', 1],
    ['honey', 3],
    ['carrots', 2],
  ])
  await t.db.execute(sql`UPDATE produces SET stock = CASE id WHEN 'last-jar' THEN 0 WHEN 'honey' THEN 2 ELSE stock END WHERE id IN ('last-jar', 'honey')`)
  await t.db.execute(sql`UPDATE produces SET deleted_at = now() WHERE id = 'carrots'`)
  const before = await commerceSnapshot(t.db)
  try {
    const res = await checkout(amina, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' } })
    expect(res.status).toBe(409)
    expect(res.body.data).toBeNull()
    expect(res.body.notification).toMatchObject({ type: 'error', code: 'conflict' })
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'lines.last-jar', code: 'sold_out' }),
      expect.objectContaining({ field: 'lines.honey', code: 'insufficient_stock', params: { available: 2 } }),
      expect.objectContaining({ field: 'lines.carrots', code: 'unavailable' }),
    ])
    expect(await commerceSnapshot(t.db)).toBe(before)
  } finally {
    await t.db.execute(sql`UPDATE produces SET stock = CASE id WHEN 'last-jar' THEN 1 ELSE 12 END, deleted_at = NULL WHERE id IN ('last-jar', 'honey')`)
    await t.db.execute(sql`UPDATE produces SET deleted_at = NULL WHERE id = 'carrots'`)
    await t.op(amina, { op: 'clear' })
  }
})

test('two shoppers checking out the last item at once: one wins, the other gets 409, stock never negative', async () => {
  for (let round = 0; round < 3; round++) {
    await t.db.execute(sql`UPDATE produces SET stock = 1 WHERE id = 'last-jar'`)
    const a = await t.shopper()
    const b = await t.shopper()
    await fill(a, [['last-jar', 1]])
    await fill(b, [['last-jar', 1]])
    const day = await deliveryDayFor(t, a)
    const input: Input = { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: day, payment: { kind: 'cash' } }
    const results = await Promise.all([checkout(a, input), checkout(b, input)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    const loser = results.find((r) => r.status === 409)!
    expect(loser.body.errors![0]).toMatchObject({ field: 'lines.last-jar', code: 'sold_out' })
    expect(await t.stockOf('last-jar')).toBe(0)
    const [sold] = await rows<{ n: number }>(
      t.db,
      sql`SELECT coalesce(sum(reserved), 0)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.produce_id = 'last-jar' AND o.status <> 'cancelled'`,
    )
    expect(sold!.n).toBe(1)
    const winner = results.find((r) => r.status === 201)!.body.data
    await t.api(winner.id === results[0]!.body.data?.id ? a : b, 'POST', `/api/orders/${winner.id}/cancel`, {})
  }
  await t.db.execute(sql`UPDATE produces SET stock = 1 WHERE id = 'last-jar'`)
})

test('checkout checks the address, the pickup point and the delivery day, writing nothing when refused', async () => {
  const amina = await t.shopper()
  const kofi = await t.shopper()
  const kofisAddress = await addressOf(kofi)
  const kigaliAddress = await addressOf(amina, 'kgl-remera', 'kgl')
  await fill(amina, [['honey', 1]]) // Pieter brings produce in on Wednesdays only: it goes out from the Thursday after
  const days = (await t.api<{ deliveryDays: string[] }>(amina, 'GET', '/api/cart/farm/checkout-options')).body.data.deliveryDays
  const beforeArrival = addDays(days[0]!, -1)
  const sunday = days.map((d) => addDays(d, 1)).find((d) => weekdayOf(d) === 0)!
  const before = await commerceSnapshot(t.db)
  const cases: [string, Input, number, string, string][] = [
    ['another shopper’s address', { fulfilment: 'delivery', addressId: kofisAddress, deliveryDay: days[0]!, payment: { kind: 'cash' } }, 404, 'addressId', 'not_found'],
    ['no such address', { fulfilment: 'delivery', addressId: 'nope', deliveryDay: days[0]!, payment: { kind: 'cash' } }, 404, 'addressId', 'not_found'],
    ['an address of another store', { fulfilment: 'delivery', addressId: kigaliAddress, deliveryDay: days[0]!, payment: { kind: 'cash' } }, 400, 'addressId', 'outside_delivery_zones'],
    ['a pickup point of another store', { fulfilment: 'pickup', pickupLocationId: 'kgl-kimironko', deliveryDay: days[0]!, payment: { kind: 'cash' } }, 400, 'pickupLocationId', 'unknown_pickup_point'],
    ['a zone given as pickup point', { fulfilment: 'pickup', pickupLocationId: 'jnb-soweto', deliveryDay: days[0]!, payment: { kind: 'cash' } }, 400, 'pickupLocationId', 'unknown_pickup_point'],
    [
      'a day before the honey reaches the market',
      { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: beforeArrival, payment: { kind: 'cash' } },
      400,
      'deliveryDay',
      'unavailable_day',
    ],
    ['a day the market is closed', { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: sunday, payment: { kind: 'cash' } }, 400, 'deliveryDay', 'unavailable_day'],
    ['a day in the past', { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: '2020-01-01', payment: { kind: 'cash' } }, 400, 'deliveryDay', 'unavailable_day'],
    ['delivery without an address', { fulfilment: 'delivery', deliveryDay: days[0]!, payment: { kind: 'cash' } }, 400, 'fulfilment', 'custom'],
    ['not a date', { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: 'Wednesday', payment: { kind: 'cash' } }, 400, 'deliveryDay', 'invalid_format'],
    [
      // A card is paid on Paystack's page (decision 033): its number is never sent here.
      'a card number',
      { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: days[0]!, payment: { kind: 'card', number: '4111111111111111' } as never },
      400,
      'payment.provider',
      'invalid_value',
    ],
  ]
  for (const [label, input, status, field, code] of cases) {
    const res = await checkout(amina, input)
    expect(res.status, label).toBe(status)
    expect(res.body.data, label).toBeNull()
    expect(res.body.errors![0], label).toMatchObject({ field, code })
  }
  const noKey = await t.api(amina, 'POST', '/api/orders', await withConfirmed(t, amina, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: days[0]!, payment: { kind: 'cash' } }))
  expect(noKey.status).toBe(400)
  expect(noKey.body.errors![0]).toMatchObject({ field: 'Idempotency-Key', code: 'required' })
  expect(await commerceSnapshot(t.db)).toBe(before)
  await t.op(amina, { op: 'clear' })
  const empty = await checkout(amina, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: days[0]!, payment: { kind: 'cash' } })
  expect(empty.status).toBe(409)
  expect(empty.body.errors![0]).toMatchObject({ code: 'cart_empty' })
})

test('the shopper lists their orders newest first, with meta and a status filter', async () => {
  const amina = await t.shopper()
  const first = await placed(amina, [['spinach', 1]])
  const second = await placed(amina, [['eggs', 2]])
  const third = await placed(amina, [['honey', 1]])
  await t.api(amina, 'POST', `/api/orders/${second.id}/cancel`, {})
  const res = await t.api<Order[]>(amina, 'GET', '/api/orders')
  expect(res.status).toBe(200)
  expect(res.body.meta).toEqual({ page: 1, perPage: 15, total: 3 })
  expect(res.body.data.map((o) => o.id)).toEqual([third.id, second.id, first.id])
  expect(new Set(res.body.data.map((o) => o.number)).size).toBe(3)
  const page = await t.api<Order[]>(amina, 'GET', '/api/orders?perPage=2&page=2')
  expect(page.body.data.map((o) => o.id)).toEqual([first.id])
  const cancelled = await t.api<Order[]>(amina, 'GET', '/api/orders?status=cancelled')
  expect(cancelled.body.data.map((o) => o.id)).toEqual([second.id])
  expect((await t.api(amina, 'GET', '/api/orders?status=lost')).status).toBe(400)
  for (const o of [first, third]) await t.api(amina, 'POST', `/api/orders/${o.id}/cancel`, {})
})

test('cancelling while placed restores the stock in the same step; later it is a 409', async () => {
  const amina = await t.shopper()
  const admin = await t.admin()
  const order = await placed(amina, [
    ['spinach', 2],
    ['carrots', 2.5],
    ['eggs', 1],
  ])
  expect(await t.stockOf('spinach')).toBe(38)
  expect(await t.stockOf('carrots')).toBe(7)
  const res = await t.api<Order>(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
  expect(res.status).toBe(200)
  expect(res.body.data.status).toBe('cancelled')
  expect(res.body.data.history.map((h) => h.status)).toEqual(['placed', 'cancelled'])
  expect(await t.stockOf('spinach')).toBe(40)
  expect(await t.stockOf('carrots')).toBe(10)
  expect(await t.stockOf('eggs')).toBeNull()
  // A retried cancellation (first answer lost) answers the order again and restores nothing twice.
  const again = await t.api<Order>(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
  expect(again.status).toBe(200)
  expect(again.body.data.history).toHaveLength(2)
  expect(await t.stockOf('spinach')).toBe(40)

  const confirmed = await placed(amina, [['spinach', 1]])
  expect((await t.api(admin, 'POST', `/api/orders/${confirmed.id}/status`, { status: 'confirmed' })).status).toBe(200)
  const before = await commerceSnapshot(t.db)
  const late = await t.api(amina, 'POST', `/api/orders/${confirmed.id}/cancel`, {})
  expect(late.status).toBe(409)
  expect(late.body.errors![0]).toMatchObject({ field: 'status', code: 'invalid_transition', params: { from: 'confirmed', to: 'cancelled' } })
  expect(await commerceSnapshot(t.db)).toBe(before)
  await t.api(admin, 'POST', `/api/orders/${confirmed.id}/status`, { status: 'cancelled' })
  expect(await t.stockOf('spinach')).toBe(40)
})

test('an admin moves a pickup order through its lifecycle, each move timestamped; other moves are 409', async () => {
  const amina = await t.shopper()
  const admin = await t.admin()
  const order = await placed(amina, [['spinach', 1]])
  const move = (status: string) => t.api<Order>(admin, 'POST', `/api/orders/${order.id}/status`, { status })
  expect((await move('collected')).status).toBe(409)
  expect((await move('placed')).status).toBe(409)
  expect((await move('packed')).status).toBe(409) // confirmed first
  for (const status of ['confirmed', 'packed']) expect((await move(status)).status, status).toBe(200)
  // A pickup is never out for delivery nor delivered: it is ready, then collected.
  const wrong = await move('out-for-delivery')
  expect(wrong.status).toBe(409)
  expect(wrong.body.errors![0]).toMatchObject({ code: 'invalid_transition', params: { from: 'packed', to: 'out-for-delivery', fulfilment: 'pickup' } })
  for (const status of ['ready-for-pickup', 'collected']) {
    const res = await move(status)
    expect(res.status, status).toBe(200)
    expect(res.body.data.status).toBe(status)
  }
  for (const status of ['cancelled', 'delivered', 'ready-for-pickup']) expect((await move(status)).status, status).toBe(409)
  const seen = await t.api<Order>(amina, 'GET', `/api/orders/${order.id}`)
  expect(seen.body.data.history.map((h) => h.status)).toEqual(['placed', 'confirmed', 'packed', 'ready-for-pickup', 'collected'])
  const times = seen.body.data.history.map((h) => Date.parse(h.at))
  expect(times.every((ms, i) => Number.isFinite(ms) && (i === 0 || ms >= times[i - 1]!))).toBe(true)
  expect(await t.stockOf('spinach')).toBe(39)
  await t.db.execute(sql`UPDATE produces SET stock = 40 WHERE id = 'spinach'`)
  expect((await t.api(admin, 'POST', '/api/orders/no-such-order/status', { status: 'confirmed' })).status).toBe(404)
  expect((await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'lost' })).status).toBe(400)
})

test('a delivery order goes packed → out for delivery → delivered, never ready for pickup nor collected; a packed order can still be cancelled', async () => {
  const amina = await t.shopper()
  const admin = await t.admin()
  const addressId = await addressOf(amina)
  await fill(amina, [['spinach', 2]])
  const res = await checkout(amina, { fulfilment: 'delivery', addressId, deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' } })
  expect(res.status).toBe(201)
  const order = res.body.data
  const move = (status: string) => t.api<Order>(admin, 'POST', `/api/orders/${order.id}/status`, { status })
  for (const status of ['confirmed', 'packed']) expect((await move(status)).status, status).toBe(200)
  expect((await move('ready-for-pickup')).status).toBe(409)
  for (const status of ['out-for-delivery', 'delivered']) expect((await move(status)).status, status).toBe(200)
  expect((await move('collected')).status).toBe(409)
  expect((await move('cancelled')).status).toBe(409)

  await fill(amina, [['spinach', 1]])
  const second = await checkout(amina, { fulfilment: 'delivery', addressId, deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' } })
  const again = (status: string) => t.api<Order>(admin, 'POST', `/api/orders/${second.body.data.id}/status`, { status })
  for (const status of ['confirmed', 'packed', 'cancelled']) expect((await again(status)).status, status).toBe(200)
  expect(await t.stockOf('spinach')).toBe(38) // the first order's two, the cancelled one's given back
  await t.db.execute(sql`UPDATE produces SET stock = 40 WHERE id = 'spinach'`)
})

test('moving an order needs an operator grant: a shopper without roles or with other role strings is refused', async () => {
  const amina = await t.shopper()
  const order = await placed(amina, [['spinach', 1]])
  const farmer = await t.shopper()
  await t.db.execute(sql`UPDATE users SET roles = ARRAY['farmer'] WHERE id = ${farmer.id}`)
  // The spec's role check passes a user without roles; the order admin check must not.
  const roleless = await t.shopper()
  await t.db.execute(sql`UPDATE users SET roles = '{}' WHERE id = ${roleless.id}`)
  const before = await commerceSnapshot(t.db)
  for (const who of [amina, farmer, roleless]) {
    const res = await t.api(who, 'POST', `/api/orders/${order.id}/status`, { status: 'confirmed' })
    expect(res.status).toBe(403)
    expect(res.body.errors![0]!.code).toBe('forbidden')
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
  await t.api(amina, 'POST', `/api/orders/${order.id}/cancel`, {})
})

test('an operator moves only its markets’ orders: support of another market gets 404, support of this one moves it, and the move is audit-logged', async () => {
  const amina = await t.shopper()
  const order = await placed(amina, [['spinach', 1]])
  const elsewhere = await t.shopper()
  await setOperatorGrant(t.db, elsewhere.email, { role: 'support', storeIds: ['kgl'] })
  const before = await commerceSnapshot(t.db)
  const refused = await t.api(elsewhere, 'POST', `/api/orders/${order.id}/status`, { status: 'confirmed' })
  expect(refused.status).toBe(404)
  expect(refused.body.errors![0]!.code).toBe('not_found')
  expect(await commerceSnapshot(t.db)).toBe(before)
  const support = await t.shopper()
  await setOperatorGrant(t.db, support.email, { role: 'support', storeIds: ['jnb'] })
  const moved = await t.api<Order>(support, 'POST', `/api/orders/${order.id}/status`, { status: 'confirmed' })
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  expect(moved.body.data.status).toBe('confirmed')
  const logged = await rows(
    t.db,
    sql`SELECT actor_user_id AS "actor", actor_kind AS "kind", store_id AS "storeId", action, subject, before, after FROM audit_log WHERE subject = ${`orders:${order.id}`}`,
  )
  expect(logged).toEqual([{ actor: support.id, kind: 'operator', storeId: 'jnb', action: 'order.move', subject: `orders:${order.id}`, before: { status: 'placed' }, after: { status: 'confirmed' } }])
  // Taking the grant away closes the door on the next request.
  await setOperatorGrant(t.db, support.email, null)
  expect((await t.api(support, 'POST', `/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(403)
  expect((await t.api(await t.admin(), 'POST', `/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(200)
})

test('setAdminRole writes a grant once and can take it back; /user/me lists it as a fact, users.roles stays as it was', async () => {
  const kit = await createAuthTestApp({}, t.database)
  const r = await kit.register()
  await t.db.execute(sql`UPDATE users SET roles = ARRAY['customer'] WHERE id = ${r.data.user.id}`)
  expect(await setAdminRole(t.db, r.data.user.email.toUpperCase())).toEqual(['customer', 'operator:admin'])
  expect(await setAdminRole(t.db, r.data.user.email)).toEqual(['customer', 'operator:admin'])
  const me = await t.api<{ user: { roles: string[] } }>({ id: r.data.user.id, email: r.data.user.email, token: r.data.accessToken }, 'GET', '/api/auth/user/me')
  expect(me.body.data.user.roles).toEqual(['customer', 'operator:admin'])
  const [stored] = await rows<{ roles: string[] }>(t.db, sql`SELECT roles FROM users WHERE id = ${r.data.user.id}`)
  expect(stored!.roles).toEqual(['customer'])
  expect(await setAdminRole(t.db, r.data.user.email, false)).toEqual(['customer'])
  expect(await setAdminRole(t.db, 'nobody@example.test')).toBeNull()
})

test('six shoppers racing for three jars: exactly three orders, stock ends at zero', async () => {
  await t.db.execute(sql`UPDATE produces SET stock = 3 WHERE id = 'last-jar'`)
  const racers = await Promise.all(Array.from({ length: 6 }, () => t.shopper()))
  for (const who of racers) await fill(who, [['last-jar', 1]])
  const day = await deliveryDayFor(t, racers[0]!)
  const results = await Promise.all(racers.map((who) => checkout(who, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: day, payment: { kind: 'cash' } })))
  expect(results.filter((r) => r.status === 201)).toHaveLength(3)
  expect(results.filter((r) => r.status === 409)).toHaveLength(3)
  expect(await t.stockOf('last-jar')).toBe(0)
  for (const [i, r] of results.entries()) if (r.status === 201) await t.api(racers[i]!, 'POST', `/api/orders/${r.body.data.id}/cancel`, {})
  expect(await t.stockOf('last-jar')).toBe(3)
  await t.db.execute(sql`UPDATE produces SET stock = 1 WHERE id = 'last-jar'`)
})

test('the same checkout sent twice at once places one order', async () => {
  const amina = await t.shopper()
  await fill(amina, [['spinach', 1]])
  const input = await withConfirmed(t, amina, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' } })
  const [a, b] = await Promise.all([checkout(amina, input, 'twin-key'), checkout(amina, input, 'twin-key')])
  expect([a!.status, b!.status].sort()).toEqual([200, 201])
  expect(a!.body.data.id).toBe(b!.body.data.id)
  const [count] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${amina.id}`)
  expect(count!.n).toBe(1)
  expect(await t.stockOf('spinach')).toBe(39)
  await t.api(amina, 'POST', `/api/orders/${a!.body.data.id}/cancel`, {})
})
