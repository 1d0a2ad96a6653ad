/**
 * GET /api/notifications: what the header's bell shows a signed-in shopper — the status changes of
 * their orders over the last 30 days, newest first (at most 20), each with the order's market day
 * and whether it is delivered or picked up. Derived from the orders' history,
 * so there is nothing extra to keep in step.
 */
import { Hono } from 'hono'
import { and, desc, eq, gte } from 'drizzle-orm'
import { requireUser, type UserEnv } from '../auth/require-user'
import type { Db } from '../db/client'
import { orderStatusHistory, orders } from '../db/schema/commerce'
import { ok } from '../lib/http'

const WINDOW_DAYS = 30

export function notificationsRoutes(db: Db) {
  return new Hono<UserEnv>().use(requireUser).get('/', async (c) => {
    const since = new Date(Date.now() - WINDOW_DAYS * 86_400_000)
    const rows = await db
      .select({
        id: orderStatusHistory.id,
        orderId: orders.id,
        orderNumber: orders.number,
        status: orderStatusHistory.status,
        at: orderStatusHistory.at,
        deliveryDay: orders.deliveryDay,
        fulfilment: orders.fulfilment,
      })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(and(eq(orders.userId, c.var.user.id), gte(orderStatusHistory.at, since)))
      .orderBy(desc(orderStatusHistory.at), desc(orderStatusHistory.id))
      .limit(20)
    return ok(
      c,
      rows.map((r) => ({
        id: `order-status-${r.id}`,
        kind: 'order-status' as const,
        orderId: r.orderId,
        orderNumber: r.orderNumber,
        status: r.status,
        date: r.at.toISOString(),
        // The market day the whole basket reaches the shopper (decision 017), shown under the update.
        deliveryDay: r.deliveryDay,
        fulfilment: r.fulfilment,
      })),
    )
  })
}
