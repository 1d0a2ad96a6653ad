import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp } from './test/test-app'

let dir: string
let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  const html = '<!doctype html><html lang="en"><body><div id="root"></div>' + ' '.repeat(400) + '</body></html>'
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(html))
  const js = 'console.log("app");'.repeat(40)
  fs.writeFileSync(path.join(dir, 'assets', 'app-3f2a1b.js'), js)
  fs.writeFileSync(path.join(dir, 'assets', 'app-3f2a1b.js.br'), zlib.brotliCompressSync(js))
  fs.writeFileSync(path.join(dir, 'assets', 'app-3f2a1b.js.gz'), zlib.gzipSync(js))
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  t = await createTestApp({ staticDir: dir })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('hashed assets are served precompressed and cached for a year', async () => {
  const br = await t.app.request('/assets/app-3f2a1b.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(br.status).toBe(200)
  expect(br.headers.get('content-encoding')).toBe('br')
  expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('console.log')
  const gz = await t.app.request('/assets/app-3f2a1b.js', { headers: { 'accept-encoding': 'gzip' } })
  expect(gz.headers.get('content-encoding')).toBe('gzip')
  const plain = await t.app.request('/assets/app-3f2a1b.js')
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('content-type')).toContain('text/javascript')
})

test('every route of the storefront answers index.html with no-cache, in every language', async () => {
  for (const p of ['/', '/fr/cart', '/ar/farm/produces/abc', '/made/up/page']) {
    const res = await t.app.request(p)
    expect(res.status, p).toBe(200)
    expect(res.headers.get('cache-control'), p).toBe('no-cache')
    expect(await res.text(), p).toContain('<div id="root">')
  }
  expect((await t.app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache')
})

test('a missing file is a 404 so the app can tell a stale chunk from a page', async () => {
  const res = await t.app.request('/assets/app-deadbeef.js')
  expect(res.status).toBe(404)
})

test('a repeat visit revalidates index.html with a 304 and no body', async () => {
  const first = await t.app.request('/farm')
  const etag = first.headers.get('etag')!
  const second = await t.app.request('/farm', { headers: { 'if-none-match': etag } })
  expect(second.status).toBe(304)
  expect(await second.text()).toBe('')
})
