/**
 * Lingui activation with lazily loaded catalogs: only the active language is fetched, in parts
 * (each its own small chunk, see lingui.config.ts): `messages`, the storefront every visitor sees,
 * always; `account`, the sign-in, account and order screens, from the first time one of those
 * routes opens (`loadCatalogPart`). From then on a language switch fetches it too, before the new
 * language shows. Also keeps `<html lang dir>` in step with the locale.
 */
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../config'
import { localeDir } from './locales'
import { applyManifestLocale } from './manifest-link'

export type CatalogPart = 'messages' | 'account'

// One lazy chunk per locales/<locale>/<part>.po (the Lingui Vite plugin compiles each).
const files = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po')

/** `${part}:${locale}` of every part already merged into Lingui. */
const loaded = new Set<string>()
/** The parts every language switch loads: the storefront's, and each one a route has asked for. */
const wanted = new Set<CatalogPart>(['messages'])

/** A part's chunk in a language: fetched the first time, from the module cache after. */
async function fetchPart(part: CatalogPart, locale: Locale): Promise<{ messages: Messages }> {
  const load = files[`../../locales/${locale}/${part}.po`]
  if (!load) throw new Error(`no catalog locales/${locale}/${part}.po`)
  return load()
}

async function loadPart(part: CatalogPart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`
  if (loaded.has(key)) return
  i18n.load(locale, (await fetchPart(part, locale)).messages)
  loaded.add(key)
}

export async function activateLocale(locale: Locale): Promise<void> {
  try {
    await Promise.all([...wanted].map((part) => loadPart(part, locale)))
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
 * Makes a part's messages available in the active language (a route's `beforeLoad` awaits it, so
 * the screen never renders before its words). Offline without the chunk, the screen still renders:
 * Lingui shows the English source text, and the failure is logged.
 *
 * A preload (link prefetch, a hover) only fetches the chunk: merging messages makes Lingui tell
 * every translated component on the page to render again (11-12 ms of CPU for the home page, in
 * Lighthouse's traces, for a sign-in link in view), for words no screen shows yet. The move to
 * the route merges them, from the chunk already there.
 */
export async function loadCatalogPart(part: CatalogPart, locale: Locale, preload = false): Promise<void> {
  if (preload) {
    // A failure is the move's to report, if the shopper makes it.
    if (!loaded.has(`${part}:${locale}`)) await fetchPart(part, locale).catch(() => {})
    return
  }
  wanted.add(part)
  try {
    await loadPart(part, locale)
  } catch (error) {
    console.warn(`Could not load the ${locale} ${part} catalog`, error)
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
