import { test, expect } from 'vitest'
import { PAGE_SLUGS, type PageContent, type PagesContent } from '../page-content'
import { pages as en } from './pages.en'
import { pages as fr } from './pages.fr'
import { pages as es } from './pages.es'
import { pages as pt } from './pages.pt'
import { pages as ar } from './pages.ar'
import { pages as sw } from './pages.sw'

const all: Record<string, PagesContent> = { en, fr, es, pt, ar, sw }
const translations = Object.entries(all).filter(([lang]) => lang !== 'en')

/** Every string of a page, in order. */
function strings(page: PageContent): string[] {
  return [page.title, page.description, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs]), ...(page.faqs ?? []).flatMap((f) => [f.question, f.answer])]
}

/** The shape a page must keep in every language: paragraphs per section, and the FAQ count. */
const shape = (page: PageContent) => ({
  sections: page.sections.map((s) => s.paragraphs.length),
  faqs: page.faqs?.length ?? 0,
})

test('every language has exactly the page slugs', () => {
  for (const [lang, pages] of Object.entries(all)) {
    expect(Object.keys(pages).sort(), lang).toEqual([...PAGE_SLUGS].sort())
  }
})

test('every language has the same sections, paragraphs and FAQs as English, page by page', () => {
  for (const slug of PAGE_SLUGS) {
    for (const [lang, pages] of translations) {
      expect(shape(pages[slug]), `${lang}/${slug}`).toEqual(shape(en[slug]))
    }
  }
})

test('pages have 3 to 6 sections of 1 to 3 paragraphs, and help has 10 to 14 FAQs', () => {
  for (const [lang, pages] of Object.entries(all)) {
    for (const slug of PAGE_SLUGS) {
      const page = pages[slug]
      expect(page.sections.length, `${lang}/${slug}`).toBeGreaterThanOrEqual(3)
      expect(page.sections.length, `${lang}/${slug}`).toBeLessThanOrEqual(6)
      for (const s of page.sections) {
        expect(s.paragraphs.length, `${lang}/${slug}: ${s.heading}`).toBeGreaterThanOrEqual(1)
        expect(s.paragraphs.length, `${lang}/${slug}: ${s.heading}`).toBeLessThanOrEqual(3)
      }
    }
    expect(pages.help.faqs?.length ?? 0, lang).toBeGreaterThanOrEqual(10)
    expect(pages.help.faqs?.length ?? 0, lang).toBeLessThanOrEqual(14)
  }
})

test('no empty strings and no placeholders', () => {
  for (const [lang, pages] of Object.entries(all)) {
    for (const slug of PAGE_SLUGS) {
      for (const s of strings(pages[slug])) {
        expect(s.trim(), `${lang}/${slug}`).not.toBe('')
        expect(s, `${lang}/${slug}`).not.toMatch(/lorem ipsum|coming soon/i)
        // Case-sensitive: "todo" is an ordinary Spanish and Portuguese word.
        expect(s, `${lang}/${slug}`).not.toMatch(/\bTODO\b|\[[A-Z][a-z]+\]/)
      }
    }
  }
})

test('meta descriptions are at most 160 characters', () => {
  for (const [lang, pages] of Object.entries(all)) {
    for (const slug of PAGE_SLUGS) {
      expect(pages[slug].description.length, `${lang}/${slug}`).toBeLessThanOrEqual(160)
    }
  }
})

test('translated titles and intros differ from English', () => {
  for (const [lang, pages] of translations) {
    for (const slug of PAGE_SLUGS) {
      expect(pages[slug].title, `${lang}/${slug} title`).not.toBe(en[slug].title)
      expect(pages[slug].intro, `${lang}/${slug} intro`).not.toBe(en[slug].intro)
    }
  }
})

test('Arabic text is written in Arabic script', () => {
  const arabic = /[\u0600-\u06FF]/
  for (const slug of PAGE_SLUGS) {
    for (const s of strings(ar[slug])) expect(s, `ar/${slug}`).toMatch(arabic)
  }
})

test('pages promise only what the product does: no e-mail addresses (the contact form is the way in), no transaction reference, no farmers paid by us', () => {
  for (const [lang, pages] of Object.entries(all)) {
    for (const slug of PAGE_SLUGS) {
      for (const s of strings(pages[slug])) expect(s, `${lang}/${slug}`).not.toMatch(/@|\.example\b/)
    }
  }
  // The product records the mobile money service and number with the order; it takes no payment
  // itself, sets no farmer's price and pays no farmer (English, the source the others translate).
  const english = PAGE_SLUGS.flatMap((slug) => strings(en[slug]))
  for (const s of english) {
    expect(s).not.toMatch(/transaction reference/i)
    expect(s).not.toMatch(/set (their|your) (own )?prices|pay you for|on the farmer's behalf/i)
    expect(s).not.toMatch(/refund/i)
  }
})
