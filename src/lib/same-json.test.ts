// @vitest-environment node
import { expect, test } from 'vitest'
import { sameJson } from './same-json'

test('rows with the same data are the same, whatever their identity', () => {
  const row = { id: 'p1', name: 'Tomatoes', practices: ['organic'], offer: { price: 900, percentOff: 10 }, stock: null }
  expect(sameJson(row, structuredClone(row))).toBe(true)
})

test('a change anywhere in a row, nested or not, makes it different', () => {
  const row = { id: 'p1', name: 'Tomatoes', practices: ['organic'], offer: { price: 900 }, stock: 3 }
  expect(sameJson(row, { ...row, stock: 2 })).toBe(false)
  expect(sameJson(row, { ...row, offer: { price: 800 } })).toBe(false)
  expect(sameJson(row, { ...row, practices: ['organic', 'local'] })).toBe(false)
  expect(sameJson(row, { ...row, offer: null })).toBe(false)
  const { stock: _, ...withoutStock } = row
  expect(sameJson(row, withoutStock)).toBe(false)
  expect(sameJson(withoutStock, { ...withoutStock, extra: undefined })).toBe(false)
  expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false)
})
