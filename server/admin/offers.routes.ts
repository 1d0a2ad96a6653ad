/**
 * The console's offers (/api/admin/offers, decision 032): the offers on the produce of the
 * operator's markets; an admin (`market.manage`) creates one (5–90 % off, from a start to an
 * end) or ends one now, each audit-logged. `offers` is a catalog table: shoppers' devices get the
 * new row, and its new end, at their next delta sync, and the storefront and checkout apply an
 * offer only between its start and its end (server/orders/order-config.ts).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { ADMIN_PAGE_SIZE, adminOfferListQuery, createOfferSchema, offerProducesQuery, type AdminOffer, type AdminOfferProduce } from '../../src/api/admin-contract'
import { canOperator, operatorCovers, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import { requireUser } from '../auth/require-user'
import { rows, type Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, list, ok, validate } from '../lib/http'
import { coveredBy } from './applications.routes'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

const SELECT = sql`SELECT o.id, p.store_id AS "storeId", p.id AS "produceId", coalesce(p.name ->> 'en', p.id) AS produce, f.farm_name AS farm,
  o.percent_off AS "percentOff", coalesce(o.title ->> 'en', '') AS title, ${iso('o.starts_at')} AS "startsAt", ${iso('o.ends_at')} AS "endsAt",
  CASE WHEN o.ends_at <= now() THEN 'ended' WHEN o.starts_at > now() THEN 'upcoming' ELSE 'current' END AS state
  FROM offers o JOIN produces p ON p.id = o.produce_id JOIN farmers f ON f.id = p.farmer_id`

export function adminOffersRoutes(db: Db) {
  const one = async (conn: Db | Tx, id: string) => (await rows<AdminOffer>(conn, sql`${SELECT} WHERE o.id = ${id}`))[0]
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/', canOperator('provider.read'), validate('query', adminOfferListQuery), async (c) => {
      const q = c.req.valid('query')
      const where = sql`o.deleted_at IS NULL AND ${coveredBy(c.var.operator, sql.raw('p.store_id'))} AND ${q.storeId ? sql`p.store_id = ${q.storeId}` : sql`TRUE`}`
      // Current first, then upcoming, then the ended ones, latest first.
      const found = await rows<AdminOffer>(
        db,
        sql`${SELECT} WHERE ${where} ORDER BY (o.ends_at <= now()), o.starts_at > now(), o.ends_at DESC, o.id LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(q.page - 1) * ADMIN_PAGE_SIZE}`,
      )
      const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM offers o JOIN produces p ON p.id = o.produce_id WHERE ${where}`)
      return list(c, found, { page: q.page, perPage: ADMIN_PAGE_SIZE, total: total?.n ?? 0 })
    })
    .get('/produces', canOperator('provider.read'), validate('query', offerProducesQuery), async (c) => {
      const { storeId } = c.req.valid('query')
      if (!operatorCovers(c.var.operator, storeId)) throw new ApiError(404, 'not_found', `No market ${storeId}`)
      const found = await rows<AdminOfferProduce>(
        db,
        sql`SELECT p.id, coalesce(p.name ->> 'en', p.id) AS name, f.farm_name AS farm FROM produces p JOIN farmers f ON f.id = p.farmer_id
          WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND f.deleted_at IS NULL ORDER BY lower(f.farm_name), lower(p.name ->> 'en'), p.id`,
      )
      return ok(c, found)
    })
    .post('/', canOperator('market.manage'), validate('json', createOfferSchema), async (c) => {
      const op = c.var.operator
      const input = c.req.valid('json')
      const created = await db.transaction(async (tx) => {
        const [produce] = await rows<{ storeId: string }>(
          tx,
          sql`SELECT p.store_id AS "storeId" FROM produces p JOIN farmers f ON f.id = p.farmer_id WHERE p.id = ${input.produceId} AND p.deleted_at IS NULL AND f.deleted_at IS NULL`,
        )
        if (!produce || !operatorCovers(op, produce.storeId)) {
          throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'produceId', code: 'unknown_produce', message: `No produce ${input.produceId} in your markets` }])
        }
        const id = randomUUID()
        await tx.execute(sql`INSERT INTO offers (id, produce_id, percent_off, title, starts_at, ends_at)
          VALUES (${id}, ${input.produceId}, ${input.percentOff}, ${JSON.stringify({ en: input.title })}::jsonb, ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz)`)
        await audit(tx, { actorUserId: op.userId, actorKind: 'operator', storeId: produce.storeId, action: 'offer.create', subject: `offers:${id}`, before: null, after: input })
        return (await one(tx, id))!
      })
      return ok(c, created, 201)
    })
    .post('/:id/end', canOperator('market.manage'), validate('param', idParam), async (c) => {
      const op = c.var.operator
      const { id } = c.req.valid('param')
      const ended = await db.transaction(async (tx) => {
        const [locked] = await rows<{ id: string }>(tx, sql`SELECT id FROM offers WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`)
        const before = locked ? await one(tx, id) : undefined
        if (!before || !operatorCovers(op, before.storeId)) throw new ApiError(404, 'not_found', `No offer ${id}`)
        if (before.state === 'ended') throw new ApiError(409, 'conflict', 'The offer has already ended')
        // An offer not started yet ends before it starts: it never applies.
        await tx.execute(sql`UPDATE offers SET ends_at = now(), starts_at = least(starts_at, now()), updated_at = now() WHERE id = ${id}`)
        const after = (await one(tx, id))!
        await audit(tx, {
          actorUserId: op.userId,
          actorKind: 'operator',
          storeId: before.storeId,
          action: 'offer.end',
          subject: `offers:${id}`,
          before: { startsAt: before.startsAt, endsAt: before.endsAt },
          after: { startsAt: after.startsAt, endsAt: after.endsAt },
        })
        return after
      })
      return ok(c, ended)
    })
}
