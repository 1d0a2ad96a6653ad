/**
 * Prices, numbers, dates and names through Intl, for the active locale: the one place that formats
 * them. Intl formatters are costly to make (the first DisplayNames of a page took ~20 ms on a
 * desktop CPU, four times that on a cheap phone) and cheap to reuse: each is made once per locale
 * and options.
 */
import type { Locale } from '../config'

const formatters = new Map<string, unknown>()
function reuse<T>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined
  if (found === undefined) {
    found = make()
    formatters.set(key, found)
  }
  return found
}

/** Country names in the shopper's language (ISO 3166 codes). */
/**
 * Compares text the way the shopper's language sorts it. `a.localeCompare(b, locale)` builds a
 * collator on every call: sorting 60 farmers that way took ~75 ms of a 4x-throttled start-up.
 */
export const collator = (locale: string): Intl.Collator => reuse(`collator|${locale}`, () => new Intl.Collator(locale))

export const regionNames = (locale: string): Intl.DisplayNames => reuse(`region|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' }))

/** How long ago `timestamp` was, seen from `now`: "this minute", "5 minutes ago", "yesterday"… */
export function relativeAge(timestamp: number, now: number, locale: string): string {
  const rtf = reuse(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  const seconds = Math.round((timestamp - now) / 1000)
  const abs = Math.abs(seconds)
  if (abs < 60) return rtf.format(0, 'minute')
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute')
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour')
  return rtf.format(Math.round(seconds / 86_400), 'day')
}

export function formatPrice(minorUnits: number, currency: string, exponent: number, locale: Locale): string {
  const format = reuse(
    `price|${locale}|${currency}|${exponent}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }),
  )
  return format.format(minorUnits / 10 ** exponent)
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return reuse(`number|${locale}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options)).format(value)
}

export function formatDate(value: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return reuse(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(new Date(value))
}

/** An ISO day (YYYY-MM-DD, a market's calendar day) as "Thursday 3 December", whatever the device's time zone. */
export function formatDay(day: string, locale: Locale): string {
  return formatDate(`${day}T00:00:00Z`, locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
}

/**
 * "Kenyan, Luo and Fish" as the shopper's language joins a list: its own separators and its own
 * "and" (Arabic joins with و, CLDR's pattern, without a Latin comma).
 */
export function formatList(items: readonly string[], locale: Locale): string {
  return reuse(`list|${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items)
}

/** A market's clock time (HH:MM, its own time zone) as the locale writes it ("12:30", "12:30 PM"), whatever the device's time zone. */
export function formatClock(time: string, locale: Locale): string {
  return formatDate(`1970-01-01T${time}:00Z`, locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
}
