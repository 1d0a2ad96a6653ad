/**
 * The server cart: reading it with today's prices and stock, and the changes a device sends
 * (set / remove / clear, replace all, merge a guest cart). Every change runs inside the caller's
 * transaction, after `lockCart`, whose row lock serialises the changes of one cart on PostgreSQL.
 *
 * Rules every change keeps:
 * - a cart holds the produces of one store (the first line's); another store's produce is a 409;
 * - a quantity is minQty + k × stepQty (the produce's own rule, as the produce page says);
 * - each line remembers the unit price the shopper saw when it was last set (`seen_price`), so a
 *   later answer can show the old price beside the new one.
 *
 * Prices apply the best current offer with the catalog's own rule (server/catalog/produce-queries.ts:
 * deepest discount, then the soonest end; offer price rounded to a minor unit).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Cart, CartLine, CartMergeResult, LineAvailability, Vertical } from '../../src/api/cart-contract'
import type { ApiFieldError } from '../../src/api/contract'
import { localized } from '../catalog/catalog-sql'
import { ApiError } from '../lib/http'
import type { Lang } from '../seed/seed-types'
import { ORDER_CONFIG } from '../orders/order-config'
import { rows, type Conn, type Tx } from './cart-sql'
import type { LineChoices } from '../../src/api/line-choices-contract'
import { assertChoices, choiceErrors, describeChoices, lineKeyFor, storedChoices, unitPriceOf } from './line-choices'

export interface ProduceFacts {
  id: string
  storeId: string
  farmerId: string
  farmName: string
  name: string
  unit: string
  photo: string
  /** What one unit costs now (offer applied). */
  price: number
  stock: number | null
  minQty: number
  stepQty: number
  withdrawn: boolean
  /** The listing's service and its details as stored (texts in every language; decision 045). */
  service: string
  details: Record<string, unknown>
}

const EPSILON = 1e-6

/** Whole units of stock a quantity takes: stock counts whole units, so half a kilo takes one. */
export function unitsOf(quantity: number): number {
  return Math.ceil(quantity - EPSILON)
}

export function isValidQuantity(quantity: number, minQty: number, stepQty: number): boolean {
  if (quantity < minQty - EPSILON) return false
  const steps = (quantity - minQty) / stepQty
  return Math.abs(steps - Math.round(steps)) < EPSILON
}

/** The largest valid quantity not above `limit` (null when even minQty is above it). */
export function largestValidQuantity(limit: number, minQty: number, stepQty: number): number | null {
  if (limit < minQty - EPSILON) return null
  const steps = Math.floor((limit - minQty) / stepQty + EPSILON)
  return roundQty(minQty + steps * stepQty)
}

/** Quantities are kept to 6 decimals so that 0.1 + 0.2 steps compare equal. */
export function roundQty(q: number): number {
  return Math.round(q * 1e6) / 1e6
}

export function lineTotalOf(price: number, quantity: number): number {
  return Math.round(price * quantity)
}

export function availabilityOf(facts: Pick<ProduceFacts, 'withdrawn' | 'stock'>, quantity: number): LineAvailability {
  if (facts.withdrawn) return 'unavailable'
  if (facts.stock === 0) return 'sold-out'
  if (facts.stock !== null && unitsOf(quantity) > facts.stock) return 'limited'
  return 'available'
}

/** Produce facts as loaded, with how long they hold: offers starting or ending change the price. */
export interface LoadedFacts {
  facts: ProduceFacts
  /** ms from the load until the next start or end of one of the produce's offers; null when none is ahead. */
  changesInMs: number | null
}

/** Where cart code gets produce facts: the database (produceFacts) or ProduceFactsCache.source(). */
export type FactsSource = (conn: Conn, ids: readonly string[], lang: Lang) => Promise<Map<string, ProduceFacts>>

export const produceFacts: FactsSource = async (conn, ids, lang) => new Map((await loadProduceFacts(conn, ids, lang)).map((r) => [r.facts.id, r.facts]))

export async function loadProduceFacts(conn: Conn, ids: readonly string[], lang: Lang): Promise<LoadedFacts[]> {
  if (ids.length === 0) return []
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  )
  const found = await rows<{
    id: string
    store_id: string
    farmer_id: string
    farm_name: string
    name: string
    unit: string
    photo: string
    price: number
    stock: number | null
    min_qty: number
    step_qty: number
    withdrawn: boolean
    service: string
    details: Record<string, unknown>
    changes_in_ms: number | null
  }>(
    conn,
    // changes_in_ms counts from clock_timestamp(), not now() (the transaction's start): a holder
    // adding it to its own clock read before the query never keeps the facts past the change.
    sql`WITH cur AS (
          SELECT DISTINCT ON (o.produce_id) o.produce_id, o.percent_off
          FROM offers o
          WHERE o.produce_id IN (${list}) AND o.deleted_at IS NULL AND o.starts_at <= now() AND o.ends_at > now()
          ORDER BY o.produce_id, o.percent_off DESC, o.ends_at ASC, o.id
        )
        SELECT p.id, p.store_id, p.farmer_id, f.farm_name, ${localized(sql`p.name`, lang)} AS name, p.unit, p.photo,
          (CASE WHEN cur.produce_id IS NULL THEN p.price ELSE round(p.price * (100 - cur.percent_off) / 100.0)::int END) AS price,
          p.stock, p.min_qty::float8 AS min_qty, p.step_qty::float8 AS step_qty,
          (p.deleted_at IS NOT NULL OR f.deleted_at IS NOT NULL) AS withdrawn, p.service, p.details,
          (SELECT extract(epoch FROM min(LEAST(CASE WHEN o.starts_at > now() THEN o.starts_at END, o.ends_at)) - clock_timestamp()) * 1000
            FROM offers o WHERE o.produce_id = p.id AND o.deleted_at IS NULL AND o.ends_at > now())::float8 AS changes_in_ms
        FROM produces p
          JOIN farmers f ON f.id = p.farmer_id
          LEFT JOIN cur ON cur.produce_id = p.id
        WHERE p.id IN (${list})`,
  )
  return found.map((r) => ({
    facts: {
      id: r.id,
      storeId: r.store_id,
      farmerId: r.farmer_id,
      farmName: r.farm_name,
      name: r.name,
      unit: r.unit,
      photo: r.photo,
      price: r.price,
      stock: r.stock,
      minQty: r.min_qty,
      stepQty: r.step_qty,
      withdrawn: r.withdrawn,
      service: r.service,
      details: r.details,
    },
    changesInMs: r.changes_in_ms,
  }))
}

interface StoredLine {
  lineKey: string
  produceId: string
  choices: LineChoices | null
  quantity: number
  seenPrice: number
  position: number
}

export async function storedLines(conn: Conn, userId: string, vertical: string): Promise<StoredLine[]> {
  return rows<StoredLine>(
    conn,
    sql`SELECT line_key AS "lineKey", produce_id AS "produceId", choices, quantity::float8 AS quantity, seen_price AS "seenPrice", position
        FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical}
        ORDER BY position, line_key`,
  )
}

const EMPTY_UPDATED_AT = new Date(0).toISOString()

/** What the cart's row says, as the shopper's answer shows it. */
interface CartHead {
  storeId: string | null
  currency: string | null
  currencyExponent: number | null
  updatedAt: string
}

/** The cart's row (undefined when there is no cart yet) and its lines in order: what an answer is priced from. */
interface CartRows {
  head: CartHead | undefined
  lines: StoredLine[]
}

/** The cart as the shopper sees it now: current prices, previous prices, stock and availability. */
export async function readCart(conn: Conn, userId: string, vertical: Vertical, lang: Lang, facts: FactsSource = produceFacts): Promise<Cart> {
  return priceCart(conn, vertical, await cartRows(conn, userId, vertical), lang, facts)
}

async function cartRows(conn: Conn, userId: string, vertical: Vertical): Promise<CartRows> {
  // The cart's row and its lines in one query: a row per line (a single row with no line when the
  // cart is empty, none when there is no cart yet).
  const found = await rows<{ store_id: string | null; currency: string | null; currency_exponent: number | null; updated_at: string } & { [K in keyof StoredLine]: StoredLine[K] | null }>(
    conn,
    sql`SELECT c.store_id, s.currency, s.currency_exponent,
          ${isoMillis(sql`c.updated_at`)} AS updated_at,
          l.line_key AS "lineKey", l.produce_id AS "produceId", l.choices, l.quantity::float8 AS quantity, l.seen_price AS "seenPrice", l.position
        FROM carts c LEFT JOIN stores s ON s.id = c.store_id
        LEFT JOIN cart_lines l ON l.user_id = c.user_id AND l.vertical = c.vertical
        WHERE c.user_id = ${userId} AND c.vertical = ${vertical}
        ORDER BY l.position, l.line_key`,
  )
  const head = found[0]
  return {
    head: head && { storeId: head.store_id, currency: head.currency, currencyExponent: head.currency_exponent, updatedAt: head.updated_at },
    lines: found
      .filter((r): r is typeof r & StoredLine => r.produceId !== null)
      .map(({ lineKey, produceId, choices, quantity, seenPrice, position }) => ({ lineKey, produceId, choices, quantity, seenPrice, position })),
  }
}

/** The answer's `updatedAt`: the cart row's time as ISO text with milliseconds. */
function isoMillis(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
}

async function priceCart(conn: Conn, vertical: Vertical, { head, lines: stored }: CartRows, lang: Lang, factsOf: FactsSource): Promise<Cart> {
  const facts = await factsOf(
    conn,
    stored.map((l) => l.produceId),
    lang,
  )
  const lines: CartLine[] = []
  let subtotal = 0
  for (const line of stored) {
    const f = facts.get(line.produceId)
    if (!f) continue // produces are never deleted (tombstones), so this does not happen
    const availability = availabilityOf(f, line.quantity)
    const price = unitPriceOf(f, line.choices)
    const lineTotal = lineTotalOf(price, line.quantity)
    // Lines that cannot be bought at all do not count; a 'limited' line counts in full so the
    // shopper sees what the cart would cost and the 409 at checkout names the line to fix.
    if (availability === 'available' || availability === 'limited') subtotal += lineTotal
    lines.push({
      lineKey: line.lineKey,
      produceId: line.produceId,
      choices: line.choices,
      ...describeChoices(f, line.choices, lang),
      quantity: line.quantity,
      name: f.name,
      unit: f.unit,
      photo: f.photo,
      farmerId: f.farmerId,
      farmName: f.farmName,
      price,
      previousPrice: line.seenPrice !== price ? line.seenPrice : null,
      stock: f.stock,
      availability,
      minQty: f.minQty,
      stepQty: f.stepQty,
      lineTotal,
    })
  }
  return {
    vertical,
    storeId: lines.length ? (head?.storeId ?? null) : null,
    currency: lines.length ? (head?.currency ?? null) : null,
    currencyExponent: lines.length ? (head?.currencyExponent ?? 2) : 2,
    lines,
    subtotal,
    updatedAt: head?.updatedAt ?? EMPTY_UPDATED_AT,
  }
}

/**
 * Creates the cart row if needed and locks it for the rest of the transaction: concurrent changes
 * of one cart (two devices, two tabs) run one after the other on PostgreSQL.
 */
export async function lockCart(tx: Tx, userId: string, vertical: Vertical): Promise<{ storeId: string | null }> {
  const [row] = await rows<{ store_id: string | null }>(
    tx,
    sql`INSERT INTO carts (user_id, vertical) VALUES (${userId}, ${vertical})
        ON CONFLICT (user_id, vertical) DO UPDATE SET updated_at = now()
        RETURNING store_id`,
  )
  return { storeId: row?.store_id ?? null }
}

/** After a change: the cart's store is its lines' store, or none when it is empty. */
async function settleStore(tx: Tx, userId: string, vertical: Vertical, storeId: string | null): Promise<void> {
  await tx.execute(
    sql`UPDATE carts SET store_id = CASE WHEN EXISTS (SELECT 1 FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical})
          THEN ${storeId}::text ELSE NULL END, updated_at = now()
        WHERE user_id = ${userId} AND vertical = ${vertical}`,
  )
}

function quantityError(field: string, f: ProduceFacts): ApiFieldError {
  return {
    field,
    code: 'invalid_quantity',
    message: `${f.name} is sold from ${f.minQty} in steps of ${f.stepQty}`,
    params: { min: f.minQty, step: f.stepQty },
  }
}

function otherStore(produceId: string, f: ProduceFacts, cartStoreId: string): ApiError {
  return new ApiError(409, 'conflict', `Your cart holds produce from the ${cartStoreId} market and ${f.name} is sold at the ${f.storeId} market: check out or empty the cart first`, [
    {
      field: 'produceId',
      code: 'other_store',
      message: `${produceId} belongs to store ${f.storeId}, the cart to store ${cartStoreId}`,
      params: { cartStoreId, produceStoreId: f.storeId },
    },
  ])
}

/** A listing of another service than the cart's (a meal in the farm's basket): never this cart's. */
function otherService(field: string, produceId: string, f: ProduceFacts, vertical: Vertical): ApiFieldError {
  return {
    field,
    code: 'other_service',
    message: `${f.name} is a listing of the ${f.service} service and cannot be in the ${vertical} cart`,
    params: { cartService: vertical, listingService: f.service, produceId },
  }
}

async function nextPosition(tx: Tx, userId: string, vertical: Vertical): Promise<number> {
  const [row] = await rows<{ n: number }>(tx, sql`SELECT coalesce(max(position), -1)::int + 1 AS n FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical}`)
  return row?.n ?? 0
}

async function upsertLine(tx: Tx, userId: string, vertical: Vertical, produceId: string, choices: LineChoices | null, quantity: number, seenPrice: number, position: number) {
  const kept = storedChoices(choices)
  await tx.execute(
    sql`INSERT INTO cart_lines (user_id, vertical, line_key, produce_id, choices, quantity, seen_price, position)
        VALUES (${userId}, ${vertical}, ${lineKeyFor(produceId, kept)}, ${produceId}, ${kept === null ? null : JSON.stringify(kept)}::jsonb, ${quantity}, ${seenPrice}, ${position})
        ON CONFLICT (user_id, vertical, line_key) DO UPDATE
          SET quantity = EXCLUDED.quantity, seen_price = EXCLUDED.seen_price, choices = EXCLUDED.choices, updated_at = now()`,
  )
}

async function deleteLine(tx: Tx, userId: string, vertical: Vertical, lineKey: string) {
  await tx.execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical} AND line_key = ${lineKey}`)
}

export type CartChange =
  | { op: 'set'; produceId: string; quantity: number; seenPrice?: number | undefined; choices?: LineChoices | undefined }
  | { op: 'remove'; produceId: string; choices?: LineChoices | undefined }
  | { op: 'clear' }

/** Applies one operation. Setting 0, removing or clearing never fails (even for an unknown produce). */
export async function applyOp(tx: Tx, userId: string, vertical: Vertical, op: CartChange, lang: Lang, facts: FactsSource = produceFacts): Promise<void> {
  await changeCart(tx, userId, vertical, op, lang, facts)
}

/** applyOp, answering the cart as it leaves it (what readCart would answer next). */
export async function applyOpAndRead(tx: Tx, userId: string, vertical: Vertical, op: CartChange, lang: Lang, facts: FactsSource = produceFacts): Promise<Cart> {
  const after = await changeCart(tx, userId, vertical, op, lang, facts)
  return after ? priceCart(tx, vertical, after, lang, facts) : readCart(tx, userId, vertical, lang, facts)
}

/** The change itself; a set also returns the cart's rows after it (its write tells them), else null. */
async function changeCart(tx: Tx, userId: string, vertical: Vertical, op: CartChange, lang: Lang, facts: FactsSource): Promise<CartRows | null> {
  const cart = await lockCart(tx, userId, vertical)
  if (op.op === 'clear') {
    await tx.execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical}`)
    await settleStore(tx, userId, vertical, null)
    return null
  }
  if (op.op === 'remove' || op.quantity === 0) {
    await deleteLine(tx, userId, vertical, lineKeyFor(op.produceId, op.choices))
    await settleStore(tx, userId, vertical, cart.storeId)
    return null
  }
  const f = (await facts(tx, [op.produceId], lang)).get(op.produceId)
  if (!f) {
    throw new ApiError(404, 'not_found', `No produce ${op.produceId}`, [{ field: 'produceId', code: 'not_found', message: `No produce ${op.produceId}` }])
  }
  if (f.withdrawn) {
    throw new ApiError(409, 'conflict', `${f.name} is no longer available`, [{ field: 'produceId', code: 'unavailable', message: `${op.produceId} was withdrawn from the catalog` }])
  }
  if (f.service !== vertical) {
    throw new ApiError(409, 'conflict', `${f.name} belongs to the ${f.service} service's basket, not the ${vertical} one`, [otherService('produceId', op.produceId, f, vertical)])
  }
  if (!isValidQuantity(op.quantity, f.minQty, f.stepQty)) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [quantityError('quantity', f)])
  }
  await assertChoices(tx, f, op.choices)
  const choices = storedChoices(op.choices)
  const lineKey = lineKeyFor(op.produceId, choices)
  const price = unitPriceOf(f, choices)
  // The cart's lines (locked above): how many, where a new one goes, and this line if any.
  const before = await storedLines(tx, userId, vertical)
  const mine = before.find((l) => l.lineKey === lineKey)
  // The cart's store counts only while it has lines other than this one.
  const othersExist = before.length - (mine ? 1 : 0) > 0
  if (othersExist && cart.storeId && cart.storeId !== f.storeId) throw otherStore(op.produceId, f, cart.storeId)
  if (!mine && before.length >= ORDER_CONFIG.maxCartLines) {
    throw new ApiError(409, 'conflict', `A cart holds at most ${ORDER_CONFIG.maxCartLines} lines`, [
      { field: null, code: 'cart_full', message: `A cart holds at most ${ORDER_CONFIG.maxCartLines} lines`, params: { max: ORDER_CONFIG.maxCartLines } },
    ])
  }
  // A new line goes last: after every position, so also after every line in the answer's order.
  const position = mine?.position ?? before.reduce((max, l) => Math.max(max, l.position + 1), 0)
  // The line and the cart's store in one statement (after it the cart has a line of f's store),
  // which also returns what it stored and the cart's row: the rest of the answer is `before`.
  const [written] = await rows<{ quantity: number; seen_price: number; currency: string | null; currency_exponent: number | null; updated_at: string }>(
    tx,
    sql`WITH line AS (
          INSERT INTO cart_lines (user_id, vertical, line_key, produce_id, choices, quantity, seen_price, position)
          VALUES (${userId}, ${vertical}, ${lineKey}, ${op.produceId}, ${choices === null ? null : JSON.stringify(choices)}::jsonb, ${roundQty(op.quantity)}, ${op.seenPrice ?? price}, ${position})
          ON CONFLICT (user_id, vertical, line_key) DO UPDATE
            SET quantity = EXCLUDED.quantity, seen_price = EXCLUDED.seen_price, choices = EXCLUDED.choices, updated_at = now()
          RETURNING quantity::float8 AS quantity, seen_price
        ), c AS (
          UPDATE carts SET store_id = ${f.storeId}, updated_at = now() WHERE user_id = ${userId} AND vertical = ${vertical}
          RETURNING store_id, updated_at
        )
        SELECT line.quantity, line.seen_price, s.currency, s.currency_exponent, ${isoMillis(sql`c.updated_at`)} AS updated_at
        FROM line CROSS JOIN c LEFT JOIN stores s ON s.id = c.store_id`,
  )
  if (!written) throw new Error('a cart line was written but not returned')
  const line: StoredLine = { lineKey, produceId: op.produceId, choices, quantity: written.quantity, seenPrice: written.seen_price, position }
  return {
    head: { storeId: f.storeId, currency: written.currency, currencyExponent: written.currency_exponent, updatedAt: written.updated_at },
    lines: mine ? before.map((l) => (l === mine ? line : l)) : [...before, line],
  }
}

export interface ReplaceLine {
  produceId: string
  choices?: LineChoices | undefined
  quantity: number
  seenPrice?: number | undefined
}

/** PUT: the cart becomes exactly these lines (in this order), or nothing changes. */
export async function replaceLines(tx: Tx, userId: string, vertical: Vertical, lines: readonly ReplaceLine[], lang: Lang, factsOf: FactsSource = produceFacts): Promise<void> {
  await lockCart(tx, userId, vertical)
  const facts = await factsOf(
    tx,
    lines.map((l) => l.produceId),
    lang,
  )
  const invalid: ApiFieldError[] = []
  const seen = new Set<string>()
  for (const [i, line] of lines.entries()) {
    const f = facts.get(line.produceId)
    const key = lineKeyFor(line.produceId, line.choices)
    if (seen.has(key)) {
      invalid.push({ field: `lines.${i}.produceId`, code: 'duplicate', message: `${line.produceId} is listed twice` })
    } else if (!f) {
      invalid.push({ field: `lines.${i}.produceId`, code: 'not_found', message: `No produce ${line.produceId}` })
    } else if (!isValidQuantity(line.quantity, f.minQty, f.stepQty)) {
      invalid.push(quantityError(`lines.${i}.quantity`, f))
    } else {
      invalid.push(...(await choiceErrors(tx, f, line.choices, `lines.${i}.choices.`)))
    }
    seen.add(key)
  }
  if (invalid.length) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', invalid)

  const conflicts: ApiFieldError[] = []
  const storeId = lines.length ? facts.get(lines[0]!.produceId)!.storeId : null
  lines.forEach((line, i) => {
    const f = facts.get(line.produceId)!
    if (f.withdrawn) conflicts.push({ field: `lines.${i}.produceId`, code: 'unavailable', message: `${f.name} is no longer available` })
    else if (f.service !== vertical) conflicts.push(otherService(`lines.${i}.produceId`, line.produceId, f, vertical))
    else if (f.storeId !== storeId) {
      conflicts.push({
        field: `lines.${i}.produceId`,
        code: 'other_store',
        message: `${line.produceId} belongs to store ${f.storeId}, the other lines to store ${storeId}`,
        params: { cartStoreId: storeId ?? '', produceStoreId: f.storeId },
      })
    }
  })
  if (conflicts.length) throw new ApiError(409, 'conflict', 'Some lines cannot be in this cart', conflicts)

  await tx.execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND vertical = ${vertical}`)
  for (const [i, line] of lines.entries()) {
    const f = facts.get(line.produceId)!
    await upsertLine(tx, userId, vertical, line.produceId, line.choices ?? null, roundQty(line.quantity), line.seenPrice ?? unitPriceOf(f, line.choices), i)
  }
  await settleStore(tx, userId, vertical, storeId)
}

/**
 * A guest cart joins the account's cart: quantities of the same produce add up, each line capped
 * by stock (and snapped to the produce's steps); lines that cannot join are reported, not added.
 */
export async function mergeLines(
  tx: Tx,
  userId: string,
  vertical: Vertical,
  guest: readonly { produceId: string; quantity: number; choices?: LineChoices | undefined }[],
  lang: Lang,
  factsOf: FactsSource = produceFacts,
): Promise<Omit<CartMergeResult, 'cart'>> {
  const cart = await lockCart(tx, userId, vertical)
  const existing = new Map((await storedLines(tx, userId, vertical)).map((l) => [l.lineKey, l]))
  // Two baskets were combined only when the account's held something: a new account's is the guest's.
  const combined = existing.size > 0
  let storeId = existing.size ? cart.storeId : null
  // The same line twice in the guest cart counts once, with the quantities added.
  const wanted = new Map<string, { produceId: string; choices: LineChoices | null; quantity: number }>()
  for (const line of guest) {
    const key = lineKeyFor(line.produceId, line.choices)
    const had = wanted.get(key)
    wanted.set(key, { produceId: line.produceId, choices: storedChoices(line.choices), quantity: (had?.quantity ?? 0) + line.quantity })
  }
  const facts = await factsOf(
    tx,
    [...wanted.values()].map((w) => w.produceId),
    lang,
  )
  let position = await nextPosition(tx, userId, vertical)
  let count = existing.size
  const changes: CartMergeResult['changes'] = []

  for (const [key, { produceId, choices, quantity }] of wanted) {
    const f = facts.get(produceId)
    const have = existing.get(key)
    const unavailable = () => changes.push({ produceId, name: f?.name ?? produceId, kind: 'unavailable', quantity: have?.quantity ?? 0 })
    // Choices the listing no longer takes (a group changed since the guest chose) cannot join.
    if (
      !f ||
      f.withdrawn ||
      f.service !== vertical ||
      (await choiceErrors(tx, f, choices, '')).length > 0 ||
      (storeId !== null && f.storeId !== storeId) ||
      (!have && count >= ORDER_CONFIG.maxCartLines)
    ) {
      unavailable()
      continue
    }
    const sum = (have?.quantity ?? 0) + quantity
    let target = largestValidQuantity(sum, f.minQty, f.stepQty) ?? f.minQty
    let capped = false
    if (f.stock !== null) {
      const most = largestValidQuantity(f.stock, f.minQty, f.stepQty)
      if (most === null) {
        unavailable()
        continue
      }
      if (target > most + EPSILON) {
        // Capped by stock, but a merge never lowers what the account's cart already held.
        target = Math.max(most, have?.quantity ?? 0)
        capped = true
      }
    }
    if (capped || roundQty(target) !== roundQty(sum)) {
      if (!have || Math.abs(target - have.quantity) > EPSILON) {
        await upsertLine(tx, userId, vertical, produceId, choices, target, have ? have.seenPrice : unitPriceOf(f, choices), have ? have.position : position++)
        if (!have) count++
      }
      changes.push({ produceId, name: f.name, kind: 'capped', quantity: target })
    } else {
      await upsertLine(tx, userId, vertical, produceId, choices, target, have ? have.seenPrice : unitPriceOf(f, choices), have ? have.position : position++)
      if (!have) count++
      changes.push({ produceId, name: f.name, kind: have ? 'increased' : 'added', quantity: target })
    }
    storeId = f.storeId
  }
  await settleStore(tx, userId, vertical, storeId)
  return { changes, combined }
}
