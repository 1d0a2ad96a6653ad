/**
 * Test kit for the account data, cart and order APIs: an app over a fresh test database (the auth
 * test kit's, so shoppers can register and sign in), a small catalog with every case the cart and
 * checkout meet (an offer, made to order, half-kilo steps, a minimum quantity, the last item, a
 * withdrawn produce, a second store), and helpers to call the API as a shopper.
 */
import { sql } from 'drizzle-orm'
import { deliveryFeeFor } from '../../src/api/arrival-contract'
import { createAuthTestApp, type Envelope, type TestAppDeps } from '../auth/auth-test-kit'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { farmers, locations, offers, produces } from '../db/schema/catalog'
import type { I18n } from '../seed/seed-types'
import { confirmedFigures } from '../test/checkout-figures'
import { insertTestStores } from '../test/test-app'
import { setAdminRole } from '../access/grants'

const all = (en: string): I18n => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
const DAY = 86_400_000
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]

export async function insertCommerceCatalog(db: Db) {
  await insertTestStores(db)
  await db.insert(locations).values([
    { id: 'jnb-rosebank', storeId: 'jnb', name: 'Rosebank pickup', kind: 'pickup', address: '50 Bath Avenue, Rosebank', deliveryFee: 0 },
    { id: 'jnb-soweto', storeId: 'jnb', name: 'Soweto', kind: 'zone', address: 'Orlando West, Soweto', deliveryFee: 3500 },
    { id: 'jnb-sandton', storeId: 'jnb', name: 'Sandton', kind: 'zone', address: 'Sandton and Morningside', deliveryFee: 6500 },
    { id: 'kgl-kimironko', storeId: 'kgl', name: 'Kimironko pickup', kind: 'pickup', address: 'KG 11 Ave, Kimironko', deliveryFee: 0 },
    { id: 'kgl-remera', storeId: 'kgl', name: 'Remera', kind: 'zone', address: 'Remera', deliveryFee: 1000 },
  ])
  const farmer = { photo: '/img/farms/hills.svg', country: 'ZA', practices: ['organic'], rating: 4.5, featured: false, locationIds: [] }
  await db.insert(farmers).values([
    { ...farmer, id: 'thandi', storeId: 'jnb', name: 'Thandi Mokoena', farmName: 'Mokoena Family Farm', story: all('Greens.'), town: 'Magaliesburg', deliveryDays: EVERY_DAY },
    { ...farmer, id: 'pieter', storeId: 'jnb', name: 'Pieter van Wyk', farmName: 'Karoo Sun Orchards', story: all('Honey.'), town: 'Prince Albert', deliveryDays: [3] },
    { ...farmer, id: 'aline', storeId: 'kgl', name: 'Aline Uwase', farmName: 'Uwase Hill Garden', story: all('Beans.'), town: 'Kigali', country: 'RW', deliveryDays: EVERY_DAY },
  ])
  const produce = { seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], minQty: 1, stepQty: 1, photo: '/img/produce/x.svg', description: all('Good.'), category: 'vegetables' }
  await db.insert(produces).values([
    { ...produce, id: 'spinach', farmerId: 'thandi', storeId: 'jnb', name: { ...all('Spinach'), fr: 'Épinards' }, unit: 'bunch', price: 2500, stock: 40 },
    { ...produce, id: 'carrots', farmerId: 'thandi', storeId: 'jnb', name: all('Carrots'), unit: 'kg', price: 1800, stock: 10, stepQty: 0.5 },
    { ...produce, id: 'potatoes', farmerId: 'thandi', storeId: 'jnb', name: all('Potatoes'), unit: 'kg', price: 1000, stock: 50, minQty: 2 },
    { ...produce, id: 'eggs', farmerId: 'thandi', storeId: 'jnb', name: all('Free-range eggs'), unit: 'tray30', price: 9500, stock: null },
    { ...produce, id: 'last-jar', farmerId: 'thandi', storeId: 'jnb', name: all('Last jar of chutney'), unit: 'jar', price: 5000, stock: 1 },
    { ...produce, id: 'honey', farmerId: 'pieter', storeId: 'jnb', name: all('Fynbos honey'), unit: 'jar', price: 12000, stock: 12 },
    { ...produce, id: 'old-kale', farmerId: 'thandi', storeId: 'jnb', name: all('Kale'), unit: 'bunch', price: 2000, stock: 5, deletedAt: new Date() },
    { ...produce, id: 'beans', farmerId: 'aline', storeId: 'kgl', name: all('Climbing beans'), unit: 'kg', price: 1500, stock: 300 },
  ])
  const now = Date.now()
  await db.insert(offers).values([
    { id: 'honey-week', produceId: 'honey', percentOff: 25, title: all('Honey week'), startsAt: new Date(now - DAY), endsAt: new Date(now + 5 * DAY) },
    { id: 'honey-small', produceId: 'honey', percentOff: 10, title: all('Small'), startsAt: new Date(now - DAY), endsAt: new Date(now + 2 * DAY) },
    { id: 'spinach-ended', produceId: 'spinach', percentOff: 50, title: all('Ended'), startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - DAY) },
  ])
}

export interface Shopper {
  id: string
  email: string
  token: string
}

export type Body<T = unknown> = Envelope<T> & { meta?: { page: number; perPage: number; total: number } }

/** `app`: what a test changes in the app (the open services). */
export async function createCommerceTestApp(app: TestAppDeps = {}) {
  const t = await createAuthTestApp({}, undefined, app)
  await insertCommerceCatalog(t.db)
  let keys = 0

  /**
   * A new shopper, its e-mail confirmed by registering (decision 012) unless asked: an account made
   * before registration proved the address may be unconfirmed, and its orders are limited.
   */
  async function shopper({ unconfirmed = false }: { unconfirmed?: boolean } = {}): Promise<Shopper> {
    const r = await t.register()
    if (unconfirmed) await t.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${r.data.user.id}`)
    return { id: r.data.user.id, email: r.data.user.email, token: r.data.accessToken }
  }

  /** A shopper holding the admin role (granted the way operators do, then signed in afresh). */
  async function admin(): Promise<Shopper> {
    const r = await t.register()
    await setAdminRole(t.db, r.data.user.email)
    const res = await t.login(r.input.credential.identifier, r.input.credential.secret)
    const body = (await res.json()) as Envelope<{ accessToken: string }>
    return { id: r.data.user.id, email: r.data.user.email, token: body.data.accessToken }
  }

  /** Calls the API as `who` (null: a visitor) the way the storefront does: JSON Content-Type on every write. */
  async function api<T = unknown>(who: Shopper | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const json: Record<string, string> = method === 'GET' ? {} : { 'content-type': 'application/json' }
    const res = await t.call(method, path, { token: who?.token, body, headers: { ...json, ...headers } })
    return { status: res.status, body: (await res.json()) as Body<T>, headers: res.headers }
  }

  const newKey = () => `test-key-${++keys}-${Math.random().toString(36).slice(2, 8)}`

  /** One cart operation with a fresh (or the given) Idempotency-Key. */
  function op(who: Shopper, body: unknown, key = newKey()) {
    return api<import('../../src/api/cart-contract').Cart>(who, 'POST', '/api/cart/farm/ops', body, { 'Idempotency-Key': key })
  }

  async function stockOf(id: string): Promise<number | null> {
    const [row] = await rows<{ stock: number | null }>(t.db, sql`SELECT stock FROM produces WHERE id = ${id}`)
    return row!.stock
  }

  return { ...t, shopper, admin, api, op, newKey, stockOf }
}

export type CommerceTestApp = Awaited<ReturnType<typeof createCommerceTestApp>>

/** Rows of the commerce tables, to assert that a refused request changed nothing. */
export async function commerceSnapshot(db: Db) {
  const tables = ['addresses', 'payment_methods', 'favorites', 'carts', 'cart_lines', 'orders', 'order_lines', 'order_status_history', 'idempotency_keys']
  const out: Record<string, unknown[]> = {}
  for (const table of tables) out[table] = await rows(db, sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1, 2`)
  out.produces = await rows(db, sql`SELECT id, stock, updated_at FROM produces ORDER BY id`)
  return JSON.stringify(out)
}

/** A checkout payload with the first offered delivery day. */
export async function deliveryDayFor(app: CommerceTestApp, who: Shopper): Promise<string> {
  const res = await app.api<import('../../src/api/cart-contract').CheckoutOptions>(who, 'GET', '/api/cart/farm/checkout-options')
  const day = res.body.data.deliveryDays[0]
  if (!day) throw new Error(`no delivery day offered: ${JSON.stringify(res.body)}`)
  return day
}

type Unconfirmed = Omit<import('../../src/api/cart-contract').CheckoutInput, 'confirmed'>

/**
 * What the checkout screen would show this shopper now for `input` (their cart's lines that can be
 * bought, the address's zone fee unless the subtotal reaches free delivery, the market's service fee): the `confirmed` part of an order.
 */
export async function confirmedFor(app: CommerceTestApp, who: Shopper, input: Unconfirmed): Promise<import('../../src/api/cart-contract').CheckoutConfirmed> {
  const vertical = input.vertical ?? 'farm'
  const cart = (await app.api<import('../../src/api/cart-contract').Cart>(who, 'GET', `/api/cart/${vertical}`)).body.data
  const options = (await app.api<import('../../src/api/cart-contract').CheckoutOptions>(who, 'GET', `/api/cart/${vertical}/checkout-options`)).body.data
  let deliveryFee = 0
  if (input.fulfilment === 'delivery' && input.addressId) {
    const addresses = (await app.api<import('../../src/api/account-contract').Address[]>(who, 'GET', '/api/addresses?perPage=100')).body.data ?? []
    const zone = addresses.find((a) => a.id === input.addressId)?.locationId
    deliveryFee = deliveryFeeFor(options.deliveryZones.find((z) => z.id === zone)?.fee ?? 0, cart.subtotal, options.freeDeliveryFrom)
  }
  return confirmedFigures(cart, options.serviceFee, deliveryFee)
}

/** An order body with what the checkout screen would show now (see confirmedFor), unless `input` brings its own. */
export async function withConfirmed(app: CommerceTestApp, who: Shopper, input: Unconfirmed & { confirmed?: import('../../src/api/cart-contract').CheckoutConfirmed }) {
  return { ...input, confirmed: input.confirmed ?? (await confirmedFor(app, who, input)) }
}

/** Sets each line of `who`'s farm cart, expecting every change to be taken. */
export async function fillCart(app: CommerceTestApp, who: Shopper, lines: [string, number][]) {
  for (const [produceId, quantity] of lines) {
    const res = await app.op(who, { op: 'set', produceId, quantity })
    if (res.status !== 200) throw new Error(`setting ${produceId} answered ${res.status}: ${JSON.stringify(res.body)}`)
  }
}

/** Saves an address of `who` in a delivery zone and answers its id. */
export async function saveAddress(app: CommerceTestApp, who: Shopper, locationId = 'jnb-soweto', storeId = 'jnb'): Promise<string> {
  const res = await app.api<import('../../src/api/account-contract').Address>(who, 'POST', '/api/addresses', {
    label: 'Home',
    recipient: 'Amina Diallo',
    phone: '+27 82 555 0101',
    storeId,
    locationId,
    line1: '12 Vilakazi Street',
    landmark: 'Blue gate after the church',
  })
  if (res.status !== 201) throw new Error(`saving an address answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body.data.id
}

/** Marks `order` paid by `provider`, as the payments would once its attempt succeeded (a paid attempt and the payment's row). */
export async function markPaid(db: Db, order: { id: string; currencyExponent: number }, provider = 'paystack'): Promise<void> {
  const attemptId = `attempt-${order.id}`
  await db.execute(
    sql`INSERT INTO payment_attempts (id, payment_id, order_id, provider, provider_ref, amount, currency, currency_exponent, status, receipt, expires_at)
        SELECT ${attemptId}, p.id, p.order_id, ${provider}, ${attemptId}, p.amount, p.currency, ${order.currencyExponent}, 'succeeded', ${attemptId}, now() + interval '1 hour'
        FROM payments p WHERE p.order_id = ${order.id}`,
  )
  await db.execute(sql`UPDATE payments SET status = 'paid', method = ${provider}, paid_attempt_id = ${attemptId} WHERE order_id = ${order.id}`)
}
