/**
 * The regional markets (/api/stores): each with its currency, exponent, time zone and delivery
 * locations, names in the request's language. Six rows: no delta sync, the ETag makes a repeat
 * fetch a 304.
 */
import { Hono } from 'hono'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { storeListQuery, type Store, type StoreLocation } from '../../src/api/catalog-contract'
import type { Db } from '../db/client'
import { ApiError, validate } from '../lib/http'
import type { Lang } from '../seed/seed-types'
import { stableKey, type CatalogPages } from './catalog-pages'
import { localized, queryRows } from './catalog-sql'

const idParam = z.object({ id: z.string().trim().toLowerCase().min(1).max(40) })

interface StoreRow {
  id: string
  name: string
  city: string
  country: string
  currency: string
  currency_exponent: number
  time_zone: string
  market_days: number[]
  min_order_total: number
  free_delivery_from: number | null
  cutoff_minute: number
}

const countryNames = new Map<Lang, Intl.DisplayNames>()
/**
 * The country's name in the shopper's language, from the server's ICU data: the app then shows it
 * without Intl.DisplayNames, whose first use on a phone loads ICU data in the middle of start-up.
 */
function countryName(lang: Lang, code: string): string {
  let names = countryNames.get(lang)
  if (!names) countryNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })))
  return names.of(code) ?? code
}

async function findStores(db: Db, lang: Lang, id?: string): Promise<Store[]> {
  const stores = await queryRows<StoreRow>(
    db,
    sql`SELECT id, ${localized(sql`name`, lang)} AS name, city, country, currency, currency_exponent, time_zone,
          market_days, min_order_total, free_delivery_from, cutoff_minute
        FROM stores ${id === undefined ? sql`` : sql`WHERE id = ${id}`}`,
  )
  if (stores.length === 0) return []
  const locations = await queryRows<StoreLocation & { store_id: string; delivery_fee: number }>(
    db,
    sql`SELECT id, store_id, name, kind, address, delivery_fee FROM locations
        ${id === undefined ? sql`` : sql`WHERE store_id = ${id}`}
        ORDER BY kind ASC, lower(name) COLLATE "C" ASC, id ASC`,
  )
  const byStore = new Map<string, StoreLocation[]>()
  for (const l of locations) {
    const list = byStore.get(l.store_id) ?? []
    list.push({ id: l.id, storeId: l.store_id, name: l.name, kind: l.kind, address: l.address, deliveryFee: l.delivery_fee })
    byStore.set(l.store_id, list)
  }
  return stores.map((s) => ({
    id: s.id,
    name: s.name,
    city: s.city,
    country: s.country,
    countryName: countryName(lang, s.country),
    currency: s.currency,
    currencyExponent: s.currency_exponent,
    timeZone: s.time_zone,
    marketDays: s.market_days.map(Number),
    minOrderTotal: s.min_order_total,
    freeDeliveryFrom: s.free_delivery_from,
    cutoffMinute: s.cutoff_minute,
    locations: byStore.get(s.id) ?? [],
  }))
}

export function storesRoutes(pages: CatalogPages) {
  return new Hono()
    .get('/', validate('query', storeListQuery), (c) => {
      const query = c.req.valid('query')
      const { lang } = pages.scope(c)
      return pages.respond(c, `stores|${lang}|${stableKey(query)}`, async () => {
        const all = await findStores(pages.db, lang)
        const key = (s: Store) => (query.sortBy === 'city' ? s.city : s.name).toLowerCase()
        all.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : 1) * (query.order === 'desc' ? -1 : 1))
        const start = (query.page - 1) * query.perPage
        return { data: all.slice(start, start + query.perPage), meta: { page: query.page, perPage: query.perPage, total: all.length } }
      })
    })
    .get('/:id', validate('param', idParam), (c) => {
      const { id } = c.req.valid('param')
      const { lang } = pages.scope(c)
      return pages.respond(c, `store|${lang}|${id}`, async () => {
        const [store] = await findStores(pages.db, lang, id)
        if (!store) throw new ApiError(404, 'not_found', `No store ${id}`)
        return { data: store }
      })
    })
}
