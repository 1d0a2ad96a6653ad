import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthTestApp, type AuthTestApp } from '../auth/auth-test-kit'
import { orderStatusHistory, orders } from '../db/schema/commerce'
import { insertTestStores } from '../test/test-app'

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp({ now: () => Date.now() })
  await insertTestStores(t.db)
})
afterAll(() => t.close())

async function placeOrder(userId: string, number: string, statuses: ('placed' | 'confirmed' | 'out-for-delivery')[]) {
  const id = `order-${number}`
  await t.db.insert(orders).values({
    id,
    number,
    userId,
    vertical: 'farm',
    storeId: 'jnb',
    status: statuses.at(-1)!,
    fulfilment: 'pickup',
    address: null,
    pickupLocation: { id: 'p1', name: 'Rosebank', address: 'Cradock Ave' },
    deliveryDay: '2026-11-25',
    payment: { kind: 'cash' },
    currency: 'ZAR',
    currencyExponent: 2,
    subtotal: 5000,
    deliveryFee: 0,
    serviceFee: 0,
    total: 5000,
    idempotencyKey: `key-${number}`,
  })
  for (const [i, status] of statuses.entries()) {
    await t.db.insert(orderStatusHistory).values({ orderId: id, status, at: new Date(Date.now() - (statuses.length - i) * 60_000) })
  }
}

test("a shopper's bell lists their orders' status changes, newest first, and nobody else's", async () => {
  const ada = await t.register()
  const ben = await t.register()
  await placeOrder(ada.data.user.id, 'MF-AAAAA', ['placed', 'confirmed', 'out-for-delivery'])
  await placeOrder(ben.data.user.id, 'MF-BBBBB', ['placed'])
  const res = await t.call('GET', '/api/notifications', { token: ada.data.accessToken })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { data: { orderNumber: string; status: string; deliveryDay: string; fulfilment: string }[] }
  expect(body.data.map((n) => `${n.orderNumber} ${n.status}`)).toEqual(['MF-AAAAA out-for-delivery', 'MF-AAAAA confirmed', 'MF-AAAAA placed'])
  // Each update says when and how the basket reaches the shopper (decision 017).
  expect(body.data[0]).toMatchObject({ deliveryDay: '2026-11-25', fulfilment: 'pickup' })
})

test('a visitor gets 401 and no notifications', async () => {
  const res = await t.call('GET', '/api/notifications')
  expect(res.status).toBe(401)
})
