// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { drawIntoShell, injectSnapshot, isSnapshotPath, readSnapshot, snapshotKey, snapshotResponse, type Snapshot } from './page-snapshot'

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`
const snapshot: Snapshot = { html: '<div class="shell"><main><h1>Produits frais</h1></main></div>', lang: 'ar', dir: 'rtl', entry: '/assets/index-abc.js' }

describe('which pages keep a snapshot', () => {
  test.each(['/', '/farm', '/farm/', '/fr', '/ar/farm/produces', '/sw/farm/produces/p-12', '/farm/farmers', '/pt/farm/farmers/f-3', '/farm/offers', '/es/pages/about'])(
    '%s: the same for every shopper of a market',
    (path) => expect(isSnapshotPath(path)).toBe(true),
  )
  test.each(['/cart', '/fr/cart/farm', '/account', '/account/orders/o-1', '/auth/login', '/farm/join', '/farm/search', '/de/farm', '/farm/produces/a/b'])(
    '%s: personal, a form, search results or not a page: never',
    (path) => expect(isSnapshotPath(path)).toBe(false),
  )
  test('the key is the page and its query, without a trailing slash or a hash', () => {
    expect(snapshotKey(new URL('http://shop.test/fr/farm/produces/?category=fruit#top'))).toBe('http://shop.test/fr/farm/produces?category=fruit')
    expect(snapshotKey(new URL('http://shop.test/'))).toBe('http://shop.test/')
  })
})

describe('the shell with a snapshot', () => {
  test('the markup goes in an inert, busy #snapshot before the empty #root, with the page language and direction', () => {
    const html = injectSnapshot(SHELL, snapshot)!
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain(`<div id="snapshot" inert aria-busy="true">${snapshot.html}</div><div id="root"></div>`)
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">')
  })
  test('a snapshot drawn by another build is not used: its markup may not match these styles', () => {
    expect(injectSnapshot(SHELL, { ...snapshot, entry: '/assets/index-old.js' })).toBeNull()
    expect(injectSnapshot(SHELL, { ...snapshot, entry: '' })).toBeNull()
  })
  test('a malformed language or direction is refused rather than written into the page', () => {
    expect(injectSnapshot(SHELL, { ...snapshot, lang: 'fr" onload="x' })).toBeNull()
    expect(injectSnapshot(SHELL, { ...snapshot, dir: 'up' as 'ltr' })).toBeNull()
  })
  test('a shell whose root is not empty gets nothing', () => {
    expect(injectSnapshot(SHELL.replace('<div id="root"></div>', '<div id="root">x</div>'), snapshot)).toBeNull()
  })
  test("a page drawn for this very shell (the server's first paint) needs no entry, and is held to the same checks", () => {
    const { entry: _, ...page } = snapshot
    expect(drawIntoShell(SHELL, page)).toBe(injectSnapshot(SHELL, snapshot))
    expect(drawIntoShell(SHELL, { ...page, lang: 'fr" onload="x' })).toBeNull()
    expect(drawIntoShell(SHELL, { ...page, dir: 'up' as 'ltr' })).toBeNull()
    expect(drawIntoShell(SHELL.replace('<div id="root"></div>', ''), page)).toBeNull()
  })
  test("markup with $' , $` or $& in it (a farmer's price text) goes in as written, not as parts of the shell", () => {
    const page = { html: "<p>Price: $'5 or $`4, $& $$ $1</p>", lang: 'en', dir: 'ltr' as const }
    const html = drawIntoShell(SHELL, page)!
    expect(html).toContain(`<div id="snapshot" inert aria-busy="true">${page.html}</div><div id="root"></div>`)
    expect(html.match(/<\/html>/g)).toHaveLength(1)
    expect(html.match(/<script/g)).toHaveLength(1)
  })
  test('a stored snapshot reads back as it was written', async () => {
    expect(await readSnapshot(snapshotResponse(snapshot))).toEqual(snapshot)
  })
})
