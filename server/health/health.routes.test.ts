import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createLifecycle } from '../lib/lifecycle'
import { createTestApp, errorEnvelope } from '../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

test('GET /api/health says the process is alive, in the response shape', async () => {
  const res = await t.app.request('/api/health')
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ data: { status: 'ok' }, errors: null, notification: null })
  expect(res.headers.get('cache-control')).toBe('no-store')
})

test('GET /api/ready is 200 while the database answers and has every migration', async () => {
  const res = await t.app.request('/api/ready')
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ data: { status: 'ready' }, errors: null, notification: null })
})

test('GET /api/ready is 503 not_ready from the moment the process drains', async () => {
  const lifecycle = createLifecycle()
  const draining = await createTestApp({ readiness: lifecycle })
  try {
    expect((await draining.app.request('/api/ready')).status).toBe(200)
    await lifecycle.drain(1_000)
    const res = await draining.app.request('/api/ready')
    expect(res.status).toBe(503)
    const body = await errorEnvelope(res)
    expect(body.errors[0]).toMatchObject({ code: 'not_ready', message: 'Not ready: the process is shutting down' })
    // Still alive: a drain is not a reason to be restarted.
    expect((await draining.app.request('/api/health')).status).toBe(200)
  } finally {
    await draining.close()
  }
})

test('GET /api/ready is 503 when a migration the server ships is missing from the database', async () => {
  const behind = await createTestApp()
  try {
    await behind.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`)
    const res = await behind.app.request('/api/ready')
    expect(res.status).toBe(503)
    expect((await errorEnvelope(res)).errors[0]!.message).toBe('Not ready: 1 migrations are not applied yet')
  } finally {
    await behind.close()
  }
})

test('GET /api/ready is 503 when the database does not answer, and /api/health stays 200', async () => {
  const closed = await createTestApp()
  await closed.database.close()
  const res = await closed.app.request('/api/ready')
  expect(res.status).toBe(503)
  expect((await errorEnvelope(res)).errors[0]!.message).toBe('Not ready: the database does not answer')
  expect((await closed.app.request('/api/health')).status).toBe(200)
})

test('an unknown API path is a 404 in the response shape', async () => {
  for (const path of ['/api/nope', '/api/healthz', '/api/ready/now']) {
    const res = await t.app.request(path)
    expect(res.status, path).toBe(404)
    expect((await errorEnvelope(res)).errors[0]!.code, path).toBe('not_found')
  }
})
