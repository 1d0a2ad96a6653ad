/**
 * The console's orders (/api/admin/orders, decision 032): every provider's orders in the operator's
 * markets, newest first, filtered by market, status or number, each with who placed it and the
 * statuses it may move to next. Moves go through POST /api/orders/:id/status (`order.move`, the
 * one lifecycle: server/orders/order-lifecycle.ts); cancelling here needs a reason, kept in the
 * audit log, and e-mails the shopper as every cancellation does.
 */
import { and, eq, ilike, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { adminOrderListQuery, cancelOrderSchema, type AdminOrder } from '../../src/api/admin-contract'
import type { Order } from '../../src/api/cart-contract'
import { canOperator, operatorCovers, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import { requireUser } from '../auth/require-user'
import { rows, type Conn } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { orders } from '../db/schema/commerce'
import { ApiError, list, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { guestTokenOf } from '../orders/guest-orders'
import { moveOrder, nextStatuses } from '../orders/order-lifecycle'
import { writeOrderMail } from '../orders/order-mail-out'
import { findOrder, listOrdersWhere } from '../orders/order-queries'

const PER_PAGE = 20
const idParam = z.object({ id: z.string().trim().min(1).max(80) })

/** The orders with who placed them (the account, or the guest) and their next statuses. */
async function forConsole(conn: Conn, found: Order[]): Promise<AdminOrder[]> {
  const ids = found.map((o) => o.id)
  const people = ids.length
    ? await rows<{ id: string; name: string; email: string }>(
        conn,
        sql`SELECT o.id, COALESCE(NULLIF(trim(u.name || ' ' || u.surname), ''), o.guest_name, '') AS name, COALESCE(u.email, o.guest_email, '') AS email
            FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    : []
  const byId = new Map(people.map((p) => [p.id, p]))
  return found.map((o) => ({ ...o, customer: { name: byId.get(o.id)?.name ?? '', email: byId.get(o.id)?.email ?? '' }, next: [...nextStatuses(o.status, o.fulfilment)] }))
}

export function adminOrdersRoutes(db: Db) {
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/', canOperator('orders.oversee'), validate('query', adminOrderListQuery), async (c) => {
      const q = c.req.valid('query')
      const op = c.var.operator
      const markets = q.storeId ? (operatorCovers(op, q.storeId) ? [q.storeId] : []) : op.storeIds
      const where =
        and(
          q.storeId || op.storeIds.length ? inArray(orders.storeId, markets.length ? markets : ['']) : undefined,
          q.status ? eq(orders.status, q.status) : undefined,
          q.number ? ilike(orders.number, `%${q.number.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined,
        ) ?? sql`TRUE`
      const { rows: found, total } = await listOrdersWhere(db, where, { page: q.page, perPage: PER_PAGE }, requestLang(c))
      return list(c, await forConsole(db, found), { page: q.page, perPage: PER_PAGE, total })
    })
    .post('/:id/cancel', canOperator('orders.oversee'), validate('param', idParam), validate('json', cancelOrderSchema), async (c) => {
      const { id } = c.req.valid('param')
      const { reason } = c.req.valid('json')
      const op = c.var.operator
      const runtime = c.get('authRuntime')
      const lang = requestLang(c)
      const cancelled = await db.transaction(async (tx) => {
        const [current] = await rows<{ status: string; storeId: string }>(tx, sql`SELECT status, store_id AS "storeId" FROM orders WHERE id = ${id}`)
        if (!current || !operatorCovers(op, current.storeId)) throw new ApiError(404, 'not_found', `No order ${id}`)
        await moveOrder(tx, { orderId: id, to: 'cancelled', byUserId: op.userId, asShopper: false })
        await audit(tx, {
          actorUserId: op.userId,
          actorKind: 'operator',
          storeId: current.storeId,
          action: 'order.cancel',
          subject: `orders:${id}`,
          before: { status: current.status },
          after: { status: 'cancelled', reason },
        })
        await writeOrderMail(tx, runtime.mailer, runtime.config.publicUrl, id, 'cancelled', (orderId) => guestTokenOf(runtime.keys, orderId).token)
        const order = await findOrder(tx, id, null, lang)
        return (await forConsole(tx, [order!]))[0]!
      })
      runtime.mailer.wake()
      return ok(c, cancelled)
    })
}
