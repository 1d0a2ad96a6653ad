/**
 * An order placed through the API, as the checkout screen would place it (pickup, cash): for
 * tests about what a shopper with an order sees (the home's "Order again", the order's page),
 * not about the checkout itself (orders.spec.ts walks that one on screen).
 */
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'
import { fromThreeFarms } from './three-farms'

export async function placeOrderByApi(request: APIRequestContext, lang = 'en'): Promise<{ id: string; number: string; names: string[] }> {
  const picked = (await fromThreeFarms(request, lang)).slice(0, 2)
  const order = await checkoutByApi(
    request,
    picked.map((p) => ({ produceId: p.id, quantity: 2 })),
    lang,
  )
  return { id: order.id, number: order.number, names: picked.map((p) => p.name) }
}

/** These lines in the basket, then a checkout in `lang` (its e-mails are in it): pickup at the first point, the first day, cash. */
export async function checkoutByApi(request: APIRequestContext, lines: { produceId: string; quantity: number }[], lang = 'en'): Promise<{ id: string; number: string; total: number }> {
  // State changes carry the page's origin, as the app's requests do (server/app.ts refuses others).
  const origin = process.env.E2E_BASE_URL!
  const headers = { origin, 'Idempotency-Key': `put-${Date.now()}-${Math.random()}`, 'Accept-Language': lang }
  const put = await request.put('/api/cart/farm', { data: { lines }, headers })
  expect(put.status(), await put.text()).toBe(200)
  const cart = ((await put.json()) as { data: { subtotal: number; lines: { produceId: string; price: number; quantity: number }[] } }).data
  const options = (
    (await (await request.get('/api/cart/farm/checkout-options')).json()) as {
      data: { deliveryDays: string[]; pickupLocations: { id: string }[]; serviceFee: number }
    }
  ).data
  expect(options.deliveryDays.length, 'a market day for this basket').toBeGreaterThan(0)
  const body = {
    fulfilment: 'pickup',
    pickupLocationId: options.pickupLocations[0]!.id,
    deliveryDay: options.deliveryDays[0]!,
    payment: { kind: 'cash' },
    confirmed: {
      lines: cart.lines.map((l) => ({ produceId: l.produceId, price: l.price })),
      subtotal: cart.subtotal,
      deliveryFee: 0,
      serviceFee: options.serviceFee,
      total: cart.subtotal + options.serviceFee,
    },
  }
  const res = await request.post('/api/orders', { data: body, headers: { origin, 'Accept-Language': lang, 'Idempotency-Key': `order-${Date.now()}-${Math.random()}` } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { id: string; number: string; total: number } }).data
}
