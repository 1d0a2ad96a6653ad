import { expect, test } from 'vitest'
import { KEEP_AT_ONCE, keepForOffline, offlineFileList, offlineWordFiles } from './offline-files'

function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument('')
  doc.head.innerHTML = head
  return doc
}

test('the list is read from the meta element the build wrote; anything else in it is left out', () => {
  expect(offlineFileList(page('<meta name="malewa-offline-files" content="/assets/a-1.js  /assets/b-2.css https://x.test/c.js">'))).toEqual(['/assets/a-1.js', '/assets/b-2.css'])
  expect(offlineFileList(page('<meta name="malewa-offline-files" content="">'))).toEqual([])
  expect(offlineFileList(page(''))).toEqual([])
})

test('each file not yet fetched is fetched at low priority and read to its end, a few at a time', async () => {
  let running = 0
  let most = 0
  const asked: { url: string; priority?: string }[] = []
  const read: string[] = []
  const fetch = async (url: string, init: RequestInit & { priority?: string }) => {
    asked.push({ url, priority: init.priority })
    running++
    most = Math.max(most, running)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running--
    return { ok: true, arrayBuffer: async () => void read.push(url) } as unknown as Response
  }
  const paths = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js']
  const missed = await keepForOffline(paths, { fetch, fetched: new Set(['/assets/b.js']), canFetch: () => true })
  expect(missed).toEqual([])
  expect(asked.map((a) => a.url).sort()).toEqual(['/assets/a.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'])
  expect(asked.every((a) => a.priority === 'low')).toBe(true)
  expect(read.sort()).toEqual(['/assets/a.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'])
  expect(most).toBe(KEEP_AT_ONCE)
})

test('what the network refuses, answers with an error or cannot be asked offline is given back, in order', async () => {
  let isOnline = true
  const fetch = async (url: string) => {
    if (url === '/assets/b.js') throw new TypeError('Failed to fetch')
    if (url === '/assets/c.js') {
      isOnline = false
      return { ok: false, arrayBuffer: async () => new ArrayBuffer(0) } as unknown as Response
    }
    return { ok: true, arrayBuffer: async () => new ArrayBuffer(0) } as unknown as Response
  }
  const missed = await keepForOffline(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js', '/assets/f.js'], {
    fetch,
    fetched: new Set(),
    canFetch: () => isOnline,
  })
  // b fails, c answers 500 and the network goes: d, e and f are not asked.
  expect(missed).toEqual(['/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js', '/assets/f.js'])
})

test("a language's words and page texts, and English's, are read from the build's list; other languages' are not", () => {
  const doc = page(
    '<meta name="malewa-offline-words" content="en:/assets/catalog.messages.en-1.js en:/assets/pages.en-2.js fr:/assets/catalog.messages.fr-3.js fr:/assets/pages.fr-4.js sw:/assets/pages.sw-5.js">',
  )
  expect(offlineWordFiles('fr', doc)).toEqual(['/assets/catalog.messages.en-1.js', '/assets/pages.en-2.js', '/assets/catalog.messages.fr-3.js', '/assets/pages.fr-4.js'])
  expect(offlineWordFiles('en', doc)).toEqual(['/assets/catalog.messages.en-1.js', '/assets/pages.en-2.js'])
  expect(offlineWordFiles('fr', page(''))).toEqual([])
})
