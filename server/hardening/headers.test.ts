/**
 * The security headers as a browser receives them: the real server (server/main.ts, spawned on a
 * free port, PGlite in a temp DATA_DIR or a fresh PostgreSQL database with TEST_DATABASE_URL)
 * serving the built storefront (dist/, or a two-file stand-in when it has not been built) and the
 * API. Every kind of answer — a page, a hashed asset, an API list, an API error, a refused body,
 * a missing file, a malformed address — must carry (API answers in a shorter form, see
 * headerProblems: a CSP of `default-src 'none'`, nosniff, DENY, CORP same-origin):
 *
 * - a Content-Security-Policy with no 'unsafe-inline' / 'unsafe-eval' / data: / blob: script
 *   source, no wildcard source (`*`, `*.host`, a bare scheme such as `https:`) in any directive,
 *   `object-src 'none'`, `base-uri`, `form-action` and `frame-ancestors 'none'`;
 * - X-Content-Type-Options: nosniff, a Referrer-Policy that does not leak paths cross-origin,
 *   X-Frame-Options DENY, Cross-Origin-Opener-Policy same-origin, a Permissions-Policy;
 * - no X-Powered-By.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { spawnServer, type RunningServer } from '../test/spawn-server'
import { createPostgresDatabase, testBackend } from '../test/test-db'

let server: RunningServer
let dataDir: string
let dropDatabase: (() => Promise<void>) | undefined
let hasBuild = false
let staticDir = ''

/** The page's fetching worker's script, as the build named it. */
function findWorkerScript(): string {
  const name = fs.readdirSync(path.join(staticDir, 'assets')).find((file) => /^offline-files\.worker-[\w-]+\.js$/.test(file))
  expect(name, 'the build has the fetching worker').toBeTruthy()
  return `/assets/${name}`
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-headers-'))
  hasBuild = fs.existsSync('dist/index.html')
  staticDir = path.resolve('dist')
  if (!hasBuild) {
    staticDir = path.join(dataDir, 'site')
    fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true })
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shop</title><script type="module" src="/assets/app-abc123.js"></script>')
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("shop")')
    fs.writeFileSync(path.join(staticDir, 'assets', 'offline-files.worker-abc123.js'), 'onmessage = () => {}')
  }
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: staticDir, SEED: 'none', LOG_LEVEL: 'info', AUTH_SECRET: 'h'.repeat(40) }
  if (testBackend() === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    env.DATABASE_URL = created.url
    dropDatabase = created.drop
  }
  // Generous: a first PGlite start (initdb) takes ~3 s on an idle machine, many times that on a busy one.
  server = await spawnServer(env, 150_000)
}, 160_000)

afterAll(async () => {
  await server?.stop()
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** `default-src 'self'; img-src 'self' data:` → { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } */
export function parseCsp(header: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) out[name.toLowerCase()] = sources
  }
  return out
}

const WILDCARD = (source: string) => source === '*' || /^[a-z][a-z0-9+.-]*:\/\/\*/i.test(source) || source.startsWith('*.') || /^(https?|wss?|ftp):$/i.test(source)

/** The problems of a CSP, as sentences (empty when it is fine). */
export function cspProblems(header: string | null): string[] {
  if (!header) return ['no Content-Security-Policy header']
  const csp = parseCsp(header)
  const problems: string[] = []
  const scripts = csp['script-src'] ?? csp['default-src']
  if (!csp['default-src']) problems.push('no default-src')
  if (!scripts) problems.push('no script-src or default-src')
  for (const source of scripts ?? []) {
    if (/^'unsafe-(inline|eval|hashes)'$/i.test(source) || /^(data|blob):$/i.test(source)) problems.push(`script source ${source}`)
  }
  for (const name of ['script-src-elem', 'script-src-attr']) {
    for (const source of csp[name] ?? []) if (/^'unsafe-/i.test(source)) problems.push(`${name} ${source}`)
  }
  for (const [name, sources] of Object.entries(csp)) {
    for (const source of sources) if (WILDCARD(source)) problems.push(`wildcard source ${source} in ${name}`)
    // data: and blob: are images the app makes (thumbnails); anywhere else they could carry code.
    for (const source of sources) if (/^(data|blob):$/i.test(source) && name !== 'img-src') problems.push(`${source} in ${name}`)
  }
  if (csp['object-src']?.join(' ') !== "'none'") problems.push(`object-src is ${csp['object-src']?.join(' ') ?? 'missing'}, not 'none'`)
  if (csp['frame-ancestors']?.join(' ') !== "'none'") problems.push(`frame-ancestors is ${csp['frame-ancestors']?.join(' ') ?? 'missing'}, not 'none'`)
  if (!csp['base-uri'] || !["'self'", "'none'"].includes(csp['base-uri'].join(' '))) problems.push('base-uri missing or too wide')
  if (!csp['form-action']) problems.push('no form-action')
  return problems
}

/**
 * The problems of a response's security headers (CSP included). An API answer (`document`
 * false) is JSON no browser renders: it needs no Referrer-Policy, opener policy or
 * Permissions-Policy, but must refuse framing, sniffing and cross-origin reads.
 */
export function headerProblems(headers: Headers, document = true): string[] {
  const problems = cspProblems(headers.get('content-security-policy'))
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push(`X-Content-Type-Options is ${headers.get('x-content-type-options')}`)
  if (!document) {
    if (!/^DENY$/i.test(headers.get('x-frame-options') ?? '')) problems.push(`X-Frame-Options is ${headers.get('x-frame-options')}`)
    if (headers.get('cross-origin-resource-policy') !== 'same-origin') problems.push(`Cross-Origin-Resource-Policy is ${headers.get('cross-origin-resource-policy')}`)
    if (parseCsp(headers.get('content-security-policy') ?? '')['default-src']?.join(' ') !== "'none'") problems.push("an API answer's CSP allows something")
    if (headers.get('x-powered-by')) problems.push(`X-Powered-By: ${headers.get('x-powered-by')}`)
    return problems
  }
  const referrer = headers.get('referrer-policy') ?? ''
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) problems.push(`Referrer-Policy is "${referrer}"`)
  if (!/^(DENY|SAMEORIGIN)$/i.test(headers.get('x-frame-options') ?? '')) problems.push(`X-Frame-Options is ${headers.get('x-frame-options')}`)
  if (headers.get('cross-origin-opener-policy') !== 'same-origin') problems.push(`Cross-Origin-Opener-Policy is ${headers.get('cross-origin-opener-policy')}`)
  if (!headers.get('permissions-policy')) problems.push('no Permissions-Policy')
  if (headers.get('x-powered-by')) problems.push(`X-Powered-By: ${headers.get('x-powered-by')}`)
  return problems
}

test('the CSP checker itself refuses what it must (so a passing run means something)', () => {
  const good = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'; img-src 'self' data:"
  expect(cspProblems(good)).toEqual([])
  expect(cspProblems(good.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toEqual(["script source 'unsafe-inline'"])
  expect(cspProblems(good.replace("script-src 'self'", "script-src 'self' https:"))).toEqual(['wildcard source https: in script-src'])
  expect(cspProblems(good.replace("img-src 'self' data:", 'img-src *'))).toEqual(['wildcard source * in img-src'])
  expect(cspProblems(good.replace("img-src 'self' data:", 'connect-src https://*.example.com'))).toEqual(['wildcard source https://*.example.com in connect-src'])
  expect(cspProblems(good.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))).toEqual(["frame-ancestors is 'self', not 'none'"])
  expect(cspProblems(good.replace("script-src 'self'; ", '').replace("default-src 'self'", "default-src 'self' 'unsafe-eval'"))).toEqual(["script source 'unsafe-eval'"])
  expect(cspProblems(null)).toEqual(['no Content-Security-Policy header'])
})

test('every kind of answer of the real server carries a strict CSP and the other security headers', async () => {
  const index = await fetch(`${server.url}/`)
  const html = await index.text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset, 'index.html loads a hashed script').toBeTruthy()
  const fetchingWorker = findWorkerScript()
  // Documents get the whole set; what is never a document (API answers, and the files a page
  // loads: scripts, images, manifests) the short one. The service worker's script is a document
  // here: its CSP is the worker's policy and must let it fetch from its own origin.
  const requests: [string, string, 'document' | 'short', RequestInit?, number?][] = [
    ['the home page', '/', 'document', undefined, 200],
    ['a deep link (SPA route)', '/fr/farm/produces', 'document', undefined, 200],
    ['the service worker', '/sw.js', 'document', undefined, 200],
    // The page's fetching worker (src/lib/offline-files.worker.ts): its CSP is its policy too.
    ['the fetching worker', fetchingWorker, 'document', undefined, 200],
    ['a hashed script', asset!, 'short', undefined, 200],
    ['an image', '/favicon.svg', 'short', undefined, 200],
    ['the manifest', '/manifest.fr.webmanifest', 'short', undefined, 200],
    ['a missing file', '/assets/nope-123.js', 'short', undefined, 404],
    ['a malformed address', '/%E0%A4%A', 'document', undefined, 400],
    ['an API list', '/api/farm/produces', 'short', undefined, 200],
    ['an API error', '/api/orders', 'short', undefined, 401],
    ['an unknown API path', '/api/nothing-here', 'short', undefined, 404],
    ['a refused body', '/api/contact', 'short', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }, 415],
    ['a HEAD request', '/', 'document', { method: 'HEAD' }, 200],
  ]
  const problems: string[] = []
  for (const [what, p, kind, init, status] of requests) {
    const res = await fetch(`${server.url}${p}`, init)
    await res.arrayBuffer()
    if (status !== undefined) expect(res.status, `${what} (${p})`).toBe(status)
    for (const problem of headerProblems(res.headers, kind === 'document')) problems.push(`${what} (${p}): ${problem}`)
    if (kind === 'document') {
      if (!res.headers.get('content-security-policy')?.includes("connect-src 'self'")) problems.push(`${what} (${p}): its CSP does not let the page (or worker) reach its own API`)
    } else if (res.headers.get('strict-transport-security') || res.headers.get('permissions-policy')) {
      problems.push(`${what} (${p}): document-only headers on a file that is never a document`)
    }
  }
  expect(problems).toEqual([])
  // The page's own markup needs no inline script: every <script> has a src.
  expect([...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=/.test(m[0]) && m[1]!.trim() !== '')).toEqual([])
  expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i) // no inline event handlers
  expect(server.output()).not.toMatch(/unhandled error/)
})

test('API answers are never cached by shared caches or sniffed as HTML', async () => {
  for (const p of ['/api/auth/ping', '/api/orders', '/api/nothing-here']) {
    const res = await fetch(`${server.url}${p}`)
    await res.arrayBuffer()
    expect(res.headers.get('cache-control'), p).toBe('no-store')
    expect(res.headers.get('content-type'), p).toMatch(/^application\/json/)
  }
})
