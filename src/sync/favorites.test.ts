import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createHttpClient, type HttpClient } from '../api/http'
import { StorefrontDb } from '../db/db'
import { pullFavorites, setFavorite, toggleFavorite } from './favorites'
import { pushOutbox } from './outbox-push'

interface SeenRequest {
  method: string
  url: string
  idempotencyKey: string | null
  authorization: string | null
}

let db: StorefrontDb
let seen: SeenRequest[]
let answer: (request: SeenRequest) => { status: number; body?: unknown }

const envelope = (data: unknown) => ({ data, errors: null, notification: null })

function client(token: string | undefined = 'token-1'): HttpClient {
  return createHttpClient('/api', { accessToken: () => token, store: () => ({}), locale: () => 'en' })
}

beforeEach(() => {
  db = new StorefrontDb(`favorites-test-${crypto.randomUUID()}`)
  seen = []
  answer = () => ({ status: 200, body: envelope(null) })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      const request = { method: init.method ?? 'GET', url, idempotencyKey: headers.get('Idempotency-Key'), authorization: headers.get('Authorization') }
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

const tomatoes = { kind: 'produce' as const, targetId: 'p-tomatoes', name: 'Tomatoes' }
const farm = { kind: 'farmer' as const, targetId: 'f-amani', name: 'Amani Farm' }

test('a heart offline stores the favorite and queues its PUT on this device', async () => {
  expect(await toggleFavorite(db, tomatoes, new Date('2026-01-02T03:04:05Z'))).toBe(true)

  expect(await db.favorites.toArray()).toEqual([{ kind: 'produce', targetId: 'p-tomatoes', name: 'Tomatoes', createdAt: '2026-01-02T03:04:05.000Z' }])
  const [entry] = await db.outbox.toArray()
  expect(entry).toMatchObject({ kind: 'favorite-put', payload: { kind: 'produce', targetId: 'p-tomatoes' }, status: 'pending', attempts: 0 })
  expect(entry!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  expect(seen).toEqual([])
})

test('a heart is written all or nothing: when its outbox entry cannot be stored, the favorite is not kept either', async () => {
  db.outbox.hook('creating', () => {
    throw new Error('the disk is full')
  })

  await expect(toggleFavorite(db, tomatoes)).rejects.toThrow('the disk is full')

  expect(await db.favorites.count()).toBe(0)
  expect(await db.outbox.count()).toBe(0)
})

test('pressing the heart twice removes the favorite and queues a DELETE after the PUT', async () => {
  await toggleFavorite(db, farm)
  expect(await toggleFavorite(db, farm)).toBe(false)

  expect(await db.favorites.count()).toBe(0)
  expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.kind)).toEqual(['favorite-put', 'favorite-delete'])
})

test('saving what is already saved queues nothing', async () => {
  await setFavorite(db, farm, true)
  await setFavorite(db, farm, true)
  await setFavorite(db, tomatoes, false)

  expect(await db.outbox.count()).toBe(1)
})

test('the push sends PUT then DELETE in the order made, each with its key, and removes an entry only after a 2xx', async () => {
  await toggleFavorite(db, farm)
  await toggleFavorite(db, farm)
  const [put, del] = await db.outbox.orderBy('seq').toArray()
  answer = ({ method }) => (method === 'DELETE' ? { status: 503 } : { status: 200, body: envelope({ kind: 'farmer', targetId: 'f-amani', createdAt: '2026-01-01T00:00:00Z' }) })

  expect(await pushOutbox(client(), db, { hasSession: () => true })).toEqual({ sent: 1, rejected: 0, pending: 1 })

  expect(seen.map((r) => [r.method, r.url, r.idempotencyKey])).toEqual([
    ['PUT', '/api/favorites/farmer/f-amani', put!.idempotencyKey],
    ['DELETE', '/api/favorites/farmer/f-amani', del!.idempotencyKey],
  ])
  expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ seq: del!.seq, kind: 'favorite-delete', status: 'pending', attempts: 1 })])

  answer = () => ({ status: 204 })
  expect(await pushOutbox(client(), db, { hasSession: () => true })).toEqual({ sent: 1, rejected: 0, pending: 0 })
  expect(seen.at(-1)).toMatchObject({ method: 'DELETE', idempotencyKey: del!.idempotencyKey })
  expect(await db.outbox.count()).toBe(0)
})

test('signed out, favorites wait in the outbox in order while a farmer application still goes', async () => {
  await toggleFavorite(db, tomatoes)
  await db.outbox.add({
    kind: 'farmer-application',
    idempotencyKey: 'application-1',
    payload: { name: 'Amani', farmName: 'Amani Farm', email: 'amani@example.com', phone: '+254 700 000000', town: 'Limuru', storeId: 'nbo', practices: [], produce: 'Kale', message: '' },
    createdAt: Date.now(),
    attempts: 0,
    status: 'pending',
  })
  await toggleFavorite(db, farm)

  expect(await pushOutbox(client(undefined), db, { hasSession: () => false })).toEqual({ sent: 1, rejected: 0, pending: 2 })

  expect(seen.map((r) => [r.method, r.url])).toEqual([['POST', '/api/farm/join']])
  const waiting = await db.outbox.orderBy('seq').toArray()
  expect(waiting.map((e) => [e.kind, e.status, e.attempts])).toEqual([
    ['favorite-put', 'pending', 0],
    ['favorite-put', 'pending', 0],
  ])

  // After sign-in they go, oldest first, under the new session.
  await pushOutbox(client('token-2'), db, { hasSession: () => true })
  expect(seen.slice(1).map((r) => [r.method, r.url, r.authorization])).toEqual([
    ['PUT', '/api/favorites/produce/p-tomatoes', 'Bearer token-2'],
    ['PUT', '/api/favorites/farmer/f-amani', 'Bearer token-2'],
  ])
  expect(await db.outbox.count()).toBe(0)
})

test('a 401 leaves the favorites waiting for the next sign-in instead of rejecting them', async () => {
  await toggleFavorite(db, tomatoes)
  await toggleFavorite(db, farm)
  answer = () => ({ status: 401, body: { data: null, errors: [{ field: null, code: 'unauthorized', message: 'Sign in to continue' }], notification: null } })

  expect(await pushOutbox(client(), db, { hasSession: () => true })).toEqual({ sent: 0, rejected: 0, pending: 2 })

  expect(seen).toHaveLength(1) // the second waits behind the first
  expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['pending', 'pending'])
})

test('a favorite the server refuses (4xx) is marked rejected and kept, and the ones behind it still go', async () => {
  await toggleFavorite(db, tomatoes)
  await toggleFavorite(db, farm)
  answer = ({ url }) =>
    url.includes('p-tomatoes')
      ? { status: 404, body: { data: null, errors: [{ field: null, code: 'not_found', message: 'No such produce' }], notification: null } }
      : { status: 200, body: envelope(null) }

  expect(await pushOutbox(client(), db, { hasSession: () => true })).toEqual({ sent: 1, rejected: 1, pending: 0 })

  expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'favorite-put', status: 'rejected', error: { code: 'not_found', fields: [] } })])
})

test('the pull keeps the server list with the changes still waiting on this device replayed on top', async () => {
  await setFavorite(db, tomatoes, true) // waiting PUT: kept though the server does not have it yet
  await db.favorites.put({ kind: 'farmer', targetId: 'f-old', name: 'Old Farm', createdAt: '2025-01-01T00:00:00Z' }) // gone from the server
  await db.favorites.put({ kind: 'farmer', targetId: 'f-amani', name: 'Amani Farm', createdAt: '2025-02-01T00:00:00Z' })
  await setFavorite(db, farm, false) // waiting DELETE: the server still lists it
  answer = () => ({
    status: 200,
    body: envelope([
      { kind: 'farmer', targetId: 'f-amani', createdAt: '2025-02-01T00:00:00Z' },
      { kind: 'produce', targetId: 'p-kale', createdAt: '2025-03-01T00:00:00Z' },
    ]),
  })

  await pullFavorites(client(), db)

  expect(seen.map((r) => [r.method, r.url])).toEqual([['GET', '/api/favorites']])
  const rows = await db.favorites.toArray()
  expect(rows.map((r) => `${r.kind}:${r.targetId}:${r.name}`).sort()).toEqual(['produce:p-kale:', 'produce:p-tomatoes:Tomatoes'])
  expect(await db.outbox.count()).toBe(2) // the pull sends nothing and drops nothing
})

test('a favorites answer that is not a list of favorites changes nothing on this device', async () => {
  await setFavorite(db, tomatoes, true)
  answer = () => ({ status: 200, body: envelope([{ kind: 'recipe', targetId: 'r-1', createdAt: '2025-01-01T00:00:00Z' }]) })

  await expect(pullFavorites(client(), db)).rejects.toThrow()

  expect(await db.favorites.count()).toBe(1)
})
