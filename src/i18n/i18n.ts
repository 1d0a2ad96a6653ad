/**
 * Lingui activation with lazily loaded catalogs: only the active language's catalog is fetched
 * (each is its own small chunk). Also keeps `<html lang dir>` in step with the locale.
 */
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../config'
import { localeDir } from './locales'
import { applyManifestLocale } from './manifest-link'

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
  sw: () => import('../../locales/sw/messages.po'),
}

const loaded = new Set<Locale>()

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    try {
      const { messages } = await loaders[locale]()
      i18n.load(locale, messages)
      loaded.add(locale)
    } catch (error) {
      // Spec: a locale file load failure is only logged; the shopper keeps the current language.
      console.warn(`Could not load the ${locale} catalog`, error)
      if (!loaded.size) i18n.activate('en')
      return
    }
  }
  if (i18n.locale !== locale) i18n.activate(locale)
  applyDocumentLocale(locale)
}

export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  root.lang = locale
  root.dir = localeDir(locale)
  applyManifestLocale(locale)
}

export { i18n }
