/** What the server (server/first-paint.ts) and its first-paint worker (./worker.tsx) say to each other. */
import type { Locale } from '../config'

export interface FirstPaintRequest {
  id: number
  /** Path and query, as asked. */
  url: string
  /**
   * The catalog version the request that asked for the page read (server/catalog/catalog-version.ts):
   * the page is drawn from a catalog copy brought up to date after that version was read.
   */
  catalogVersion: number
  /**
   * False while the version is so recent that its rows may not all be visible yet (the sequence
   * moves microseconds before the commit): a copy pulled then is brought up to date again next time.
   */
  settled: boolean
}

/** A page drawn: the markup of the app's root, and the language and direction it was drawn in. */
export interface FirstPaint {
  html: string
  lang: Locale
  dir: 'ltr' | 'rtl'
}

/** The page, or null when it is not drawn (its catalog not on the worker yet, not found, an error: `why`). */
export type FirstPaintAnswer = { id: number; url: string; page: FirstPaint | null; why?: string }
