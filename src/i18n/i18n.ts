/**
 * Lingui activation with lazily loaded catalogs: only the active language is fetched, in two parts
 * (each its own small chunk): `messages`, the storefront every visitor sees, and `account`, the
 * sign-in, account and order screens, fetched the first time one of those routes opens
 * (`useCatalogArea`). Once an area has been opened, switching language fetches it too, before the
 * new language shows. Also keeps `<html lang dir>` in step with the locale.
 */
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../config'
import { localeDir } from './locales'
import { applyManifestLocale } from './manifest-link'

type Loader = () => Promise<{ messages: Messages }>
export type CatalogArea = 'account'

const storefront: Record<Locale, Loader> = {
  en: () => import('../../locales/en/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
  sw: () => import('../../locales/sw/messages.po'),
}

const areas: Record<CatalogArea, Record<Locale, Loader>> = {
  account: {
    en: () => import('../../locales/en/account.po'),
    fr: () => import('../../locales/fr/account.po'),
    es: () => import('../../locales/es/account.po'),
    pt: () => import('../../locales/pt/account.po'),
    ar: () => import('../../locales/ar/account.po'),
    sw: () => import('../../locales/sw/account.po'),
  },
}

/** `${area}:${locale}` of every part already merged into Lingui. */
const loaded = new Set<string>()
const wantedAreas = new Set<CatalogArea>()

async function loadPart(key: string, loader: Loader, locale: Locale): Promise<void> {
  if (loaded.has(key)) return
  const { messages } = await loader()
  i18n.load(locale, messages)
  loaded.add(key)
}

export async function activateLocale(locale: Locale): Promise<void> {
  try {
    await Promise.all([
      loadPart(`messages:${locale}`, storefront[locale], locale),
      ...[...wantedAreas].map((area) => loadPart(`${area}:${locale}`, areas[area][locale], locale)),
    ])
  } catch (error) {
    // Spec: a locale file load failure is only logged; the shopper keeps the current language.
    console.warn(`Could not load the ${locale} catalog`, error)
    if (!loaded.size) i18n.activate('en')
    return
  }
  if (i18n.locale !== locale) i18n.activate(locale)
  applyDocumentLocale(locale)
}

/**
 * Makes an area's messages available in the active language (a route's `beforeLoad` awaits it, so
 * the screen never renders before its words). Offline without the chunk, the screen still renders:
 * Lingui shows the English source text, and the failure is logged.
 */
export async function loadCatalogArea(area: CatalogArea, locale: Locale): Promise<void> {
  wantedAreas.add(area)
  try {
    await loadPart(`${area}:${locale}`, areas[area][locale], locale)
  } catch (error) {
    console.warn(`Could not load the ${locale} ${area} catalog`, error)
  }
}

export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  root.lang = locale
  root.dir = localeDir(locale)
  applyManifestLocale(locale)
}

export { i18n }
