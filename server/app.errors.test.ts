import { expect, test } from 'vitest'
import { createTestApp, errorEnvelope } from './test/test-app'

test('a crash answers 500 in the envelope with no stack trace, and the log has the request id', async () => {
  const t = await createTestApp()
  await t.database.close() // every query now throws
  const res = await t.app.request('/api/locations')
  expect(res.status).toBe(500)
  const body = await errorEnvelope(res)
  expect(body.errors[0]!.code).toBe('internal_error')
  const requestId = res.headers.get('x-request-id')
  expect(requestId).toBeTruthy()
  expect(body.notification.message).toContain(requestId)
  const logged = t.logs.find((l) => l.level === 'error')
  expect(logged?.fields?.requestId).toBe(requestId)
})

test('every response carries the security headers: the full CSP on pages, an allow-nothing one on API answers', async () => {
  const t = await createTestApp()
  const api = await t.app.request('/api/auth/ping')
  const apiCsp = api.headers.get('content-security-policy') ?? ''
  expect(apiCsp).toContain("default-src 'none'")
  expect(apiCsp).toContain("frame-ancestors 'none'")
  expect(api.headers.get('x-content-type-options')).toBe('nosniff')
  expect(api.headers.get('x-frame-options')).toBe('DENY')
  expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(api.headers.get('strict-transport-security')).toBeNull()
  const page = await t.app.request('/')
  const csp = page.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toMatch(/(^|\s)\*(\s|;|$)/)
  expect(page.headers.get('x-content-type-options')).toBe('nosniff')
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  // Shorter where it can be: an API answer's headers are far smaller than a page's.
  const size = (h: Headers) => [...h].reduce((n, [k, v]) => n + k.length + v.length + 4, 0)
  expect(size(api.headers)).toBeLessThan(size(page.headers) - 300)
  await t.close()
})

test('HSTS goes out on pages only when the public origin is HTTPS, never on plain HTTP', async () => {
  const plain = await createTestApp({ auth: { publicUrl: 'http://shop.example' } })
  expect((await plain.app.request('/')).headers.get('strict-transport-security')).toBeNull()
  await plain.close()
  const secure = await createTestApp({ auth: { publicUrl: 'https://shop.example' } })
  expect((await secure.app.request('/')).headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/)
  expect((await secure.app.request('/api/auth/ping')).headers.get('strict-transport-security')).toBeNull()
  await secure.close()
})
