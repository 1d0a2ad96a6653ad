/**
 * What the portal reads (decision 035): the member's providers, a farm's orders (its own lines
 * only: a member never sees what other farms sold the same shopper), its listings in every
 * language it wrote.
 */
import type { OrderLineChoices } from '../../src/api/line-choices-contract'
import { describeOrderChoices } from '../cart/line-choices'
import { sql } from 'drizzle-orm'
import type { Locale } from '../../src/config'
import type { MyProvider, PartnerListing, PartnerOrder } from '../../src/api/partner-contract'
import { rows, type Conn } from '../cart/cart-sql'
import { isoText, localized } from '../catalog/catalog-sql'
import type { Lang } from '../seed/seed-types'

/** The providers `userId` is a member of, by name. */
export async function myProviders(db: Conn, userId: string): Promise<MyProvider[]> {
  return rows<MyProvider>(
    db,
    sql`SELECT p.id, p.service, coalesce(f.farm_name, p.id) AS name, p.status, m.role, p.store_id AS "storeId",
               coalesce(f.delivery_days, '{}') AS "dropOffDays", s.market_days AS "marketDays", s.time_zone AS "timeZone", s.cutoff_minute AS "cutoffMinute",
               coalesce(f.holidays, '[]'::jsonb) AS holidays
        FROM provider_members m JOIN providers p ON p.id = m.provider_id LEFT JOIN farmers f ON f.id = p.kind_id JOIN stores s ON s.id = p.store_id
        WHERE m.user_id = ${userId} ORDER BY name, p.id`,
  )
}

/** One provider as the request's access sees it (a member's role, or an operator's). */
export async function providerAs(db: Conn, providerId: string, role: MyProvider['role']): Promise<MyProvider> {
  const [found] = await rows<MyProvider>(
    db,
    sql`SELECT p.id, p.service, coalesce(f.farm_name, p.id) AS name, p.status, ${role}::text AS role, p.store_id AS "storeId",
               coalesce(f.delivery_days, '{}') AS "dropOffDays", s.market_days AS "marketDays", s.time_zone AS "timeZone", s.cutoff_minute AS "cutoffMinute",
               coalesce(f.holidays, '[]'::jsonb) AS holidays
        FROM providers p LEFT JOIN farmers f ON f.id = p.kind_id JOIN stores s ON s.id = p.store_id WHERE p.id = ${providerId}`,
  )
  if (!found) throw new Error(`provider ${providerId} vanished within its request`)
  return found
}

/** The farm (catalog row) a provider speaks for. */
export async function farmOf(db: Conn, providerId: string): Promise<string> {
  const [row] = await rows<{ kindId: string }>(db, sql`SELECT kind_id AS "kindId" FROM providers WHERE id = ${providerId}`)
  if (!row) throw new Error(`provider ${providerId} vanished within its request`)
  return row.kindId
}

/** The orders holding the farm's lines, newest first (the last 200: the portal's working set). */
export async function farmOrders(db: Conn, farmerId: string, lang: Lang, orderId?: string): Promise<PartnerOrder[]> {
  const found = await rows<Omit<PartnerOrder, 'lines' | 'partTotal'> & { lines: PartnerOrder['lines'] }>(
    db,
    sql`SELECT o.id, o.number, o.status, coalesce(p.status, 'placed') AS part, coalesce(p.reason, '') AS reason, o.fulfilment,
               o.delivery_day::text AS "deliveryDay", o.currency, o.currency_exponent AS "currencyExponent", o.note,
               ${isoText(sql`o.created_at`)} AS "createdAt", ${isoText(sql`greatest(o.updated_at, coalesce(p.updated_at, o.updated_at))`)} AS "updatedAt",
               (SELECT min(l.drop_off_day)::text FROM order_lines l WHERE l.order_id = o.id AND l.farmer_id = ${farmerId}) AS "dropOffDay",
               NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.farmer_id <> ${farmerId}) AS "onlyFarm",
               (SELECT json_build_object('method', pay.method, 'status', pay.status) FROM payments pay WHERE pay.order_id = o.id) AS payment,
               (SELECT json_agg(json_build_object('produceId', l.produce_id, 'name', ${localized(sql`l.name`, lang)}, 'unit', l.unit, 'quantity', l.quantity::float8,
                                'price', l.price, 'lineTotal', l.line_total, 'unavailable', l.unavailable_at IS NOT NULL,
                                'lineKey', l.line_key, 'choices', l.choices, 'fulfilment', l.fulfilment, 'settledTotal', l.settled_total) ORDER BY l.position)
                  FROM order_lines l WHERE l.order_id = o.id AND l.farmer_id = ${farmerId}) AS lines
        FROM orders o LEFT JOIN order_parts p ON p.order_id = o.id AND p.farmer_id = ${farmerId}
        WHERE EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.farmer_id = ${farmerId})
          ${orderId ? sql`AND o.id = ${orderId}` : sql``}
        ORDER BY o.created_at DESC, o.id LIMIT 200`,
  )
  return found.map((o) => {
    // The shopper's choices as the line shows them (decision 048); what a line settled at counts in the part's total.
    const lines = (o.lines as (PartnerOrder['lines'][number] & { choices: OrderLineChoices | null; settledTotal: number | null })[]).map(({ choices, settledTotal, ...l }) => ({
      ...l,
      ...describeOrderChoices(choices, lang),
      fulfilment: l.fulfilment ?? null,
      lineTotal: settledTotal ?? l.lineTotal,
    }))
    return { ...o, lines, partTotal: lines.filter((l) => !l.unavailable).reduce((sum, l) => sum + l.lineTotal, 0) }
  })
}

const LOCALE_KEYS: readonly Locale[] = ['en', 'fr', 'es', 'pt', 'ar', 'sw']
const allLocales = (value: Partial<Record<Locale, string>> | null): Record<Locale, string> => Object.fromEntries(LOCALE_KEYS.map((l) => [l, value?.[l] ?? ''])) as Record<Locale, string>

/** The farm's listings, withdrawn ones left out, by name in `lang`. */
export async function farmListings(db: Conn, farmerId: string, lang: Lang, produceId?: string): Promise<PartnerListing[]> {
  const found = await rows<PartnerListing>(
    db,
    sql`SELECT p.id, p.name, p.description, p.category, p.unit, p.price, p.stock, p.season_months AS "seasonMonths", p.min_qty::float8 AS "minQty",
               p.step_qty::float8 AS "stepQty", p.photo, p.deleted_at IS NULL AS active, s.currency, s.currency_exponent AS "currencyExponent",
               ${isoText(sql`p.updated_at`)} AS "updatedAt"
        FROM produces p JOIN stores s ON s.id = p.store_id
        WHERE p.farmer_id = ${farmerId} AND p.withdrawn_at IS NULL ${produceId ? sql`AND p.id = ${produceId}` : sql``}
        ORDER BY lower(${localized(sql`p.name`, lang)}), p.id`,
  )
  return found.map((p) => ({ ...p, name: allLocales(p.name), description: allLocales(p.description) }))
}
