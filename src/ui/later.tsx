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
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { yieldToMain } from '../lib/yield'
import { coveringSnapshot } from './page-snapshot'

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

/** Where a part not rendered yet will be: hidden, and `aria-busy` so the page is not ready without it. */
function Arriving() {
  return <span hidden aria-busy="true" data-later="" />
}

export function Later({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const [ready, setReady] = useState(drained)
  useEffect(() => (ready ? undefined : enqueue(() => setReady(true))), [ready])
  return ready || now ? <>{children}</> : <Arriving />
}

/**
 * A part of the first render that comes in a task of its own while the app renders beneath a
 * drawn page or a snapshot: nobody sees the app's page until all of it is in (the snapshot stays
 * while anything is `aria-busy`), so the header, its tools, the page, a farm screen and its filters
 * can be short tasks rather than one long one (the first render was one task of 40-60 ms on a
 * desktop CPU, four times that on a cheap phone, each millisecond of it a tap left waiting). With nothing
 * covering the app (a plain shell, a page the server did not draw, any later navigation) the
 * children render at once, in the same frame as the rest: a part that came a frame late would
 * move the page under the shopper's eyes.
 */
export function Soon({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => coveringSnapshot() === null)
  // A layout effect: the next task, not the next frame (nothing is shown until the page is whole).
  useLayoutEffect(() => {
    if (ready) return undefined
    let live = true
    void yieldToMain().then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [ready])
  return ready ? <>{children}</> : <Arriving />
}

/** Cards in a list's first render during the page load: a phone's first screen and more (one column there, two rows of two on a tablet). */
export const STAGE_FIRST = 4
/** Cards added per task after it: two cards are ~35 ms of rendering on a slow phone (CPU × 4). */
export const STAGE_STEP = 2

/**
 * How many of a list's `total` items to render. During the page load: `first` at once, then
 * `step` more per task from the same queue as `Later` (the browser gets its frames between them,
 * and a tap is answered within one batch); a list of 24 cards was one task of ~400 ms on a slow
 * phone, most of the page's blocking time. The page load, for a list, lasts until the shopper's
 * first navigation: on a first visit the lists arrive with the first sync, well after the `Later`
 * parts are in. After it, a list renders whole. While it grows, mark it `aria-busy` (see `Later`).
 */
export function useStaged(total: number, first = STAGE_FIRST, step = STAGE_STEP): number {
  const [shown, setShown] = useState(() => (navigated ? Number.POSITIVE_INFINITY : first))
  const totalNow = useRef(total)
  totalNow.current = total
  const shownNow = useRef(shown)
  shownNow.current = shown
  const staging = shown < total
  useEffect(() => {
    if (!staging) return undefined
    // Started once per staging (not on each batch's `shown`): each batch queues the next as it
    // runs, so the queue does not look drained between them.
    let cancel = () => {}
    let next = shownNow.current
    const batch = () => {
      next += step
      setShown(next)
      if (next < totalNow.current) cancel = enqueue(batch)
    }
    cancel = enqueue(batch)
    return () => cancel()
  }, [staging, step])
  return Math.min(shown, total)
}

let navigated = false

/** The shopper went to another page: lists render whole from now on (see `useStaged`). */
export function endPageLoad(): void {
  navigated = true
}

/** Tests: start again as a fresh page load. */
export function resetLaterForTests(): void {
  drained = false
  navigated = false
  scheduled = false
  queue.length = 0
}
