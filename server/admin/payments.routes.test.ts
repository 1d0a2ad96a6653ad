/**
 * The console's payments page: the payments of the operator's markets that need a look (paid for
 * a cancelled order and refunded, waiting long past their window), for operators overseeing orders
 * only, and never another market's.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PaymentAttention } from '../../src/api/payments-contract'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

const listed = async (who: Awaited<ReturnType<AdminTestApp['shopper']>>, orderId: string) =>
  (await t.api<PaymentAttention[]>(who, 'GET', '/api/admin/payments')).body.data.filter((p) => p.orderId === orderId)

test('a paid order cancelled in the console is listed as refunded to its market’s operators only', async () => {
  const amina = await t.shopper()
  const order = await t.paidOrder(amina, [['spinach', 2]])
  const support = await t.operator('support', ['jnb'])
  expect(await listed(support, order.id), 'paid and live: nothing to look at').toEqual([])
  expect((await t.api(support, 'POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'The farm lost the harvest to hail.' })).status).toBe(200)
  expect(await listed(support, order.id)).toEqual([
    expect.objectContaining({ orderNumber: order.number, storeId: 'jnb', orderStatus: 'cancelled', provider: 'paystack', status: 'succeeded', amount: order.total, currency: 'ZAR', why: 'refunded' }),
  ])
  expect(await listed(await t.operator('admin'), order.id), 'an operator of every market').toHaveLength(1)
  expect(await listed(await t.operator('admin', ['kgl']), order.id), 'another market’s operator').toEqual([])
  expect((await t.api(amina, 'GET', '/api/admin/payments')).status).toBe(403)
})

test('a payment paid for an order cancelled without a refund, and one waiting long past its window, are listed', async () => {
  const amina = await t.shopper()
  const paid = await t.paidOrder(amina)
  // As a cancellation from before refunds were wired left it.
  await t.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${paid.id}`)
  const waiting = await t.order(amina)
  await t.db.execute(
    sql`INSERT INTO payment_attempts (id, payment_id, order_id, provider, amount, currency, currency_exponent, status, expires_at)
        SELECT ${`waiting-${waiting.id}`}, p.id, p.order_id, 'paystack', p.amount, p.currency, 2, 'pending', now() - interval '1 hour' FROM payments p WHERE p.order_id = ${waiting.id}`,
  )
  const support = await t.operator('support', ['jnb'])
  expect(await listed(support, paid.id)).toEqual([expect.objectContaining({ why: 'paid_for_cancelled_order' })])
  expect(await listed(support, waiting.id)).toEqual([expect.objectContaining({ why: 'pending_too_long', status: 'pending' })])
})
