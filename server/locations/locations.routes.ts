/**
 * The spec's locations API (base API): list with paging/sorting/search and read for everyone;
 * create, update and delete only for the operator (delivery zones and pickup points are the
 * market's, not a visitor's to change).
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { locationInputSchema, locationListQuerySchema, type Location } from '../../src/api/contract'
import type { Db } from '../db/client'
import { locations, stores } from '../db/schema/catalog'
import { ApiError, list, ok, validate } from '../lib/http'
import { operatorOnly } from '../lib/operator'
import { escapeLike } from '../lib/sql'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
const sortColumns = {
  name: locations.name,
  kind: locations.kind,
  deliveryFee: locations.deliveryFee,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
} as const

type Row = typeof locations.$inferSelect
const toLocation = (r: Row): Location => ({
  id: r.id,
  storeId: r.storeId,
  name: r.name,
  kind: r.kind,
  address: r.address,
  deliveryFee: r.deliveryFee,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

async function assertStoreExists(db: Db, storeId: string) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1)
  if (!store) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'storeId', code: 'unknown_store', message: `No store ${storeId}` }])
  }
}

export function locationsRoutes(db: Db, operatorToken: string | null) {
  const operator = operatorOnly(operatorToken)
  return new Hono()
    .get('/', validate('query', locationListQuerySchema), async (c) => {
      const q = c.req.valid('query')
      const filters: (SQL | undefined)[] = [q.storeId ? eq(locations.storeId, q.storeId) : undefined, q.kind ? eq(locations.kind, q.kind) : undefined]
      if (q.searchKeyword) {
        const pattern = `%${escapeLike(q.searchKeyword)}%`
        filters.push(or(ilike(locations.name, pattern), ilike(locations.address, pattern)))
      }
      const where = and(...filters)
      const column = sortColumns[q.sortBy ?? 'name']
      const rows = await db
        .select()
        .from(locations)
        .where(where)
        .orderBy(q.order === 'desc' ? desc(column) : asc(column), asc(locations.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage)
      const [total] = await db.select({ n: count() }).from(locations).where(where)
      return list(c, rows.map(toLocation), { page: q.page, perPage: q.perPage, total: total?.n ?? 0 })
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1)
      if (!row) throw new ApiError(404, 'not_found', `No location ${id}`)
      return ok(c, toLocation(row))
    })
    .post('/', operator, validate('json', locationInputSchema), async (c) => {
      const input = c.req.valid('json')
      await assertStoreExists(db, input.storeId)
      const [row] = await db
        .insert(locations)
        .values({ id: randomUUID(), ...input })
        .returning()
      return ok(c, toLocation(row!), 201)
    })
    .put('/:id', operator, validate('param', idParam), validate('json', locationInputSchema), async (c) => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      await assertStoreExists(db, input.storeId)
      const [row] = await db
        .update(locations)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(locations.id, id))
        .returning()
      if (!row) throw new ApiError(404, 'not_found', `No location ${id}`)
      return ok(c, toLocation(row))
    })
    .delete('/:id', operator, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const [row] = await db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id })
      if (!row) throw new ApiError(404, 'not_found', `No location ${id}`)
      return ok(c, { id: row.id })
    })
}
