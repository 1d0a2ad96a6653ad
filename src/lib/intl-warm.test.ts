import { afterEach, expect, test, vi } from 'vitest'
import { intlWarmed } from './intl-warm'

afterEach(() => vi.useRealTimers())

test('the first render waits for the warm-up worker, and no longer than its limit', async () => {
  vi.useFakeTimers()
  let warm!: () => void
  const scope = { malewaIntlWarm: new Promise<void>((resolve) => (warm = resolve)) }
  let done = false
  void intlWarmed(250, scope).then(() => (done = true))
  await vi.advanceTimersByTimeAsync(100)
  expect(done).toBe(false)
  warm()
  await vi.advanceTimersByTimeAsync(0)
  expect(done).toBe(true)

  let late = false
  void intlWarmed(250, { malewaIntlWarm: new Promise(() => {}) }).then(() => (late = true))
  await vi.advanceTimersByTimeAsync(249)
  expect(late).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(late, 'a worker that never answers holds the page 250 ms at most').toBe(true)
})

test('without the warm-up script nothing is waited for', async () => {
  let done = false
  void intlWarmed(250, {}).then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  expect(done).toBe(true)
})
