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
export const regionNames = (locale: string): Intl.DisplayNames => reuse(`region|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' }))

/** "5 minutes ago", "yesterday"… in the shopper's language. */
export const relativeTime = (locale: string): Intl.RelativeTimeFormat => reuse(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))

const cache = new Map<string, Intl.NumberFormat>()

export function formatPrice(minorUnits: number, currency: string, exponent: number, locale: Locale): string {
  const key = `${locale}|${currency}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent })
    cache.set(key, format)
  }
  return format.format(minorUnits / 10 ** exponent)
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return reuse(`number|${locale}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options)).format(value)
}

export function formatDate(value: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return reuse(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(new Date(value))
}
