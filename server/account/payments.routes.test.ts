import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PaymentMethod } from '../../src/api/account-contract'
import { commerceSnapshot, createCommerceTestApp, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

const mpesa = (over: Record<string, unknown> = {}) => ({ kind: 'mobile-money', provider: 'mpesa', phone: '+254 712 345 678', ...over })

async function create(who: Shopper, body: Record<string, unknown>) {
  const res = await t.api<PaymentMethod>(who, 'POST', '/api/payments', body)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

test('a mobile money number is created, read, listed, updated and deleted', async () => {
  const amina = await t.shopper()
  const created = await create(amina, mpesa({ label: 'My M-Pesa' }))
  expect(created).toMatchObject({ kind: 'mobile-money', provider: 'mpesa', phone: '+254 712 345 678', label: 'My M-Pesa', isDefault: false })
  expect((await t.api(amina, 'GET', `/api/payments/${created.id}`)).body.data).toEqual(created)
  expect((await t.api<PaymentMethod[]>(amina, 'GET', '/api/payments')).body.data).toEqual([created])
  const updated = await t.api<PaymentMethod>(amina, 'PUT', `/api/payments/${created.id}`, mpesa({ provider: 'airtel-money', phone: '+254 733 000 111' }))
  expect(updated.status).toBe(200)
  expect(updated.body.data).toMatchObject({ id: created.id, provider: 'airtel-money', phone: '+254 733 000 111', label: '' })
  expect((await t.api(amina, 'DELETE', `/api/payments/${created.id}`)).status).toBe(200)
  expect((await t.api(amina, 'GET', `/api/payments/${created.id}`)).status).toBe(404)
})

test('cash on delivery has no number; switching a method to cash drops its number', async () => {
  const amina = await t.shopper()
  const cash = await create(amina, { kind: 'cash' })
  expect(cash).toEqual({ kind: 'cash', label: '', isDefault: false, id: cash.id, createdAt: cash.createdAt, updatedAt: cash.updatedAt })
  const phone = await create(amina, mpesa())
  const switched = await t.api<PaymentMethod>(amina, 'PUT', `/api/payments/${phone.id}`, { kind: 'cash', label: 'Pay the rider' })
  expect(switched.body.data).toEqual({ kind: 'cash', label: 'Pay the rider', isDefault: false, id: phone.id, createdAt: phone.createdAt, updatedAt: switched.body.data.updatedAt })
})

test('one default payment method per shopper', async () => {
  const amina = await t.shopper()
  const first = await create(amina, mpesa({ isDefault: true }))
  const second = await create(amina, { kind: 'cash', isDefault: true })
  const list = async () => (await t.api<PaymentMethod[]>(amina, 'GET', '/api/payments')).body.data
  expect((await list()).filter((p) => p.isDefault).map((p) => p.id)).toEqual([second.id])
  await t.api(amina, 'PUT', `/api/payments/${first.id}`, mpesa({ isDefault: true }))
  expect((await list()).map((p) => [p.id, p.isDefault])).toEqual([
    [first.id, true],
    [second.id, false],
  ])
})

test('no card number can be stored, and other bad payloads change nothing', async () => {
  const amina = await t.shopper()
  const kept = await create(amina, mpesa())
  const before = await commerceSnapshot(t.db)
  const cases: [string, string, unknown][] = [
    ['a card', 'POST', { kind: 'card', number: '4111 1111 1111 1111', expiry: '12/30' }],
    ['a card number on mobile money', 'POST', mpesa({ cardNumber: '4111111111111111' })],
    ['a number on cash', 'POST', { kind: 'cash', phone: '+254 712 345 678' }],
    ['an unknown provider', 'PUT', mpesa({ provider: 'visa' })],
    ['a bad phone', 'POST', mpesa({ phone: '12' })],
    ['no kind', 'POST', { provider: 'mpesa', phone: '+254 712 345 678' }],
  ]
  for (const [label, method, body] of cases) {
    const res = await t.api(amina, method, method === 'PUT' ? `/api/payments/${kept.id}` : '/api/payments', body)
    expect(res.status, label).toBe(400)
    expect(res.body.data, label).toBeNull()
    expect(res.body.notification!.code, label).toBe('validation_failed')
  }
  expect(await commerceSnapshot(t.db)).toBe(before)
})
