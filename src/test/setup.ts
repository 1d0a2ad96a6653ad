// Real IndexedDB semantics in tests (Dexie runs on fake-indexeddb), and an unexpected
// console.error fails the test that caused it.
import 'fake-indexeddb/auto'
import { afterEach, expect, vi } from 'vitest'

let errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}
// Files that need no DOM run in Node (`// @vitest-environment node`): no window there.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo

afterEach(() => {
  const seen = errors
  errors = []
  expect(seen, 'console.error was called').toEqual([])
})
