import { expect, test } from 'vitest'
import { ByteBudgetMap, ENTRY_OVERHEAD_BYTES, stringBytes } from './byte-budget'

const strings = (max: number) => new ByteBudgetMap<string, string>(max, (k, v) => stringBytes(k) + stringBytes(v))

test('a map over its byte budget lets its least recently used entries go, whatever their number', () => {
  const map = strings(3 * (ENTRY_OVERHEAD_BYTES + 2 * 2_000))
  map.set('a', 'x'.repeat(1_999))
  map.set('b', 'x'.repeat(1_999))
  map.set('c', 'x'.repeat(1_999))
  expect(map.get('a')).toBeDefined() // a is now the most recently used
  map.set('d', 'x'.repeat(1_999))
  expect([map.peek('a'), map.peek('b'), map.peek('c'), map.peek('d')].map(Boolean)).toEqual([true, false, true, true])
  expect(map.bytes).toBeLessThanOrEqual(map.maxBytes)
})

test('an entry larger than the whole budget is not kept, and a replaced entry is charged once', () => {
  const map = strings(1_000)
  map.set('huge', 'x'.repeat(1_000))
  expect(map.size).toBe(0)
  map.set('k', 'small')
  map.set('k', 'smaller')
  expect(map.size).toBe(1)
  expect(map.bytes).toBe(ENTRY_OVERHEAD_BYTES + stringBytes('k') + stringBytes('smaller'))
  map.clear()
  expect([map.size, map.bytes]).toEqual([0, 0])
})
