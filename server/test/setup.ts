// Server tests run against a fresh database per test file: in-memory PGlite by default, or a
// fresh database on a real PostgreSQL when TEST_DATABASE_URL is set (npm run test:server:pg).
import { afterEach, expect } from 'vitest'

let errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  if (process.env.VERBOSE_TESTS) original(...args)
}
afterEach(() => {
  const seen = errors
  errors = []
  expect(seen.map((a) => a.map(String).join(' ')), 'console.error was called').toEqual([])
})
