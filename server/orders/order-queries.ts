/**
 * Orders as the API answers them: the order row with its lines (names in the request's language,
 * from the snapshot taken at checkout) and its status history, oldest first.
 */
import { describeOrderChoices } from '../cart/line-choices'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Order, OrderStatus } from '../../src/api/cart-contract'
import { orderLines, orders, orderStatusHistory } from '../db/schema/commerce'
import { payments } from '../db/schema/payments'
import type { I18n, Lang } from '../seed/seed-types'
import type { Conn } from '../cart/cart-sql'

type OrderRow = typeof orders.$inferSelect

function pick(text: I18n, lang: Lang): string {
  return text[lang] || text.en || ''
}

async function assemble(conn: Conn, found: OrderRow[], lang: Lang): Promise<Order[]> {
  if (found.length === 0) return []
  const ids = found.map((o) => o.id)
  const lines = await conn.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.position))
  const history = await conn.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id))
  const paid = new Map((await conn.select({ orderId: payments.orderId, status: payments.status }).from(payments).where(inArray(payments.orderId, ids))).map((p) => [p.orderId, p.status]))
  return found.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    storeId: o.storeId,
    currency: o.currency,
    currencyExponent: o.currencyExponent,
    fulfilment: o.fulfilment,
    address: o.address
      ? {
          label: o.address.label,
          recipient: o.address.recipient,
          phone: o.address.phone,
          line1: o.address.line1,
          line2: o.address.line2,
          landmark: o.address.landmark,
          locationName: o.address.locationName,
        }
      : null,
    pickupLocation: o.pickupLocation,
    deliveryDay: o.deliveryDay,
    slotWindow: o.slotWindow ?? null,
    payment: o.payment,
    // Orders from before payments (decision 033) have none.
    ...(paid.has(o.id) ? { paymentStatus: paid.get(o.id)! } : {}),
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        produceId: l.produceId,
        lineKey: l.lineKey,
        ...describeOrderChoices(l.choices, lang),
        fulfilment: l.fulfilment ?? null,
        farmerId: l.farmerId,
        farmName: l.farmName,
        dropOffDay: l.dropOffDay,
        name: pick(l.name, lang),
        unit: l.unit,
        quantity: l.quantity,
        price: l.price,
        lineTotal: l.lineTotal,
      })),
    subtotal: o.subtotal,
    deliveryFee: o.deliveryFee,
    serviceFee: o.serviceFee,
    total: o.total,
    // Only an order that spent credit says so (decision 038).
    ...(o.creditUsed > 0 ? { creditUsed: o.creditUsed } : {}),
    note: o.note,
    ...(o.guestEmail && o.userId === null ? { guest: { name: o.guestName ?? '', phone: o.guestPhone ?? '', email: o.guestEmail } } : {}),
    history: history.filter((h) => h.orderId === o.id).map((h) => ({ status: h.status, at: h.at.toISOString() })),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  }))
}

/** One order, only when it is the user's (`userId` null: any user's, for admins). */
export async function findOrder(conn: Conn, id: string, userId: string | null, lang: Lang): Promise<Order | null> {
  return findOrderWhere(conn, userId === null ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId))!, lang)
}

export async function findOrderWhere(conn: Conn, where: SQL, lang: Lang): Promise<Order | null> {
  const found = await conn.select().from(orders).where(where).limit(1)
  return (await assemble(conn, found, lang))[0] ?? null
}

export async function listOrders(conn: Conn, userId: string, q: { page: number; perPage: number; status?: OrderStatus | undefined }, lang: Lang): Promise<{ rows: Order[]; total: number }> {
  return listOrdersWhere(conn, and(eq(orders.userId, userId), q.status ? eq(orders.status, q.status) : undefined)!, q, lang)
}

/** A page of the orders `where` selects, newest first (the shopper's own; the console's across providers). */
export async function listOrdersWhere(conn: Conn, where: SQL, q: { page: number; perPage: number }, lang: Lang): Promise<{ rows: Order[]; total: number }> {
  const found = await conn
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
  const [total] = await conn.select({ n: count() }).from(orders).where(where)
  return { rows: await assemble(conn, found, lang), total: total?.n ?? 0 }
}
