// @vitest-environment node
/**
 * Every message is translated in every catalog, and a translation is not the English left in
 * place (a few words are the same in some languages: those are listed, per language).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { DEFAULT_LOCALE, LOCALES as ALL_LOCALES, type Locale } from '../config'

/** Every language but the source one, English (src/config.ts). */
type Translated = Exclude<Locale, 'en'>
const LOCALES = ALL_LOCALES.filter((l): l is Translated => l !== DEFAULT_LOCALE)
/** Messages that are legitimately identical to English in that language. */
const SAME_AS_ENGLISH: Record<Translated, string[]> = {
  fr: [
    '{duration} minutes',
    'Chefs',
    'Malewa',
    'Notifications',
    'Organic',
    'Permaculture',
    'Agroforestry',
    'Fair trade',
    'Total',
    'Date',
    'Message',
    'Menu',
    'Mobile money',
    'Options',
    'Contact',
    'Orange',
    'Code',
    '{count, plural, one {# litre} other {# litres}}',
    '{count, plural, one {# kg} other {# kg}}',
    '{count, plural, one {# × 500 g} other {# × 500 g}}',
    // The cookbook's metric symbols and minutes (decision 047): written the same.
    '{count, plural, one {# g} other {# g}}',
    '{count, plural, one {# l} other {# l}}',
    '{count, plural, one {# ml} other {# ml}}',
    '{minutes} min',
    // The back office's (a column, a role, the console's menu): the same words in French.
    'E-mail',
    'E-mails',
    'Description ({language})',
    'Description ({other})',
    'Stock',
    'Action',
    'Admin',
    'Messages',
    'Pages',
    'Support',
    // The other services' words (decision 045): the same in French.
    '{0, plural, one {# minute} other {# minutes}}',
    '{0, plural, one {# page} other {# pages}}',
    '{0, plural, one {# portion} other {# portions}}',
    'Cuisines',
    'Format',
    'Gluten',
    'Halal',
    'Restaurant',
    // Cuisines named after a people (decision 049): the people's own name, in French too.
    'Akan',
    'Igbo',
    'Luo',
    'Yoruba',
  ],
  es: [
    'Malewa',
    'Total',
    'Error',
    'Error {status}',
    'Subtotal',
    'Menu',
    'Local',
    '{count, plural, one {# kg} other {# kg}}',
    '{count, plural, one {# × 500 g} other {# × 500 g}}',
    '{count, plural, one {# g} other {# g}}',
    '{count, plural, one {# l} other {# l}}',
    '{count, plural, one {# ml} other {# ml}}',
    '{minutes} min',
    'Gluten',
    'Halal',
    // Cuisines named after a people (decision 049).
    'Akan',
    'Hausa',
    'Igbo',
    'Luo',
    'Yoruba',
  ],
  pt: [
    'Malewa',
    'Total',
    'Menu',
    'Local',
    '{count, plural, one {# kg} other {# kg}}',
    '{count, plural, one {# × 500 g} other {# × 500 g}}',
    'E-mail',
    'E-mails',
    'Stock',
    '{count, plural, one {# g} other {# g}}',
    '{count, plural, one {# l} other {# l}}',
    '{count, plural, one {# ml} other {# ml}}',
    '{minutes} min',
    'Halal',
    // Cuisines named after a people (decision 049).
    'Akan',
    'Igbo',
    'Luo',
  ],
  ar: ['Malewa'],
  sw: ['Malewa', 'Menu', 'Total'],
}

function parsePo(file: string): { id: string; str: string }[] {
  const text = fs.readFileSync(file, 'utf8')
  const entries: { id: string; str: string }[] = []
  const unquote = (block: string) => [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('')
  for (const chunk of text.split(/\n\n+/)) {
    const id = /msgid ((?:".*"\n?)+)/.exec(chunk)
    const str = /msgstr ((?:".*"\n?)+)/.exec(chunk)
    if (!id || !str) continue
    const msgid = unquote(id[1]!)
    if (msgid === '') continue // header
    entries.push({ id: msgid, str: unquote(str[1]!) })
  }
  return entries
}

const root = path.resolve(__dirname, '../../locales')
// Every catalog: the storefront's (`messages`), the account area's (`account`), the back office's (`backoffice`, `partner`, `admin`) and the other services' (`services`).
const PARTS = ['messages', 'account', 'backoffice', 'partner', 'admin', 'services'] as const
const english = PARTS.flatMap((part) => parsePo(path.join(root, `en/${part}.po`)))
const translations = (locale: string) => new Map(PARTS.flatMap((part) => parsePo(path.join(root, `${locale}/${part}.po`))).map((e) => [e.id, e.str]))

test('the English catalog has messages', () => {
  expect(english.length).toBeGreaterThan(50)
})

for (const locale of LOCALES) {
  test(`every message is translated in ${locale}, none left in English`, () => {
    const entries = translations(locale)
    const missing = english.filter((e) => !entries.get(e.id)).map((e) => e.id)
    expect(missing, `untranslated in ${locale}`).toEqual([])
    const copies = english.filter((e) => entries.get(e.id) === e.id && /[a-z]{3}/i.test(e.id.replace(/\{[^}]*\}/g, '')) && !SAME_AS_ENGLISH[locale].includes(e.id)).map((e) => e.id)
    expect(copies, `left in English in ${locale}`).toEqual([])
  })

  test(`the ${locale} translations keep every placeholder`, () => {
    const entries = translations(locale)
    // An argument is a name followed by `,` or `}`; the first word of a plural branch (`one {One …}`) is not.
    const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort()
    const broken = english.filter((e) => entries.get(e.id) && JSON.stringify(names(entries.get(e.id)!)) !== JSON.stringify(names(e.id))).map((e) => e.id)
    expect(broken).toEqual([])
  })
}

// The header's basket shows its count as a badge; its name must say that number too, in every
// plural form (WCAG 2.5.3 Label in Name: Arabic's "صنفان", "two lines", named no "2").
const BASKET = 'Basket, {count, plural, one {# line} other {# lines}}'
for (const locale of LOCALES) {
  test(`${locale}: the basket's name says its count in every plural form`, () => {
    const branches = [
      ...translations(locale)
        .get(BASKET)!
        .matchAll(/(zero|one|two|few|many|other) \{([^}]*)\}/g),
    ]
    expect(branches.length).toBeGreaterThan(1)
    // Not in parentheses either: axe's label-content-name-mismatch drops a name's parentheticals.
    expect(branches.filter(([, , words]) => !words!.replace(/\([^()]*\)/g, '').includes('#')).map(([, form]) => form)).toEqual([])
  })
}
