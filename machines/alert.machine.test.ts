// @vitest-environment node
import { createActor } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { alertMachine } from './alert.machine'

afterEach(() => vi.useRealTimers())

test('a request error shows its alert and clears it 1000 ms later', () => {
  vi.useFakeTimers()
  const actor = createActor(alertMachine).start()
  actor.send({ type: 'request.failed', alert: { type: 'error', title: 'Network Error', message: 'Couldnt make request' } })
  vi.advanceTimersByTime(999)
  expect(actor.getSnapshot().context.alert?.title).toBe('Network Error')
  vi.advanceTimersByTime(1)
  expect(actor.getSnapshot().context.alert).toBeNull()
})

test('a new request clears the alert before it is sent', () => {
  const actor = createActor(alertMachine).start()
  actor.send({ type: 'notification.received', alert: { type: 'success', title: 'Saved', message: 'Saved' } })
  actor.send({ type: 'request.started' })
  expect(actor.getSnapshot().context.alert).toBeNull()
})

test('a second error restarts the 1000 ms', () => {
  vi.useFakeTimers()
  const actor = createActor(alertMachine).start()
  const alert = { type: 'error' as const, title: 'Error', message: 'first' }
  actor.send({ type: 'request.failed', alert })
  vi.advanceTimersByTime(800)
  actor.send({ type: 'request.failed', alert: { ...alert, message: 'second' } })
  vi.advanceTimersByTime(800)
  expect(actor.getSnapshot().context.alert?.message).toBe('second')
  vi.advanceTimersByTime(200)
  expect(actor.getSnapshot().context.alert).toBeNull()
})
