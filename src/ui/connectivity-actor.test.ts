/**
 * The app's connectivity actor fed by real requests (baseApi over a stubbed fetch): an answer to a
 * request that left before the browser said "offline" does not bring the app back online; an
 * answer to one sent after it does (the browser's flag can be wrong, an answer cannot).
 */
import { afterEach, expect, test, vi } from 'vitest'
import { baseApi } from '../api/clients'
import { connectivityActor } from './connectivity-actor'

afterEach(() => {
  vi.unstubAllGlobals()
  window.dispatchEvent(new Event('online'))
  connectivityActor.send({ type: 'request.succeeded' })
})

/** A fetch that answers 200 when `release` is called. */
function heldFetch() {
  let release!: () => void
  const answered = new Promise<void>((resolve) => (release = resolve))
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered
      return new Response(JSON.stringify({ data: { ok: true }, errors: null, notification: null }), { status: 200, headers: { 'content-type': 'application/json' } })
    }),
  )
  return release
}

test('an answer already on its way when the browser went offline does not make the app online again', async () => {
  const release = heldFetch()
  const request = baseApi.get('/auth/ping', { silent: true })
  window.dispatchEvent(new Event('offline'))
  expect(connectivityActor.getSnapshot().hasTag('offline')).toBe(true)
  release()
  await request
  expect(connectivityActor.getSnapshot().hasTag('offline')).toBe(true)
})

test('an answer to a request sent while the browser says offline proves the network works', async () => {
  window.dispatchEvent(new Event('offline'))
  expect(connectivityActor.getSnapshot().hasTag('offline')).toBe(true)
  const release = heldFetch()
  const request = baseApi.get('/auth/ping', { silent: true })
  release()
  await request
  expect(connectivityActor.getSnapshot().hasTag('online')).toBe(true)
})
