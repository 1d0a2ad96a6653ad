/**
 * The console's applications (/api/admin/applications, decision 032): the confirmed applications
 * from the join page, in the operator's markets. Approving one creates, in one transaction, the
 * farm's catalog row, its provider (active) and the invitation of the applicant as owner (the
 * approval e-mail, in the applicant's language, carries its link); rejecting one records the
 * reason and e-mails it. Both are audit-logged; a decided application stays decided (409).
 * An operator of other markets gets 404 for an application it does not cover.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { ADMIN_PAGE_SIZE, applicationListQuery, rejectApplicationSchema, type AdminApplication } from '../../src/api/admin-contract'
import { canOperator, operatorCovers, type AccessEnv, type OperatorAccess } from '../access/access'
import { audit } from '../access/audit'
import { inviteMember } from '../access/invitations'
import { farmProviderId } from '../access/providers'
import { requireUser } from '../auth/require-user'
import { rows, type Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { providers } from '../db/schema/access'
import { farmers } from '../db/schema/catalog'
import { writeMail } from '../mail/mailer'
import { applicationRejectedMail } from '../mail/invitation-mail'
import { localePrefix } from '../mail/auth-mail'
import { orderMailLang } from '../mail/order-mail'
import { ApiError, list, ok, validate } from '../lib/http'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })

/** The farm photo a new farm shows until its owner uploads one. */
export const NEW_FARM_PHOTO = '/img/farms/vegetable-rows.svg'

/** Only the markets the operator covers: a SQL condition on `column`. */
export const coveredBy = (op: OperatorAccess, column: ReturnType<typeof sql.raw>) =>
  op.storeIds.length
    ? sql`${column} IN (${sql.join(
        op.storeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`TRUE`

const SELECT = sql`SELECT id, store_id AS "storeId", name, farm_name AS "farmName", email, phone, town, practices, produce, message, locale, status,
  to_char(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "confirmedAt",
  to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "decidedAt",
  decision_reason AS "decisionReason", provider_id AS "providerId"
  FROM farmer_applications`

/** The application if the operator covers its market, locked for the decision; 404 otherwise, 409 once decided. */
async function undecided(tx: Tx, op: OperatorAccess, id: string): Promise<AdminApplication> {
  const [application] = await rows<AdminApplication>(tx, sql`${SELECT} WHERE id = ${id} AND confirmed_at IS NOT NULL FOR UPDATE`)
  if (!application || !operatorCovers(op, application.storeId)) throw new ApiError(404, 'not_found', `No application ${id}`)
  if (application.status === 'accepted' || application.status === 'declined') throw new ApiError(409, 'conflict', `The application was already ${application.status}`)
  return application
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'farm'

export function applicationsRoutes(db: Db) {
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/', canOperator('application.decide'), validate('query', applicationListQuery), async (c) => {
      const q = c.req.valid('query')
      const op = c.var.operator
      const status = q.status === 'open' ? sql`status IN ('received', 'reviewing')` : sql`status = ${q.status}`
      const where = sql`confirmed_at IS NOT NULL AND ${status} AND ${coveredBy(op, sql.raw('store_id'))}`
      const found = await rows<AdminApplication>(
        db,
        sql`${SELECT} WHERE ${where} ORDER BY confirmed_at ${sql.raw(q.status === 'open' ? 'ASC' : 'DESC')}, id LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(q.page - 1) * ADMIN_PAGE_SIZE}`,
      )
      const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM farmer_applications WHERE ${where}`)
      return list(c, found, { page: q.page, perPage: ADMIN_PAGE_SIZE, total: total?.n ?? 0 })
    })
    .post('/:id/approve', canOperator('application.decide'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      const op = c.var.operator
      const runtime = c.get('authRuntime')
      const approved = await db.transaction(async (tx) => {
        const application = await undecided(tx, op, id)
        const [store] = await rows<{ country: string }>(tx, sql`SELECT country FROM stores WHERE id = ${application.storeId}`)
        const farmerId = `${slug(application.farmName)}-${randomBytes(3).toString('hex')}`
        const empty = { en: '', fr: '', es: '', pt: '', ar: '', sw: '' }
        await tx.insert(farmers).values({
          id: farmerId,
          storeId: application.storeId,
          name: application.name,
          farmName: application.farmName,
          story: empty,
          photo: NEW_FARM_PHOTO,
          town: application.town,
          country: store?.country ?? '',
          practices: application.practices,
        })
        const providerId = farmProviderId(farmerId)
        await tx.insert(providers).values({ id: providerId, service: 'farm', storeId: application.storeId, kindId: farmerId, status: 'active' })
        await inviteMember(tx, {
          providerId,
          email: application.email,
          role: 'owner',
          invitedBy: op.userId,
          actorKind: 'operator',
          locale: application.locale,
          publicUrl: runtime.config.publicUrl,
          occasion: 'application-approved',
        })
        await tx.execute(sql`UPDATE farmer_applications SET status = 'accepted', decided_by = ${op.userId}, decided_at = now(), provider_id = ${providerId}, updated_at = now() WHERE id = ${id}`)
        await audit(tx, {
          actorUserId: op.userId,
          actorKind: 'operator',
          providerId,
          storeId: application.storeId,
          action: 'application.approve',
          subject: `farmer_applications:${id}`,
          before: { status: application.status },
          after: { status: 'accepted', providerId, farmerId },
        })
        const [row] = await rows<AdminApplication>(tx, sql`${SELECT} WHERE id = ${id}`)
        return row!
      })
      runtime.mailer.wake()
      return ok(c, approved)
    })
    .post('/:id/reject', canOperator('application.decide'), validate('param', idParam), validate('json', rejectApplicationSchema), async (c) => {
      const { id } = c.req.valid('param')
      const { reason } = c.req.valid('json')
      const op = c.var.operator
      const runtime = c.get('authRuntime')
      const rejected = await db.transaction(async (tx) => {
        const application = await undecided(tx, op, id)
        await tx.execute(sql`UPDATE farmer_applications SET status = 'declined', decided_by = ${op.userId}, decided_at = now(), decision_reason = ${reason}, updated_at = now() WHERE id = ${id}`)
        const lang = orderMailLang(application.locale)
        const link = `${runtime.config.publicUrl}/${localePrefix(lang)}farm/join`
        await writeMail(tx, { to: application.email, ...applicationRejectedMail(lang, { name: application.name, farm: application.farmName, reason, link }), link, purpose: 'application-rejected' })
        await audit(tx, {
          actorUserId: op.userId,
          actorKind: 'operator',
          storeId: application.storeId,
          action: 'application.reject',
          subject: `farmer_applications:${id}`,
          before: { status: application.status },
          after: { status: 'declined', reason },
        })
        const [row] = await rows<AdminApplication>(tx, sql`${SELECT} WHERE id = ${id}`)
        return row!
      })
      runtime.mailer.wake()
      return ok(c, rejected)
    })
}
