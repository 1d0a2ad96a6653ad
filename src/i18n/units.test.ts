/**
 * Amounts of a unit read as a shopper says them, in each language's own plural forms (the words
 * from the real catalogs): never "3 piece" or a unit's code.
 */
import { setupI18n, type Messages } from '@lingui/core'
import { expect, test } from 'vitest'
import type { Locale } from '../config'
import { formatAmount, perUnit } from './units'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
  sw: () => import('../../locales/sw/messages.po'),
}

async function inLanguage(locale: Locale) {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: (await catalogs[locale]()).messages })
  return (count: number, unit: string) => formatAmount(i18n, count, unit)
}

test('English: one piece, 3 pieces, 2 bunches, 1.5 kg, a dozen stays a dozen', async () => {
  const say = await inLanguage('en')
  expect([say(1, 'piece'), say(3, 'piece'), say(1, 'bunch'), say(2, 'bunch'), say(1.5, 'kg'), say(2, 'dozen'), say(2, 'tray30'), say(2, 'g500')]).toEqual([
    '1 piece',
    '3 pieces',
    '1 bunch',
    '2 bunches',
    '1.5 kg',
    '2 dozen',
    '2 trays of 30',
    '2 × 500 g',
  ])
})

test('French: 1 and 1,5 are singular, 2 is plural', async () => {
  const say = await inLanguage('fr')
  expect([say(1, 'bunch'), say(1.5, 'litre'), say(2, 'bunch'), say(3, 'piece'), say(2, 'tray30')]).toEqual(['1 botte', '1,5 litre', '2 bottes', '3 pièces', '2 plateaux de 30'])
})

test('Spanish and Portuguese: singular and plural, and Portuguese 1,5 is singular', async () => {
  const es = await inLanguage('es')
  expect([es(1, 'piece'), es(3, 'piece'), es(2, 'jar'), es(1.5, 'kg')]).toEqual(['1 unidad', '3 unidades', '2 tarros', '1,5 kg'])
  const pt = await inLanguage('pt')
  expect([pt(1, 'piece'), pt(3, 'piece'), pt(2, 'dozen'), pt(1.5, 'litre')]).toEqual(['1 unidade', '3 unidades', '2 dúzias', '1,5 litro'])
})

test('Arabic: one, two (the dual), few (3-10), many (11-99) and other (100, fractions)', async () => {
  const say = await inLanguage('ar')
  const n = (value: number) => new Intl.NumberFormat('ar').format(value)
  expect(say(1, 'bunch')).toBe('حزمة واحدة')
  expect(say(2, 'bunch')).toBe('حزمتان')
  expect(say(3, 'bunch')).toBe(`${n(3)} حزم`)
  expect(say(11, 'bunch')).toBe(`${n(11)} حزمة`)
  expect(say(2, 'piece')).toBe('قطعتان')
  expect(say(5, 'piece')).toBe(`${n(5)} قطع`)
  expect(say(2, 'bag')).toBe('كيسان')
  expect(say(4, 'bag')).toBe(`${n(4)} أكياس`)
  expect(say(15, 'bag')).toBe(`${n(15)} كيسًا`)
  expect(say(100, 'bag')).toBe(`${n(100)} كيس`)
  expect(say(1.5, 'kg')).toBe(`${n(1.5)} كغ`)
})

test('Swahili: the noun changes class in the plural, and comes before the number', async () => {
  const say = await inLanguage('sw')
  expect([say(1, 'piece'), say(3, 'piece'), say(1, 'bag'), say(2, 'bag'), say(2, 'bunch'), say(1.5, 'kg')]).toEqual(['kipande 1', 'vipande 3', 'mfuko 1', 'mifuko 2', 'mafungu 2', 'kilo 1.5'])
})

test('a unit this build does not know shows the number and its code, and "per …" words exist for every unit', async () => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: 'fr', messages: (await catalogs.fr()).messages })
  expect(formatAmount(i18n, 2, 'crate')).toBe('2 crate')
  expect(perUnit(i18n, 'bunch')).not.toBe('per bunch')
  expect(perUnit(i18n, 'crate')).toBe('crate')
})
