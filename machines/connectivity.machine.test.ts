// @vitest-environment node
import { createActor } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { connectivityMachine } from './connectivity.machine'

afterEach(() => vi.useRealTimers())

const start = (isBrowserOnline = true) => createActor(connectivityMachine, { input: { isBrowserOnline } }).start()

test('it starts offline when the browser says so, online otherwise', () => {
  expect(start(false).getSnapshot().hasTag('offline')).toBe(true)
  expect(start(true).getSnapshot().hasTag('stable')).toBe(true)
})

test('a failed request while the browser claims a connection makes it flaky', () => {
  const actor = start()
  actor.send({ type: 'request.failed' })
  expect(actor.getSnapshot().hasTag('flaky')).toBe(true)
  expect(actor.getSnapshot().hasTag('online')).toBe(false)
})

test('a flaky connection is online again after the next successful request', () => {
  const actor = start()
  actor.send({ type: 'request.failed' })
  actor.send({ type: 'request.succeeded' })
  expect(actor.getSnapshot().hasTag('stable')).toBe(true)
})

test('a flaky connection is online again after 30 s without a failure, and each failure restarts the wait', () => {
  vi.useFakeTimers()
  const actor = start()
  actor.send({ type: 'request.failed' })
  vi.advanceTimersByTime(20_000)
  actor.send({ type: 'request.failed' })
  vi.advanceTimersByTime(20_000)
  expect(actor.getSnapshot().hasTag('flaky')).toBe(true)
  vi.advanceTimersByTime(10_000)
  expect(actor.getSnapshot().hasTag('stable')).toBe(true)
})

test('coming back shows "back online" for 3000 ms, then plain online', () => {
  vi.useFakeTimers()
  const actor = start(false)
  actor.send({ type: 'network.online' })
  expect(actor.getSnapshot().hasTag('recovering')).toBe(true)
  expect(actor.getSnapshot().hasTag('online')).toBe(true)
  vi.advanceTimersByTime(2999)
  expect(actor.getSnapshot().hasTag('recovering')).toBe(true)
  vi.advanceTimersByTime(1)
  expect(actor.getSnapshot().hasTag('recovering')).toBe(false)
  expect(actor.getSnapshot().hasTag('stable')).toBe(true)
})

test('a request that gets an answer while the browser says offline means the network is back', () => {
  const actor = start(false)
  actor.send({ type: 'request.succeeded' })
  expect(actor.getSnapshot().hasTag('recovering')).toBe(true)
})

test('offline, an answer to a request sent before the browser said so proves nothing; one sent since does', () => {
  const actor = start()
  actor.send({ type: 'network.offline', at: 1_000 })
  actor.send({ type: 'request.succeeded', sentAt: 990 }) // was on its way when the link dropped
  expect(actor.getSnapshot().hasTag('offline')).toBe(true)
  actor.send({ type: 'request.succeeded', sentAt: 1_200 })
  expect(actor.getSnapshot().hasTag('recovering')).toBe(true)
  // A later drop is judged by its own time, not the first one's.
  actor.send({ type: 'network.offline', at: 5_000 })
  actor.send({ type: 'request.succeeded', sentAt: 1_200 })
  expect(actor.getSnapshot().hasTag('offline')).toBe(true)
})

test('failed requests while offline change nothing; the browser going offline wins from any state', () => {
  const actor = start(false)
  actor.send({ type: 'request.failed' })
  expect(actor.getSnapshot().hasTag('offline')).toBe(true)
  actor.send({ type: 'network.online' })
  actor.send({ type: 'request.failed' })
  expect(actor.getSnapshot().hasTag('flaky')).toBe(true)
  actor.send({ type: 'network.offline' })
  expect(actor.getSnapshot().hasTag('offline')).toBe(true)
})
