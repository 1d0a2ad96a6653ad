import { afterAll, beforeAll, expect, test } from 'vitest'
import { contactMessages } from '../db/schema/contact'
import { createTestApp, errorEnvelope } from '../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const message = { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', phone: '+254 712 345 678', topic: 'delivery', message: 'My order did not arrive at the Kilimani pickup point today.' }

test('a message from the contact page is stored with the language it was written in', async () => {
  const res = await t.json('POST', '/api/contact', message, { 'accept-language': 'sw-KE' })
  expect(res.status).toBe(201)
  const rows = await t.db.select().from(contactMessages)
  expect(rows).toEqual([expect.objectContaining({ name: 'Wanjiru Kamau', topic: 'delivery', locale: 'sw' })])
})

test('an incomplete message is refused with field errors and nothing stored', async () => {
  const before = await t.db.select().from(contactMessages)
  const res = await t.json('POST', '/api/contact', { ...message, email: 'not-an-email', message: 'short' })
  expect(res.status).toBe(400)
  const body = await errorEnvelope(res)
  expect(body.errors.map((e) => e.field).sort()).toEqual(['email', 'message'])
  expect(await t.db.select().from(contactMessages)).toEqual(before)
})

test('messages are limited per client address and per e-mail address, with Retry-After', async () => {
  const limited = await createTestApp({ auth: { trustProxy: true } })
  const from = (address: string, over: Record<string, unknown> = {}) => limited.json('POST', '/api/contact', { ...message, ...over }, { 'x-forwarded-for': address })
  for (let i = 0; i < 5; i++) expect((await from(`198.51.100.${i}`)).status).toBe(201)
  const sixth = await from('198.51.100.9')
  expect(sixth.status).toBe(429)
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await errorEnvelope(sixth)).notification.code).toBe('rate_limited')
  for (let i = 0; i < 10; i++) expect((await from('203.0.113.7', { email: `sender${i}@example.com` })).status).toBe(201)
  expect((await from('203.0.113.7', { email: 'sender10@example.com' })).status).toBe(429)
  expect(await limited.db.select().from(contactMessages)).toHaveLength(15)
  await limited.close()
})
