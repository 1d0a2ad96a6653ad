/**
 * Readers for URL search parameters, as the routes' `validateSearch` needs them: each takes what
 * the router parsed from the query string (a string, or a number, boolean or array when the value
 * looked like JSON) and returns a valid value or `undefined`. An invalid value in a shared or
 * hand-edited link falls back to the default instead of breaking the page.
 *
 * Hand-written rather than zod schemas: every route's validateSearch is part of the route tree,
 * which loads with the first page, and zod there cost ~25 KB gzip and ~75 ms of a cheap phone's
 * main thread at start-up (issue 8), for a handful of checks this small.
 */

/** Text up to `max` characters; a number or boolean the router parsed from JSON is read back as text. */
export function text(value: unknown, max: number): string | undefined {
  const s = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined
  return s !== undefined && s.length <= max ? s : undefined
}

/** One of `values`. */
export function oneOf<const T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A number (or numeric text) within [min, max]; `integer` refuses fractions. */
export function numberIn(value: unknown, min: number, max: number, integer = false): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (!Number.isFinite(n) || n < min || n > max) return undefined
  return integer && !Number.isInteger(n) ? undefined : n
}

/** true / false, written as a boolean or as text. */
export function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

/** A list of `values` given as "a,b" or as an array; unknown entries are dropped. */
export function listOf<const T extends string>(value: unknown, values: readonly T[]): T[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined
  if (!items || !items.every((s) => typeof s === 'string')) return undefined
  return (items as string[]).map((s) => s.trim()).filter((s): s is T => (values as readonly string[]).includes(s))
}
