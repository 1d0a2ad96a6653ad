import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, afterStartUp, duringStartUp, resetStartUp, START_UP_CAP_MS } from './start-up'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('afterStartUp (the service worker installs after the start-up, not during it)', () => {
  beforeEach(() => {
    resetStartUp()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('waits for the first page, then for its data pull, then calls back once', async () => {
    const shown = deferred()
    const pull = deferred()
    const then = vi.fn()
    afterStartUp(shown.promise, then)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(then, 'not before the first page is shown').not.toHaveBeenCalled()
    shown.resolve()
    // The screen mounts and starts its pull in the next task.
    void duringStartUp(pull.promise)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(then, 'not while the pull runs').not.toHaveBeenCalled()
    pull.resolve()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(then).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(START_UP_CAP_MS)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('a pull that fails ends its part of the start-up too', async () => {
    const pull = deferred()
    const then = vi.fn()
    afterStartUp(Promise.resolve(), then)
    duringStartUp(pull.promise).catch(() => {})
    await vi.advanceTimersByTimeAsync(3_000)
    expect(then).not.toHaveBeenCalled()
    pull.reject(new Error('offline'))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('work begun while the first settles is waited for as well', async () => {
    const first = deferred()
    const second = deferred()
    const then = vi.fn()
    afterStartUp(Promise.resolve(), then)
    void duringStartUp(first.promise)
    await vi.advanceTimersByTimeAsync(100)
    first.resolve()
    // Another screen's pull starts before the browser has been idle.
    void duringStartUp(second.promise)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(then).not.toHaveBeenCalled()
    second.resolve()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('a pull that never ends holds it back no longer than the cap', async () => {
    const then = vi.fn()
    afterStartUp(Promise.resolve(), then)
    void duringStartUp(new Promise(() => {}))
    await vi.advanceTimersByTimeAsync(START_UP_CAP_MS - 100)
    expect(then).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('a page with nothing to pull calls back once idle; later pulls are not the start-up', async () => {
    const then = vi.fn()
    afterStartUp(Promise.resolve(), then)
    await vi.advanceTimersByTimeAsync(50)
    expect(then).toHaveBeenCalledTimes(1)
    const later = new Promise(() => {})
    expect(duringStartUp(later)).toBe(later)
    const next = vi.fn()
    afterStartUp(Promise.resolve(), next)
    await vi.advanceTimersByTimeAsync(50)
    expect(next, 'a pull after the start-up holds nothing back').toHaveBeenCalledTimes(1)
  })
})

describe('afterFirstPaint (the files links reach are fetched just after the first paint)', () => {
  beforeEach(() => {
    resetStartUp()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('calls back once the first page is shown, in the next idle moment, well before the end of the start-up', async () => {
    const shown = deferred()
    const pull = deferred()
    const then = vi.fn()
    afterFirstPaint(shown.promise, then)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(then, 'not before the first page is shown').not.toHaveBeenCalled()
    shown.resolve()
    void duringStartUp(pull.promise)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(then, "not held back by the start-up's pulls").toHaveBeenCalledTimes(1)
  })

  it("work it marks as the start-up's holds the service worker's install back until it is done", async () => {
    const shown = deferred()
    const keeping = deferred()
    const install = vi.fn()
    void shown.promise.then(() => duringStartUp(new Promise<void>((resolve) => afterFirstPaint(shown.promise, () => void keeping.promise.then(resolve)))))
    afterStartUp(shown.promise, install)
    shown.resolve()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(install).not.toHaveBeenCalled()
    keeping.resolve()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(install).toHaveBeenCalledTimes(1)
  })
})
