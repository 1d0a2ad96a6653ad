/**
 * Work that can wait for the browser to be idle: link prefetching, and rendering what the first
 * paint does not need (issue 8: every long task at start-up counts against a cheap phone's TBT).
 */
import { useEffect, useState } from 'react'

/** Runs `run` when the browser is idle (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 0)
  return () => window.clearTimeout(id)
}

/** False until the browser has been idle once since `wanted` became true; true from then on. */
export function useIdleOnce(wanted: boolean, timeout = 2_000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!wanted || idle) return
    return whenIdle(() => setIdle(true), timeout)
  }, [wanted, idle, timeout])
  return idle
}
