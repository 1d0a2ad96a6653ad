/**
 * Checkout: what the form offers (market days, when each farmer's produce arrives, the market's
 * minimum order and free-delivery threshold, pickup points, zones and fees) and placing an
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
 * Prices: the request carries what the checkout screen showed (each line's unit price and the
 * totals, decision 014). The order is placed only when the market's figures, computed here under
 * the produce locks, are the same; any difference (a price, an offer that ended, a fee, the total)
 * is a 409 `prices_changed` naming each change, before any stock is taken.
 *
 * Days (decision 017, src/api/arrival-contract.ts): the market is a hub; a day is offered when it is a
 * market day on which every farmer's produce has arrived. Each order line records its farm and the
 * day the farmer brings it in for this order.
 *
 * Minimum and free delivery (columns of `stores`): a subtotal below the market's minimum is a 409
 * `below_minimum` (after the price check: the shopper confirms figures first); a subtotal at or
 * above its free-delivery threshold pays no delivery fee.
 *
 * Limits (columns of `stores`): a total above the market's maximum is refused, and an account
 * whose e-mail is not confirmed may hold only a few open orders, each under a lower total.
 *
 * Only database calls are awaited inside the transaction (PGlite has one connection).
 */
import { randomUUID } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import {
  deliveryFeeFor,
  dropOffFor,
  areaReach,
  kitchenDays,
  offeredDays,
  orderingDay,
  timeIn,
  todayIn,
  windowAfterReady,
  type Holiday,
  type KitchenHours,
  type SlotWindow,
} from '../../src/api/arrival-contract'
import type { KitchenDetails, MealDetails } from '../../src/api/service-details-contract'
import type { CheckoutOptions, CheckoutConfirmed, Fulfilment, Vertical } from '../../src/api/cart-contract'
import type { ApiFieldError } from '../../src/api/contract'
import { lockCart, produceFacts, storedLines, isValidQuantity, lineTotalOf, unitsOf, type ProduceFacts } from '../cart/cart-store'
import { rows, type Conn, type Tx } from '../cart/cart-sql'
import { claimKey, recordAnswer, type KeyClaim } from '../cart/idempotency'
import { orderLines, orders, orderStatusHistory, type OrderAddress, type OrderPayment, type OrderPickup } from '../db/schema/commerce'
import { ApiError } from '../lib/http'
import type { I18n, Lang } from '../seed/seed-types'
import { ORDER_CONFIG, serviceFeeFor } from './order-config'
import { methodsForCountry } from '../../src/api/payments-contract'
import { newOrderNumber } from './order-number'
import type { LineChoices } from '../../src/api/line-choices-contract'
import { choiceErrors, lineKeyFor, orderChoices, storedChoices, unitPriceOf } from '../cart/line-choices'
import { isDigitalBook } from '../cookbook/digital-books'

export { offeredDays, todayIn } from '../../src/api/arrival-contract'

interface CartFarmer {
  farmerId: string
  farmName: string
  days: number[]
  /** The farm's holidays (decision 042): the arrival rules skip its drop-off days inside them. */
  holidays: Holiday[]
  /** A kitchen's hours and preparation time (decision 048): it cooks, its meals do not arrive. */
  kitchen: KitchenHours | null
}

export interface CartPlace {
  storeId: string
  country: string
  timeZone: string
  marketDays: number[]
  minOrderTotal: number
  freeDeliveryFrom: number | null
  cutoffMinute: number
  farmers: CartFarmer[]
}

/** Where the cart is sold, the market's rules and when its farmers bring produce in; null for an empty cart. */
async function cartPlace(conn: Conn, userId: string, vertical: Vertical): Promise<CartPlace | null> {
  return placeOf(conn, sql`p.id IN (SELECT produce_id FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical})`)
}

/** The same for a guest's basket, which is the device's: its produce ids (decision 024). */
export async function producesPlace(conn: Conn, produceIds: readonly string[]): Promise<CartPlace | null> {
  if (produceIds.length === 0) return null
  return placeOf(
    conn,
    sql`p.id IN (${sql.join(
      produceIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
}

async function placeOf(conn: Conn, which: SQL): Promise<CartPlace | null> {
  const found = await rows<{
    store_id: string
    country: string
    time_zone: string
    market_days: number[]
    min_order_total: number
    free_delivery_from: number | null
    cutoff_minute: number
    farmer_id: string
    farm_name: string
    delivery_days: number[]
    holidays: Holiday[] | null
    service: string
    details: Partial<KitchenDetails>
  }>(
    conn,
    sql`SELECT DISTINCT ON (p.store_id, f.id) p.store_id, s.country, s.time_zone, s.market_days, s.min_order_total, s.free_delivery_from, s.cutoff_minute, f.id AS farmer_id, f.farm_name, f.delivery_days, f.holidays,
          f.service, f.details
        FROM produces p
          JOIN farmers f ON f.id = p.farmer_id
          JOIN stores s ON s.id = p.store_id
        WHERE ${which}
        ORDER BY p.store_id, f.id`,
  )
  const first = found[0]
  if (!first) return null
  return {
    storeId: first.store_id,
    country: first.country,
    timeZone: first.time_zone,
    marketDays: first.market_days.map(Number),
    minOrderTotal: first.min_order_total,
    freeDeliveryFrom: first.free_delivery_from,
    cutoffMinute: first.cutoff_minute,
    farmers: found
      .filter((r) => r.store_id === first.store_id)
      .map((r) => ({
        farmerId: r.farmer_id,
        farmName: r.farm_name,
        days: r.delivery_days.map(Number),
        holidays: r.holidays ?? [],
        kitchen: r.service === 'food' ? { openingHours: r.details.openingHours ?? [], prepMinutes: r.details.prepMinutes ?? 0 } : null,
      })),
  }
}

/** When a basket can be delivered: what the market offers, and for a basket of kitchens when its meals are first ready. */
interface Schedule {
  days: string[]
  /** The kitchens' earliest ready time (decision 048); null for produce, which arrives by days. */
  ready: { day: string; time: string } | null
}

/**
 * The days offered: a farm basket's market days (decision 017, from the market's ordering day); a
 * kitchen basket's opening days from when its meals are first ready (decision 048, from now).
 */
function scheduleOf(place: CartPlace, today: string, now: Date): Schedule {
  const kitchens = place.farmers.map((f) => f.kitchen).filter((k): k is KitchenHours => k !== null)
  if (kitchens.length > 0) return kitchenDays(todayIn(place.timeZone, now), timeIn(place.timeZone, now), kitchens)
  return {
    days: offeredDays(
      today,
      place.farmers.map((f) => ({ days: f.days, holidays: f.holidays })),
      place.marketDays,
    ),
    ready: null,
  }
}

async function storeLocations(conn: Conn, storeId: string) {
  return rows<{ id: string; name: string; kind: 'pickup' | 'zone'; address: string; delivery_fee: number; windows: SlotWindow[] }>(
    conn,
    sql`SELECT id, name, kind, address, delivery_fee, windows FROM locations WHERE store_id = ${storeId} ORDER BY name, id`,
  )
}

/** Places already booked per location, day and window, for the days offered. */
async function bookings(conn: Conn, locationIds: readonly string[], days: readonly string[]): Promise<Map<string, number>> {
  if (locationIds.length === 0 || days.length === 0) return new Map()
  const found = await rows<{ location_id: string; day: string; window_id: string; booked: number }>(
    conn,
    sql`SELECT location_id, day::text AS day, window_id, booked FROM slot_bookings
        WHERE location_id IN (${sql.join(
          locationIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND day BETWEEN ${days[0]!} AND ${days.at(-1)!}`,
  )
  return new Map(found.map((r) => [slotKey(r.location_id, r.day, r.window_id), r.booked]))
}

const slotKey = (locationId: string, day: string, windowId: string) => `${locationId}|${day}|${windowId}`
const windowOf = (w: SlotWindow) => ({ id: w.id, start: w.start, end: w.end })

export async function checkoutOptions(conn: Conn, userId: string, vertical: Vertical, now: Date): Promise<CheckoutOptions> {
  const options = await optionsFor(conn, await cartPlace(conn, userId, vertical), now)
  if (vertical !== 'cookbook') return options
  const listings = await rows<{ service: string; details: unknown }>(
    conn,
    sql`SELECT p.service, p.details FROM cart_lines c JOIN produces p ON p.id = c.produce_id WHERE c.user_id = ${userId} AND c.vertical = ${vertical}`,
  )
  // A guest's options never say so: a digital book goes to an account's library.
  return { ...options, digitalOnly: listings.length > 0 && listings.every(isDigitalBook) }
}

export async function optionsFor(conn: Conn, place: CartPlace | null, now: Date): Promise<CheckoutOptions> {
  if (!place) return { deliveryDays: [], slots: [], arrivals: [], minOrderTotal: 0, freeDeliveryFrom: null, pickupLocations: [], deliveryZones: [], serviceFee: 0, paymentMethods: [] }
  const locations = await storeLocations(conn, place.storeId)
  const today = orderingDay(place.timeZone, place.cutoffMinute, now)
  const { days: deliveryDays, ready } = scheduleOf(place, today, now)
  const booked = await bookings(
    conn,
    locations.map((l) => l.id),
    deliveryDays,
  )
  return {
    deliveryDays,
    slots: locations.flatMap((l) =>
      deliveryDays.flatMap((day) =>
        l.windows.filter((w) => windowAfterReady(day, w, ready)).map((w) => ({ locationId: l.id, day, windowId: w.id, left: Math.max(0, w.capacity - (booked.get(slotKey(l.id, day, w.id)) ?? 0)) })),
      ),
    ),
    // Cooked once a closed kitchen opens, on a later day: "as soon as possible" says that day (decision 050).
    readyAt: ready && { ...ready, afterOpening: ready.day !== todayIn(place.timeZone, now) },
    // The same rule as the catalog's cards for a chosen area (decision 029): a farm reaches any place of its market on its earliest arrival, or none.
    arrivals: place.farmers.map((f) => {
      if (f.kitchen) return { farmerId: f.farmerId, farmName: f.farmName, day: ready?.day ?? null }
      const reach = areaReach(today, { days: f.days, holidays: f.holidays }, place.marketDays)
      return { farmerId: f.farmerId, farmName: f.farmName, day: reach.reaches ? reach.day : null }
    }),
    minOrderTotal: place.minOrderTotal,
    freeDeliveryFrom: place.freeDeliveryFrom,
    pickupLocations: locations.filter((l) => l.kind === 'pickup').map((l) => ({ id: l.id, name: l.name, address: l.address, windows: l.windows.map(windowOf) })),
    deliveryZones: locations.filter((l) => l.kind === 'zone').map((l) => ({ id: l.id, name: l.name, fee: l.delivery_fee, windows: l.windows.map(windowOf) })),
    serviceFee: serviceFeeFor(place.storeId),
    paymentMethods: [...methodsForCountry(place.country)],
  }
}

/** Who orders: a signed-in shopper (their cart, saved addresses), or a guest (decision 024). */
export type Buyer = { kind: 'user'; userId: string } | GuestBuyer

export interface GuestBuyer {
  kind: 'guest'
  contact: { name: string; phone: string; email: string }
  /** The device's basket. */
  lines: readonly { produceId: string; quantity: number; choices?: LineChoices | undefined }[]
  address: { locationId: string; line1: string; line2: string; landmark: string } | undefined
  /** The token its link carries, drawn from the order's id (guest-orders.ts); only its hash is stored. */
  tokenOf(orderId: string): { token: string; hash: string }
}

export interface CheckoutRequest {
  vertical: Vertical
  fulfilment: Fulfilment
  addressId?: string | undefined
  pickupLocationId?: string | undefined
  /** Absent for a digital order (the schema requires it for the others). */
  deliveryDay?: string | undefined
  /** The window of the day (a zone's round, a pickup point's hours); absent: the first with room. */
  windowId?: string | undefined
  payment: OrderPayment
  note: string
  confirmed: CheckoutConfirmed
}

/** The largest amount (minor units) an order, or any of its lines, can hold: the int4 columns' bound. */
const MAX_ORDER_AMOUNT = 2_147_483_647

const invalid = (errors: ApiFieldError[]) => new ApiError(400, 'validation_failed', 'The request has invalid fields', errors)

/** Where the order goes: an address of the user (or the guest's own) in a zone of the store, or a pickup point of the store. */
async function destination(tx: Tx, buyer: Buyer, storeId: string, input: CheckoutRequest) {
  if (input.fulfilment === 'pickup') {
    const [point] = await rows<{ id: string; name: string; address: string; windows: SlotWindow[] }>(
      tx,
      sql`SELECT id, name, address, windows FROM locations WHERE id = ${input.pickupLocationId ?? ''} AND store_id = ${storeId} AND kind = 'pickup'`,
    )
    if (!point) {
      throw invalid([{ field: 'pickupLocationId', code: 'unknown_pickup_point', message: `No pickup point ${input.pickupLocationId} at this market` }])
    }
    return { address: null, pickupLocation: { id: point.id, name: point.name, address: point.address } satisfies OrderPickup, zoneFee: 0, locationId: point.id, windows: point.windows }
  }
  if (buyer.kind === 'guest') return guestDestination(tx, buyer, storeId)
  const userId = buyer.userId
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
    windows: SlotWindow[]
  }>(
    tx,
    sql`SELECT a.label, a.recipient, a.phone, a.line1, a.line2, a.landmark, a.location_id,
          l.name AS location_name, l.kind AS location_kind, l.store_id AS location_store, l.delivery_fee, l.windows
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
  return { address, pickupLocation: null, zoneFee: found.delivery_fee, locationId: found.location_id, windows: found.windows }
}

/** A guest's address: typed at checkout, in a delivery zone of the market. */
async function guestDestination(tx: Tx, buyer: GuestBuyer, storeId: string) {
  const asked = buyer.address
  const [zone] = asked
    ? await rows<{ id: string; name: string; delivery_fee: number; windows: SlotWindow[] }>(
        tx,
        sql`SELECT id, name, delivery_fee, windows FROM locations WHERE id = ${asked.locationId} AND store_id = ${storeId} AND kind = 'zone'`,
      )
    : []
  if (!asked || !zone) {
    throw invalid([{ field: 'address.locationId', code: 'outside_delivery_zones', message: `This address is not in a delivery zone of the ${storeId} market` }])
  }
  const address: OrderAddress = {
    label: '',
    recipient: buyer.contact.name,
    phone: buyer.contact.phone,
    line1: asked.line1,
    line2: asked.line2,
    landmark: asked.landmark,
    locationId: zone.id,
    locationName: zone.name,
  }
  return { address, pickupLocation: null, zoneFee: zone.delivery_fee, locationId: zone.id, windows: zone.windows }
}

/** Where a digital order goes: nowhere; the books go to the account's library once paid. */
const NOWHERE = { address: null, pickupLocation: null, zoneFee: 0, locationId: '', windows: [] as SlotWindow[] }

/**
 * A digital order (decision 050) is for an account (the books go to its library), paid online (cash
 * has no moment of handing over), and only for a basket whose every line is a digital cookbook,
 * checked here against the listings, never trusted from the device. A line the catalog no longer
 * holds is left to the stock check, which names it.
 */
function refuseNotDigital(buyer: Buyer, input: CheckoutRequest, lines: readonly { produceId: string; lineKey: string }[], facts: ReadonlyMap<string, ProduceFacts>): void {
  if (buyer.kind === 'guest') throw invalid([{ field: 'fulfilment', code: 'account_required', message: 'A digital order needs an account: its books go to your library' }])
  if (input.payment.kind === 'cash') throw invalid([{ field: 'payment.kind', code: 'online_payment_only', message: 'A digital order is paid online' }])
  const printed = lines.filter((l) => {
    const f = facts.get(l.produceId)
    return f !== undefined && !isDigitalBook(f)
  })
  if (printed.length) {
    throw invalid([
      {
        field: 'fulfilment',
        code: 'not_digital_only',
        message: `Only a basket of digital cookbooks can be digital; deliver or pick up ${printed.map((l) => l.lineKey).join(', ')}`,
        params: { lines: printed.map((l) => l.lineKey).join(',') },
      },
    ])
  }
}

type Figures = Pick<CheckoutConfirmed, 'subtotal' | 'deliveryFee' | 'serviceFee' | 'total'>

/**
 * Each difference between what the shopper confirmed and what the market charges now, as the
 * field errors of a 409 `prices_changed` (src/api/cart-contract.ts PRICE_CHANGE_CODES).
 */
function priceChanges(
  confirmed: CheckoutConfirmed,
  lines: readonly { produceId: string; lineKey: string; price: number }[],
  facts: ReadonlyMap<string, { name: string }>,
  figures: Figures,
): ApiFieldError[] {
  const seen = new Map(confirmed.lines.map((l) => [l.lineKey ?? l.produceId, l.price]))
  const changes: ApiFieldError[] = []
  for (const line of lines) {
    const old = seen.get(line.lineKey)
    if (old === line.price) continue
    const name = facts.get(line.produceId)?.name ?? line.produceId
    changes.push({
      field: `lines.${line.lineKey}`,
      code: 'price_changed',
      message: old === undefined ? `${name} costs ${line.price} and was not confirmed` : `${name} now costs ${line.price}, not ${old}`,
      params: { name, new: line.price, ...(old === undefined ? {} : { old }) },
    })
  }
  const charged = new Set(lines.map((l) => l.lineKey))
  for (const [produceId, old] of seen) {
    if (!charged.has(produceId)) changes.push({ field: `lines.${produceId}`, code: 'line_removed', message: `${produceId} is no longer in the cart`, params: { old } })
  }
  for (const key of ['subtotal', 'deliveryFee', 'serviceFee', 'total'] as const) {
    if (confirmed[key] !== figures[key]) {
      changes.push({ field: key, code: 'amount_changed', message: `The ${key} is now ${figures[key]}, not ${confirmed[key]}`, params: { old: confirmed[key], new: figures[key] } })
    }
  }
  return changes
}

/**
 * Takes a place in the window (issue 31): one conditional upsert, so of two checkouts racing for
 * the last place one gets the row's increment and the other gets no row back — a 409 `slot_full`
 * naming the windows that still have room. No window asked: the first of the day with room.
 */
async function bookSlot(tx: Tx, locationId: string, day: string, windows: readonly SlotWindow[], windowId: string | undefined) {
  const take = (w: SlotWindow) => takeCapacity(tx, { locationId, day, windowId: w.id }, 1, w.capacity)
  if (windowId === undefined) {
    for (const w of windows) if (await take(w)) return windowOf(w)
  } else {
    const asked = windows.find((w) => w.id === windowId)
    if (!asked) throw invalid([{ field: 'windowId', code: 'unknown_window', message: `No window ${windowId} at this place`, params: { windowId } }])
    if (await take(asked)) return windowOf(asked)
  }
  const booked = await bookings(tx, [locationId], [day])
  const open = windows.filter((w) => w.capacity > (booked.get(slotKey(locationId, day, w.id)) ?? 0)).map((w) => w.id)
  throw new ApiError(409, 'slot_full', 'This time window is full', [
    { field: 'windowId', code: 'slot_full', message: open.length ? `Full; windows with room that day: ${open.join(', ')}` : 'Every window of this day is full', params: { open: open.join(',') } },
  ])
}

/**
 * Takes `amount` of a day's capacity (a window's places, a meal's portions): one conditional upsert
 * of `slot_bookings`, whose row lock serialises two checkouts racing for the last of it on
 * PostgreSQL; false, and nothing taken, when the capacity would be passed.
 */
async function takeCapacity(tx: Tx, at: { locationId: string; day: string; windowId: string }, amount: number, capacity: number): Promise<boolean> {
  if (amount > capacity) return false
  const taken = await rows<{ booked: number }>(
    tx,
    sql`INSERT INTO slot_bookings (location_id, day, window_id, booked) VALUES (${at.locationId}, ${at.day}, ${at.windowId}, ${amount})
        ON CONFLICT (location_id, day, window_id) DO UPDATE SET booked = slot_bookings.booked + ${amount}
        WHERE slot_bookings.booked + ${amount} <= ${capacity}
        RETURNING booked`,
  )
  return taken.length > 0
}

/** A meal's portions of a day are counted in `slot_bookings` under this place and window (decision 048). */
const portionsAt = (produceId: string, day: string) => ({ locationId: `portions:${produceId}`, day, windowId: 'day' })

/**
 * A kitchen cooks so many portions of a meal a day (MealDetails.portionsPerDay): the order takes
 * its portions of the delivery day (every line of the meal, whatever its options) or is refused
 * with a 409 `sold_out_for_day` naming the next offered day that still has them (none: `next` absent).
 */
async function takePortions(tx: Tx, lines: readonly { produceId: string; quantity: number }[], facts: ReadonlyMap<string, ProduceFacts>, day: string, days: readonly string[]): Promise<void> {
  const wanted = new Map<string, number>()
  for (const line of lines) wanted.set(line.produceId, (wanted.get(line.produceId) ?? 0) + unitsOf(line.quantity))
  const problems: ApiFieldError[] = []
  for (const [produceId, portions] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const f = facts.get(produceId)
    const perDay = f?.service === 'food' ? (f.details as Partial<MealDetails>).portionsPerDay : undefined
    if (perDay === undefined || !f) continue
    if (await takeCapacity(tx, portionsAt(produceId, day), portions, perDay)) continue
    const later = days.filter((d) => d > day)
    const booked = later.length
      ? await rows<{ day: string; booked: number }>(tx, sql`SELECT day::text AS day, booked FROM slot_bookings WHERE location_id = ${`portions:${produceId}`} AND day > ${day}`)
      : []
    const next = later.find((d) => (booked.find((b) => b.day === d)?.booked ?? 0) + portions <= perDay)
    problems.push({
      field: `lines.${produceId}`,
      code: 'sold_out_for_day',
      message: next ? `${f.name} is sold out for ${day}; the kitchen has it on ${next}` : `${f.name} is sold out for ${day} and the days after it`,
      params: { name: f.name, day, ...(next ? { next } : {}) },
    })
  }
  if (problems.length) throw new ApiError(409, 'conflict', 'Some meals are sold out for that day', problems)
}

interface StoreLimits {
  max_order_total: number
  unconfirmed_max_open_orders: number
  unconfirmed_max_order_total: number
}

/** The statuses of an order that is still to be delivered (it holds a farmer's stock). */
const OPEN_STATUSES = ['placed', 'confirmed', 'out-for-delivery'] as const
const OPEN_STATUS_LIST = sql.join(
  OPEN_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * The market's largest order, for everyone. Amounts are int4 columns: a cart of thousands of
 * made-to-order units in naira kobo passed 2^31 and the INSERT failed with a 500 (found by
 * server/hardening's fuzzing). Every amount is at most the total, so bounding the total bounds
 * them all, whatever a market's maximum says.
 */
function refuseAboveMaximum(limits: StoreLimits, total: number): void {
  const max = Math.min(limits.max_order_total, MAX_ORDER_AMOUNT)
  if (total > max) {
    throw new ApiError(409, 'order_above_maximum', 'This order is above the largest order this market takes', [
      { field: 'total', code: 'order_above_maximum', message: `Orders at this market are at most ${max}; split the order or lower some quantities`, params: { max, total } },
    ])
  }
}

/**
 * The market's order limits: its largest order, and for an account whose e-mail is not confirmed,
 * a lower total and a few open orders at a time (an unconfirmed address may be anyone's).
 */
async function checkLimits(tx: Tx, userId: string, storeId: string, total: number): Promise<void> {
  const [limits] = await rows<StoreLimits & { verified: boolean; open: number }>(
    tx,
    sql`SELECT s.max_order_total, s.unconfirmed_max_open_orders, s.unconfirmed_max_order_total,
          (SELECT email_verified_at IS NOT NULL FROM users WHERE id = ${userId}) AS verified,
          (SELECT count(*)::int FROM orders o WHERE o.user_id = ${userId} AND o.store_id = s.id
             AND o.status IN (${OPEN_STATUS_LIST})) AS open
        FROM stores s WHERE s.id = ${storeId}`,
  )
  if (!limits) throw new Error(`no store ${storeId}`)
  refuseAboveMaximum(limits, total)
  if (limits.verified) return
  if (limits.open >= limits.unconfirmed_max_open_orders) {
    throw new ApiError(403, 'email_unconfirmed', 'Confirm your e-mail address to place more orders', [
      {
        field: null,
        code: 'unconfirmed_open_orders',
        message: `Until the e-mail is confirmed, at most ${limits.unconfirmed_max_open_orders} orders can be open at once`,
        params: { max: limits.unconfirmed_max_open_orders },
      },
    ])
  }
  if (total > limits.unconfirmed_max_order_total) {
    throw new ApiError(403, 'email_unconfirmed', 'Confirm your e-mail address to place a larger order', [
      {
        field: 'total',
        code: 'unconfirmed_order_total',
        message: `Until the e-mail is confirmed, an order is at most ${limits.unconfirmed_max_order_total}`,
        params: { max: limits.unconfirmed_max_order_total, total },
      },
    ])
  }
}

/**
 * A guest's order is an unconfirmed one (decision 024): the limits of an account whose e-mail is
 * not confirmed apply per e-mail address and per phone number, over the guest orders still open.
 */
async function checkGuestLimits(tx: Tx, contact: GuestBuyer['contact'], storeId: string, total: number): Promise<void> {
  const [limits] = await rows<StoreLimits & { open: number }>(
    tx,
    sql`SELECT s.max_order_total, s.unconfirmed_max_open_orders, s.unconfirmed_max_order_total,
          (SELECT count(*)::int FROM orders o WHERE o.user_id IS NULL AND o.store_id = s.id
             AND (o.guest_email = ${contact.email} OR o.guest_phone = ${contact.phone})
             AND o.status IN (${OPEN_STATUS_LIST})) AS open
        FROM stores s WHERE s.id = ${storeId}`,
  )
  if (!limits) throw new Error(`no store ${storeId}`)
  refuseAboveMaximum(limits, total)
  if (limits.open >= limits.unconfirmed_max_open_orders) {
    throw new ApiError(403, 'guest_limit', 'This e-mail address or phone number has as many open guest orders as a guest may have', [
      { field: null, code: 'guest_open_orders', message: `A guest may have at most ${limits.unconfirmed_max_open_orders} orders open at once`, params: { max: limits.unconfirmed_max_open_orders } },
    ])
  }
  if (total > limits.unconfirmed_max_order_total) {
    throw new ApiError(403, 'guest_limit', 'A guest order is smaller than this', [
      { field: 'total', code: 'guest_order_total', message: `A guest order is at most ${limits.unconfirmed_max_order_total}`, params: { max: limits.unconfirmed_max_order_total, total } },
    ])
  }
}

/**
 * Places the order and answers its id. A replay of the key (or of a key that expired but whose
 * order exists) answers the existing order's id with `replayed: true`.
 */
export async function placeOrder(tx: Tx, claim: KeyClaim, userId: string, input: CheckoutRequest, lang: Lang, now: Date): Promise<{ orderId: string; replayed: boolean }> {
  const claimed = await claimKey(tx, claim, ORDER_CONFIG.idempotencyTtlDays)
  if (claimed.kind === 'replay') return { orderId: (JSON.parse(claimed.response) as { orderId: string }).orderId, replayed: true }
  const [earlier] = await rows<{ id: string }>(tx, sql`SELECT id FROM orders WHERE user_id = ${userId} AND idempotency_key = ${claim.key}`)
  if (earlier) {
    await recordAnswer(tx, claim, 201, JSON.stringify({ orderId: earlier.id }))
    return { orderId: earlier.id, replayed: true }
  }
  await lockCart(tx, userId, input.vertical)
  const orderId = await placeFor(tx, { kind: 'user', userId }, claim.key, input, lang, now)
  await recordAnswer(tx, claim, 201, JSON.stringify({ orderId }))
  return { orderId, replayed: false }
}

/**
 * A guest's order (decision 024). A guest has no row in idempotency_keys (its rows belong to
 * users): the order itself, unique per e-mail address and key, makes a retry find it again.
 */
export async function placeGuestOrder(tx: Tx, key: string, buyer: GuestBuyer, input: CheckoutRequest, lang: Lang, now: Date): Promise<{ orderId: string; replayed: boolean }> {
  const [earlier] = await rows<{ id: string }>(tx, sql`SELECT id FROM orders WHERE guest_email = ${buyer.contact.email} AND idempotency_key = ${key}`)
  if (earlier) return { orderId: earlier.id, replayed: true }
  return { orderId: await placeFor(tx, buyer, key, input, lang, now), replayed: false }
}

async function placeFor(tx: Tx, buyer: Buyer, key: string, input: CheckoutRequest, lang: Lang, now: Date): Promise<string> {
  const { vertical } = input
  const userId = buyer.kind === 'user' ? buyer.userId : null
  const stored =
    buyer.kind === 'user'
      ? await storedLines(tx, buyer.userId, vertical)
      : buyer.lines.map((l, position) => ({ produceId: l.produceId, quantity: l.quantity, choices: storedChoices(l.choices), lineKey: lineKeyFor(l.produceId, l.choices), position }))
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
  const place = buyer.kind === 'user' ? await cartPlace(tx, buyer.userId, vertical) : await producesPlace(tx, ids)
  if (!place) {
    // Only a guest's basket can name produce the catalog does not hold at all.
    throw new ApiError(
      409,
      'conflict',
      'Some items are not available in the quantity asked for',
      ids.map((id) => ({ field: `lines.${id}`, code: 'unavailable', message: `${id} is no longer available` })),
    )
  }

  const isDigital = input.fulfilment === 'digital'
  if (isDigital) refuseNotDigital(buyer, input, stored, facts)
  const where = isDigital ? NOWHERE : await destination(tx, buyer, place.storeId, input)
  const today = orderingDay(place.timeZone, place.cutoffMinute, now)
  const { days, ready } = scheduleOf(place, today, now)
  // A digital order is read in the account once paid: no day to choose, it carries the day it is placed (decision 050).
  const deliveryDay = isDigital ? todayIn(place.timeZone, now) : (input.deliveryDay ?? '')
  if (!isDigital && !days.includes(deliveryDay)) {
    throw invalid([
      {
        field: 'deliveryDay',
        code: 'unavailable_day',
        message: days.length ? `Choose one of the market days offered (next: ${days[0]})` : 'A farmer of this cart or the market has no day to bring it',
        ...(days.length ? { params: { next: days[0]! } } : {}),
      },
    ])
  }

  const problems: ApiFieldError[] = []
  const choiceProblems: ApiFieldError[] = []
  for (const line of stored) {
    const f = facts.get(line.produceId)
    const field = `lines.${line.lineKey}`
    // A meal's groups may have changed since the line was set: its choices are checked again.
    if (f) choiceProblems.push(...(await choiceErrors(tx, f, line.choices, `${field}.choices.`)))
    if (!f || f.withdrawn || f.storeId !== place.storeId) problems.push({ field, code: 'unavailable', message: `${f?.name ?? line.produceId} is no longer available` })
    else if (f.stock === 0) problems.push({ field, code: 'sold_out', message: `${f.name} is sold out`, params: { available: 0 } })
    else if (f.stock !== null && unitsOf(line.quantity) > f.stock) {
      problems.push({ field, code: 'insufficient_stock', message: `Only ${f.stock} ${f.unit} of ${f.name} left`, params: { available: f.stock } })
    } else if (!isValidQuantity(line.quantity, f.minQty, f.stepQty)) {
      problems.push({ field, code: 'invalid_quantity', message: `${f.name} is sold from ${f.minQty} in steps of ${f.stepQty}`, params: { min: f.minQty, step: f.stepQty } })
    }
  }
  if (problems.length) throw new ApiError(409, 'conflict', 'Some items are not available in the quantity asked for', problems)
  if (choiceProblems.length) throw invalid(choiceProblems)

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
  const farmerDays = new Map(place.farmers.map((f) => [f.farmerId, { days: f.days, holidays: f.holidays, cooks: f.kitchen !== null }]))
  const lines = stored.map((line, position) => {
    const f = facts.get(line.produceId)!
    return {
      farmerId: f.farmerId,
      farmName: f.farmName,
      // A kitchen cooks on the day it delivers; a farm brings produce in on its drop-off day before it.
      dropOffDay: isDigital ? null : farmerDays.get(f.farmerId)?.cooks ? deliveryDay : dropOffFor(today, deliveryDay, farmerDays.get(f.farmerId) ?? []),
      produceId: line.produceId,
      lineKey: line.lineKey,
      choices: orderChoices(f, line.choices),
      position,
      name: names.get(line.produceId)!,
      unit: f.unit,
      quantity: line.quantity,
      price: unitPriceOf(f, line.choices),
      lineTotal: lineTotalOf(unitPriceOf(f, line.choices), line.quantity),
      reserved: f.stock === null ? 0 : unitsOf(line.quantity),
    }
  })
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0)
  const serviceFee = serviceFeeFor(place.storeId)
  const deliveryFee = deliveryFeeFor(where.zoneFee, subtotal, place.freeDeliveryFrom)
  const figures = { subtotal, deliveryFee, serviceFee, total: subtotal + deliveryFee + serviceFee }
  const changes = priceChanges(input.confirmed, lines, facts, figures)
  if (changes.length) throw new ApiError(409, 'prices_changed', 'Prices changed since the order was confirmed: confirm the new ones', changes)
  // The market's minimum is about a round's cost: a digital order takes no round (decision 047).
  if (!isDigital && subtotal < place.minOrderTotal) {
    const missing = place.minOrderTotal - subtotal
    throw new ApiError(409, 'below_minimum', "This basket is below the market's minimum order", [
      { field: 'subtotal', code: 'below_minimum', message: `Orders at this market start at ${place.minOrderTotal}; add ${missing} more`, params: { min: place.minOrderTotal, subtotal, missing } },
    ])
  }
  if (buyer.kind === 'user') await checkLimits(tx, buyer.userId, place.storeId, figures.total)
  else await checkGuestLimits(tx, buyer.contact, place.storeId, figures.total)
  const slot = isDigital
    ? null
    : await bookSlot(
        tx,
        where.locationId,
        deliveryDay,
        where.windows.filter((w) => windowAfterReady(deliveryDay, w, ready)),
        input.windowId,
      )
  if (!isDigital) await takePortions(tx, stored, facts, deliveryDay, days)

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

  const [store] = await rows<{ currency: string; currency_exponent: number }>(tx, sql`SELECT currency, currency_exponent FROM stores WHERE id = ${place.storeId}`)
  const orderId = randomUUID()
  const guest = buyer.kind === 'guest' ? { guestName: buyer.contact.name, guestPhone: buyer.contact.phone, guestEmail: buyer.contact.email, guestTokenHash: buyer.tokenOf(orderId).hash } : {}
  await insertOrder(
    tx,
    {
      id: orderId,
      userId,
      vertical,
      storeId: place.storeId,
      fulfilment: input.fulfilment,
      address: where.address,
      pickupLocation: where.pickupLocation,
      deliveryDay,
      slotWindow: slot,
      payment: input.payment,
      currency: store!.currency,
      currencyExponent: store!.currency_exponent,
      subtotal,
      deliveryFee,
      serviceFee,
      total: figures.total,
      note: input.note,
      locale: lang,
      idempotencyKey: key,
      ...guest,
    },
    lines,
  )
  if (userId !== null) {
    await tx.execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical}`)
    await tx.execute(sql`UPDATE carts SET store_id = NULL, updated_at = now() WHERE user_id = ${userId} AND vertical = ${vertical}`)
  }
  return orderId
}

/**
 * Writes a placed order, its lines and its first history row under an order number not taken yet
 * (drawn again on the rare collision): checkout's, and the chef bookings' deposit and rest
 * (server/bookings/bookings.ts, decision 046), so every order is written one way.
 */
export async function insertOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'number' | 'status'> & { id: string },
  lines: readonly Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<string> {
  const orderId = values.id
  for (let attempt = 0; ; attempt++) {
    const inserted = await tx
      .insert(orders)
      .values({ ...values, number: newOrderNumber(values.vertical), status: 'placed' })
      .onConflictDoNothing({ target: orders.number })
      .returning({ id: orders.id })
    if (inserted.length) break
    if (attempt >= 9) throw new Error('no free order number after 10 draws')
  }
  await tx.insert(orderLines).values(lines.map((l) => ({ orderId, ...l })))
  await tx.insert(orderStatusHistory).values({ orderId, status: 'placed', byUserId: values.userId ?? null })
  return orderId
}
