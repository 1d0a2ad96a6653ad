/**
 * Hands the main thread back to the browser (input, rendering) and continues in a later task.
 * Long work split with it is several short tasks rather than one long one, whatever the network
 * speed: on a fast link a first sync's answers arrive together and would otherwise be handled in
 * one piece. `scheduler.yield` where the browser has it (it resumes ahead of other queued tasks),
 * else a message-channel task (a `setTimeout(0)` may be clamped to 4 ms or more).
 *
 * Also awaited at the top level of a few modules (db.ts, app-actors.ts, main.tsx) to cut the
 * scripts' evaluation, once one task of 40-60 ms on a desktop CPU (four times that on a cheap
 * phone), into several: a module that awaits finishes in a later task, and so does everything
 * that imports it (in the built chunk, every module after it). Each cut sits before the
 * module-level work it separates: the database's schema, the app-wide actors, the router.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Runs `run` once the browser has nothing more urgent to do, at the latest `timeout` ms later
 * (`requestIdleCallback`; where there is none, in the next task). Returns a cancel function.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 0)
  return () => clearTimeout(id)
}
