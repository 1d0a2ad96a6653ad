/**
 * Checkout: what the form offers (delivery days, pickup points, zones and fees) and placing an
 * order in ONE transaction — re-read the cart, check where and when it goes, reserve stock,
 * write the order, its lines and its first status, empty the cart. Any refusal rolls everything
 * back (nothing is written, the Idempotency-Key is not used up).
 *
 * Stock: the produce rows are locked in id order (no deadlock between two checkouts), every line
 * is checked so the 409 names all the lines to fix, then each is taken with a conditional UPDATE
 * (`stock >= reserved`), which alone keeps stock from going negative should the lock ever be
 * missing. Stock counts whole units: a line of 1.5 kg reserves 2 (never oversells; the catalog's
 * stock column is an integer). Made-to-order produces (stock NULL) reserve nothing.
 *
 * Only database calls are awaited inside the transaction (PGlite has one connection).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { CheckoutOptions, Vertical } from '../../src/api/cart-contract'
import type { ApiFieldError } from '../../src/api/contract'
import { lockCart, produceFacts, storedLines, isValidQuantity, lineTotalOf, unitsOf } from '../cart/cart-store'
import { rows, type Conn, type Tx } from '../cart/cart-sql'
import { claimKey, recordAnswer, type KeyClaim } from '../cart/idempotency'
import { orderLines, orders, orderStatusHistory, type OrderAddress, type OrderPayment, type OrderPickup } from '../db/schema/commerce'
import { ApiError } from '../lib/http'
import type { I18n, Lang } from '../seed/seed-types'
import { ORDER_CONFIG, serviceFeeFor, type OrderConfig } from './order-config'
import { newOrderNumber } from './order-number'

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The dates, from the lead day on within the horizon, on which every farmer delivers (0 = Sunday). */
export function offeredDays(today: string, farmerDays: readonly (readonly number[])[], config: OrderConfig = ORDER_CONFIG): string[] {
  if (farmerDays.length === 0) return []
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const days: string[] = []
  for (let i = config.deliveryLeadDays; i < config.deliveryLeadDays + config.deliveryHorizonDays; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i))
    if (farmerDays.every((delivers) => delivers.includes(date.getUTCDay()))) days.push(date.toISOString().slice(0, 10))
  }
  return days
}

interface CartPlace {
  storeId: string
  timeZone: string
  farmerDays: number[][]
}

/** Where the cart is sold and when its farmers deliver; null for an empty cart. */
async function cartPlace(conn: Conn, userId: string, vertical: Vertical): Promise<CartPlace | null> {
  const found = await rows<{ store_id: string; time_zone: string; farmer_id: string; delivery_days: number[] }>(
    conn,
    sql`SELECT DISTINCT p.store_id, s.time_zone, f.id AS farmer_id, f.delivery_days
        FROM cart_lines l
          JOIN produces p ON p.id = l.produce_id
          JOIN farmers f ON f.id = p.farmer_id
          JOIN stores s ON s.id = p.store_id
        WHERE l.user_id = ${userId} AND l.vertical = ${vertical}`,
  )
  const first = found[0]
  if (!first) return null
  return { storeId: first.store_id, timeZone: first.time_zone, farmerDays: found.map((r) => r.delivery_days.map(Number)) }
}

async function storeLocations(conn: Conn, storeId: string) {
  return rows<{ id: string; name: string; kind: 'pickup' | 'zone'; address: string; delivery_fee: number }>(
    conn,
    sql`SELECT id, name, kind, address, delivery_fee FROM locations WHERE store_id = ${storeId} ORDER BY name, id`,
  )
}

export async function checkoutOptions(conn: Conn, userId: string, vertical: Vertical, now: Date): Promise<CheckoutOptions> {
  const place = await cartPlace(conn, userId, vertical)
  if (!place) return { deliveryDays: [], pickupLocations: [], deliveryZones: [], serviceFee: 0 }
  const locations = await storeLocations(conn, place.storeId)
  return {
    deliveryDays: offeredDays(todayIn(place.timeZone, now), place.farmerDays),
    pickupLocations: locations.filter((l) => l.kind === 'pickup').map((l) => ({ id: l.id, name: l.name, address: l.address })),
    deliveryZones: locations.filter((l) => l.kind === 'zone').map((l) => ({ id: l.id, name: l.name, fee: l.delivery_fee })),
    serviceFee: serviceFeeFor(place.storeId),
  }
}

export interface CheckoutRequest {
  vertical: Vertical
  fulfilment: 'delivery' | 'pickup'
  addressId?: string | undefined
  pickupLocationId?: string | undefined
  deliveryDay: string
  payment: OrderPayment
  note: string
}

/** The largest amount (minor units) an order, or any of its lines, can hold: the int4 columns' bound. */
const MAX_ORDER_AMOUNT = 2_147_483_647

const invalid = (errors: ApiFieldError[]) => new ApiError(400, 'validation_failed', 'The request has invalid fields', errors)

/** Where the order goes: an address of the user in a zone of the store, or a pickup point of the store. */
async function destination(tx: Tx, userId: string, storeId: string, input: CheckoutRequest) {
  if (input.fulfilment === 'pickup') {
    const [point] = await rows<{ id: string; name: string; address: string }>(
      tx,
      sql`SELECT id, name, address FROM locations WHERE id = ${input.pickupLocationId ?? ''} AND store_id = ${storeId} AND kind = 'pickup'`,
    )
    if (!point) {
      throw invalid([{ field: 'pickupLocationId', code: 'unknown_pickup_point', message: `No pickup point ${input.pickupLocationId} at this market` }])
    }
    return { address: null, pickupLocation: point satisfies OrderPickup, deliveryFee: 0 }
  }
  const [found] = await rows<{
    label: string
    recipient: string
    phone: string
    line1: string
    line2: string
    landmark: string
    location_id: string
    location_name: string
    location_kind: string
    location_store: string
    delivery_fee: number
  }>(
    tx,
    sql`SELECT a.label, a.recipient, a.phone, a.line1, a.line2, a.landmark, a.location_id,
          l.name AS location_name, l.kind AS location_kind, l.store_id AS location_store, l.delivery_fee
        FROM addresses a JOIN locations l ON l.id = a.location_id
        WHERE a.id = ${input.addressId ?? ''} AND a.user_id = ${userId}`,
  )
  if (!found) {
    throw new ApiError(404, 'not_found', `No address ${input.addressId}`, [{ field: 'addressId', code: 'not_found', message: `No address ${input.addressId}` }])
  }
  if (found.location_kind !== 'zone' || found.location_store !== storeId) {
    throw invalid([{ field: 'addressId', code: 'outside_delivery_zones', message: `This address is not in a delivery zone of the ${storeId} market` }])
  }
  const address: OrderAddress = {
    label: found.label,
    recipient: found.recipient,
    phone: found.phone,
    line1: found.line1,
    line2: found.line2,
    landmark: found.landmark,
    locationId: found.location_id,
    locationName: found.location_name,
  }
  return { address, pickupLocation: null, deliveryFee: found.delivery_fee }
}

/**
 * Places the order and answers its id. A replay of the key (or of a key that expired but whose
 * order exists) answers the existing order's id with `replayed: true`.
 */
export async function placeOrder(
  tx: Tx,
  claim: KeyClaim,
  userId: string,
  input: CheckoutRequest,
  lang: Lang,
  now: Date,
): Promise<{ orderId: string; replayed: boolean }> {
  const claimed = await claimKey(tx, claim, ORDER_CONFIG.idempotencyTtlDays)
  if (claimed.kind === 'replay') return { orderId: (JSON.parse(claimed.response) as { orderId: string }).orderId, replayed: true }
  const [earlier] = await rows<{ id: string }>(tx, sql`SELECT id FROM orders WHERE user_id = ${userId} AND idempotency_key = ${claim.key}`)
  if (earlier) {
    await recordAnswer(tx, claim, 201, JSON.stringify({ orderId: earlier.id }))
    return { orderId: earlier.id, replayed: true }
  }

  const { vertical } = input
  await lockCart(tx, userId, vertical)
  const stored = await storedLines(tx, userId, vertical)
  if (stored.length === 0) {
    throw new ApiError(409, 'conflict', 'The cart is empty', [{ field: null, code: 'cart_empty', message: 'Add something to the cart before checking out' }])
  }
  const ids = [...new Set(stored.map((l) => l.produceId))].sort()
  await tx.execute(
    sql`SELECT id FROM produces WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`,
  )
  const facts = await produceFacts(tx, ids, lang)
  const place = await cartPlace(tx, userId, vertical)
  if (!place) throw new Error('a cart with lines has no place')

  const where = await destination(tx, userId, place.storeId, input)
  const days = offeredDays(todayIn(place.timeZone, now), place.farmerDays)
  if (!days.includes(input.deliveryDay)) {
    throw invalid([
      {
        field: 'deliveryDay',
        code: 'unavailable_day',
        message: days.length ? `Choose one of the delivery days offered (next: ${days[0]})` : 'The farmers of this cart have no common delivery day soon',
        ...(days.length ? { params: { next: days[0]! } } : {}),
      },
    ])
  }

  const problems: ApiFieldError[] = []
  for (const line of stored) {
    const f = facts.get(line.produceId)
    const field = `lines.${line.produceId}`
    if (!f || f.withdrawn) problems.push({ field, code: 'unavailable', message: `${f?.name ?? line.produceId} is no longer available` })
    else if (f.stock === 0) problems.push({ field, code: 'sold_out', message: `${f.name} is sold out`, params: { available: 0 } })
    else if (f.stock !== null && unitsOf(line.quantity) > f.stock) {
      problems.push({ field, code: 'insufficient_stock', message: `Only ${f.stock} ${f.unit} of ${f.name} left`, params: { available: f.stock } })
    } else if (!isValidQuantity(line.quantity, f.minQty, f.stepQty)) {
      problems.push({ field, code: 'invalid_quantity', message: `${f.name} is sold from ${f.minQty} in steps of ${f.stepQty}`, params: { min: f.minQty, step: f.stepQty } })
    }
  }
  if (problems.length) throw new ApiError(409, 'conflict', 'Some items are not available in the quantity asked for', problems)

  const names = new Map(
    (
      await rows<{ id: string; name: I18n }>(
        tx,
        sql`SELECT id, name FROM produces WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).map((r) => [r.id, r.name]),
  )
  const lines = stored.map((line, position) => {
    const f = facts.get(line.produceId)!
    return {
      produceId: line.produceId,
      position,
      name: names.get(line.produceId)!,
      unit: f.unit,
      quantity: line.quantity,
      price: f.price,
      lineTotal: lineTotalOf(f.price, line.quantity),
      reserved: f.stock === null ? 0 : unitsOf(line.quantity),
    }
  })
  for (const line of [...lines].sort((a, b) => (a.produceId < b.produceId ? -1 : 1))) {
    if (line.reserved === 0) continue
    const taken = await rows<{ stock: number }>(
      tx,
      sql`UPDATE produces SET stock = stock - ${line.reserved}, updated_at = now()
          WHERE id = ${line.produceId} AND stock IS NOT NULL AND stock >= ${line.reserved} AND deleted_at IS NULL
          RETURNING stock`,
    )
    if (taken.length === 0) {
      throw new ApiError(409, 'conflict', 'Some items are not available in the quantity asked for', [
        { field: `lines.${line.produceId}`, code: 'insufficient_stock', message: `Not enough ${line.produceId} left` },
      ])
    }
  }

  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0)
  const serviceFee = serviceFeeFor(place.storeId)
  // Amounts are int4 columns: a cart of thousands of made-to-order units in naira kobo passed
  // 2^31 and the INSERT failed with a 500 (found by server/hardening's fuzzing). Every amount is
  // at most the total, so bounding the total bounds them all.
  if (subtotal + where.deliveryFee + serviceFee > MAX_ORDER_AMOUNT) {
    throw new ApiError(409, 'conflict', 'This order is too large to place at once', [
      { field: null, code: 'order_too_large', message: 'Split the order or lower some quantities', params: { max: MAX_ORDER_AMOUNT } },
    ])
  }
  const [store] = await rows<{ currency: string; currency_exponent: number }>(
    tx,
    sql`SELECT currency, currency_exponent FROM stores WHERE id = ${place.storeId}`,
  )
  const orderId = randomUUID()
  for (let attempt = 0; ; attempt++) {
    const inserted = await tx
      .insert(orders)
      .values({
        id: orderId,
        number: newOrderNumber(vertical),
        userId,
        vertical,
        storeId: place.storeId,
        status: 'placed',
        fulfilment: input.fulfilment,
        address: where.address,
        pickupLocation: where.pickupLocation,
        deliveryDay: input.deliveryDay,
        payment: input.payment,
        currency: store!.currency,
        currencyExponent: store!.currency_exponent,
        subtotal,
        deliveryFee: where.deliveryFee,
        serviceFee,
        total: subtotal + where.deliveryFee + serviceFee,
        note: input.note,
        idempotencyKey: claim.key,
      })
      .onConflictDoNothing({ target: orders.number })
      .returning({ id: orders.id })
    if (inserted.length) break
    if (attempt >= 9) throw new Error('no free order number after 10 draws')
  }
  await tx.insert(orderLines).values(lines.map((l) => ({ orderId, ...l })))
  await tx.insert(orderStatusHistory).values({ orderId, status: 'placed', byUserId: userId })
  await tx.execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical}`)
  await tx.execute(sql`UPDATE carts SET store_id = NULL, updated_at = now() WHERE user_id = ${userId} AND vertical = ${vertical}`)
  await recordAnswer(tx, claim, 201, JSON.stringify({ orderId }))
  return { orderId, replayed: false }
}
