import { afterEach, expect, test } from 'vitest'
import { connectivityActor } from './connectivity-actor'
import { canPrefetch } from './link-prefetch'

const setConnection = (connection: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })

afterEach(() => {
  setConnection(undefined)
  // Back to a plain, stable connection for the next test (the actor is the app's one instance).
  connectivityActor.send({ type: 'network.online' })
  connectivityActor.send({ type: 'request.succeeded' })
  connectivityActor.send({ type: 'request.failed' })
  connectivityActor.send({ type: 'request.succeeded' })
})

test('links are prefetched on a stable connection', () => {
  expect(canPrefetch()).toBe(true)
})

test('nothing is prefetched with Save-Data, on 2g or on slow-2g', () => {
  setConnection({ saveData: true, effectiveType: '4g' })
  expect(canPrefetch()).toBe(false)
  setConnection({ effectiveType: '2g' })
  expect(canPrefetch()).toBe(false)
  setConnection({ effectiveType: 'slow-2g' })
  expect(canPrefetch()).toBe(false)
  setConnection({ effectiveType: '3g' })
  expect(canPrefetch()).toBe(true)
})

test('nothing is prefetched while the connectivity machine says flaky or offline', () => {
  connectivityActor.send({ type: 'request.failed' })
  expect(canPrefetch()).toBe(false)
  connectivityActor.send({ type: 'request.succeeded' })
  expect(canPrefetch()).toBe(true)
  connectivityActor.send({ type: 'network.offline' })
  expect(canPrefetch()).toBe(false)
  connectivityActor.send({ type: 'network.online' })
  // "Back online, syncing…": the sync layer goes first.
  expect(canPrefetch()).toBe(false)
})
