/**
 * Wiring of the chunk-reload guard (machines/chunk-reload.machine.ts): which errors are failed
 * chunk loads, where the last reload time lives (sessionStorage, so it outlives the reload), and
 * the two places a failure is seen — Vite's `vite:preloadError` event while a navigation loads,
 * and the root route's error component (ChunkErrorGate).
 *
 * A background preload that fails (a visible link prefetched, a hovered link) is not a reason to
 * reload the page under the shopper: only a failure while the router is loading a navigation, or
 * one that reaches the error component, is reported.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { createActor } from 'xstate'
import { chunkReloadMachine } from '../../machines/chunk-reload.machine'

const LAST_RELOAD_KEY = 'malewa:chunk-reload-at'

/** Browsers word a failed dynamic import differently; the CSS one is Vite's preload helper's. */
const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/

export function isChunkError(error: unknown): error is { message: string } {
  const message = typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && CHUNK_ERROR.test(message)
}

function readLastReload(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_RELOAD_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null // storage blocked: no memory, so the guard only holds within this page
  }
}

const lastReload = typeof window === 'undefined' ? null : readLastReload()

export const chunkReloadActor = createActor(
  chunkReloadMachine.provide({
    actions: {
      rememberReload: () => {
        try {
          sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()))
        } catch {
          // storage blocked: the reload still happens once in this page
        }
      },
      reloadPage: () => window.location.reload(),
    },
  }),
  { input: { msSinceLastReload: lastReload === null ? null : Math.max(0, Date.now() - lastReload) } },
).start()

/**
 * A failed chunk load the shopper is waiting for. Returns true when the page is reloading.
 * Offline a reload cannot fetch anything new (a static page in a language never opened online,
 * say): the error page, which says to check the connection, is the honest answer.
 */
export function reportChunkError(): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
  chunkReloadActor.send({ type: 'chunk.loadFailed' })
  return chunkReloadActor.getSnapshot().hasTag('reloading')
}

/**
 * TanStack Router's lazy route component reloads the page by itself, once per error message and
 * with no time window (lazyRouteComponent.tsx, sessionStorage key `tanstack_router_reload:<message>`).
 * Marking every chunk error as "already reloaded" for it makes the router render the error
 * instead, so the guard alone decides (ChunkErrorGate reports it).
 */
function leaveToGuard(error: { message: string }): void {
  try {
    sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
  } catch {
    // storage blocked: the router cannot remember its reload either
  }
}

export function watchChunkErrors(router: AnyRouter): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (!isChunkError(error)) return
    leaveToGuard(error)
    // A navigation is loading: decide now, before anything renders. A background preload's
    // failure waits: the route retries when (if) the shopper goes there.
    if (router.state.status === 'pending') reportChunkError()
  })
}
