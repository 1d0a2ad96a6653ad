/**
 * The console's markets (/api/admin/markets, decisions 017, 032 and 039): the market days, cut-off,
 * minimum order and free-delivery threshold of a market, and its pickup points and delivery zones
 * with their fees and time windows (each with the orders it takes a day); a place no order still
 * to hand over uses can be deleted. Operators read the markets their grant covers (another market is a 404); only
 * an admin changes them (`market.manage`), each change audit-logged before → after in its
 * transaction. The operator-token locations API (server/locations/) stays as it is beside this.
 *
 * Shoppers' devices get the change the way they get every market fact: `stores` and `locations`
 * are catalog tables, so the write advances the catalog version and /api/stores answers anew.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { marketLocationSchema, marketSettingsSchema, type AdminMarket, type AdminMarketLocation, type MarketSettings } from '../../src/api/admin-contract'
import { canOperator, operatorCovers, type AccessEnv, type OperatorAccess } from '../access/access'
import { audit } from '../access/audit'
import { requireUser } from '../auth/require-user'
import { rows, type Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, list, ok, validate } from '../lib/http'

const storeParam = z.object({ storeId: z.string().trim().toLowerCase().min(1).max(40) })
const locationParam = storeParam.extend({ id: z.string().trim().min(1).max(80) })

type Conn = Db | Tx
type StoreRow = Omit<AdminMarket, 'locations'>

const STORE = sql`SELECT id, name AS names, city, currency, currency_exponent AS "currencyExponent", market_days AS "marketDays",
  cutoff_minute AS "cutoffMinute", min_order_total AS "minOrderTotal", free_delivery_from AS "freeDeliveryFrom" FROM stores`
const LOCATION = sql`SELECT id, name, kind, address, delivery_fee AS "deliveryFee", windows FROM locations`

const settingsOf = (s: StoreRow): MarketSettings => ({ marketDays: s.marketDays, cutoffMinute: s.cutoffMinute, minOrderTotal: s.minOrderTotal, freeDeliveryFrom: s.freeDeliveryFrom })

async function withLocations(conn: Conn, stores: StoreRow[]): Promise<AdminMarket[]> {
  if (stores.length === 0) return []
  const ids = sql.join(
    stores.map((s) => sql`${s.id}`),
    sql`, `,
  )
  const found = await rows<AdminMarketLocation & { storeId: string }>(
    conn,
    sql`SELECT id, store_id AS "storeId", name, kind, address, delivery_fee AS "deliveryFee", windows FROM locations WHERE store_id IN (${ids}) ORDER BY kind, lower(name), id`,
  )
  return stores.map((s) => ({ ...s, locations: found.filter((l) => l.storeId === s.id).map(({ storeId: _, ...l }) => l) }))
}

/** The market, if the operator's grant covers it; 404 otherwise (whether it exists or not). `lock` queues concurrent changes. */
async function marketFor(conn: Conn, op: OperatorAccess, storeId: string, lock = false): Promise<StoreRow> {
  const [store] = operatorCovers(op, storeId) ? await rows<StoreRow>(conn, sql`${STORE} WHERE id = ${storeId}${lock ? sql` FOR UPDATE` : sql``}`) : []
  if (!store) throw new ApiError(404, 'not_found', `No market ${storeId}`)
  return store
}

export function marketsRoutes(db: Db) {
  return (
    new Hono<AccessEnv>()
      .use(requireUser)
      .get('/', canOperator('provider.read'), async (c) => {
        const op = c.var.operator
        const all = await rows<StoreRow>(db, sql`${STORE} ORDER BY city, id`)
        const covered = await withLocations(
          db,
          all.filter((s) => operatorCovers(op, s.id)),
        )
        return list(c, covered, { page: 1, perPage: covered.length, total: covered.length })
      })
      .get('/:storeId', canOperator('provider.read'), validate('param', storeParam), async (c) => {
        const store = await marketFor(db, c.var.operator, c.req.valid('param').storeId)
        const [market] = await withLocations(db, [store])
        return ok(c, market!)
      })
      .put('/:storeId', canOperator('market.manage'), validate('param', storeParam), validate('json', marketSettingsSchema), async (c) => {
        const op = c.var.operator
        const { storeId } = c.req.valid('param')
        const input = c.req.valid('json')
        const market = await db.transaction(async (tx) => {
          const before = await marketFor(tx, op, storeId, true)
          const days = [...input.marketDays].sort((a, b) => a - b)
          await tx.execute(sql`UPDATE stores SET market_days = ${sql.raw(`'{${days.join(',')}}'::integer[]`)}, cutoff_minute = ${input.cutoffMinute},
          min_order_total = ${input.minOrderTotal}, free_delivery_from = ${input.freeDeliveryFrom}, updated_at = now() WHERE id = ${storeId}`)
          await audit(tx, {
            actorUserId: op.userId,
            actorKind: 'operator',
            storeId,
            action: 'market.update',
            subject: `stores:${storeId}`,
            before: settingsOf(before),
            after: { ...input, marketDays: days },
          })
          const [after] = await withLocations(tx, [await marketFor(tx, op, storeId)])
          return after!
        })
        return ok(c, market)
      })
      .post('/:storeId/locations', canOperator('market.manage'), validate('param', storeParam), validate('json', marketLocationSchema), async (c) => {
        const op = c.var.operator
        const { storeId } = c.req.valid('param')
        const input = c.req.valid('json')
        const created = await db.transaction(async (tx) => {
          await marketFor(tx, op, storeId)
          const id = randomUUID()
          await tx.execute(sql`INSERT INTO locations (id, store_id, name, kind, address, delivery_fee, windows) VALUES (${id}, ${storeId}, ${input.name}, ${input.kind}, ${input.address}, ${input.deliveryFee},
          ${input.windows ? sql`${JSON.stringify(input.windows)}::jsonb` : sql`DEFAULT`})`)
          await audit(tx, { actorUserId: op.userId, actorKind: 'operator', storeId, action: 'location.create', subject: `locations:${id}`, before: null, after: input })
          const [row] = await rows<AdminMarketLocation>(tx, sql`${LOCATION} WHERE id = ${id}`)
          return row!
        })
        return ok(c, created, 201)
      })
      .put('/:storeId/locations/:id', canOperator('market.manage'), validate('param', locationParam), validate('json', marketLocationSchema), async (c) => {
        const op = c.var.operator
        const { storeId, id } = c.req.valid('param')
        const input = c.req.valid('json')
        const updated = await db.transaction(async (tx) => {
          await marketFor(tx, op, storeId)
          const [before] = await rows<AdminMarketLocation>(tx, sql`${LOCATION} WHERE id = ${id} AND store_id = ${storeId} FOR UPDATE`)
          if (!before) throw new ApiError(404, 'not_found', `No location ${id} in market ${storeId}`)
          await tx.execute(sql`UPDATE locations SET name = ${input.name}, kind = ${input.kind}, address = ${input.address}, delivery_fee = ${input.deliveryFee},
          windows = ${input.windows ? sql`${JSON.stringify(input.windows)}::jsonb` : sql`windows`}, updated_at = now() WHERE id = ${id}`)
          const { id: _, ...was } = before
          await audit(tx, { actorUserId: op.userId, actorKind: 'operator', storeId, action: 'location.update', subject: `locations:${id}`, before: was, after: input })
          const [row] = await rows<AdminMarketLocation>(tx, sql`${LOCATION} WHERE id = ${id}`)
          return row!
        })
        return ok(c, updated)
      })
      // Deleting a place (decision 039): refused while orders still to hand over use it (their pickup
      // point or their address's zone); orders are snapshots, so the delivered ones read the same after.
      .delete('/:storeId/locations/:id', canOperator('market.manage'), validate('param', locationParam), async (c) => {
        const op = c.var.operator
        const { storeId, id } = c.req.valid('param')
        const market = await db.transaction(async (tx) => {
          await marketFor(tx, op, storeId)
          const [before] = await rows<AdminMarketLocation>(tx, sql`${LOCATION} WHERE id = ${id} AND store_id = ${storeId} FOR UPDATE`)
          if (!before) throw new ApiError(404, 'not_found', `No location ${id} in market ${storeId}`)
          const [use] = await rows<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM orders WHERE store_id = ${storeId} AND status NOT IN ('delivered', 'collected', 'cancelled')
                AND (pickup_location ->> 'id' = ${id} OR address ->> 'locationId' = ${id})`,
          )
          if (use && use.n > 0) {
            throw new ApiError(409, 'location_in_use', `${use.n} order(s) still to hand over use ${before.name}`, [
              { field: null, code: 'location_in_use', message: `${use.n} order(s) still to hand over use it`, params: { orders: use.n } },
            ])
          }
          await tx.execute(sql`DELETE FROM locations WHERE id = ${id}`)
          const { id: _, ...was } = before
          await audit(tx, { actorUserId: op.userId, actorKind: 'operator', storeId, action: 'location.delete', subject: `locations:${id}`, before: was, after: null })
          const [after] = await withLocations(tx, [await marketFor(tx, op, storeId)])
          return after!
        })
        return ok(c, market)
      })
  )
}
