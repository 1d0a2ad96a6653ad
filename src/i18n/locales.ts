/** The locale table: code, direction, the language's own name and its short code (the header shows no flags: docs/design.md). */
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../config'

export interface LocaleInfo {
  code: Locale
  name: string // in its own language: shoppers look for their language's name
  dir: 'ltr' | 'rtl'
  short: string
}

export const LOCALE_TABLE: readonly LocaleInfo[] = [
  { code: 'en', name: 'English', dir: 'ltr', short: 'EN' },
  { code: 'fr', name: 'Français', dir: 'ltr', short: 'FR' },
  { code: 'es', name: 'Español', dir: 'ltr', short: 'ES' },
  { code: 'pt', name: 'Português', dir: 'ltr', short: 'PT' },
  { code: 'ar', name: 'العربية', dir: 'rtl', short: 'AR' },
  { code: 'sw', name: 'Kiswahili', dir: 'ltr', short: 'SW' },
]

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
export const localeDir = (locale: Locale): 'ltr' | 'rtl' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr')
export const localeInfo = (locale: Locale): LocaleInfo => LOCALE_TABLE.find((l) => l.code === locale) ?? LOCALE_TABLE[0]!

/** The URL param value for a locale: English has no prefix. */
export const toParam = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale)

/** The first supported language in a browser's list (`fr-CA` → `fr`), or undefined. */
export function matchBrowserLanguage(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return undefined
}
