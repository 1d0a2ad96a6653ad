/**
 * The shopper's address book (/api/addresses): list, read, create, update, delete. An address
 * lies in one of the store's delivery zones (a `zone` location of `storeId`); at most one address
 * is the default, and making one the default unsets the others in the same transaction.
 * Another shopper's address is a 404, exactly as one that does not exist.
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { addressInputSchema, type Address } from '../../src/api/account-contract'
import { requireUser, type UserEnv } from '../auth/require-user'
import { rows, type Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { addresses } from '../db/schema/commerce'
import { ApiError, list, ok, validate } from '../lib/http'
import { ORDER_CONFIG } from '../orders/order-config'
import { lockUser } from './account-lock'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
type Row = typeof addresses.$inferSelect
type Input = z.output<typeof addressInputSchema>

const toAddress = (r: Row): Address => ({
  id: r.id,
  label: r.label,
  recipient: r.recipient,
  phone: r.phone,
  storeId: r.storeId,
  locationId: r.locationId,
  line1: r.line1,
  line2: r.line2,
  landmark: r.landmark,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

const notFound = (id: string) => new ApiError(404, 'not_found', `No address ${id}`)

/** The location must be a delivery zone of the store (a 400 naming the field otherwise). */
async function checkZone(tx: Tx, input: Input) {
  const [found] = await rows<{ store_ok: boolean; zone_ok: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM stores WHERE id = ${input.storeId}) AS store_ok,
               EXISTS (SELECT 1 FROM locations WHERE id = ${input.locationId} AND store_id = ${input.storeId} AND kind = 'zone') AS zone_ok`,
  )
  if (!found?.store_ok) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'storeId', code: 'unknown_store', message: `No store ${input.storeId}` }])
  }
  if (!found.zone_ok) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
      { field: 'locationId', code: 'not_a_delivery_zone', message: `${input.locationId} is not a delivery zone of store ${input.storeId}` },
    ])
  }
}

export function addressesRoutes(db: Db) {
  return new Hono<UserEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const found = await db.select().from(addresses).where(eq(addresses.userId, c.var.user.id)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id))
      return list(c, found.map(toAddress), { page: 1, perPage: ORDER_CONFIG.maxAddresses, total: found.length })
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, c.var.user.id)))
        .limit(1)
      if (!row) throw notFound(id)
      return ok(c, toAddress(row))
    })
    .post('/', validate('json', addressInputSchema), async (c) => {
      const input = c.req.valid('json')
      const userId = c.var.user.id
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        await checkZone(tx, input)
        const [held] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM addresses WHERE user_id = ${userId}`)
        if ((held?.n ?? 0) >= ORDER_CONFIG.maxAddresses) {
          throw new ApiError(409, 'conflict', `An account keeps at most ${ORDER_CONFIG.maxAddresses} addresses`, [
            { field: null, code: 'too_many', message: 'Delete an address first', params: { max: ORDER_CONFIG.maxAddresses } },
          ])
        }
        if (input.isDefault)
          await tx
            .update(addresses)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
        const [inserted] = await tx
          .insert(addresses)
          .values({ id: randomUUID(), userId, ...input })
          .returning()
        return inserted!
      })
      return ok(c, toAddress(row), 201)
    })
    .put('/:id', validate('param', idParam), validate('json', addressInputSchema), async (c) => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const userId = c.var.user.id
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const [mine] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        if (!mine) throw notFound(id)
        await checkZone(tx, input)
        if (input.isDefault) {
          await tx
            .update(addresses)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)))
        }
        const [updated] = await tx
          .update(addresses)
          .set({ ...input, updatedAt: new Date() })
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning()
        return updated!
      })
      return ok(c, toAddress(row))
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, c.var.user.id)))
        .returning({ id: addresses.id })
      if (!row) throw notFound(id)
      return ok(c, { id: row.id })
    })
}
