// @vitest-environment node
import { createActor } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { toastMachine } from './toast.machine'

afterEach(() => vi.useRealTimers())

const show = (toast: Record<string, unknown>) => ({ type: 'toast.show' as const, toast: { title: 'Added', message: 'Tomatoes are in your basket', ...toast } })

test('a toast is a success toast by default and closes itself after 2000 ms', () => {
  vi.useFakeTimers()
  const actor = createActor(toastMachine).start()
  actor.send(show({}))
  expect(actor.getSnapshot().context.toasts).toEqual([expect.objectContaining({ type: 'success', permanent: false })])
  vi.advanceTimersByTime(1999)
  expect(actor.getSnapshot().context.toasts).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(actor.getSnapshot().context.toasts).toEqual([])
})

test("the error page's toast stays 3000 ms", () => {
  vi.useFakeTimers()
  const actor = createActor(toastMachine).start()
  actor.send(show({ type: 'error', duration: 'long' }))
  vi.advanceTimersByTime(2999)
  expect(actor.getSnapshot().context.toasts).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(actor.getSnapshot().context.toasts).toHaveLength(0)
})

test('a permanent toast stays until it is dismissed', () => {
  vi.useFakeTimers()
  const actor = createActor(toastMachine).start()
  actor.send(show({ id: 'offline', permanent: true }))
  vi.advanceTimersByTime(60_000)
  expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['offline'])
  actor.send({ type: 'toast.dismiss', id: 'offline' })
  expect(actor.getSnapshot().context.toasts).toEqual([])
})

test('each toast keeps its own timer, and showing the same id again restarts it', () => {
  vi.useFakeTimers()
  const actor = createActor(toastMachine).start()
  actor.send(show({ id: 'a' }))
  vi.advanceTimersByTime(1000)
  actor.send(show({ id: 'b' }))
  vi.advanceTimersByTime(1000)
  expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['b'])
  actor.send(show({ id: 'b', message: 'Now 2 kg' }))
  vi.advanceTimersByTime(1500)
  expect(actor.getSnapshot().context.toasts).toEqual([expect.objectContaining({ id: 'b', message: 'Now 2 kg' })])
  vi.advanceTimersByTime(500)
  expect(actor.getSnapshot().context.toasts).toEqual([])
})
