/**
 * Issue 28, "Text that reaches e-mails": a name is one line of text. A name with line breaks would
 * write a visitor's own lines into the official "Confirm your account" e-mail sent to any address.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { authRateLimits } from '../db/schema/auth'
import { errorEnvelope } from '../test/test-app'
import { createAuthTestApp, type AuthTestApp } from './auth-test-kit'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(authRateLimits)
})

const injected = 'Amina\n\nYour account is suspended. Pay the fee at http://evil.test/pay\n'

test('registering with a name of several lines is refused with a single_line field error, and no e-mail goes out', async () => {
  const sent = t.outbox.length
  for (const [field, body] of [
    ['name', { name: `Dear ${injected}`, surname: 'Diallo' }],
    ['surname', { name: 'Amina', surname: 'Diallo\r\nBcc: everyone@example.test' }],
    ['name', { name: 'Amina\u2028Pay now', surname: 'Diallo' }],
    ['name', { name: 'Amina \u202eyap won', surname: 'Diallo' }],
  ] as const) {
    const res = await t.call('POST', '/api/auth/account/register', {
      body: { ...body, phone: '', email: 'victim@example.test', credential: { identifier: 'victim@example.test', secret: 'a quiet green river' } },
    })
    expect(res.status, field).toBe(400)
    const envelope = await errorEnvelope(res)
    expect(envelope.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, code: 'single_line' }))
  }
  await t.app.request('/api/auth/ping')
  expect(t.outbox.length).toBe(sent)
})

test('a profile name with line breaks is refused; a name with accents, apostrophes and Arabic letters is kept', async () => {
  const { data } = await t.register()
  const refused = await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { name: injected.trim() } })
  expect(refused.status).toBe(400)
  expect((await errorEnvelope(refused)).errors[0]).toMatchObject({ field: 'name', code: 'single_line' })
  const kept = await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { name: 'Zoë N’Diaye', surname: 'الحسن' } })
  expect(kept.status).toBe(200)
})

test('the contact form and the farmers’ join form refuse a name of several lines', async () => {
  const contact = await t.call('POST', '/api/contact', {
    body: { name: injected, email: 'someone@example.test', phone: '', topic: 'other', message: 'A message of more than ten characters.\nOn two lines, which a message may.' },
  })
  expect(contact.status).toBe(400)
  expect((await errorEnvelope(contact)).errors).toContainEqual(expect.objectContaining({ field: 'name', code: 'single_line' }))
  const join = await t.call('POST', '/api/farm/join', {
    body: { name: 'Kofi Mensah', farmName: 'Green\nAcres', email: 'kofi@example.test', phone: '+233 20 000 0000', town: 'Kumasi\tEast', storeId: 'acc', produce: 'Yams and cassava' },
  })
  expect(join.status).toBe(400)
  const fields = (await errorEnvelope(join)).errors.filter((e) => e.code === 'single_line').map((e) => e.field)
  expect(fields.sort()).toEqual(['farmName', 'town'])
})
