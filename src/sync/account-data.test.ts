import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Address } from '../api/account-contract'
import { ApiError, createHttpClient, type HttpClient } from '../api/http'
import { StorefrontDb } from '../db/db'
import { addressesOf, deleteAddress, paymentMethodsOf, pullAddresses, pullPaymentMethods, saveAddress, setDefaultPaymentMethod } from './account-data'

let db: StorefrontDb
let seen: { method: string; url: string; body: unknown }[]
let answer: (request: { method: string; url: string; body: unknown }) => { status: number; body?: unknown }

const envelope = (data: unknown) => ({ data, errors: null, notification: null })
const api = (): HttpClient => createHttpClient('/api', { accessToken: () => 'token', store: () => ({}), locale: () => 'en' })

beforeEach(() => {
  db = new StorefrontDb(`account-data-test-${crypto.randomUUID()}`)
  seen = []
  answer = () => ({ status: 200, body: envelope([]) })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined }
      seen.push(request)
      const { status, body } = answer(request)
      return new Response(status === 204 ? null : JSON.stringify(body ?? envelope(null)), { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
})

afterEach(async () => {
  vi.unstubAllGlobals()
  db.close()
  await db.delete()
})

const address = (id: string, patch: Partial<Address> = {}): Address => ({
  id,
  label: 'Home',
  recipient: 'Wanjiru Kamau',
  phone: '+254 712 345678',
  storeId: 'nbo',
  locationId: 'nbo-westlands-zone',
  line1: 'Mpaka Road 12',
  line2: '',
  landmark: 'Blue gate after the church',
  isDefault: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
})

test('pulled addresses replace the copy on this device, belong to the shopper, and list the default first', async () => {
  await db.addresses.put({ ...address('someone-else'), ownerId: 'user-0' })
  answer = () => ({ status: 200, body: envelope([address('a1'), address('a22', { label: 'Work', isDefault: true })]) })

  await pullAddresses(api(), db, 'user-1')

  expect(seen.map((r) => [r.method, r.url])).toEqual([['GET', '/api/addresses']])
  expect((await addressesOf(db, 'user-1')).map((a) => [a.label, a.isDefault, a.ownerId])).toEqual([
    ['Work', true, 'user-1'],
    ['Home', false, 'user-1'],
  ])
  expect(await db.addresses.where('ownerId').equals('user-0').count()).toBe(0)
})

test('an address answer that breaks the contract leaves the stored copy as it was', async () => {
  await db.addresses.put({ ...address('a1'), ownerId: 'user-1' })
  answer = () => ({ status: 200, body: envelope([{ id: 'x', label: '' }]) })

  await expect(pullAddresses(api(), db, 'user-1')).rejects.toThrow()

  expect(await db.addresses.count()).toBe(1)
})

test('saving a new default address sends it, makes it the only default here, then refreshes from the server', async () => {
  await db.addresses.put({ ...address('a1', { isDefault: true }), ownerId: 'user-1' })
  const saved = address('a22', { label: 'Work', isDefault: true })
  answer = ({ method }) => (method === 'POST' ? { status: 201, body: envelope(saved) } : { status: 200, body: envelope([address('a1'), saved]) })
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = saved

  await saveAddress(api(), db, 'user-1', input)

  expect(seen.map((r) => [r.method, r.url])).toEqual([
    ['POST', '/api/addresses'],
    ['GET', '/api/addresses'],
  ])
  expect(seen[0]!.body).toEqual(input)
  expect((await addressesOf(db, 'user-1')).map((a) => [a.id, a.isDefault])).toEqual([
    ['a22', true],
    ['a1', false],
  ])
})

test('an address the server refuses is not stored, and its field errors come back to the form', async () => {
  answer = () => ({
    status: 400,
    body: { data: null, errors: [{ field: 'storeId', code: 'unknown_store', message: 'No such store' }], notification: null },
  })
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = address('a1')

  const failure = await saveAddress(api(), db, 'user-1', input).catch((e: unknown) => e)

  expect(failure).toBeInstanceOf(ApiError)
  expect((failure as ApiError).errors).toEqual([{ field: 'storeId', code: 'unknown_store', message: 'No such store' }])
  expect(await db.addresses.count()).toBe(0)
})

test('a deleted address leaves this device once the server has deleted it', async () => {
  await db.addresses.bulkPut([
    { ...address('a1'), ownerId: 'user-1' },
    { ...address('a22'), ownerId: 'user-1' },
  ])
  answer = ({ method }) => (method === 'DELETE' ? { status: 204 } : { status: 503 })

  await deleteAddress(api(), db, 'user-1', 'a1')

  expect(seen.map((r) => [r.method, r.url])).toEqual([
    ['DELETE', '/api/addresses/a1'],
    ['GET', '/api/addresses'],
  ])
  expect((await addressesOf(db, 'user-1')).map((a) => a.id)).toEqual(['a22'])
})

test('payment methods keep only the contract fields: nothing like a card number is stored on this device', async () => {
  answer = () => ({
    status: 200,
    body: envelope([
      { id: 'pm1', kind: 'cash', label: '', isDefault: false, provider: null, phone: null, cardNumber: '4111111111111111', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
      { id: 'pm2', kind: 'mobile-money', provider: 'mpesa', phone: '+254 712 345678', label: 'My M-Pesa', isDefault: true, createdAt: '2026-01-02T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' },
    ]),
  })

  await pullPaymentMethods(api(), db, 'user-1')

  const methods = await paymentMethodsOf(db, 'user-1')
  expect(methods.map((m) => m.id)).toEqual(['pm2', 'pm1'])
  expect(JSON.stringify(methods)).not.toContain('4111')
  expect(methods[1]).toEqual({ id: 'pm1', kind: 'cash', label: '', isDefault: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ownerId: 'user-1' })
})

test('making a payment method the default sends its fields with isDefault and nothing else', async () => {
  const cash = { id: 'pm1', kind: 'cash' as const, label: 'Cash', isDefault: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }
  answer = ({ method }) => (method === 'PUT' ? { status: 200, body: envelope({ ...cash, isDefault: true }) } : { status: 200, body: envelope([{ ...cash, isDefault: true }]) })

  await setDefaultPaymentMethod(api(), db, 'user-1', cash)

  expect(seen[0]).toEqual({ method: 'PUT', url: '/api/payments/pm1', body: { kind: 'cash', label: 'Cash', isDefault: true } })
  expect((await paymentMethodsOf(db, 'user-1'))[0]).toMatchObject({ id: 'pm1', isDefault: true })
})
