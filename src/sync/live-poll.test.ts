import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextDelay, startLivePoll } from './live-poll'

describe('live poll (decision 036)', () => {
  let active = true
  let wake: () => void = () => {}
  const subscribe = (w: () => void) => {
    wake = w
    return () => {
      wake = () => {}
    }
  }
  beforeEach(() => {
    vi.useFakeTimers()
    active = true
  })
  afterEach(() => vi.useRealTimers())

  it('probes every interval while visible and online, not before the first interval', async () => {
    const probe = vi.fn(async () => {})
    const stop = startLivePoll({ probe, interval: 3000, maxDelay: 60_000, isActive: () => active, subscribe })
    await vi.advanceTimersByTimeAsync(2999)
    expect(probe).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(probe).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(6000)
    expect(probe).toHaveBeenCalledTimes(3)
    stop()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(probe).toHaveBeenCalledTimes(3)
  })

  it('pauses while hidden or offline and probes at once when it comes back', async () => {
    const probe = vi.fn(async () => {})
    const stop = startLivePoll({ probe, interval: 3000, maxDelay: 60_000, isActive: () => active, subscribe })
    await vi.advanceTimersByTimeAsync(3000)
    expect(probe).toHaveBeenCalledTimes(1)
    active = false
    wake()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(probe).toHaveBeenCalledTimes(1)
    active = true
    wake()
    await vi.advanceTimersByTimeAsync(0)
    expect(probe).toHaveBeenCalledTimes(2)
    stop()
  })

  it('backs off after failures, doubling up to the maximum, and returns to the interval after a success', async () => {
    let fail = true
    const probe = vi.fn(async () => {
      if (fail) throw new Error('offline')
    })
    const stop = startLivePoll({ probe, interval: 3000, maxDelay: 20_000, isActive: () => active, subscribe })
    await vi.advanceTimersByTimeAsync(3000) // 1st failure: next in 6 s
    expect(probe).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5999)
    expect(probe).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1) // 2nd failure: next in 12 s
    expect(probe).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(12_000) // 3rd: next in 20 s (capped, not 24)
    expect(probe).toHaveBeenCalledTimes(3)
    fail = false
    await vi.advanceTimersByTimeAsync(19_999)
    expect(probe).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1) // success: back to every 3 s
    expect(probe).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(3000)
    expect(probe).toHaveBeenCalledTimes(5)
    stop()
  })

  it('computes the back-off', () => {
    expect([0, 1, 2, 3, 10].map((n) => nextDelay(n, 3000, 60_000))).toEqual([3000, 6000, 12_000, 24_000, 60_000])
  })
})
