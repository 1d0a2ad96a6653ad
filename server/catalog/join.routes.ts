/**
 * A provider's application to sell on the market, per service (/api/<service>/join: a farmer, a
 * kitchen, a store, a chef, a creator; the application row names its service and keeps what the
 * service's form asks in `details`).
 *
 * - POST /api/<service>/join stores the application UNCONFIRMED and e-mails a 6-digit code to its
 *   address (valid JOIN_CODE_HOURS, kept hashed). The market team sees only confirmed ones.
 * - POST /api/farm/join/confirm `{ email, code }` confirms it: only then does it count, one per
 *   e-mail address. At most JOIN_CODE_ATTEMPTS wrong codes an application.
 *
 * "Already applied" is told only to whoever proved the address: when an application from this
 * address is already confirmed, the POST stores nothing, e-mails the address instead, and answers
 * exactly as for a new application (a receipt with an id that confirms nothing). A confirmation
 * that finds another confirmed application (two sent before either was confirmed) says so: the
 * code proved the address. Both routes are limited per client and per e-mail address
 * (server/lib/form-limits.ts).
 *
 * The client sends the application from its outbox and may send it again after a lost answer:
 * with the same `Idempotency-Key` the first answer is replayed and no second code is sent.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { farmerApplicationConfirmSchema, serviceApplicationSchema, type FarmerApplicationReceipt, type ServiceApplication } from '../../src/api/catalog-contract'
import type { Service } from '../../src/api/services-contract'
import type { AuthRuntime } from '../auth/auth-runtime'
import type { Db } from '../db/client'
import { farmerApplications, stores } from '../db/schema/catalog'
import type { FormLimiter } from '../lib/form-limits'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { localePrefix } from '../mail/auth-mail'
import { joinAlreadyMail, joinCodeMail } from '../mail/join-mail'

type Application = typeof farmerApplications.$inferSelect

export const JOIN_CODE_HOURS = 24
export const JOIN_CODE_ATTEMPTS = 5

const receipt = (a: Pick<Application, 'id' | 'storeId' | 'email' | 'status' | 'confirmedAt' | 'createdAt'>): FarmerApplicationReceipt => ({
  id: a.id,
  storeId: a.storeId,
  email: a.email,
  status: a.confirmedAt ? a.status : 'unconfirmed',
  createdAt: a.createdAt.toISOString(),
})

const SENT = {
  type: 'success',
  code: 'application_code_sent',
  title: 'Check your e-mail',
  message: 'We sent a code to your e-mail address: enter it to confirm your application.',
} as const

const CONFIRMED = {
  type: 'success',
  code: 'application_received',
  title: 'Application received',
  message: 'Thank you: the market team reads every application and will answer by e-mail.',
} as const

const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/

const codeHash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('base64url')
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const invalidCode = () => new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'code', code: 'invalid_code', message: 'This code is not right, or no longer valid' }])

export function joinRoutes(db: Db, auth: AuthRuntime, limitForm: FormLimiter, service: Service = 'farm') {
  const joinPage = (c: Context) => `${auth.config.publicUrl}/${localePrefix(requestLang(c))}${service}/join`

  return new Hono()
    .post('/', validate('json', serviceApplicationSchema(service)), async (c) => {
      const input = c.req.valid('json') as ServiceApplication
      const header = c.req.header('idempotency-key')?.trim()
      if (header !== undefined && !IDEMPOTENCY_KEY.test(header)) {
        throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
          { field: 'Idempotency-Key', code: 'invalid_string', message: 'Idempotency-Key must be 8–100 letters, digits, or . _ : -' },
        ])
      }
      const idempotencyKey = header || null
      const email = input.email.trim().toLowerCase()

      if (idempotencyKey) {
        const [replayed] = await db.select().from(farmerApplications).where(eq(farmerApplications.idempotencyKey, idempotencyKey)).limit(1)
        if (replayed && replayed.email === email) return ok(c, receipt(replayed), 201, SENT)
        if (replayed) throw new ApiError(409, 'conflict', 'This Idempotency-Key was already used for another application')
      }
      await limitForm(c, 'join', email)

      const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId)).limit(1)
      if (!store) {
        throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'storeId', code: 'unknown_store', message: `No store ${input.storeId}` }])
      }

      const lang = requestLang(c)
      const [confirmed] = await db
        .select({ name: farmerApplications.name })
        .from(farmerApplications)
        .where(and(eq(farmerApplications.email, email), isNotNull(farmerApplications.confirmedAt)))
        .limit(1)
      if (confirmed) {
        // Answered as a new application; only the address's owner learns it applied already.
        auth.mailer.queue({ to: email, ...joinAlreadyMail(lang, { name: confirmed.name, link: joinPage(c) }), link: joinPage(c), purpose: 'join-already-applied' })
        return ok(c, { id: randomUUID(), storeId: input.storeId, email, status: 'unconfirmed', createdAt: new Date().toISOString() } satisfies FarmerApplicationReceipt, 201, SENT)
      }

      const id = randomUUID()
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      // The application and the e-mail with its code commit together (decision 022).
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(farmerApplications)
          .values({
            id,
            ...input,
            service,
            details: input.details ?? {},
            email,
            locale: lang,
            idempotencyKey,
            codeHash: codeHash(id, code),
            codeExpiresAt: new Date(Date.now() + JOIN_CODE_HOURS * 3600_000),
          })
          .onConflictDoNothing()
          .returning()
        if (row) await auth.mailer.enqueue(tx, { to: email, ...joinCodeMail(lang, { name: row.name, code, link: joinPage(c), hours: JOIN_CODE_HOURS }), link: joinPage(c), purpose: 'join-code' })
        return row
      })
      if (!created) {
        // The same Idempotency-Key, sent twice at once: the other request's answer stands.
        const [other] = idempotencyKey ? await db.select().from(farmerApplications).where(eq(farmerApplications.idempotencyKey, idempotencyKey)).limit(1) : []
        if (other && other.email === email) return ok(c, receipt(other), 201, SENT)
        throw new ApiError(409, 'conflict', 'This Idempotency-Key was already used for another application')
      }
      auth.mailer.wake()
      return ok(c, receipt(created), 201, SENT)
    })
    .post('/confirm', validate('json', farmerApplicationConfirmSchema), async (c) => {
      const { code } = c.req.valid('json')
      const email = c.req.valid('json').email.trim().toLowerCase()
      await limitForm(c, 'joinConfirm', email)
      const waiting = await db
        .select()
        .from(farmerApplications)
        .where(
          and(
            eq(farmerApplications.email, email),
            isNull(farmerApplications.confirmedAt),
            gt(farmerApplications.codeExpiresAt, sql`now()`),
            sql`${farmerApplications.codeAttempts} < ${JOIN_CODE_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(farmerApplications.createdAt))
      const match = waiting.find((a) => a.codeHash !== null && sameHash(a.codeHash, codeHash(a.id, code)))
      if (!match) {
        if (waiting.length) {
          await db
            .update(farmerApplications)
            .set({ codeAttempts: sql`${farmerApplications.codeAttempts} + 1` })
            .where(and(eq(farmerApplications.email, email), isNull(farmerApplications.confirmedAt)))
        }
        throw invalidCode()
      }
      const [done] = await db
        .update(farmerApplications)
        .set({ confirmedAt: new Date(), codeHash: null, codeExpiresAt: null, updatedAt: new Date() })
        .where(and(eq(farmerApplications.id, match.id), isNull(farmerApplications.confirmedAt)))
        .returning()
        .catch((error: unknown) => {
          // The unique index on confirmed e-mails: another application from this address was confirmed first.
          if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') return []
          throw error
        })
      if (!done) {
        throw new ApiError(409, 'conflict', 'An application from this e-mail address has already been received; the market team will answer it by e-mail.', [
          { field: 'email', code: 'already_applied', message: 'An application from this e-mail address has already been received' },
        ])
      }
      return ok(c, receipt(done), 200, CONFIRMED)
    })
}
