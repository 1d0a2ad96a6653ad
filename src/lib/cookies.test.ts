import { afterEach, expect, test, vi } from 'vitest'
import { readCookie, writeCookie } from './cookies'

afterEach(() => {
  vi.restoreAllMocks()
  for (const name of ['a', 'b', 'token']) writeCookie(name, undefined)
})

test('a run of script reads document.cookie once, however many cookies it asks for', async () => {
  document.cookie = 'a=1; path=/'
  document.cookie = 'b=two%20words; path=/'
  await Promise.resolve()
  let owner: object = document
  while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object
  const getter = vi.spyOn(owner as Document, 'cookie', 'get')
  expect(readCookie('a')).toBe('1')
  expect(readCookie('b')).toBe('two words')
  expect(readCookie('missing')).toBeUndefined()
  expect(getter).toHaveBeenCalledTimes(1)
})

test('a cookie the browser set meanwhile (a response, another tab) is read in the next run', async () => {
  expect(readCookie('token')).toBeUndefined()
  document.cookie = 'token=fresh; path=/' // as a Set-Cookie header would, behind our back
  await Promise.resolve()
  expect(readCookie('token')).toBe('fresh')
})

test('our own writes are read back at once, in the same run', () => {
  expect(readCookie('a')).toBeUndefined()
  writeCookie('a', 'written')
  expect(readCookie('a')).toBe('written')
  writeCookie('a', undefined)
  expect(readCookie('a')).toBeUndefined()
})
