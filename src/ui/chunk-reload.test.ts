import { afterEach, expect, test } from 'vitest'
import { chunkReloadActor, isChunkError, reportChunkError } from './chunk-reload'

const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true })
afterEach(() => setOnline(true))

test('failed dynamic imports are recognised in the wording of each browser engine, and nothing else', () => {
  expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/farm-1.js'))).toBe(true)
  expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true)
  expect(isChunkError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true)
  expect(isChunkError(new Error('Unable to preload CSS for /assets/index-1.css'))).toBe(true)
  expect(isChunkError(new Error('Request failed with status 500'))).toBe(false)
  expect(isChunkError({ status: 404 })).toBe(false)
  expect(isChunkError(null)).toBe(false)
})

test('offline, a failed chunk shows the error page instead of reloading a page that cannot load anything new', () => {
  setOnline(false)
  expect(reportChunkError()).toBe(false)
  expect(chunkReloadActor.getSnapshot().value).toBe('watching')
})
