/**
 * A farmer's application to sell on the market (POST /api/farm/join). One application per e-mail
 * address (a second one is a 409 with a message saying so). The client sends it from its outbox
 * and may send it again after a lost answer: with the same `Idempotency-Key` the first 201 is
 * replayed instead of a 409.
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { eq, or } from 'drizzle-orm'
import { farmerApplicationSchema, type FarmerApplicationReceipt } from '../../src/api/catalog-contract'
import type { Db } from '../db/client'
import { farmerApplications, stores } from '../db/schema/catalog'
import { ApiError, ok, validate } from '../lib/http'

type Application = typeof farmerApplications.$inferSelect

const receipt = (a: Application): FarmerApplicationReceipt => ({
  id: a.id,
  storeId: a.storeId,
  email: a.email,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
})

const RECEIVED = {
  type: 'success',
  code: 'application_received',
  title: 'Application received',
  message: 'Thank you: the market team reads every application and will answer by e-mail.',
} as const

const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/

export function joinRoutes(db: Db) {
  return new Hono().post('/', validate('json', farmerApplicationSchema), async (c) => {
    const input = c.req.valid('json')
    const header = c.req.header('idempotency-key')?.trim()
    if (header !== undefined && !IDEMPOTENCY_KEY.test(header)) {
      throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
        { field: 'Idempotency-Key', code: 'invalid_string', message: 'Idempotency-Key must be 8–100 letters, digits, or . _ : -' },
      ])
    }
    const idempotencyKey = header || null
    const email = input.email.trim().toLowerCase()

    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId)).limit(1)
    if (!store) {
      throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
        { field: 'storeId', code: 'unknown_store', message: `No store ${input.storeId}` },
      ])
    }

    const [created] = await db
      .insert(farmerApplications)
      .values({ id: randomUUID(), ...input, email, idempotencyKey })
      .onConflictDoNothing()
      .returning()
    if (created) return ok(c, receipt(created), 201, RECEIVED)

    // Nothing inserted: the e-mail or the key is taken. The same key is a retry of this request.
    const taken = await db
      .select()
      .from(farmerApplications)
      .where(idempotencyKey ? or(eq(farmerApplications.idempotencyKey, idempotencyKey), eq(farmerApplications.email, email)) : eq(farmerApplications.email, email))
    const sameKey = idempotencyKey ? taken.find((a) => a.idempotencyKey === idempotencyKey) : undefined
    if (sameKey && sameKey.email === email) return ok(c, receipt(sameKey), 201, RECEIVED)
    if (sameKey) throw new ApiError(409, 'conflict', 'This Idempotency-Key was already used for another application')
    throw new ApiError(409, 'conflict', 'An application from this e-mail address has already been received; the market team will answer it by e-mail.', [
      { field: 'email', code: 'already_applied', message: 'An application from this e-mail address has already been received' },
    ])
  })
}
