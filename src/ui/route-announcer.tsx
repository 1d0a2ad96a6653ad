import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { whenPageReady } from './page-snapshot'

/** A page still loading after this long is announced all the same (its title, as far as it is known). */
export const ANNOUNCE_AFTER_MS = 3_000

/**
 * Tells a screen reader that a new page is showing. A link in the storefront changes the page
 * without loading one, so nothing else would: the reader stays silent and the shopper does not
 * know whether the tap worked. After each move to another page (not a filter or a sort in the
 * same page's address, not the first load, which the reader announces itself) the live region
 * says the new page's title, in the page's language, once the page is ready (`isPageReady`: its
 * heading is there and nothing in it is loading, so a produce page says the produce's name, not
 * the storefront's). The text is emptied first, so two pages with the same title (two "page not
 * found") are both announced.
 */
/** Whether an announcer was mounted before in this page: a later one was mounted by a move. */
let mountedBefore = false

export function RouteAnnouncer() {
  const router = useRouter()
  const [message, setMessage] = useState('')
  useEffect(() => {
    let stop = () => {}
    const announce = () => {
      stop()
      setMessage('')
      stop = whenReady(document.getElementById('main') ?? document.body, () => setMessage(document.title))
    }
    // A move that drew another shell (into or out of the root's not-found page, which a closed
    // service's area is: issue 34) mounts a new announcer, and the router tells no one of it.
    if (mountedBefore) announce()
    mountedBefore = true
    const off = router.subscribe('onResolved', (event) => {
      if (event.fromLocation && event.pathChanged) announce()
    })
    return () => {
      off()
      stop()
    }
  }, [router])
  return (
    <p id="route-announcer" className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  )
}

/**
 * Calls `then` once `root` holds a ready page (or after ANNOUNCE_AFTER_MS), after the frame that
 * shows it and the effects that follow (an item's title is set by one). Returns a cancel.
 */
function whenReady(root: Element, then: () => void): () => void {
  let frame = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const watch = whenPageReady(root, ANNOUNCE_AFTER_MS, () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(then, 0)
    })
  })
  watch.check()
  return () => {
    watch.cancel()
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
