/**
 * The portal's edits in a field (decision 035): queued in the one outbox, shown at once over the
 * server's copy, sent in order with their idempotency keys once there is a connection; a move the
 * order no longer allows (409 `order_changed`) stays, refused, for the member to see.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createHttpClient, type HttpClient } from '../api/http'
import type { PartnerOrder } from '../api/partner-contract'
import { StorefrontDb } from '../db/db'
import { pushOutbox } from './outbox-push'
import { holidaysWithPending, withPending, type PartnerEntry } from './partner'

let db: StorefrontDb
let seen: { method: string; url: string; key: string | null; body: unknown }[]
let answer: (url: string) => { status: number; body: unknown }

const envelope = (data: unknown) => ({ data, errors: null, notification: null })
const api = (): HttpClient => createHttpClient('/api', { accessToken: () => 'token-1', store: () => ({}), locale: () => 'en' })

beforeEach(() => {
  db = new StorefrontDb(`partner-test-${crypto.randomUUID()}`)
  seen = []
  answer = () => ({ status: 200, body: envelope(null) })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      seen.push({ method: init.method ?? 'GET', url, key: new Headers(init.headers).get('Idempotency-Key'), body: init.body ? JSON.parse(String(init.body)) : undefined })
      const { status, body } = answer(url)
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
})
afterEach(async () => {
  vi.unstubAllGlobals()
  db.close()
  await db.delete()
})

const ORDER: PartnerOrder = {
  id: 'o1',
  number: 'MF-1',
  status: 'placed',
  part: 'placed',
  reason: '',
  fulfilment: 'pickup',
  deliveryDay: '2026-12-05',
  dropOffDay: '2026-12-03',
  currency: 'ZAR',
  currencyExponent: 2,
  lines: [
    { produceId: 'spinach', name: 'Spinach', unit: 'bunch', quantity: 2, price: 2500, lineTotal: 5000, unavailable: false },
    { produceId: 'carrots', name: 'Carrots', unit: 'kg', quantity: 1, price: 1800, lineTotal: 1800, unavailable: false },
  ],
  partTotal: 6800,
  onlyFarm: true,
  payment: null,
  note: '',
  createdAt: '2026-12-01T08:00:00.000000Z',
  updatedAt: '2026-12-01T08:00:00.000000Z',
}

const entry = (over: Partial<PartnerEntry> & Pick<PartnerEntry, 'kind' | 'payload'>): PartnerEntry => ({ idempotencyKey: 'k', createdAt: 0, attempts: 0, status: 'pending', ...over }) as PartnerEntry

test('an order shows the waiting edits at once: the move and a line out; a refused one changes nothing shown', () => {
  const shown = withPending(ORDER, [
    entry({ kind: 'partner-line-unavailable', payload: { providerId: 'p', orderId: 'o1', produceId: 'carrots' } }),
    entry({ kind: 'partner-move', payload: { providerId: 'p', orderId: 'o1', input: { to: 'confirmed', from: 'placed' } } }),
    entry({ kind: 'partner-move', payload: { providerId: 'p', orderId: 'o2', input: { to: 'declined', reason: 'x' } } }),
    entry({ kind: 'partner-move', status: 'rejected', payload: { providerId: 'p', orderId: 'o1', input: { to: 'packed' } } }),
  ])
  expect(shown.part).toBe('confirmed')
  expect(shown.lines.map((l) => l.unavailable)).toEqual([false, true])
})

test('queued offline, sent in order once online with their keys; a 409 order_changed stays in the outbox, refused, with its code', async () => {
  const base = { idempotencyKey: '', createdAt: 1, attempts: 0, status: 'pending' as const }
  await db.outbox.add({ ...base, idempotencyKey: 'k1', kind: 'partner-listing', payload: { providerId: 'p-1', produceId: 'spinach', change: { stock: 3 } } })
  await db.outbox.add({ ...base, idempotencyKey: 'k2', kind: 'partner-move', payload: { providerId: 'p-1', orderId: 'o1', input: { to: 'packed', from: 'confirmed' } } })
  answer = (url) =>
    url.includes('/moves')
      ? {
          status: 409,
          body: {
            data: null,
            errors: [{ field: 'status', code: 'order_changed', message: 'The order was cancelled', params: { status: 'cancelled', part: 'confirmed' } }],
            notification: { type: 'error', code: 'order_changed', title: 'The order changed meanwhile', message: 'The order was cancelled' },
          },
        }
      : { status: 200, body: envelope({ id: 'spinach', stock: 3, active: true }) }
  const result = await pushOutbox(api(), db, { hasSession: () => true })
  // The answer is the device's copy at once, with the entry's removal.
  expect(await db.partnerListings.get(['p-1', 'spinach'])).toMatchObject({ stock: 3, providerId: 'p-1' })
  expect(result).toEqual({ sent: 1, rejected: 1, pending: 0 })
  expect(seen.map((r) => [r.method, r.url, r.key])).toEqual([
    ['PATCH', '/api/partner/p-1/listings/spinach', 'k1'],
    ['POST', '/api/partner/p-1/orders/o1/moves', 'k2'],
  ])
  expect(seen[1]!.body).toEqual({ to: 'packed', from: 'confirmed' })
  const left = await db.outbox.toArray()
  expect(left).toEqual([expect.objectContaining({ kind: 'partner-move', status: 'rejected', error: expect.objectContaining({ code: 'order_changed' }) })])
})

test('without a session the portal edits wait', async () => {
  await db.outbox.add({ idempotencyKey: 'k', createdAt: 1, attempts: 0, status: 'pending', kind: 'partner-listing', payload: { providerId: 'p-1', produceId: 'x', change: { active: false } } })
  const result = await pushOutbox(api(), db, { hasSession: () => false })
  expect(seen).toEqual([])
  expect(result.sent).toBe(0)
})

test('a farm’s holidays added and removed offline show at once, then go in order with their keys; the answer updates the provider on the device', async () => {
  const base = { createdAt: 1, attempts: 0, status: 'pending' as const }
  const provider = {
    id: 'p-1',
    service: 'farm',
    name: 'Farm',
    status: 'active' as const,
    role: 'owner' as const,
    storeId: 'jnb',
    dropOffDays: [3],
    marketDays: [1, 2, 3, 4, 5, 6],
    timeZone: 'Africa/Johannesburg',
    cutoffMinute: 1080,
  }
  const kept = { id: 'h-old', first: '2026-12-20', last: '2026-12-27', note: '' }
  const added = { id: 'h-new', first: '2026-12-01', last: '2026-12-03', note: 'Wedding' }
  await db.partnerProviders.put({ ...provider, holidays: [kept], owner: 'u-1' })
  await db.outbox.add({ ...base, idempotencyKey: 'k1', kind: 'partner-holiday-add', payload: { providerId: 'p-1', holiday: added } })
  await db.outbox.add({ ...base, idempotencyKey: 'k2', kind: 'partner-holiday-remove', payload: { providerId: 'p-1', holidayId: 'h-old' } })
  const pending = (await db.outbox.toArray()) as PartnerEntry[]
  expect(holidaysWithPending([kept], pending)).toEqual([{ ...added, waiting: true }])

  answer = (url) => ({ status: 200, body: envelope({ ...provider, holidays: url.endsWith('/holidays') ? [added, kept] : [added] }) })
  expect(await pushOutbox(api(), db, { hasSession: () => true })).toMatchObject({ sent: 2, rejected: 0 })
  expect(seen.map((s) => [s.method, s.url, s.key, s.body])).toEqual([
    ['POST', '/api/partner/p-1/holidays', 'k1', added],
    ['DELETE', '/api/partner/p-1/holidays/h-old', 'k2', undefined],
  ])
  expect((await db.partnerProviders.get(['u-1', 'p-1']))?.holidays).toEqual([added])
})
