/**
 * A provider's edit on an open catalog page within seconds (issue 32, decision 036): while the page
 * is visible and the device online, a cheap probe (one conditional delta request, a 304 when nothing
 * changed) every `interval`; paused while the tab is hidden or the device offline, and resumed at
 * once when it comes back; after a failure, the wait doubles up to `maxDelay`, and the first
 * success brings it back. The first probe waits one interval: the page's own pull has just run, so
 * nothing of this is on the first load's path.
 */
export interface LivePollOptions {
  /** One probe; rejects on failure. Receives an AbortSignal that fires when the poll stops. */
  probe: (signal: AbortSignal) => Promise<unknown>
  interval: number
  maxDelay: number
  /** Whether probing makes sense now (visible and online). */
  isActive?: () => boolean
  /** Subscribes `wake` to the changes of `isActive` (visibility, connectivity); returns the unsubscribe. */
  subscribe?: (wake: () => void) => () => void
}

const browserActive = () => document.visibilityState === 'visible' && navigator.onLine !== false

function browserSubscribe(wake: () => void): () => void {
  document.addEventListener('visibilitychange', wake)
  window.addEventListener('online', wake)
  window.addEventListener('offline', wake)
  return () => {
    document.removeEventListener('visibilitychange', wake)
    window.removeEventListener('online', wake)
    window.removeEventListener('offline', wake)
  }
}

/** The wait before the next probe after `failures` failures in a row. */
export function nextDelay(failures: number, interval: number, maxDelay: number): number {
  return Math.min(maxDelay, interval * 2 ** failures)
}

/** Starts the poll; returns its stop. */
export function startLivePoll({ probe, interval, maxDelay, isActive = browserActive, subscribe = browserSubscribe }: LivePollOptions): () => void {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | null = null
  let running = false
  let failures = 0

  const schedule = (delay: number) => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (controller.signal.aborted || running || !isActive()) return
    timer = setTimeout(tick, delay)
  }

  async function tick() {
    timer = null
    if (!isActive()) return
    running = true
    try {
      await probe(controller.signal)
      failures = 0
    } catch {
      failures += 1
    } finally {
      running = false
    }
    schedule(nextDelay(failures, interval, maxDelay))
  }

  // Back to visible or online: probe now (a change may have waited), unless backing off.
  const wake = () => (isActive() ? schedule(failures ? nextDelay(failures, interval, maxDelay) : 0) : schedule(0))
  const unsubscribe = subscribe(wake)
  schedule(interval)
  return () => {
    controller.abort()
    if (timer !== null) clearTimeout(timer)
    timer = null
    unsubscribe()
  }
}
