/** What the server (server/first-paint.ts) and its first-paint worker (./worker.tsx) say to each other. */
import type { Locale } from '../config'

export interface FirstPaintRequest {
  id: number
  /** Path and query, as asked. */
  url: string
}

/** A page drawn: the markup of the app's root, and the language and direction it was drawn in. */
export interface FirstPaint {
  html: string
  lang: Locale
  dir: 'ltr' | 'rtl'
}

/** The page, or null when it is not drawn (its catalog not on the worker yet, not found, an error: `why`). */
export type FirstPaintAnswer = { id: number; url: string; page: FirstPaint | null; why?: string }
