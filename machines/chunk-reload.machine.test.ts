// @vitest-environment node
import { createActor } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { chunkReloadMachine } from './chunk-reload.machine'

afterEach(() => vi.useRealTimers())

function start(msSinceLastReload: number | null) {
  const rememberReload = vi.fn()
  const reloadPage = vi.fn()
  const actor = createActor(chunkReloadMachine.provide({ actions: { rememberReload, reloadPage } }), { input: { msSinceLastReload } }).start()
  return { actor, rememberReload, reloadPage }
}

test('the first failed chunk load remembers the time and reloads the page', () => {
  const { actor, rememberReload, reloadPage } = start(null)
  actor.send({ type: 'chunk.loadFailed' })
  expect(rememberReload).toHaveBeenCalledTimes(1)
  expect(reloadPage).toHaveBeenCalledTimes(1)
  expect(actor.getSnapshot().hasTag('reloading')).toBe(true)
})

test('more failures while the reload is under way do not reload again', () => {
  const { actor, reloadPage } = start(null)
  actor.send({ type: 'chunk.loadFailed' })
  actor.send({ type: 'chunk.loadFailed' })
  expect(reloadPage).toHaveBeenCalledTimes(1)
  expect(actor.getSnapshot().hasTag('failed')).toBe(false)
})

test('a failure within 60 s of the last reload shows the error page instead of reloading', () => {
  const { actor, reloadPage } = start(5_000)
  actor.send({ type: 'chunk.loadFailed' })
  expect(reloadPage).not.toHaveBeenCalled()
  expect(actor.getSnapshot().hasTag('failed')).toBe(true)
})

test('a reload longer than 60 s ago does not hold back the next one', () => {
  const { actor, reloadPage } = start(60_000)
  actor.send({ type: 'chunk.loadFailed' })
  expect(reloadPage).toHaveBeenCalledTimes(1)
})

test('once 60 s have passed after a reload, a new failure reloads again', () => {
  vi.useFakeTimers()
  const { actor, reloadPage } = start(0)
  actor.send({ type: 'chunk.loadFailed' })
  vi.advanceTimersByTime(59_999)
  expect(actor.getSnapshot().hasTag('failed')).toBe(true)
  vi.advanceTimersByTime(1)
  expect(actor.getSnapshot().hasTag('failed')).toBe(false)
  actor.send({ type: 'chunk.loadFailed' })
  expect(reloadPage).toHaveBeenCalledTimes(1)
})
