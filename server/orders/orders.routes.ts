/**
 * Orders (/api/orders): the shopper's list (newest first) and detail, checkout (POST, with an
 * Idempotency-Key: 201 the first time, 200 with the same order on a replay), the shopper's
 * cancellation while `placed`, and an operator's status moves (an `order.move` grant covering the
 * order's market, decision 034; each move audit-logged in its transaction).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { checkoutSchema, ORDER_STATUSES, orderStatusSchema } from '../../src/api/cart-contract'
import { canOperator, operatorCovers } from '../access/access'
import { audit } from '../access/audit'
import { requireUser, type UserEnv } from '../auth/require-user'
import { rows } from '../cart/cart-sql'
import { sql } from 'drizzle-orm'
import { fingerprint, idempotencyKeyOf } from '../cart/idempotency'
import type { AuthRuntime } from '../auth/auth-runtime'
import type { Db } from '../db/client'
import { ApiError, list, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { placeOrder } from './checkout'
import { DEFAULT_SERVICES, type Service } from '../../src/api/services-contract'
import { moveOrder } from './order-lifecycle'
import { guestTokenOf } from './guest-orders'
import { writeOrderMail } from './order-mail-out'
import { findOrder, listOrders } from './order-queries'
import type { PaymentsRuntime } from '../payments/payments'
import { startOrderPayment } from '../payments/order-payment'
import { spendCredit } from '../payments/credit'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(15),
  status: z.enum(ORDER_STATUSES).optional(),
})

export function ordersRoutes(db: Db, auth: Pick<AuthRuntime, 'mailer' | 'config' | 'keys'>, services: readonly Service[] = DEFAULT_SERVICES, payments: PaymentsRuntime) {
  const { mailer } = auth
  const guestToken = (orderId: string) => guestTokenOf(auth.keys, orderId).token
  return new Hono<UserEnv>()
    .use(requireUser)
    .get('/', validate('query', listQuery), async (c) => {
      const q = c.req.valid('query')
      const { rows, total } = await listOrders(db, c.var.user.id, q, requestLang(c))
      return list(c, rows, { page: q.page, perPage: q.perPage, total })
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const order = await findOrder(db, id, c.var.user.id, requestLang(c))
      if (!order) throw new ApiError(404, 'not_found', `No order ${id}`)
      return ok(c, order)
    })
    .post('/', validate('json', checkoutSchema), async (c) => {
      const input = c.req.valid('json')
      if (!services.includes(input.vertical)) {
        throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'vertical', code: 'not_open', message: `The ${input.vertical} cart is not open yet` }])
      }
      const userId = c.var.user.id
      const claim = { userId, key: idempotencyKeyOf(c), fingerprint: fingerprint('POST', '/api/orders', input) }
      const lang = requestLang(c)
      const now = new Date()
      const { order, replayed, attemptId } = await db.transaction(async (tx) => {
        const placed = await placeOrder(tx, claim, userId, input, lang, now)
        // The shopper's credit first, once (a replay spent it already): the payment asks for the rest (decision 038).
        if (!placed.replayed && input.useCredit) await spendCredit(tx, placed.orderId, userId)
        // The payment and the e-mail commit with the order, or none does (decisions 022, 033).
        const attemptId = placed.replayed ? null : await startOrderPayment(tx, payments, placed.orderId, input.payment)
        if (!placed.replayed) await writeOrderMail(tx, mailer, auth.config.publicUrl, placed.orderId, 'placed', guestToken)
        return { order: await findOrder(tx, placed.orderId, userId, lang), replayed: placed.replayed, attemptId }
      })
      if (!order) throw new Error('a placed order could not be read back')
      // The provider is asked after the commit: the answer to "Place order" does not wait for it.
      if (attemptId) payments.kick(attemptId)
      if (!replayed) mailer.wake()
      if (replayed) c.header('Idempotent-Replayed', 'true')
      return ok(c, order, replayed ? 200 : 201)
    })
    .post('/:id/cancel', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const user = c.var.user
      const lang = requestLang(c)
      const order = await db.transaction(async (tx) => {
        if (await moveOrder(tx, { orderId: id, to: 'cancelled', byUserId: user.id, asShopper: true })) {
          await writeOrderMail(tx, mailer, auth.config.publicUrl, id, 'cancelled', guestToken)
        }
        return findOrder(tx, id, user.id, lang)
      })
      mailer.wake()
      // A paid Paystack order is refunded to its card or account after the commit (decision 038).
      payments.kickRefunds()
      return ok(c, order)
    })
    .post('/:id/status', canOperator('order.move'), validate('param', idParam), validate('json', orderStatusSchema), async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const { status } = c.req.valid('json')
      const lang = requestLang(c)
      const order = await db.transaction(async (tx) => {
        const operator = c.var.operator
        const [current] = await rows<{ status: string; storeId: string }>(tx, sql`SELECT status, store_id AS "storeId" FROM orders WHERE id = ${id}`)
        // An operator of other markets learns nothing about this one's orders.
        if (!current || !operatorCovers(operator, current.storeId)) throw new ApiError(404, 'not_found', `No order ${id}`)
        if (await moveOrder(tx, { orderId: id, to: status, byUserId: user.id, asShopper: false })) {
          await audit(tx, {
            actorUserId: user.id,
            actorKind: 'operator',
            storeId: current.storeId,
            action: 'order.move',
            subject: `orders:${id}`,
            before: { status: current.status },
            after: { status },
          })
          await writeOrderMail(tx, mailer, auth.config.publicUrl, id, status, guestToken)
        }
        return findOrder(tx, id, null, lang)
      })
      mailer.wake()
      payments.kickRefunds()
      return ok(c, order)
    })
}
