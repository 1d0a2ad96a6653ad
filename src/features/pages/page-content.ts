/**
 * Long-form editorial pages (about, career, contact, food safety, help, partnership, privacy,
 * terms). Their text lives in one module per language, loaded only for the active language,
 * instead of in the Lingui catalogs: see docs/decisions/002-long-form-content.md.
 * A test checks every language has every page, section for section.
 *
 * Offline, a language whose text was never fetched shows the English text, with the notice of
 * stand-in words (src/i18n/stand-in-words.ts), until its own arrives (decision 015).
 */
import type { Locale } from '../../config'
import { standIn, wordsArrived } from '../../i18n/stand-in-words'

export const PAGE_SLUGS = ['about', 'career', 'contact', 'foodsafety', 'help', 'partnership', 'privacy', 'terms'] as const
export type PageSlug = (typeof PAGE_SLUGS)[number]
export const isPageSlug = (v: string): v is PageSlug => (PAGE_SLUGS as readonly string[]).includes(v)

export interface PageSection {
  heading: string
  paragraphs: string[]
}

export interface PageContent {
  /** The <title> and the page's h1. */
  title: string
  /** The meta description (≤ 160 characters). */
  description: string
  intro: string
  sections: PageSection[]
  /** Question and answer pairs (the help page's FAQ). */
  faqs?: { question: string; answer: string }[]
}

export type PagesContent = Record<PageSlug, PageContent>

const loaders: Record<Locale, () => Promise<{ pages: PagesContent }>> = {
  en: () => import('./content/pages.en'),
  fr: () => import('./content/pages.fr'),
  es: () => import('./content/pages.es'),
  pt: () => import('./content/pages.pt'),
  ar: () => import('./content/pages.ar'),
  sw: () => import('./content/pages.sw'),
}

export async function loadPage(locale: Locale, slug: PageSlug): Promise<PageContent> {
  const key = `pages:${locale}`
  try {
    const { pages } = await loaders[locale]()
    wordsArrived(key)
    return pages[slug]
  } catch (error) {
    if (locale === 'en') throw error
    const { pages } = await loaders.en()
    // Once the language's text can be fetched, the router loads the page again (src/main.tsx).
    standIn(key, locale, async () => void (await loaders[locale]()))
    return pages[slug]
  }
}

/** Fetches the static pages' text of `locale` and of English (the stand-in) for offline use. */
export async function keepPageTextsForOffline(locale: Locale): Promise<void> {
  for (const each of new Set<Locale>([locale, 'en'])) await loaders[each]().catch(() => {})
}
