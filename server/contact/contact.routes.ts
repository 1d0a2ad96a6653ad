/** POST /api/contact: stores a message from the contact page for the support team, limited per client and per e-mail address (server/lib/form-limits.ts). */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { contactMessageSchema } from '../../src/api/contract'
import type { Db } from '../db/client'
import { contactMessages } from '../db/schema/contact'
import type { FormLimiter } from '../lib/form-limits'
import { ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'

export function contactRoutes(db: Db, limitForm: FormLimiter) {
  return new Hono().post('/', validate('json', contactMessageSchema), async (c) => {
    const input = c.req.valid('json')
    await limitForm(c, 'contact', input.email)
    const [row] = await db
      .insert(contactMessages)
      .values({ id: randomUUID(), ...input, locale: requestLang(c) })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    return ok(c, { id: row!.id, receivedAt: row!.createdAt.toISOString() }, 201)
  })
}
