/**
 * The console's payments (/api/admin/payments, issue 33): the payments of the operator's markets
 * that need a look (server/payments/payments.ts `paymentsNeedingAttention`): waiting long past
 * their window, failed on our side or the provider's, paid for a cancelled order, refunded.
 *
 * `POST /:attemptId/refund` (decision 043, `payments.refund`: an admin of the payment's market;
 * support 403, another market's admin 404): a payment owed back goes to its method, the shopper's
 * credit or is recorded as paid back outside the system, once (server/payments/operator-refund.ts),
 * after the operator types their password again (reauthenticate.ts; a wrong one is 400 on the
 * `password` field). Answers the payment as the list now shows it.
 */
import { sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { refundPaymentSchema } from '../../src/api/admin-payments-contract'
import { canOperator, type AccessEnv } from '../access/access'
import { AuthError, renderAuthError } from '../auth/auth-http'
import { reauthenticate } from '../auth/reauthenticate'
import { requireUser } from '../auth/require-user'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { guestTokenOf } from '../orders/guest-orders'
import { refundByOperator } from '../payments/operator-refund'
import { paymentsNeedingAttention } from '../payments/payments'

const attemptParam = z.object({ attemptId: z.string().trim().min(1).max(120) })

export function adminPaymentsRoutes(db: Db, payments?: { kickRefunds(): void }) {
  /** The caller's current password; null when right, else the answer to send (the error on the `password` field). */
  const checkPassword = async (c: Context<AccessEnv>, password: string) => {
    const [me] = await rows<{ id: string; passwordHash: string | null }>(db, sql`SELECT id, password_hash AS "passwordHash" FROM users WHERE id = ${c.var.user.id}`)
    try {
      await reauthenticate(c.get('authRuntime'), me ?? { id: c.var.user.id, passwordHash: null }, password)
      return null
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      const errors = error.errors?.map((e) => (e.field === 'currentPassword' ? { ...e, field: 'password' } : e)) ?? null
      return renderAuthError(c, new AuthError(error.status, error.code, error.message, errors, error.headers))
    }
  }
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/', canOperator('orders.oversee'), async (c) => ok(c, await paymentsNeedingAttention(db, new Date(), c.var.operator.storeIds)))
    .post('/:attemptId/refund', canOperator('payments.refund'), validate('param', attemptParam), validate('json', refundPaymentSchema), async (c) => {
      const { attemptId } = c.req.valid('param')
      const input = c.req.valid('json')
      const op = c.var.operator
      // Another market's payment is not found before the password is asked.
      const [where] = await rows<{ storeId: string }>(db, sql`SELECT o.store_id AS "storeId" FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.id = ${attemptId}`)
      if (!where || (op.storeIds.length > 0 && !op.storeIds.includes(where.storeId))) throw new ApiError(404, 'not_found', `No payment ${attemptId}`)
      const refused = await checkPassword(c, input.password)
      if (refused) return refused
      const runtime = c.get('authRuntime')
      const mailing = { mailer: runtime.mailer, publicUrl: runtime.config.publicUrl, guestToken: (orderId: string) => guestTokenOf(runtime.keys, orderId).token }
      const done = await db.transaction((tx) =>
        refundByOperator(tx, { attemptId, to: input.to, reference: input.reference, reason: input.reason, operatorUserId: op.userId, storeIds: op.storeIds }, mailing),
      )
      runtime.mailer.wake()
      if (done.askProvider) payments?.kickRefunds()
      const [now] = await paymentsNeedingAttention(db, new Date(), op.storeIds, attemptId)
      return ok(c, now ?? null)
    })
}
