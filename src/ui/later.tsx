/**
 * What the first paint does not need (closed menus and panels, the footer, sections far below the
 * fold) renders after it, each part in a task of its own. On a slow phone the first page was one
 * long task of rendering and layout: everything in it delayed the first paint and the first tap.
 *
 * Only the page load is staged. Once the queue has drained, a `Later` renders its children at
 * once (a navigation is not held back by a frame); so does one whose `now` is set (a menu the
 * shopper opened before its turn).
 *
 * Until its children are in, a `Later` leaves a hidden `aria-busy` marker: the page-snapshot code
 * neither reveals nor saves a page that is still arriving (isPageReady in ./page-snapshot.ts).
 */
import { useEffect, useState, type ReactNode } from 'react'

let drained = false
const queue: (() => void)[] = []
let scheduled = false

/** One waiting part per task: a macrotask each, after the browser has had a frame to paint. */
function pump() {
  const next = queue.shift()
  if (!next) {
    drained = true
    scheduled = false
    return
  }
  next()
  setTimeout(pump, 0)
}

function enqueue(run: () => void): () => void {
  queue.push(run)
  if (!scheduled) {
    scheduled = true
    // The frame first (the page's first paint), then the queue. A hidden tab gets no frames: a timer.
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(pump, 0))
    else setTimeout(pump, 0)
  }
  return () => {
    const i = queue.indexOf(run)
    if (i >= 0) queue.splice(i, 1)
  }
}

export function Later({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const [ready, setReady] = useState(drained)
  useEffect(() => (ready ? undefined : enqueue(() => setReady(true))), [ready])
  return ready || now ? <>{children}</> : <span hidden aria-busy="true" data-later="" />
}

/** Tests: start again as a fresh page load. */
export function resetLaterForTests(): void {
  drained = false
  scheduled = false
  queue.length = 0
}
