/**
 * The console's orders: every provider's orders in the operator's markets, filtered, with who
 * placed them and where they may go next; a cancellation needs a reason, kept in the audit log,
 * and gives the stock back like every cancellation.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/api/admin-contract'
import { rows } from '../cart/cart-sql'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

test('an operator lists the orders of its markets with the customer and the next statuses; filters narrow them', async () => {
  const amina = await t.shopper()
  const placed = await t.order(amina)
  const support = await t.operator('support', ['jnb'])
  const res = await t.api<AdminOrder[]>(support, 'GET', '/api/admin/orders?status=placed')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const found = res.body.data.find((o) => o.id === placed.id)!
  expect(found).toMatchObject({ number: placed.number, status: 'placed', customer: { email: amina.email }, next: ['confirmed', 'cancelled'] })
  expect(found.lines.map((l) => l.produceId)).toEqual(['spinach'])
  expect((await t.api<AdminOrder[]>(support, 'GET', `/api/admin/orders?number=${placed.number.slice(-4)}`)).body.data.map((o) => o.id)).toEqual([placed.id])
  expect((await t.api<AdminOrder[]>(support, 'GET', '/api/admin/orders?status=delivered')).body.data.map((o) => o.id)).not.toContain(placed.id)
  const kigali = await t.operator('support', ['kgl'])
  expect((await t.api<AdminOrder[]>(kigali, 'GET', '/api/admin/orders')).body.data).toEqual([])
  expect((await t.api<AdminOrder[]>(kigali, 'GET', '/api/admin/orders?storeId=jnb')).body.data, 'naming another market shows nothing').toEqual([])
  expect((await t.api(amina, 'GET', '/api/admin/orders')).status).toBe(403)
})

test('cancelling needs a reason, gives the stock back, e-mails the shopper and is audit-logged; another market’s operator gets 404', async () => {
  const amina = await t.shopper()
  const placed = await t.order(amina, [['spinach', 2]])
  const stock = await t.stockOf('spinach')
  const kigali = await t.operator('admin', ['kgl'])
  expect((await t.api(kigali, 'POST', `/api/admin/orders/${placed.id}/cancel`, { reason: 'Not my market at all.' })).status).toBe(404)
  const support = await t.operator('support')
  expect((await t.api(support, 'POST', `/api/admin/orders/${placed.id}/cancel`, { reason: '' })).status).toBe(400)
  const res = await t.api<AdminOrder>(support, 'POST', `/api/admin/orders/${placed.id}/cancel`, { reason: 'The farm lost the harvest to hail.' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data).toMatchObject({ status: 'cancelled', next: [] })
  expect(await t.stockOf('spinach')).toBe(stock! + 2)
  const [logged] = await rows<{ action: string; after: unknown }>(t.db, sql`SELECT action, after FROM audit_log WHERE subject = ${`orders:${placed.id}`}`)
  expect(logged).toEqual({ action: 'order.cancel', after: { status: 'cancelled', reason: 'The farm lost the harvest to hail.' } })
  const [mail] = await rows<{ purpose: string }>(t.db, sql`SELECT purpose FROM mail_outbox WHERE to_address = ${amina.email} ORDER BY id DESC LIMIT 1`)
  expect(mail!.purpose).toBe('order-cancelled')
  expect((await t.api(support, 'POST', `/api/admin/orders/${placed.id}/cancel`, { reason: 'Once more, refused.' })).status).toBe(409)
})
