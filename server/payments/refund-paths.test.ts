/**
 * Every path to a cancelled order refunds a paid order to the shopper's credit, once (the lifecycle
 * does it: server/orders/order-lifecycle.ts), and a line a farm could not supply is credited when
 * the order was paid, once per line, never more than the shopper paid in all.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PartnerOrder } from '../../src/api/partner-contract'
import type { CreditBalance } from '../../src/api/payments-contract'
import { addMember } from '../access/access.fixtures'
import { farmProviderId } from '../access/providers'
import { createAdminTestApp, type AdminTestApp } from '../admin/admin.fixtures'
import { rows } from '../cart/cart-sql'
import type { Shopper } from '../orders/commerce.fixtures'

let t: AdminTestApp
let thandiOwner: Shopper
let pieterOwner: Shopper
const thandi = farmProviderId('thandi')
const pieter = farmProviderId('pieter')

beforeAll(async () => {
  t = await createAdminTestApp()
  thandiOwner = await t.shopper()
  pieterOwner = await t.shopper()
  await addMember(t.db, thandi, thandiOwner.id, 'owner')
  await addMember(t.db, pieter, pieterOwner.id, 'owner')
})
afterAll(() => t.close())

const paidOrder = (who: Shopper, lines: [string, number][]) => t.paidOrder(who, lines)
const credits = async (who: Shopper) => (await t.api<CreditBalance[]>(who, 'GET', '/api/credits')).body.data
const paymentStatus = async (orderId: string) => (await rows<{ status: string }>(t.db, sql`SELECT status FROM payments WHERE order_id = ${orderId}`))[0]!.status
/** The paid attempts here are Paystack's: a cancellation refunds them to the card (decision 038), queued in the cancelling transaction. */
const methodRefunds = (orderId: string) => rows<{ amount: number; status: string }>(t.db, sql`SELECT amount, status FROM payment_refunds WHERE order_id = ${orderId}`)

test('the console’s cancellation refunds a paid order to the shopper’s credit, once', async () => {
  const amina = await t.shopper()
  const order = await paidOrder(amina, [['spinach', 2]])
  const support = await t.operator('support', ['jnb'])
  const res = await t.api(support, 'POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'The farm lost the harvest to hail.' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(await paymentStatus(order.id)).toBe('refunded')
  expect(await methodRefunds(order.id)).toEqual([{ amount: order.total, status: 'requested' }])
  expect(await credits(amina)).toEqual([])
  expect((await t.api(support, 'POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Again, to be sure.' })).status).toBe(409)
  expect(await methodRefunds(order.id)).toEqual([{ amount: order.total, status: 'requested' }])
})

test('the last farm declining a paid order cancels it and refunds the shopper', async () => {
  const amina = await t.shopper()
  const order = await paidOrder(amina, [['spinach', 1]])
  const declined = await t.api(thandiOwner, 'POST', `/api/partner/${thandi}/orders/${order.id}/moves`, { to: 'declined', reason: 'Hail took the spinach' })
  expect(declined.status, JSON.stringify(declined.body)).toBe(200)
  expect(declined.body.data).toMatchObject({ status: 'cancelled' })
  expect(await paymentStatus(order.id)).toBe('refunded')
  // The declined lines went to credit (decision 037); what is left of the payment goes back to the card (decision 038): all of it, once.
  const [refund] = await methodRefunds(order.id)
  const credited = (await credits(amina))[0]?.amount ?? 0
  expect(refund).toEqual({ amount: order.total - credited, status: 'requested' })
  expect(refund!.amount).toBeGreaterThan(0)
})

test('a line a farm cannot supply is credited once; the order’s cancellation then refunds only the rest', async () => {
  const amina = await t.shopper()
  const order = await paidOrder(amina, [
    ['spinach', 2],
    ['carrots', 1],
    ['honey', 1],
  ])
  const carrots = order.lines.find((l) => l.produceId === 'carrots')!
  const out = `/api/partner/${thandi}/orders/${order.id}/lines/carrots/unavailable`
  expect((await t.api(thandiOwner, 'POST', out, {})).status).toBe(200)
  expect(await credits(amina)).toEqual([{ currency: 'ZAR', currencyExponent: 2, amount: carrots.lineTotal }])
  expect((await t.api(thandiOwner, 'POST', out, {})).status).toBe(200)
  expect(await credits(amina), 'the same line again credits nothing more').toEqual([{ currency: 'ZAR', currencyExponent: 2, amount: carrots.lineTotal }])
  expect(await paymentStatus(order.id)).toBe('paid')
  // Both farms leave: the order is cancelled and the shopper has back what they paid, not more.
  expect((await t.api(thandiOwner, 'POST', `/api/partner/${thandi}/orders/${order.id}/moves`, { to: 'declined', reason: 'Hail' })).status).toBe(200)
  const last = await t.api(pieterOwner, 'POST', `/api/partner/${pieter}/orders/${order.id}/lines/honey/unavailable`, {})
  expect(last.status, JSON.stringify(last.body)).toBe(200)
  expect(last.body.data).toMatchObject({ status: 'cancelled' })
  expect(await paymentStatus(order.id)).toBe('refunded')
  // The lines out went to credit; the rest goes back to the card: what they paid, not more.
  const credited = (await credits(amina))[0]!.amount
  expect(credited).toBeGreaterThanOrEqual(carrots.lineTotal)
  expect(await methodRefunds(order.id)).toEqual([{ amount: order.total - credited, status: 'requested' }])
})

test('a line out of an unpaid (cash) order credits nothing', async () => {
  const amina = await t.shopper()
  const order = await t.order(amina, [
    ['spinach', 1],
    ['carrots', 1],
  ])
  expect((await t.api(thandiOwner, 'POST', `/api/partner/${thandi}/orders/${order.id}/lines/carrots/unavailable`, {})).status).toBe(200)
  expect(await credits(amina)).toEqual([])
})

test('the portal’s order shows how the shopper pays and where the payment stands', async () => {
  const amina = await t.shopper()
  const paid = await paidOrder(amina, [['spinach', 1]])
  const cash = await t.order(amina, [['spinach', 1]])
  const seen = (await t.api<PartnerOrder[]>(thandiOwner, 'GET', `/api/partner/${thandi}/orders`)).body.data
  expect(seen.find((o) => o.id === paid.id)!.payment).toEqual({ method: 'paystack', status: 'paid' })
  expect(seen.find((o) => o.id === cash.id)!.payment).toEqual({ method: 'cash', status: 'cash' })
  expect((await t.api(thandiOwner, 'POST', `/api/partner/${thandi}/orders/${paid.id}/moves`, { to: 'declined', reason: 'Hail' })).status).toBe(200)
  const after = (await t.api<PartnerOrder[]>(thandiOwner, 'GET', `/api/partner/${thandi}/orders`)).body.data
  expect(after.find((o) => o.id === paid.id)!.payment).toEqual({ method: 'paystack', status: 'refunded' })
})
