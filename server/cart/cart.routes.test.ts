import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Cart, CartMergeResult, CartOpsBatchResult, CheckoutOptions } from '../../src/api/cart-contract'
import { offers } from '../db/schema/catalog'
import { operatorApp } from '../catalog/catalog.fixtures'
import { rows } from './cart-sql'
import { SWEEP_EVERY_MS } from './idempotency'
import { commerceSnapshot, createCommerceTestApp, type CommerceTestApp } from '../orders/commerce.fixtures'
import { ORDER_CONFIG } from '../orders/order-config'
import { dropOffFor, earliestArrival, offeredDays, orderingDay, todayIn } from '../../src/api/arrival-contract'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

const line = (cart: Cart, produceId: string) => cart.lines.find((l) => l.produceId === produceId)

test('a new shopper has an empty farm cart', async () => {
  const amina = await t.shopper()
  const res = await t.api<Cart>(amina, 'GET', '/api/cart/farm')
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ data: { vertical: 'farm', storeId: null, currency: null, lines: [], subtotal: 0 }, errors: null, notification: null })
})

test('set, change, remove and clear lines; every answer is the priced cart', async () => {
  const amina = await t.shopper()
  let res = await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 })
  expect(res.status).toBe(200)
  expect(res.body.data).toMatchObject({ storeId: 'jnb', currency: 'ZAR', currencyExponent: 2, subtotal: 5000 })
  expect(line(res.body.data, 'spinach')).toEqual({
    lineKey: 'spinach',
    produceId: 'spinach',
    choices: null,
    options: [],
    substitution: null,
    weighed: null,
    quantity: 2,
    name: 'Spinach',
    unit: 'bunch',
    photo: '/img/produce/x.svg',
    farmerId: 'thandi',
    farmName: 'Mokoena Family Farm',
    price: 2500,
    previousPrice: null,
    stock: 40,
    availability: 'available',
    minQty: 1,
    stepQty: 1,
    lineTotal: 5000,
  })
  res = await t.op(amina, { op: 'set', produceId: 'carrots', quantity: 1.5 })
  expect(res.body.data.lines.map((l) => [l.produceId, l.quantity, l.lineTotal])).toEqual([
    ['spinach', 2, 5000],
    ['carrots', 1.5, 2700],
  ])
  expect(res.body.data.subtotal).toBe(7700)
  res = await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 3 })
  expect(res.body.data.lines.map((l) => [l.produceId, l.quantity])).toEqual([
    ['spinach', 3],
    ['carrots', 1.5],
  ])
  res = await t.op(amina, { op: 'remove', produceId: 'spinach' })
  expect(res.body.data.lines.map((l) => l.produceId)).toEqual(['carrots'])
  res = await t.op(amina, { op: 'set', produceId: 'carrots', quantity: 0 })
  expect(res.body.data).toMatchObject({ lines: [], storeId: null, subtotal: 0 })
  await t.op(amina, { op: 'set', produceId: 'eggs', quantity: 1 })
  res = await t.op(amina, { op: 'clear' })
  expect(res.body.data).toMatchObject({ lines: [], storeId: null })
  expect((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data.lines).toEqual([])
})

test('prices apply the best current offer and show the price the shopper saw when it changed', async () => {
  const amina = await t.shopper()
  const res = await t.op(amina, { op: 'set', produceId: 'honey', quantity: 1, seenPrice: 12000 })
  const honey = line(res.body.data, 'honey')!
  expect(honey).toMatchObject({ price: 9000, previousPrice: 12000, lineTotal: 9000 })
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
  expect(line((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data, 'spinach')).toMatchObject({ price: 2500, previousPrice: null })
  await t.db.execute(sql`UPDATE produces SET price = 2800 WHERE id = 'spinach'`)
  try {
    const after = await t.api<Cart>(amina, 'GET', '/api/cart/farm')
    expect(line(after.body.data, 'spinach')).toMatchObject({ price: 2800, previousPrice: 2500, lineTotal: 2800 })
    expect(after.body.data.subtotal).toBe(2800 + 9000)
  } finally {
    await t.db.execute(sql`UPDATE produces SET price = 2500 WHERE id = 'spinach'`)
  }
})

test('a catalog change made by the operator shows in the very next cart answer', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 })
  // Read again, so the spinach facts are known (and kept) at this catalog version.
  expect(line((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data, 'spinach')).toMatchObject({ price: 2500, stock: 40 })
  const operator = operatorApp(t.db)
  try {
    expect((await operator.patch('spinach', { price: 2700, stock: 1 })).status).toBe(200)
    const res = await t.op(amina, { op: 'set', produceId: 'carrots', quantity: 1 })
    expect(line(res.body.data, 'spinach')).toMatchObject({ price: 2700, previousPrice: 2500, stock: 1, availability: 'limited', lineTotal: 5400 })
    expect((await operator.patch('spinach', { deleted: true })).status).toBe(200)
    const withdrawn = await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
    expect(withdrawn.status).toBe(409)
    expect(withdrawn.body.errors![0]).toMatchObject({ field: 'produceId', code: 'unavailable' })
    expect(line((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data, 'spinach')).toMatchObject({ availability: 'unavailable' })
  } finally {
    await operator.patch('spinach', { price: 2500, stock: 40, deleted: false })
  }
})

test('an offer starting and ending shows in the next cart answer, with no catalog write in between', async () => {
  const amina = await t.shopper()
  const startsAt = Date.now() + 800
  const endsAt = startsAt + 800
  const title = { en: 'Flash', fr: 'Flash', es: 'Flash', pt: 'Flash', ar: 'Flash', sw: 'Flash' }
  await t.db.insert(offers).values({ id: 'eggs-flash', produceId: 'eggs', percentOff: 20, title, startsAt: new Date(startsAt), endsAt: new Date(endsAt) })
  const eggs = async () => line((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data, 'eggs')
  const until = (at: number) => new Promise((resolve) => setTimeout(resolve, at - Date.now()))
  try {
    expect(line((await t.op(amina, { op: 'set', produceId: 'eggs', quantity: 1 })).body.data, 'eggs')).toMatchObject({ price: 9500, previousPrice: null })
    expect(await eggs()).toMatchObject({ price: 9500 })
    await until(startsAt + 50)
    expect(await eggs()).toMatchObject({ price: 7600, previousPrice: 9500, lineTotal: 7600 })
    await until(endsAt + 50)
    expect(await eggs()).toMatchObject({ price: 9500, previousPrice: null })
  } finally {
    await t.db.execute(sql`DELETE FROM offers WHERE id = 'eggs-flash'`)
  }
})

test('each line says whether it is available, limited, sold out or withdrawn', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'carrots', quantity: 4 })
  await t.op(amina, { op: 'set', produceId: 'eggs', quantity: 3 })
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 5 })
  await t.op(amina, { op: 'set', produceId: 'honey', quantity: 2 })
  await t.db.execute(sql`UPDATE produces SET stock = CASE id WHEN 'carrots' THEN 0 WHEN 'spinach' THEN 3 ELSE stock END WHERE id IN ('carrots', 'spinach')`)
  await t.db.execute(sql`UPDATE produces SET deleted_at = now() WHERE id = 'honey'`)
  try {
    const cart = (await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data
    expect(cart.lines.map((l) => [l.produceId, l.availability, l.stock])).toEqual([
      ['carrots', 'sold-out', 0],
      ['eggs', 'available', null],
      ['spinach', 'limited', 3],
      ['honey', 'unavailable', 12],
    ])
    // What cannot be bought at all does not count in the subtotal.
    expect(cart.subtotal).toBe(3 * 9500 + 5 * 2500)
  } finally {
    await t.db.execute(sql`UPDATE produces SET stock = CASE id WHEN 'carrots' THEN 10 ELSE 40 END WHERE id IN ('carrots', 'spinach')`)
    await t.db.execute(sql`UPDATE produces SET deleted_at = NULL WHERE id = 'honey'`)
  }
})

test('a quantity must respect the produce minimum and step, else 400 and nothing changes', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'potatoes', quantity: 2 })
  const before = await commerceSnapshot(t.db)
  for (const [produceId, quantity] of [
    ['potatoes', 1],
    ['carrots', 1.25],
    ['spinach', 1.5],
  ] as const) {
    const res = await t.op(amina, { op: 'set', produceId, quantity })
    expect(res.status, `${produceId} ${quantity}`).toBe(400)
    expect(res.body.errors![0]).toMatchObject({ field: 'quantity', code: 'invalid_quantity' })
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
  expect((await t.op(amina, { op: 'set', produceId: 'potatoes', quantity: 3 })).status).toBe(200)
  expect((await t.op(amina, { op: 'set', produceId: 'carrots', quantity: 2.5 })).status).toBe(200)
})

test('a produce of another store is a 409 conflict with a clear message, and nothing changes', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
  const before = await commerceSnapshot(t.db)
  const res = await t.op(amina, { op: 'set', produceId: 'beans', quantity: 1 })
  expect(res.status).toBe(409)
  expect(res.body.notification).toMatchObject({ type: 'error', code: 'conflict' })
  expect(res.body.notification!.message).toMatch(/jnb market.*kgl market/)
  expect(res.body.errors![0]).toMatchObject({ field: 'produceId', code: 'other_store' })
  expect(await commerceSnapshot(t.db)).toBe(before)
  // Once the cart is empty, another store's produce is welcome.
  await t.op(amina, { op: 'clear' })
  const kigali = await t.op(amina, { op: 'set', produceId: 'beans', quantity: 2 })
  expect(kigali.body.data).toMatchObject({ storeId: 'kgl', currency: 'RWF', currencyExponent: 0, subtotal: 3000 })
})

test('unknown and withdrawn produces are refused; removing them never fails', async () => {
  const amina = await t.shopper()
  expect((await t.op(amina, { op: 'set', produceId: 'nothing', quantity: 1 })).status).toBe(404)
  const withdrawn = await t.op(amina, { op: 'set', produceId: 'old-kale', quantity: 1 })
  expect(withdrawn.status).toBe(409)
  expect(withdrawn.body.errors![0]).toMatchObject({ field: 'produceId', code: 'unavailable' })
  expect((await t.op(amina, { op: 'remove', produceId: 'nothing' })).status).toBe(200)
  expect((await t.op(amina, { op: 'set', produceId: 'old-kale', quantity: 0 })).status).toBe(200)
})

test('an operation without an Idempotency-Key is a 400 in the envelope', async () => {
  const amina = await t.shopper()
  const before = await commerceSnapshot(t.db)
  const res = await t.api(amina, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: 'spinach', quantity: 1 })
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({ data: null, notification: { code: 'validation_failed' } })
  expect(res.body.errors![0]).toMatchObject({ field: 'Idempotency-Key', code: 'required' })
  const put = await t.api(amina, 'PUT', '/api/cart/farm', { lines: [] })
  expect(put.status).toBe(400)
  expect(await commerceSnapshot(t.db)).toBe(before)
})

test('a replayed operation answers exactly the first answer and is applied once', async () => {
  const amina = await t.shopper()
  const first = await t.api<Cart>(amina, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: 'spinach', quantity: 2 }, { 'Idempotency-Key': 'k-1' })
  const firstText = JSON.stringify(first.body)
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 5 })
  const replay = await t.call('POST', '/api/cart/farm/ops', {
    token: amina.token,
    body: { op: 'set', produceId: 'spinach', quantity: 2 },
    headers: { 'Idempotency-Key': 'k-1' },
  })
  expect(replay.status).toBe(200)
  expect(replay.headers.get('idempotent-replayed')).toBe('true')
  expect(await replay.text()).toBe(firstText)
  // The replay did not set 2 again: the later operation stands.
  expect(line((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data, 'spinach')!.quantity).toBe(5)
})

test('the same key on a different request is a 409, and keys are per shopper', async () => {
  const amina = await t.shopper()
  const kofi = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 }, 'shared-key')
  const reused = await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 3 }, 'shared-key')
  expect(reused.status).toBe(409)
  expect(reused.body.errors![0]).toMatchObject({ field: 'Idempotency-Key', code: 'idempotency_key_reused' })
  // Another shopper's identical key is theirs alone.
  const other = await t.op(kofi, { op: 'set', produceId: 'spinach', quantity: 3 }, 'shared-key')
  expect(other.status).toBe(200)
  expect(line(other.body.data, 'spinach')!.quantity).toBe(3)
})

test('a refused operation does not use up its key: the corrected retry is applied', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
  expect((await t.op(amina, { op: 'set', produceId: 'beans', quantity: 1 }, 'retry-key')).status).toBe(409)
  await t.op(amina, { op: 'clear' })
  const retried = await t.op(amina, { op: 'set', produceId: 'beans', quantity: 1 }, 'retry-key')
  expect(retried.status).toBe(200)
  expect(retried.body.data.storeId).toBe('kgl')
})

test('expired keys are forgotten: the same key then applies again', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 }, 'old-key')
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 4 })
  await t.db.execute(sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE user_id = ${amina.id} AND key = 'old-key'`)
  const again = await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 }, 'old-key')
  expect(again.headers.get('idempotent-replayed')).toBeNull()
  expect(line(again.body.data, 'spinach')!.quantity).toBe(2)
  const [kept] = await rows<{ fresh: boolean }>(t.db, sql`SELECT expires_at > now() + interval '6 days' AS fresh FROM idempotency_keys WHERE user_id = ${amina.id} AND key = 'old-key'`)
  expect(kept).toEqual({ fresh: true })
})

test('expired keys of every shopper are swept by a claim at most every SWEEP_EVERY_MS; live keys stay', async () => {
  const amina = await t.shopper()
  const baraka = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 }, 'amina-old')
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 }, 'amina-live')
  await t.db.execute(sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE user_id = ${amina.id} AND key = 'amina-old'`)
  const keys = async () => (await rows<{ key: string }>(t.db, sql`SELECT key FROM idempotency_keys WHERE user_id = ${amina.id} ORDER BY key`)).map((r) => r.key)
  // Another shopper's write, the next sweep not yet due: the expired key is still stored.
  const dueAt = Date.now() + SWEEP_EVERY_MS + 1_000
  await t.op(baraka, { op: 'set', produceId: 'beans', quantity: 1 })
  expect(await keys()).toContain('amina-old')
  vi.useFakeTimers({ toFake: ['Date'], now: dueAt })
  try {
    await t.op(baraka, { op: 'set', produceId: 'beans', quantity: 2 })
  } finally {
    vi.useRealTimers()
  }
  expect(await keys()).toEqual(['amina-live'])
})

test('PUT replaces every line in order; a replay with its key answers the first answer', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
  const body = {
    lines: [
      { produceId: 'eggs', quantity: 2 },
      { produceId: 'carrots', quantity: 1.5, seenPrice: 1700 },
    ],
  }
  const first = await t.api<Cart>(amina, 'PUT', '/api/cart/farm', body, { 'Idempotency-Key': 'put-1' })
  expect(first.status).toBe(200)
  expect(first.body.data.lines.map((l) => [l.produceId, l.quantity, l.previousPrice])).toEqual([
    ['eggs', 2, null],
    ['carrots', 1.5, 1700],
  ])
  await t.op(amina, { op: 'clear' })
  const replay = await t.api<Cart>(amina, 'PUT', '/api/cart/farm', body, { 'Idempotency-Key': 'put-1' })
  expect(replay.body).toEqual(first.body)
  expect((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data.lines).toEqual([])
})

test('PUT refuses mixed stores, duplicates and bad quantities without changing anything', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
  const before = await commerceSnapshot(t.db)
  const put = (lines: unknown) => t.api(amina, 'PUT', '/api/cart/farm', { lines }, { 'Idempotency-Key': t.newKey() })
  const mixed = await put([
    { produceId: 'spinach', quantity: 1 },
    { produceId: 'beans', quantity: 1 },
  ])
  expect(mixed.status).toBe(409)
  expect(mixed.body.errors![0]).toMatchObject({ field: 'lines.1.produceId', code: 'other_store' })
  const dup = await put([
    { produceId: 'spinach', quantity: 1 },
    { produceId: 'spinach', quantity: 2 },
  ])
  expect(dup.status).toBe(400)
  expect(dup.body.errors![0]).toMatchObject({ field: 'lines.1.produceId', code: 'duplicate' })
  const bad = await put([{ produceId: 'potatoes', quantity: 1 }])
  expect(bad.status).toBe(400)
  expect(bad.body.errors![0]).toMatchObject({ field: 'lines.0.quantity', code: 'invalid_quantity', params: { min: 2, step: 1 } })
  const unknown = await put([{ produceId: 'nothing', quantity: 1 }])
  expect(unknown.status).toBe(400)
  expect((await put([{ produceId: 'spinach', quantity: -1 }])).status).toBe(400)
  expect(await commerceSnapshot(t.db)).toBe(before)
})

test('merging a guest cart adds quantities up, caps them by stock and says what changed', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 })
  await t.op(amina, { op: 'set', produceId: 'last-jar', quantity: 1 })
  const guest = {
    lines: [
      { produceId: 'spinach', quantity: 3 },
      { produceId: 'carrots', quantity: 12 },
      { produceId: 'eggs', quantity: 2 },
      { produceId: 'last-jar', quantity: 1 },
      { produceId: 'beans', quantity: 1 },
      { produceId: 'old-kale', quantity: 1 },
    ],
  }
  const res = await t.api<CartMergeResult>(amina, 'POST', '/api/cart/farm/merge', guest, { 'Idempotency-Key': 'merge-1' })
  expect(res.status).toBe(200)
  expect(res.body.data.combined).toBe(true)
  expect(res.body.data.changes).toEqual([
    { produceId: 'spinach', name: 'Spinach', kind: 'increased', quantity: 5 },
    { produceId: 'carrots', name: 'Carrots', kind: 'capped', quantity: 10 },
    { produceId: 'eggs', name: 'Free-range eggs', kind: 'added', quantity: 2 },
    { produceId: 'last-jar', name: 'Last jar of chutney', kind: 'capped', quantity: 1 },
    { produceId: 'beans', name: 'Climbing beans', kind: 'unavailable', quantity: 0 },
    { produceId: 'old-kale', name: 'Kale', kind: 'unavailable', quantity: 0 },
  ])
  expect(res.body.data.cart.lines.map((l) => [l.produceId, l.quantity])).toEqual([
    ['spinach', 5],
    ['last-jar', 1],
    ['carrots', 10],
    ['eggs', 2],
  ])
  // Retried with the same key (its answer lost): nothing is added twice.
  const replay = await t.api<CartMergeResult>(amina, 'POST', '/api/cart/farm/merge', guest, { 'Idempotency-Key': 'merge-1' })
  expect(replay.body).toEqual(res.body)
  expect(line((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data, 'spinach')!.quantity).toBe(5)
})

test('a merge into an empty account cart takes the guest lines as they are, and says no baskets were combined', async () => {
  const amina = await t.shopper()
  const res = await t.api<CartMergeResult>(amina, 'POST', '/api/cart/farm/merge', { lines: [{ produceId: 'beans', quantity: 3 }] })
  expect(res.status).toBe(200)
  expect(res.body.data.combined).toBe(false)
  expect(res.body.data.changes).toEqual([{ produceId: 'beans', name: 'Climbing beans', kind: 'added', quantity: 3 }])
  expect(res.body.data.cart).toMatchObject({ storeId: 'kgl', subtotal: 4500 })
})

test("checkout options offer the market days on which every farmer of the basket has brought produce in, each farmer's first day, the pickup points, zones and fees", async () => {
  const amina = await t.shopper()
  expect((await t.api<CheckoutOptions>(amina, 'GET', '/api/cart/farm/checkout-options')).body.data).toEqual({
    deliveryDays: [],
    slots: [],
    arrivals: [],
    minOrderTotal: 0,
    freeDeliveryFrom: null,
    pickupLocations: [],
    deliveryZones: [],
    serviceFee: 0,
    paymentMethods: [],
  })
  const today = orderingDay('Africa/Johannesburg', 1080, new Date())
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
  const everyDay = (await t.api<CheckoutOptions>(amina, 'GET', '/api/cart/farm/checkout-options')).body.data
  // The test market delivers Monday to Saturday (the column's default); Thandi brings produce in every day.
  expect(everyDay.deliveryDays).toEqual(offeredDays(today, [[0, 1, 2, 3, 4, 5, 6]], [1, 2, 3, 4, 5, 6]))
  expect(everyDay.deliveryDays.length).toBeGreaterThanOrEqual(10)
  for (const day of everyDay.deliveryDays) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBe(0)
  expect(everyDay.arrivals).toEqual([{ farmerId: 'thandi', farmName: 'Mokoena Family Farm', day: everyDay.deliveryDays[0] }])
  const allDay = [{ id: 'day', start: '08:00', end: '18:00' }] // the column's default: one window
  expect(everyDay.pickupLocations).toEqual([{ id: 'jnb-rosebank', name: 'Rosebank pickup', address: '50 Bath Avenue, Rosebank', windows: allDay }])
  expect(everyDay.deliveryZones).toEqual([
    { id: 'jnb-sandton', name: 'Sandton', fee: 6500, windows: allDay },
    { id: 'jnb-soweto', name: 'Soweto', fee: 3500, windows: allDay },
  ])
  expect(everyDay.slots).toHaveLength(3 * everyDay.deliveryDays.length)
  expect(everyDay.slots[0]).toEqual({ locationId: 'jnb-rosebank', day: everyDay.deliveryDays[0], windowId: 'day', left: 1000 })
  expect(everyDay.serviceFee).toBe(ORDER_CONFIG.serviceFees.jnb)
  // Johannesburg takes Paystack's page and cash, not M-Pesa (decision 033).
  expect(everyDay.paymentMethods).toEqual(['paystack', 'cash'])
  await t.op(amina, { op: 'set', produceId: 'honey', quantity: 1 }) // Pieter brings produce in on Wednesdays only
  const both = (await t.api<CheckoutOptions>(amina, 'GET', '/api/cart/farm/checkout-options')).body.data
  const pieterArrives = earliestArrival(today, [3], [1, 2, 3, 4, 5, 6])!
  expect(new Date(`${pieterArrives}T00:00:00Z`).getUTCDay()).toBe(4) // the Thursday after his Wednesday
  expect(both.arrivals).toEqual([
    { farmerId: 'pieter', farmName: 'Karoo Sun Orchards', day: pieterArrives },
    { farmerId: 'thandi', farmName: 'Mokoena Family Farm', day: everyDay.deliveryDays[0] },
  ])
  // Together from the day the last one has arrived: every market day from then on, not only Wednesdays.
  expect(both.deliveryDays[0]).toBe(pieterArrives)
  expect(both.deliveryDays).toEqual(everyDay.deliveryDays.filter((d) => d >= pieterArrives))
})

test("a market day is offered from the day the last farmer's produce has arrived, in the market's time zone", () => {
  // 23:30 UTC on Sunday 3 May 2026 is already Monday 4 May in Johannesburg.
  const now = new Date('2026-05-03T23:30:00Z')
  expect(todayIn('Africa/Johannesburg', now)).toBe('2026-05-04')
  expect(todayIn('America/New_York', now)).toBe('2026-05-03')
  // Market days Tuesday, Thursday, Saturday. Farmer A brings produce in on Mondays and Fridays, B on Saturdays:
  // A's first drop-off is Friday 8 May (Monday 4 is today), out on Saturday 9; B's is Saturday 9, out on Tuesday 12.
  const market = [2, 4, 6]
  expect(earliestArrival('2026-05-04', [1, 5], market)).toBe('2026-05-09')
  expect(earliestArrival('2026-05-04', [6], market)).toBe('2026-05-12')
  expect(offeredDays('2026-05-04', [[1, 5], [6]], market)).toEqual(['2026-05-12', '2026-05-14', '2026-05-16'])
  // A Monday farmer's produce for Thursday 14 is brought in on Monday 11, the freshest day before it.
  expect(dropOffFor('2026-05-04', '2026-05-14', [1, 5])).toBe('2026-05-11')
  expect(offeredDays('2026-05-04', [[0, 1, 2, 3, 4, 5, 6]], [0, 1, 2, 3, 4, 5, 6])).toEqual(Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2026, 4, 6 + i)).toISOString().slice(0, 10)))
  expect(offeredDays('2026-05-04', [], market)).toEqual([])
  expect(offeredDays('2026-05-04', [[1], []], market)).toEqual([])
})

test('a vertical that is not open is a 404; an unknown one a 400', async () => {
  const amina = await t.shopper()
  const closed = await t.api(amina, 'GET', '/api/cart/food')
  expect(closed.status).toBe(404)
  expect(closed.body.errors![0]!.code).toBe('not_found')
  expect((await t.api(amina, 'GET', '/api/cart/shoes')).status).toBe(400)
})

test('bad operation bodies are 400 in the envelope and change nothing', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 })
  const before = await commerceSnapshot(t.db)
  for (const body of [
    {},
    { op: 'set', produceId: 'spinach' },
    { op: 'set', produceId: 'spinach', quantity: -1 },
    { op: 'set', produceId: 'spinach', quantity: 'two' },
    { op: 'set', produceId: 'spinach', quantity: 1, price: 1 },
    { op: 'explode' },
    '{"op": "set",',
  ]) {
    const res = await t.op(amina, body)
    expect(res.status, JSON.stringify(body)).toBe(400)
    expect(res.body.data).toBeNull()
    expect(res.body.notification!.type).toBe('error')
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
})

test('two devices changing one cart at once never mix two stores', async () => {
  for (let round = 0; round < 3; round++) {
    const amina = await t.shopper()
    const [a, b] = await Promise.all([t.op(amina, { op: 'set', produceId: 'spinach', quantity: 1 }), t.op(amina, { op: 'set', produceId: 'beans', quantity: 1 })])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const cart = (await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data
    expect(cart.lines).toHaveLength(1)
    expect(cart.storeId).toBe(cart.lines[0]!.produceId === 'spinach' ? 'jnb' : 'kgl')
  }
})

// ------------------------------------------------------------------ a drained outbox in one request
const batch = (who: Parameters<CommerceTestApp['op']>[0], ops: { key: string; op: unknown }[]) => t.api<CartOpsBatchResult>(who, 'POST', '/api/cart/farm/ops/batch', { ops })

test('a batch applies its operations in order, each once, and answers the cart and each outcome', async () => {
  const amina = await t.shopper()
  const ops = [
    { key: 'b-1', op: { op: 'set', produceId: 'spinach', quantity: 1 } },
    { key: 'b-2', op: { op: 'set', produceId: 'carrots', quantity: 1.5 } },
    { key: 'b-3', op: { op: 'set', produceId: 'spinach', quantity: 4 } },
    { key: 'b-4', op: { op: 'remove', produceId: 'carrots' } },
  ]
  const res = await batch(amina, ops)
  expect(res.status).toBe(200)
  expect(res.body.data.results.map((r) => [r.key, r.outcome])).toEqual([
    ['b-1', 'applied'],
    ['b-2', 'applied'],
    ['b-3', 'applied'],
    ['b-4', 'applied'],
  ])
  expect(res.body.data.cart.lines.map((l) => [l.produceId, l.quantity])).toEqual([['spinach', 4]])
  // The same batch again (its answer was lost): every op is a replay, the cart is unchanged.
  const again = await batch(amina, [...ops, { key: 'b-5', op: { op: 'set', produceId: 'eggs', quantity: 1 } }])
  expect(again.body.data.results.map((r) => r.outcome)).toEqual(['replayed', 'replayed', 'replayed', 'replayed', 'applied'])
  expect(again.body.data.cart.lines.map((l) => [l.produceId, l.quantity])).toEqual([
    ['spinach', 4],
    ['eggs', 1],
  ])
})

test('an op sent alone and then in a batch (or the reverse) is applied once', async () => {
  const amina = await t.shopper()
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 2 }, 'alone-first')
  const res = await batch(amina, [
    { key: 'alone-first', op: { op: 'set', produceId: 'spinach', quantity: 2 } },
    { key: 'batch-first', op: { op: 'set', produceId: 'spinach', quantity: 3 } },
  ])
  expect(res.body.data.results.map((r) => r.outcome)).toEqual(['replayed', 'applied'])
  await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 7 })
  // Replaying the batched key alone answers the cart as that batch left it, and changes nothing.
  const replay = await t.op(amina, { op: 'set', produceId: 'spinach', quantity: 3 }, 'batch-first')
  expect(replay.status).toBe(200)
  expect(replay.headers.get('idempotent-replayed')).toBe('true')
  expect(line(replay.body.data, 'spinach')!.quantity).toBe(3)
  expect(line((await t.api<Cart>(amina, 'GET', '/api/cart/farm')).body.data, 'spinach')!.quantity).toBe(7)
  // The same key on a different op in a batch is refused like alone: a 409 for that op.
  const reused = await batch(amina, [{ key: 'batch-first', op: { op: 'set', produceId: 'spinach', quantity: 9 } }])
  expect(reused.body.data.results[0]).toMatchObject({ outcome: 'refused', error: { status: 409, code: 'conflict' } })
})

test('the first refused op stops the batch: the ones before stay, it and the ones after change nothing', async () => {
  const amina = await t.shopper()
  const res = await batch(amina, [
    { key: 'r-1', op: { op: 'set', produceId: 'spinach', quantity: 2 } },
    { key: 'r-2', op: { op: 'set', produceId: 'beans', quantity: 1 } },
    { key: 'r-3', op: { op: 'set', produceId: 'eggs', quantity: 1 } },
  ])
  expect(res.status).toBe(200)
  expect(res.body.data.results).toEqual([
    { key: 'r-1', outcome: 'applied' },
    { key: 'r-2', outcome: 'refused', error: expect.objectContaining({ status: 409, code: 'conflict' }) },
    { key: 'r-3', outcome: 'skipped' },
  ])
  expect(res.body.data.cart.lines.map((l) => [l.produceId, l.quantity])).toEqual([['spinach', 2]])
  // Neither the refused key nor the skipped one was used up: both apply when sent again.
  await t.op(amina, { op: 'clear' })
  const retried = await batch(amina, [
    { key: 'r-2', op: { op: 'set', produceId: 'beans', quantity: 1 } },
    { key: 'r-3', op: { op: 'remove', produceId: 'eggs' } },
  ])
  expect(retried.body.data.results.map((r) => r.outcome)).toEqual(['applied', 'applied'])
  expect(retried.body.data.cart.lines.map((l) => l.produceId)).toEqual(['beans'])
})

test('a malformed batch is a 400 in the envelope and changes nothing', async () => {
  const amina = await t.shopper()
  const before = await commerceSnapshot(t.db)
  for (const body of [
    {},
    { ops: [] },
    { ops: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, op: { op: 'clear' } })) },
    {
      ops: [
        { key: 'ok', op: { op: 'set', produceId: 'spinach', quantity: 1 } },
        { key: 'bad key', op: { op: 'clear' } },
      ],
    },
    { ops: [{ key: 'ok', op: { op: 'set', produceId: 'spinach', quantity: -1 } }] },
    { ops: [{ key: 'ok', op: { op: 'set', produceId: 'spinach', quantity: 1, seenPrice: 3_000_000_000 } }] },
  ]) {
    const res = await t.api(amina, 'POST', '/api/cart/farm/ops/batch', body)
    expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    expect(res.body).toMatchObject({ data: null, notification: { code: 'validation_failed' } })
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
  expect((await t.api(null, 'POST', '/api/cart/farm/ops/batch', { ops: [{ key: 'k', op: { op: 'clear' } }] })).status).toBe(401)
})
