/**
 * The shopper's saved payment methods (/api/payments): a mobile money number or cash on delivery.
 * There is no card field in the contract or the table, so no card number can be stored. At most
 * one method is the default; another shopper's method is a 404.
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { paymentMethodInputSchema, type PaymentMethod } from '../../src/api/account-contract'
import { requireUser, type UserEnv } from '../auth/require-user'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { paymentMethods } from '../db/schema/commerce'
import { ApiError, list, ok, validate } from '../lib/http'
import { ORDER_CONFIG } from '../orders/order-config'
import { lockUser } from './account-lock'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
type Row = typeof paymentMethods.$inferSelect
type Input = z.output<typeof paymentMethodInputSchema>

function toPaymentMethod(r: Row): PaymentMethod {
  const common = { id: r.id, label: r.label, isDefault: r.isDefault, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }
  if (r.kind === 'mobile-money') {
    return { kind: 'mobile-money', provider: r.provider as Extract<Input, { kind: 'mobile-money' }>['provider'], phone: r.phone ?? '', ...common }
  }
  return { kind: 'cash', ...common }
}

/** The row's columns for an input: provider and phone only for mobile money. */
function columns(input: Input) {
  return {
    kind: input.kind,
    provider: input.kind === 'mobile-money' ? input.provider : null,
    phone: input.kind === 'mobile-money' ? input.phone : null,
    label: input.label,
    isDefault: input.isDefault,
  }
}

const notFound = (id: string) => new ApiError(404, 'not_found', `No payment method ${id}`)

export function paymentsRoutes(db: Db) {
  return new Hono<UserEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const found = await db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, c.var.user.id))
        .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id))
      return list(c, found.map(toPaymentMethod), { page: 1, perPage: ORDER_CONFIG.maxPaymentMethods, total: found.length })
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, c.var.user.id)))
        .limit(1)
      if (!row) throw notFound(id)
      return ok(c, toPaymentMethod(row))
    })
    .post('/', validate('json', paymentMethodInputSchema), async (c) => {
      const input = c.req.valid('json')
      const userId = c.var.user.id
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const [held] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM payment_methods WHERE user_id = ${userId}`)
        if ((held?.n ?? 0) >= ORDER_CONFIG.maxPaymentMethods) {
          throw new ApiError(409, 'conflict', `An account keeps at most ${ORDER_CONFIG.maxPaymentMethods} payment methods`, [
            { field: null, code: 'too_many', message: 'Delete a payment method first', params: { max: ORDER_CONFIG.maxPaymentMethods } },
          ])
        }
        if (input.isDefault) {
          await tx
            .update(paymentMethods)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
        }
        const [inserted] = await tx
          .insert(paymentMethods)
          .values({ id: randomUUID(), userId, ...columns(input) })
          .returning()
        return inserted!
      })
      return ok(c, toPaymentMethod(row), 201)
    })
    .put('/:id', validate('param', idParam), validate('json', paymentMethodInputSchema), async (c) => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const userId = c.var.user.id
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const [mine] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
        if (!mine) throw notFound(id)
        if (input.isDefault) {
          await tx
            .update(paymentMethods)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id)))
        }
        const [updated] = await tx
          .update(paymentMethods)
          .set({ ...columns(input), updatedAt: new Date() })
          .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
          .returning()
        return updated!
      })
      return ok(c, toPaymentMethod(row))
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const [row] = await db
        .delete(paymentMethods)
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, c.var.user.id)))
        .returning({ id: paymentMethods.id })
      if (!row) throw notFound(id)
      return ok(c, { id: row.id })
    })
}
