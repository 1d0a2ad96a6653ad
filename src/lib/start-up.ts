/**
 * The end of a page's start-up: what waits for it has the device to itself after it, not during.
 *
 * The service worker's first install is 77 files fetched and written to the cache (226 KB on the
 * wire), in a thread and processes of its own. Started at the load event, as is usual, it ran
 * during the app's start-up and its first catalog pull: on a phone's few cores the page's own
 * short tasks then waited their turn (a task of 4 ms of CPU took 20 ms), and every tap with them.
 * Measured with Lighthouse, 4 alternating runs a page (decision 009): TBT /farm/produces 157 ->
 * 89 ms and /farm 170 -> 68 ms with the install after the start-up rather than at the load event.
 *
 * `duringStartUp` marks work of the start-up (the screens' first data pulls); `afterStartUp` calls
 * back once the first page is shown, that work has settled and the browser is idle.
 */
import { whenIdle } from './yield'

/** The latest the callback waits, from the first page shown and loaded (a pull that hangs on a bad link). */
export const START_UP_CAP_MS = 20_000
/** How long an idle moment is waited for once the work has settled. */
const IDLE_TIMEOUT_MS = 2_000

const pending = new Set<Promise<unknown>>()
let started = 0
let over = false

/** Marks `work` as part of the page's start-up (nothing, once the start-up is over). Returns it. */
export function duringStartUp<T>(work: Promise<T>): Promise<T> {
  if (over) return work
  started++
  pending.add(work)
  const settle = () => pending.delete(work)
  work.then(settle, settle)
  return work
}

/**
 * Calls `then` once, after `shown` (the first page is on screen) and the load event, when the
 * start-up's work has settled (work begun meanwhile is waited for too) and the browser is idle;
 * at the latest START_UP_CAP_MS after `shown` and the load event.
 */
export function afterStartUp(shown: Promise<unknown>, then: () => void, capMs = START_UP_CAP_MS): void {
  let called = false
  const finish = () => {
    if (called) return
    called = true
    over = true
    pending.clear()
    then()
  }
  const settle = () => {
    if (called) return
    if (pending.size) {
      void Promise.allSettled([...pending]).then(settle)
      return
    }
    const before = started
    // Nothing pending: once the browser is idle, unless new work began meanwhile.
    whenIdle(() => (started === before && pending.size === 0 ? finish() : settle()), IDLE_TIMEOUT_MS)
  }
  void Promise.all([shown, loaded()]).then(() => {
    setTimeout(finish, capMs)
    // The screens' pulls start as they mount, in the tasks after the page is resolved.
    setTimeout(settle, 0)
  })
}

/** The latest `afterFirstPaint` waits for an idle moment once the first page is shown and loaded. */
const FIRST_PAINT_IDLE_MS = 1_000

/**
 * Calls `then` once the first page is shown (`shown`), the load event has passed and the browser
 * is idle (at the latest FIRST_PAINT_IDLE_MS after): the moment for work the page's offline use
 * needs at once, and that takes the network rather than the cores (decision 015).
 */
export function afterFirstPaint(shown: Promise<unknown>, then: () => void): void {
  void Promise.all([shown, loaded()]).then(() => whenIdle(then, FIRST_PAINT_IDLE_MS))
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

/** For tests: a new page's start-up. */
export function resetStartUp(): void {
  pending.clear()
  started = 0
  over = false
}
