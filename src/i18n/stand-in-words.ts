/**
 * English words standing in for a language's own, while that language's words are not on the
 * device (offline, a language never opened, or opened before its catalog was kept: decision 015).
 *
 * Owns which parts of which language are shown in English (a Lingui catalog part, the static
 * pages' text), the notice's state (`standInWords`, an external store), and the retry: each time
 * the connection comes back (the wiring in main.tsx calls `retryStandIns`, from the connectivity
 * actor) each stand-in's `retry` fetches the real words; once one succeeds it is dropped, and
 * `onWordsArrived` listeners (the router, to load its pages again) are told. It does not fetch or
 * merge words itself (the catalog loader and the static pages' loader do), and does not watch the
 * network.
 */
import type { Locale } from '../config'

interface StandIn {
  locale: Locale
  /** Fetches the language's words and puts them in place; rejects while they cannot be had. */
  retry: () => Promise<void>
}

const standIns = new Map<string, StandIn>()
const listeners = new Set<() => void>()
const arrivalListeners = new Set<() => void>()
let version = 0

const notify = () => {
  version++
  listeners.forEach((listener) => listener())
}

/** The notice's store (useSyncExternalStore): changes whenever a stand-in begins or ends. */
export const standInWords = {
  version: (): number => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** Whether some words of `locale` are shown in English now. */
export function isStandingIn(locale: Locale): boolean {
  for (const standIn of standIns.values()) if (standIn.locale === locale) return true
  return false
}

/** Marks `key` (a part of `locale`'s words) as shown in English until `retry` succeeds online. */
export function standIn(key: string, locale: Locale, retry: () => Promise<void>): void {
  const isNew = !standIns.has(key)
  standIns.set(key, { locale, retry })
  if (isNew) notify()
}

/** The language's own words for `key` are in place (loaded by other means): no stand-in now. */
export function wordsArrived(key: string): void {
  if (standIns.delete(key)) notify()
}

/** Calls `listener` after real words replaced stand-ins; returns a function that stops it. */
export function onWordsArrived(listener: () => void): () => void {
  arrivalListeners.add(listener)
  return () => arrivalListeners.delete(listener)
}

/** Tries every stand-in's words again: the connection came back. */
export async function retryStandIns(): Promise<void> {
  let arrived = 0
  for (const [key, { retry }] of [...standIns]) {
    try {
      await retry()
      if (standIns.delete(key)) arrived++
    } catch {
      // Still not to be had (the link came back only for a moment): the next return tries again.
    }
  }
  if (!arrived) return
  notify()
  arrivalListeners.forEach((listener) => listener())
}
