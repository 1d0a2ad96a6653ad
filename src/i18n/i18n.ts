/**
 * Lingui activation with lazily loaded catalogs: only the active language is fetched, in parts
 * (each its own small chunk, see lingui.config.ts): `messages`, the storefront every visitor sees,
 * always; `account`, the sign-in, account and order screens, and `backoffice` with `partner` or
 * `admin`, the provider portal's or the operator console's, from the first time one of those routes opens
 * (`loadCatalogPart`). From then on a language switch fetches it too, before the new
 * language shows. Also keeps `<html lang dir>` in step with the locale.
 *
 * A part whose chunk cannot be fetched (offline, in a language never opened) is shown with the
 * English words instead, never message ids, until the language's own arrive (stand-in-words.ts,
 * decision 015); `keepWordsForOffline` fetches a language's parts and English's ahead of need.
 */
import { otherServiceOpen } from '../api/services-contract'
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../config'
import { localeDir } from './locales'
import { applyManifestLocale } from './manifest-link'
import { standIn, wordsArrived } from './stand-in-words'

export type CatalogPart = 'messages' | 'account' | 'backoffice' | 'partner' | 'admin' | 'services'

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

/** The language every message is written in: its words stand in for a language's missing ones. */
const SOURCE_LOCALE: Locale = 'en'
/** `${part}:${locale}` of every part whose English words stand in for the language's own. */
const englishFor = new Set<string>()

/**
 * Merges a part's messages into Lingui. When the language's chunk cannot be fetched, English's
 * words are merged under the language instead (a message never shows as its id), and the stand-in
 * is retried once the browser is back online. Rejects only when English's cannot be had either.
 */
async function loadPart(part: CatalogPart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`
  if (loaded.has(key)) return
  let messages: Messages
  try {
    messages = (await fetchPart(part, locale)).messages
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error
    console.warn(`Could not load the ${locale} ${part} catalog; showing English words until it can be`, error)
    if (englishFor.has(key)) return
    i18n.load(locale, (await fetchPart(part, SOURCE_LOCALE)).messages)
    englishFor.add(key)
    standIn(`catalog:${key}`, locale, () => wordsOnline(part, locale))
    return
  }
  i18n.load(locale, messages)
  loaded.add(key)
  englishFor.delete(key)
  wordsArrived(`catalog:${key}`)
}

/** The retry of a stand-in: the language's own words, merged over the English ones. */
async function wordsOnline(part: CatalogPart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`
  i18n.load(locale, (await fetchPart(part, locale)).messages)
  loaded.add(key)
  englishFor.delete(key)
  if (i18n.locale === locale) applyDocumentLocale(locale)
}

export async function activateLocale(locale: Locale): Promise<void> {
  try {
    await Promise.all([...wanted].map((part) => loadPart(part, locale)))
  } catch (error) {
    // Neither the language's words nor English's are on the device: the shopper keeps the current language.
    console.warn(`Could not load the ${locale} catalog`, error)
    if (!loaded.size) i18n.activate('en')
    return
  }
  if (i18n.locale !== locale) i18n.activate(locale)
  applyDocumentLocale(locale)
}

/**
 * Makes a part's messages available in the active language (a route's `beforeLoad` awaits it, so
 * the screen never renders before its words). Offline without the chunk, the screen still renders,
 * with English's words standing in (`loadPart`), and the failure is logged.
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

/** The shopper's parts, kept for offline use; not the back office's (the portal keeps its own: src/features/backoffice/). */
// The other services' words only while one of them is open (decision 045): a farm-only shopper never fetches them.
const CATALOG_PARTS: readonly CatalogPart[] = ['messages', 'account', ...(otherServiceOpen() ? (['services'] as const) : [])]

/**
 * Fetches every part of `locale`, and of English (the stand-in), without merging them (no screen
 * renders again): the module stays in the page and the file in the HTTP cache and, once the
 * service worker runs, in its cache of texts, so they open offline later. One at a time.
 */
export async function keepWordsForOffline(locale: Locale): Promise<void> {
  for (const each of new Set([locale, SOURCE_LOCALE])) {
    for (const part of CATALOG_PARTS) await loadCatalogPart(part, each, true)
  }
}

/**
 * `<html lang dir>` and the manifest for `locale`; while the storefront's words stand in for the
 * language's, `lang` and `dir` are English's (assistive technology reads the words it shows).
 */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  const shown = englishFor.has(`messages:${locale}`) ? SOURCE_LOCALE : locale
  const root = document.documentElement
  root.lang = shown
  root.dir = localeDir(shown)
  applyManifestLocale(locale)
}

export { i18n }
