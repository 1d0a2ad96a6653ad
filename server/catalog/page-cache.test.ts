import { expect, test } from 'vitest'
import { compressed, matchesIfNoneMatch, PageCache, pickEncoding } from './page-cache'

const body =
  (text: string, expiresAt = Number.POSITIVE_INFINITY) =>
  async () => ({ body: text, expiresAt })

test('a page is served only for the version it was rendered at and until it expires', async () => {
  const cache = new PageCache()
  await cache.render('k', 1, body('{"a":1}', 1_000))
  expect(cache.get('k', 1, 999)).toBeDefined()
  expect(cache.get('k', 2, 999)).toBeUndefined()
  expect(cache.get('k', 1, 1_000)).toBeUndefined()
})

test('the same body keeps the same ETag across versions, another body gets another', async () => {
  const cache = new PageCache()
  const first = await cache.render('k', 1, body('{"a":1}'))
  const same = await cache.render('k', 2, body('{"a":1}'))
  const other = await cache.render('k', 3, body('{"a":2}'))
  expect(same.etag).toBe(first.etag)
  expect(other.etag).not.toBe(first.etag)
  expect(first.etag).toMatch(/^W\/"[\w-]{22}"$/)
})

test('concurrent misses of one key share one render, and a failed render is not kept', async () => {
  const cache = new PageCache()
  let renders = 0
  const slow = async () => {
    renders++
    await new Promise((r) => setTimeout(r, 10))
    return { body: '{}', expiresAt: Number.POSITIVE_INFINITY }
  }
  const [a, b] = await Promise.all([cache.render('k', 1, slow), cache.render('k', 1, slow)])
  expect(a).toBe(b)
  expect(renders).toBe(1)
  await expect(cache.render('bad', 1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  expect(cache.get('bad', 1, 0)).toBeUndefined()
})

test('a slow render of an older version does not replace a newer page', async () => {
  const cache = new PageCache()
  let finishOld!: () => void
  const old = cache.render('k', 1, () => new Promise((resolve) => (finishOld = () => resolve({ body: '"old"', expiresAt: Infinity }))))
  await cache.render('k', 2, body('"new"'))
  finishOld()
  await old
  expect(new TextDecoder().decode(cache.get('k', 2, 0)!.body)).toBe('"new"')
})

test('the cache drops its least recently stored pages beyond its entry and byte bounds', async () => {
  const cache = new PageCache({ maxEntries: 3, maxBytes: 1_000 })
  for (const k of ['a', 'b', 'c', 'd']) await cache.render(k, 1, body(`"${k}"`))
  expect(cache.get('a', 1, 0)).toBeUndefined()
  expect(cache.get('d', 1, 0)).toBeDefined()
  await cache.render('big', 1, body(`"${'x'.repeat(990)}"`))
  expect(cache.size.bytes).toBeLessThanOrEqual(1_000)
})

test('a page is charged its key and its compressed copies too: long keys of small pages stay within the byte bound', async () => {
  const cache = new PageCache({ maxEntries: 1_000, maxBytes: 50_000 })
  // A 100-character search makes a long key for a tiny empty page.
  for (let i = 0; i < 200; i++) await cache.render(`produces|en|*|${'q'.repeat(1_000)}${i}`, 1, body('[]'))
  expect(cache.size.bytes).toBeLessThanOrEqual(50_000)
  expect(cache.size.entries).toBeLessThan(30)
  const big = new PageCache({ maxEntries: 10, maxBytes: 30_000 })
  const page = await big.render('big', 1, body(JSON.stringify('x'.repeat(4_000))))
  const before = big.size.bytes
  await compressed(big, page, 'gzip')
  expect(big.size.bytes).toBeGreaterThan(before)
})

test('If-None-Match matches weakly, in a list, or as *', () => {
  const etag = 'W/"abc"'
  expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true)
  expect(matchesIfNoneMatch('"abc"', etag)).toBe(true)
  expect(matchesIfNoneMatch('"x", W/"abc"', etag)).toBe(true)
  expect(matchesIfNoneMatch('*', etag)).toBe(true)
  expect(matchesIfNoneMatch('"abcd"', etag)).toBe(false)
  expect(matchesIfNoneMatch(undefined, etag)).toBe(false)
})

test('small bodies go out uncompressed; larger ones in brotli or gzip as accepted', () => {
  expect(pickEncoding('br, gzip', 100)).toBeNull()
  expect(pickEncoding('gzip, deflate, br', 5_000)).toBe('br')
  expect(pickEncoding('gzip', 5_000)).toBe('gzip')
  expect(pickEncoding('identity', 5_000)).toBeNull()
  expect(pickEncoding(undefined, 5_000)).toBeNull()
})
