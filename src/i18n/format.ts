/** Prices, numbers and dates through Intl, for the active locale: the one place that formats them. */
import type { Locale } from '../config'

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
  return new Intl.NumberFormat(locale, options).format(value)
}

export function formatDate(value: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(value))
}
