// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readProduceSearch, toFilters } from '../features/farm/produce-search'
import { flag, listOf, numberIn, oneOf, text } from './search-params'

describe('search parameter readers', () => {
  it('keep valid values and drop invalid ones instead of failing', () => {
    expect(text('tomatoes', 10)).toBe('tomatoes')
    expect(text('x'.repeat(11), 10)).toBeUndefined()
    expect(text({ a: 1 }, 10)).toBeUndefined()
    expect(oneOf('rating', ['name', 'rating'])).toBe('rating')
    expect(oneOf('cheapest', ['name', 'rating'])).toBeUndefined()
    expect(flag('true')).toBe(true)
    expect(flag(false)).toBe(false)
    expect(flag('yes')).toBeUndefined()
    expect(listOf('fruit, herbs,nope', ['fruit', 'herbs'])).toEqual(['fruit', 'herbs'])
    expect(listOf(['herbs', 3], ['fruit', 'herbs'])).toBeUndefined()
  })

  it('read what the router parsed as JSON: a number typed in a text field is still the text', () => {
    // ?q=2024 reaches validateSearch as the number 2024.
    expect(text(2024, 100)).toBe('2024')
    expect(numberIn('404', 400, 599, true)).toBe(404)
    expect(numberIn(404.5, 400, 599, true)).toBeUndefined()
    expect(numberIn('', 0, 10)).toBeUndefined()
    expect(numberIn('12abc', 0, 100)).toBeUndefined()
    expect(numberIn(Number.POSITIVE_INFINITY, 0, 10)).toBeUndefined()
  })
})

describe('the produce list URL (readProduceSearch)', () => {
  it('reads a shared link with filters, sort and page size', () => {
    expect(readProduceSearch({ category: 'fruit,herbs', practice: ['organic'], min: 20, max: '45.5', inStock: true, sort: 'price-asc', show: 48 })).toEqual({
      category: ['fruit', 'herbs'],
      practice: ['organic'],
      farmer: undefined,
      min: 20,
      max: 45.5,
      inSeason: undefined,
      inStock: true,
      onOffer: undefined,
      sort: 'price-asc',
      show: 48,
    })
  })

  it('falls back to the defaults for values a hand-edited link got wrong', () => {
    // An unknown category leaves an empty list: toFilters reads it as "no category filter".
    expect(readProduceSearch({ category: 'shoes', min: -3, max: 'cheap', inSeason: 'maybe', sort: 'random', show: 10, farmer: 'f'.repeat(81) })).toEqual({
      category: [],
      practice: undefined,
      farmer: undefined,
      min: undefined,
      max: undefined,
      inSeason: undefined,
      inStock: undefined,
      onOffer: undefined,
      sort: undefined,
      show: undefined,
    })
    expect(toFilters(readProduceSearch({ category: 'shoes' }), 2).category).toBeUndefined()
  })
})
