/**
 * A cart of one service takes only that service's listings (issue 34): a meal sent to the farm's
 * cart, a farm produce or a grocery product to the food cart, is refused with a field error naming
 * the listing's service, in every way a device changes a cart (an op, a batch, PUT); a guest's line
 * of another service does not join on merge. Nothing changes.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cart, CartMergeResult } from '../../src/api/cart-contract'
import { commerceSnapshot, type CommerceTestApp } from '../orders/commerce.fixtures'
import { createChoicesTestApp } from './line-choices.fixtures'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createChoicesTestApp()
})
afterAll(() => t.close())

const meal = { produceId: 'jollof', quantity: 1, choices: { options: { side: ['salad'] } } }

test("a listing of another service in a cart's op is a 409 naming both services, and nothing changes", async () => {
  const amina = await t.shopper()
  const before = await commerceSnapshot(t.db)
  const farm = await t.api<Cart>(amina, 'POST', '/api/cart/farm/ops', { op: 'set', ...meal }, { 'Idempotency-Key': t.newKey() })
  expect(farm.status).toBe(409)
  expect(farm.body.notification!.message).toMatch(/Jollof rice belongs to the food service's basket, not the farm one/)
  expect(farm.body.errors).toEqual([expect.objectContaining({ field: 'produceId', code: 'other_service', params: { cartService: 'farm', listingService: 'food', produceId: 'jollof' } })])
  const food = await t.api<Cart>(amina, 'POST', '/api/cart/food/ops', { op: 'set', produceId: 'rice', quantity: 1 }, { 'Idempotency-Key': t.newKey() })
  expect(food.status).toBe(409)
  expect(food.body.errors![0]).toMatchObject({ field: 'produceId', code: 'other_service', params: { cartService: 'food', listingService: 'grocery' } })
  expect(await commerceSnapshot(t.db)).toBe(before)
  // In its own service's cart, the same meal is welcome.
  const own = await t.api<Cart>(amina, 'POST', '/api/cart/food/ops', { op: 'set', ...meal }, { 'Idempotency-Key': t.newKey() })
  expect(own.status).toBe(200)
  expect(own.body.data.lines.map((l) => l.produceId)).toEqual(['jollof'])
})

test('PUT with a line of another service is refused naming the line; a merge leaves that line out', async () => {
  const amina = await t.shopper()
  const put = await t.api<Cart>(amina, 'PUT', '/api/cart/grocery', { lines: [{ produceId: 'rice', quantity: 1 }, meal] }, { 'Idempotency-Key': t.newKey() })
  expect(put.status).toBe(409)
  expect(put.body.errors).toEqual([expect.objectContaining({ field: 'lines.1.produceId', code: 'other_service' })])
  expect((await t.api<Cart>(amina, 'GET', '/api/cart/grocery')).body.data.lines).toEqual([])
  const merged = await t.api<CartMergeResult>(amina, 'POST', '/api/cart/grocery/merge', { lines: [{ produceId: 'rice', quantity: 1 }, meal] }, { 'Idempotency-Key': t.newKey() })
  expect(merged.status).toBe(200)
  expect(merged.body.data.cart.lines.map((l) => l.produceId)).toEqual(['rice'])
  expect(merged.body.data.changes).toContainEqual(expect.objectContaining({ produceId: 'jollof', kind: 'unavailable' }))
})
