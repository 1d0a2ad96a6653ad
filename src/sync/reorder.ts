/**
 * Reorder (issue 31, decision 024): an order's lines go back into the basket in one tap, through
 * the cart's own command (`holdAtLeast` in cart.ts: the line and its outbox entry in one
 * transaction), so it works offline and reaches the market like any basket change.
 *
 * What each line becomes is read from this device's catalog (the market's latest stock as last
 * synced); a produce the device does not hold is asked of the market when online (a 404: it is
 * no longer sold), and named as unchecked when offline. The basket holds at least the order's
 * quantity, rounded to the produce's steps and capped at its stock: tapping twice adds nothing.
 * The market has the last word on stock when the cart is pushed, as for any basket change.
 */
import type { CatalogProduce } from '../api/catalog-contract'
import type { Order, OrderLine, Vertical } from '../api/cart-contract'
import { baseApi } from '../api/clients'
import { ApiError, type HttpClient } from '../api/http'
import type { Locale } from '../config'
import { db } from '../db/db'
import { standInLanguages } from '../db/rows-language'
import { holdAtLeast, normalizeQuantity } from './cart'
import { produceRow } from './catalog-pull'

export interface ReorderLine {
  produceId: string
  name: string
  unit: string
  /** What the basket holds now. */
  quantity: number
}

export interface ReorderOutcome {
  /** The basket is another market's: nothing was added. */
  otherStore: boolean
  /** Lines back in the basket at the order's quantity (or more, when the basket held more). */
  added: ReorderLine[]
  /** Lines back in the basket with less than ordered: the stock left. */
  capped: ReorderLine[]
  /** Lines not added: sold out, no longer sold, or not on this device and offline. */
  missing: { produceId: string; name: string; reason: 'sold-out' | 'unavailable' | 'unchecked' }[]
}

/** What the device knows of a produce: its catalog row, `null` when the market no longer sells it, `undefined` when it cannot tell (offline). */
type Known = CatalogProduce | null | undefined

async function produceOf(api: HttpClient, id: string, locale: Locale, online: boolean): Promise<Known> {
  for (const lang of [locale, ...standInLanguages(locale)]) {
    const row = await db.produces.get([lang, id])
    if (row) return row
  }
  if (!online) return undefined
  try {
    const { data } = await api.get<CatalogProduce>(`/farm/produces/${encodeURIComponent(id)}`, { silent: true, headers: { 'Accept-Language': locale } })
    await db.produces.put(produceRow(data, locale))
    return data
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? null : undefined
  }
}

/** What one ordered line becomes, before the basket is touched. */
export function planLine(line: Pick<OrderLine, 'produceId' | 'name' | 'quantity'>, produce: Known): { put: CatalogProduce } | { missing: ReorderOutcome['missing'][number]['reason'] } {
  if (produce === undefined) return { missing: 'unchecked' }
  if (produce === null || produce.deleted) return { missing: 'unavailable' }
  if (produce.stock !== null && (produce.stock <= 0 || produce.stock < produce.minQty)) return { missing: 'sold-out' }
  return { put: produce }
}

export async function reorder(
  order: Pick<Order, 'storeId' | 'lines'>,
  locale: Locale,
  { api = baseApi, online = navigator.onLine, vertical = 'farm' }: { api?: HttpClient; online?: boolean; vertical?: Vertical } = {},
): Promise<ReorderOutcome> {
  const outcome: ReorderOutcome = { otherStore: false, added: [], capped: [], missing: [] }
  const known = await Promise.all(order.lines.map((l) => produceOf(api, l.produceId, locale, online)))
  for (const [i, line] of order.lines.entries()) {
    const plan = planLine(line, known[i])
    if ('missing' in plan) {
      outcome.missing.push({ produceId: line.produceId, name: known[i]?.name ?? line.name, reason: plan.missing })
      continue
    }
    const { quantity, otherStore } = await holdAtLeast(plan.put, line.quantity, vertical)
    if (otherStore) return { otherStore: true, added: [], capped: [], missing: [] }
    const held = { produceId: line.produceId, name: plan.put.name, unit: plan.put.unit, quantity }
    if (quantity === 0) outcome.missing.push({ produceId: line.produceId, name: plan.put.name, reason: 'sold-out' })
    // Cut short by the stock, not by the produce's steps having changed since.
    else if (quantity < normalizeQuantity(line.quantity, { ...plan.put, stock: null })) outcome.capped.push(held)
    else outcome.added.push(held)
  }
  return outcome
}
