// Server tests run against a fresh database per test file: in-memory PGlite by default, or a
// fresh database on a real PostgreSQL when TEST_DATABASE_URL is set (npm run test:server:pg).
import { afterEach, expect } from 'vitest'

// The files share one module graph (isolate: false in vitest.config.ts) and this file runs before
// each of them: console.error is wrapped once, and each file's afterEach reads the one list.
const seen = ((globalThis as { __serverTestErrors?: { errors: unknown[][] } }).__serverTestErrors ??= (() => {
  const state = { errors: [] as unknown[][] }
  const original = console.error
  console.error = (...args: unknown[]) => {
    state.errors.push(args)
    if (process.env.VERBOSE_TESTS) original(...args)
  }
  return state
})())
afterEach(() => {
  const errors = seen.errors
  seen.errors = []
  expect(
    errors.map((a) => a.map(String).join(' ')),
    'console.error was called',
  ).toEqual([])
})
