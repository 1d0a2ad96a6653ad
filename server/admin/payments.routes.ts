/**
 * The console's payments (/api/admin/payments, issue 33): the payments of the operator's markets
 * that need a look (server/payments/payments.ts `paymentsNeedingAttention`): waiting long past
 * their window, failed on our side or the provider's, paid for a cancelled order, refunded to the
 * shopper's credit. Read only: a cancellation refunds by itself (server/payments/credit.ts).
 */
import { Hono } from 'hono'
import { canOperator, type AccessEnv } from '../access/access'
import { requireUser } from '../auth/require-user'
import type { Db } from '../db/client'
import { ok } from '../lib/http'
import { paymentsNeedingAttention } from '../payments/payments'

export function adminPaymentsRoutes(db: Db) {
  return new Hono<AccessEnv>().use(requireUser).get('/', canOperator('orders.oversee'), async (c) => ok(c, await paymentsNeedingAttention(db, new Date(), c.var.operator.storeIds)))
}
