/**
 * The console's records (decision 032): the contact page's messages, the e-mail outbox (failing,
 * waiting, sent; a failing e-mail can be retried) and the audit log.
 *
 * Contact messages and e-mails belong to no market, so only an operator of every market reads
 * them (403 for a grant limited to some markets); the audit log shows a limited operator the
 * entries of its markets. A retry is audit-logged like every operator action.
 */
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { outboxListQuery, pageQuery, type AdminAuditEntry, type AdminContactMessage, type AdminMail } from '../../src/api/admin-contract'
import { canOperator, type AccessEnv, type OperatorAccess } from '../access/access'
import { audit } from '../access/audit'
import { requireUser } from '../auth/require-user'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, list, ok, validate } from '../lib/http'
import { coveredBy } from './applications.routes'

const PER_PAGE = 50
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

function everyMarket(op: OperatorAccess): void {
  if (op.storeIds.length) throw new ApiError(403, 'forbidden', 'Only an operator of every market reads what belongs to no market')
}

const OUTBOX_STATES = {
  failing: sql`sent_at IS NULL AND (failed_at IS NOT NULL OR attempts > 0)`,
  waiting: sql`sent_at IS NULL AND failed_at IS NULL AND attempts = 0`,
  sent: sql`sent_at IS NOT NULL`,
}

/** /api/admin/messages */
export function contactMessagesRoutes(db: Db) {
  return new Hono<AccessEnv>().use(requireUser).get('/', canOperator('messages.read'), validate('query', pageQuery), async (c) => {
    everyMarket(c.var.operator)
    const { page } = c.req.valid('query')
    const found = await rows<AdminContactMessage>(
      db,
      sql`SELECT id, name, email, phone, topic, message, locale, ${iso('created_at')} AS "createdAt" FROM contact_messages ORDER BY created_at DESC, id LIMIT ${PER_PAGE} OFFSET ${(page - 1) * PER_PAGE}`,
    )
    const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM contact_messages`)
    return list(c, found, { page, perPage: PER_PAGE, total: total?.n ?? 0 })
  })
}

/** /api/admin/outbox */
export function outboxRoutes(db: Db) {
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/', canOperator('messages.read'), validate('query', outboxListQuery), async (c) => {
      everyMarket(c.var.operator)
      const { state, page } = c.req.valid('query')
      const where = OUTBOX_STATES[state]
      const found = await rows<AdminMail>(
        db,
        sql`SELECT id, purpose, to_address AS "to", subject, ${iso('created_at')} AS "createdAt", attempts, last_error AS "lastError", ${iso('sent_at')} AS "sentAt", ${iso('failed_at')} AS "failedAt"
            FROM mail_outbox WHERE ${where} ORDER BY id DESC LIMIT ${PER_PAGE} OFFSET ${(page - 1) * PER_PAGE}`,
      )
      const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE ${where}`)
      return list(c, found, { page, perPage: PER_PAGE, total: total?.n ?? 0 })
    })
    .post('/:id/retry', canOperator('messages.read'), validate('param', z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })), async (c) => {
      const op = c.var.operator
      everyMarket(op)
      const { id } = c.req.valid('param')
      const runtime = c.get('authRuntime')
      const retried = await db.transaction(async (tx) => {
        const [mail] = await rows<{ sent: boolean; failed: boolean; attempts: number }>(
          tx,
          sql`SELECT sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, attempts FROM mail_outbox WHERE id = ${id} FOR UPDATE`,
        )
        if (!mail) throw new ApiError(404, 'not_found', `No e-mail ${id}`)
        if (mail.sent) throw new ApiError(409, 'conflict', 'This e-mail was sent already')
        await tx.execute(sql`UPDATE mail_outbox SET failed_at = NULL, attempts = 0, next_attempt_at = now(), locked_by = NULL, locked_until = NULL WHERE id = ${id}`)
        await audit(tx, {
          actorUserId: op.userId,
          actorKind: 'operator',
          action: 'mail.retry',
          subject: `mail_outbox:${id}`,
          before: { attempts: mail.attempts, failed: mail.failed },
          after: { attempts: 0 },
        })
        const [row] = await rows<AdminMail>(
          tx,
          sql`SELECT id, purpose, to_address AS "to", subject, ${iso('created_at')} AS "createdAt", attempts, last_error AS "lastError", ${iso('sent_at')} AS "sentAt", ${iso('failed_at')} AS "failedAt" FROM mail_outbox WHERE id = ${id}`,
        )
        return row!
      })
      runtime.mailer.wake()
      return ok(c, retried)
    })
}

/** /api/admin/audit */
export function auditRoutes(db: Db) {
  return new Hono<AccessEnv>().use(requireUser).get('/', canOperator('audit.read'), validate('query', pageQuery), async (c) => {
    const op = c.var.operator
    const { page } = c.req.valid('query')
    const where = op.storeIds.length ? coveredBy(op, sql.raw('a.store_id')) : sql`TRUE`
    const found = await rows<AdminAuditEntry>(
      db,
      sql`SELECT a.id, ${iso('a.at')} AS at, u.email AS actor, a.actor_kind AS "actorKind", a.provider_id AS "providerId", a.store_id AS "storeId", a.action, a.subject, a.before, a.after
            FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id WHERE ${where} ORDER BY a.id DESC LIMIT ${PER_PAGE} OFFSET ${(page - 1) * PER_PAGE}`,
    )
    const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM audit_log a WHERE ${where}`)
    return list(c, found, { page, perPage: PER_PAGE, total: total?.n ?? 0 })
  })
}
