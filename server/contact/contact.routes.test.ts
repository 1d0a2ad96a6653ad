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
