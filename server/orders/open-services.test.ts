/**
 * Which services take carts and orders comes from SERVICES (the app's `services`, decision 044),
 * the list the storefront's service bar and baskets read too: opening `food` there opens its cart
 * and its checkout here, with no other edit.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, CheckoutOptions, Order } from '../../src/api/cart-contract'
import { DEFAULT_SERVICES } from '../../src/api/services-contract'
import { createChoicesTestApp } from '../cart/line-choices.fixtures'
import { createCommerceTestApp, withConfirmed, type CommerceTestApp, type Shopper } from './commerce.fixtures'

let farmOnly: CommerceTestApp
let withFood: CommerceTestApp
beforeAll(async () => {
  farmOnly = await createCommerceTestApp()
  // Food open, with a kitchen and its meal (a cart of one service takes only its listings).
  withFood = await createChoicesTestApp()
})
afterAll(async () => {
  await farmOnly.close()
  await withFood.close()
})

async function foodOrder(t: CommerceTestApp, who: Shopper) {
  const choices = { options: { side: ['salad'] } }
  const cart = await t.api<Cart>(who, 'POST', '/api/cart/food/ops', { op: 'set', produceId: 'jollof', quantity: 2, choices }, { 'Idempotency-Key': t.newKey() })
  const options = await t.api<CheckoutOptions>(who, 'GET', '/api/cart/food/checkout-options')
  const input = { vertical: 'food' as const, fulfilment: 'pickup' as const, pickupLocationId: 'jnb-rosebank', deliveryDay: options.body.data.deliveryDays[0]!, payment: { kind: 'cash' as const } }
  const order = cart.status === 200 ? await t.api<Order>(who, 'POST', '/api/orders', await withConfirmed(t, who, input), { 'Idempotency-Key': t.newKey() }) : null
  return { cart, order }
}

test('with food open, the server keeps a food basket and places a food order', async () => {
  const amina = await withFood.shopper()
  const { cart, order } = await foodOrder(withFood, amina)
  expect(cart.status, JSON.stringify(cart.body)).toBe(200)
  expect(cart.body.data.lines.map((l) => [l.produceId, l.quantity])).toEqual([['jollof', 2]])
  expect(order?.status, JSON.stringify(order?.body)).toBe(201)
  expect(order?.body.data).toMatchObject({ status: 'placed', lines: [expect.objectContaining({ produceId: 'jollof', quantity: 2 })] })
  // The food basket was emptied by its order; the farm basket is another basket.
  expect((await withFood.api<Cart>(amina, 'GET', '/api/cart/food')).body.data.lines).toEqual([])
})

test('with SERVICES unset, food is closed: its cart is a 404 and an order for it a 400 naming the field', async () => {
  expect(DEFAULT_SERVICES).not.toContain('food')
  const amina = await farmOnly.shopper()
  const cart = await farmOnly.api(amina, 'POST', '/api/cart/food/ops', { op: 'set', produceId: 'spinach', quantity: 2 }, { 'Idempotency-Key': farmOnly.newKey() })
  expect(cart.status).toBe(404)
  const order = await farmOnly.api(
    amina,
    'POST',
    '/api/orders',
    {
      vertical: 'food',
      fulfilment: 'pickup',
      pickupLocationId: 'jnb-rosebank',
      deliveryDay: '2030-01-02',
      payment: { kind: 'cash' },
      confirmed: { lines: [], subtotal: 0, deliveryFee: 0, serviceFee: 0, total: 0 },
    },
    { 'Idempotency-Key': farmOnly.newKey() },
  )
  expect(order.status).toBe(400)
  expect(order.body.errors).toEqual([expect.objectContaining({ field: 'vertical', code: 'not_open' })])
})
