/**
 * A service's details (service-details-contract.ts) read in one language: every `I18nText` in the
 * object, at any depth, becomes the string of that language, English when it is missing or empty
 * (`Localized<T>`). The server answers details this way; everything else is kept as it is.
 */
import type { I18nText, Localized } from './service-details-contract'

const LANGUAGES = ['en', 'fr', 'es', 'pt', 'ar', 'sw'] as const
type Language = (typeof LANGUAGES)[number]

/** An object whose keys are languages and whose values are strings, with English among them. */
function isI18nText(value: object): value is I18nText {
  const entries = Object.entries(value)
  return entries.length > 0 && 'en' in value && entries.every(([key, text]) => (LANGUAGES as readonly string[]).includes(key) && typeof text === 'string')
}

export function localizeDetails<T>(value: T, lang: Language): Localized<T> {
  return walk(value, lang) as Localized<T>
}

function walk(value: unknown, lang: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, lang))
  if (value === null || typeof value !== 'object') return value
  if (isI18nText(value)) return value[lang] || value.en
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, lang)]))
}
