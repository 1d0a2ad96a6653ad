// @vitest-environment node
/**
 * The shopper-facing formats of src/i18n/format.ts: how old the saved data is (one wording for the
 * offline banner and the catalog's data-age line) and prices in minor units.
 */
import { expect, test } from 'vitest'
import { formatPrice, relativeAge } from './format'

const now = Date.UTC(2026, 10, 23, 12, 0, 0)
const ago = (seconds: number) => now - seconds * 1000

test('relativeAge rounds to this minute, minutes, hours and days, in the shopper’s language', () => {
  expect(relativeAge(ago(20), now, 'en')).toBe('this minute')
  expect(relativeAge(ago(5 * 60), now, 'en')).toBe('5 minutes ago')
  expect(relativeAge(ago(3 * 3600), now, 'en')).toBe('3 hours ago')
  expect(relativeAge(ago(86_400), now, 'en')).toBe('yesterday')
  expect(relativeAge(ago(5 * 60), now, 'fr')).toBe('il y a 5 minutes')
  expect(relativeAge(ago(2 * 86_400), now, 'sw')).toBe('juzi') // the day before yesterday
})

// Intl puts a no-break space between the code and the amount.
const spaced = (s: string) => s.replace(/\u00a0/g, ' ')

test('formatPrice uses the currency’s exponent, and a cached formatter never leaks into another currency', () => {
  expect(spaced(formatPrice(12_345, 'KES', 2, 'en'))).toBe('KES 123.45')
  expect(spaced(formatPrice(1_500, 'RWF', 0, 'en'))).toBe('RWF 1,500')
  expect(spaced(formatPrice(12_345, 'KES', 2, 'en'))).toBe('KES 123.45')
})
