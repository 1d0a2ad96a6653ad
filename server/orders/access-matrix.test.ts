/**
 * Who may touch what, for every account, cart and order endpoint: a visitor gets 401 everywhere;
 * a shopper naming another shopper's address, payment method or order gets the same 404 as for an
 * id that does not exist, and nothing of the owner's changes.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Address, PaymentMethod } from '../../src/api/account-contract'
import type { Order } from '../../src/api/cart-contract'
import { commerceSnapshot, createCommerceTestApp, deliveryDayFor, withConfirmed, type CommerceTestApp, type Shopper } from './commerce.fixtures'

let t: CommerceTestApp
let owner: Shopper
let intruder: Shopper
let address: Address
let payment: PaymentMethod
let order: Order

const addressBody = { label: 'Home', recipient: 'Owner', phone: '+27 82 555 0101', storeId: 'jnb', locationId: 'jnb-soweto', line1: '1 Main Road' }

beforeAll(async () => {
  t = await createCommerceTestApp()
  owner = await t.shopper()
  intruder = await t.shopper()
  address = (await t.api<Address>(owner, 'POST', '/api/addresses', addressBody)).body.data
  payment = (await t.api<PaymentMethod>(owner, 'POST', '/api/payments', { kind: 'cash' })).body.data
  await t.op(owner, { op: 'set', produceId: 'spinach', quantity: 1 })
  const day = await deliveryDayFor(t, owner)
  order = (
    await t.api<Order>(owner, 'POST', '/api/orders', await withConfirmed(t, owner, { fulfilment: 'delivery', addressId: address.id, deliveryDay: day, payment: { kind: 'cash' } }), {
      'Idempotency-Key': 'o-1',
    })
  ).body.data
  await t.op(owner, { op: 'set', produceId: 'eggs', quantity: 1 })
})
afterAll(() => t.close())

const key = { 'Idempotency-Key': 'any-key' }
const ENDPOINTS: [string, string, unknown?, Record<string, string>?][] = [
  ['GET', '/api/addresses'],
  ['GET', '/api/addresses/x'],
  ['POST', '/api/addresses', addressBody],
  ['PUT', '/api/addresses/x', addressBody],
  ['DELETE', '/api/addresses/x'],
  ['GET', '/api/payments'],
  ['GET', '/api/payments/x'],
  ['POST', '/api/payments', { kind: 'cash' }],
  ['PUT', '/api/payments/x', { kind: 'cash' }],
  ['DELETE', '/api/payments/x'],
  ['GET', '/api/favorites'],
  ['PUT', '/api/favorites/farmer/thandi'],
  ['DELETE', '/api/favorites/farmer/thandi'],
  ['GET', '/api/cart/farm'],
  ['PUT', '/api/cart/farm', { lines: [] }, key],
  ['POST', '/api/cart/farm/ops', { op: 'clear' }, key],
  ['POST', '/api/cart/farm/merge', { lines: [] }, key],
  ['GET', '/api/cart/farm/checkout-options'],
  ['GET', '/api/orders'],
  ['GET', '/api/orders/x'],
  ['POST', '/api/orders', { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: '2030-01-01', payment: { kind: 'cash' } }, key],
  ['POST', '/api/orders/x/cancel', {}],
  ['POST', '/api/orders/x/status', { status: 'confirmed' }],
]

test('a visitor gets 401 in the envelope on every endpoint, and nothing changes', async () => {
  const before = await commerceSnapshot(t.db)
  for (const [method, path, body, headers] of ENDPOINTS) {
    const res = await t.api(null, method, path, body, headers)
    expect(res.status, `${method} ${path}`).toBe(401)
    expect(res.body, `${method} ${path}`).toMatchObject({ data: null, notification: { type: 'error', code: 'unauthorized' } })
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
})

test('a made-up token is a 401 too', async () => {
  const res = await t.api({ id: 'x', email: 'x', token: 'made-up-token' }, 'GET', '/api/cart/farm')
  expect(res.status).toBe(401)
})

test('another shopper’s rows answer 404 exactly like missing ones, on every read and write', async () => {
  const before = await commerceSnapshot(t.db)
  const cases: [string, string, unknown?][] = [
    ['GET', `/api/addresses/${address.id}`],
    ['PUT', `/api/addresses/${address.id}`, { ...addressBody, label: 'Mine now' }],
    ['DELETE', `/api/addresses/${address.id}`],
    ['GET', `/api/payments/${payment.id}`],
    ['PUT', `/api/payments/${payment.id}`, { kind: 'cash', label: 'Mine now' }],
    ['DELETE', `/api/payments/${payment.id}`],
    ['GET', `/api/orders/${order.id}`],
    ['POST', `/api/orders/${order.id}/cancel`, {}],
  ]
  for (const [method, path, body] of cases) {
    const theirs = await t.api(intruder, method, path, body)
    const missing = await t.api(intruder, method, path.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'), body)
    expect(theirs.status, `${method} ${path}`).toBe(404)
    expect(theirs.body.notification, `${method} ${path}`).toMatchObject({ type: 'error', code: 'not_found' })
    // Same answer as a missing id, apart from the id echoed in the message.
    expect(JSON.stringify(theirs.body).replaceAll(/[0-9a-f-]{36}/g, 'ID')).toBe(JSON.stringify(missing.body).replaceAll(/[0-9a-f-]{36}/g, 'ID'))
  }
  // Lists and carts show only the caller's own rows.
  expect((await t.api<unknown[]>(intruder, 'GET', '/api/addresses')).body.data).toEqual([])
  expect((await t.api<unknown[]>(intruder, 'GET', '/api/payments')).body.data).toEqual([])
  expect((await t.api<unknown[]>(intruder, 'GET', '/api/orders')).body.data).toEqual([])
  expect((await t.api<{ lines: unknown[] }>(intruder, 'GET', '/api/cart/farm')).body.data.lines).toEqual([])
  // Checking out with another shopper's address is the same 404.
  await t.op(intruder, { op: 'set', produceId: 'spinach', quantity: 1 })
  const snapshotWithCart = await commerceSnapshot(t.db)
  const day = await deliveryDayFor(t, intruder)
  const res = await t.api(intruder, 'POST', '/api/orders', await withConfirmed(t, intruder, { fulfilment: 'delivery', addressId: address.id, deliveryDay: day, payment: { kind: 'cash' } }), {
    'Idempotency-Key': 'steal',
  })
  expect(res.status).toBe(404)
  expect(res.body.errors![0]).toMatchObject({ field: 'addressId', code: 'not_found' })
  expect(await commerceSnapshot(t.db)).toBe(snapshotWithCart)
  await t.op(intruder, { op: 'clear' })
  // The owner's rows are untouched.
  const ownerView = await commerceSnapshot(t.db)
  expect(JSON.parse(ownerView).addresses).toEqual(JSON.parse(before).addresses)
  expect(JSON.parse(ownerView).orders).toEqual(JSON.parse(before).orders)
  expect((await t.api<Address>(owner, 'GET', `/api/addresses/${address.id}`)).body.data).toEqual(address)
  expect((await t.api<Order>(owner, 'GET', `/api/orders/${order.id}`)).body.data.status).toBe('placed')
})

test('an idempotency key of one shopper never replays their answer to another', async () => {
  const mine = await t.op(owner, { op: 'set', produceId: 'eggs', quantity: 2 }, 'same-key-two-people')
  const theirs = await t.op(intruder, { op: 'set', produceId: 'eggs', quantity: 2 }, 'same-key-two-people')
  expect(theirs.status).toBe(200)
  expect(theirs.headers.get('idempotent-replayed')).toBeNull()
  expect(theirs.body.data.lines.map((l) => l.produceId)).toEqual(['eggs'])
  expect(mine.body.data.lines.map((l) => l.produceId)).toEqual(['eggs'])
  await t.op(intruder, { op: 'clear' })
})

test('a guest’s token opens only its own order; a wrong token is the same 404 as an unknown order, in the same time', async () => {
  const day = (await t.api<import('../../src/api/cart-contract').CheckoutOptions>(null, 'GET', '/api/orders/guest/options?produces=spinach')).body.data.deliveryDays[0]!
  const place = async (email: string) =>
    (
      await t.api<import('../../src/api/cart-contract').GuestOrder>(
        null,
        'POST',
        '/api/orders/guest',
        {
          fulfilment: 'pickup',
          pickupLocationId: 'jnb-rosebank',
          deliveryDay: day,
          payment: { kind: 'cash' },
          contact: { name: 'Guest', phone: '+27 82 555 0142', email },
          lines: [{ produceId: 'spinach', quantity: 1 }],
          confirmed: { lines: [{ produceId: 'spinach', price: 2500 }], subtotal: 2500, deliveryFee: 0, serviceFee: 500, total: 3000 },
        },
        { 'Idempotency-Key': `guest-${email}` },
      )
    ).body.data
  const mine = await place('one.guest@example.test')
  const theirs = await place('two.guest@example.test')
  const read = (id: string, token: string) => t.api(null, 'GET', `/api/orders/guest/${id}`, undefined, { 'X-Order-Token': token })
  expect((await read(mine.id, mine.guestToken)).status).toBe(200)
  // Neither a signed-in shopper's session nor another guest's token opens it.
  expect((await t.api(owner, 'GET', `/api/orders/${mine.id}`)).status).toBe(404)
  const wrong = await read(mine.id, theirs.guestToken)
  const unknown = await read('00000000-0000-4000-8000-000000000000', mine.guestToken)
  expect(wrong.status).toBe(404)
  expect(JSON.stringify(wrong.body).replaceAll(/[0-9a-f-]{36}/g, 'ID')).toBe(JSON.stringify(unknown.body).replaceAll(/[0-9a-f-]{36}/g, 'ID'))

  // The same time: medians of interleaved calls (one indexed query either way), a few ms apart at most.
  const times = { wrong: [] as number[], unknown: [] as number[] }
  for (let i = 0; i < 40; i++) {
    for (const [kind, id] of [
      ['wrong', mine.id],
      ['unknown', `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`],
    ] as const) {
      const started = performance.now()
      await read(id, theirs.guestToken)
      times[kind].push(performance.now() - started)
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
  console.info(`guest order 404: wrong token ${median(times.wrong).toFixed(2)} ms, unknown order ${median(times.unknown).toFixed(2)} ms (medians of 40)`)
  expect(Math.abs(median(times.wrong) - median(times.unknown))).toBeLessThan(Math.max(2, median(times.unknown) * 0.5))
})
