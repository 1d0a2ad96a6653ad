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

test('every response carries the security headers and a CSP without inline scripts', async () => {
  const t = await createTestApp()
  const res = await t.app.request('/api/auth/ping')
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toMatch(/(^|\s)\*(\s|;|$)/)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  await t.close()
})
