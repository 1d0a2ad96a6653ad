/**
 * The console's providers (/api/admin/providers, decision 032): list and search in the operator's
 * markets; suspend and reactivate (admin only), audit-logged with the reason.
 *
 * A suspended farm leaves the shoppers' catalog the way a withdrawn farm does (decision 034): its
 * `farmers` row gets `deleted_at`, the catalog's triggers touch its produces, and the delta sync
 * hands every device the farm and its produces as deleted; reactivating clears it and they come
 * back the same way. The provider's status is the fact; the catalog row's tombstone follows it.
 */
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { ADMIN_PAGE_SIZE, providerListQuery, suspendProviderSchema, type AdminProvider } from '../../src/api/admin-contract'
import { canOperator, operatorCovers, type AccessEnv, type OperatorAccess } from '../access/access'
import { audit } from '../access/audit'
import { requireUser } from '../auth/require-user'
import { rows, type Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, list, ok, validate } from '../lib/http'
import { coveredBy } from './applications.routes'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })

const SELECT = sql`SELECT p.id, p.service, p.store_id AS "storeId", f.farm_name AS name, f.name AS contact, f.town, p.status,
  (SELECT count(*)::int FROM provider_members m WHERE m.provider_id = p.id) AS members,
  (SELECT count(*)::int FROM produces pr WHERE pr.farmer_id = f.id AND pr.deleted_at IS NULL) AS listings,
  to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
  FROM providers p JOIN farmers f ON f.id = p.kind_id`

async function providerFor(tx: Tx, op: OperatorAccess, id: string): Promise<AdminProvider & { kindId: string }> {
  // Locked first: two operators' changes of one provider queue, the second sees the first's status.
  const [locked] = await rows<{ kindId: string }>(tx, sql`SELECT kind_id AS "kindId" FROM providers WHERE id = ${id} FOR UPDATE`)
  const [provider] = locked ? await rows<AdminProvider>(tx, sql`${SELECT} WHERE p.id = ${id}`) : []
  if (!locked || !provider || !operatorCovers(op, provider.storeId)) throw new ApiError(404, 'not_found', `No provider ${id}`)
  return { ...provider, kindId: locked.kindId }
}

export function providersRoutes(db: Db) {
  /** Suspends or reactivates; the farm's catalog row follows (its tombstone), in the same transaction. */
  const setStatus = (to: 'suspended' | 'active') =>
    async function change(op: OperatorAccess, id: string, reason: string | null): Promise<AdminProvider> {
      return db.transaction(async (tx) => {
        const provider = await providerFor(tx, op, id)
        const from = provider.status
        if (from === to) throw new ApiError(409, 'conflict', `The provider is already ${to}`)
        if (to === 'active' && from !== 'suspended') throw new ApiError(409, 'conflict', `Only a suspended provider is reactivated (this one is ${from})`)
        await tx.execute(sql`UPDATE providers SET status = ${to}, updated_at = now() WHERE id = ${id}`)
        await tx.execute(sql`UPDATE farmers SET deleted_at = ${to === 'suspended' ? sql`now()` : sql`NULL`}, updated_at = now() WHERE id = ${provider.kindId}`)
        await audit(tx, {
          actorUserId: op.userId,
          actorKind: 'operator',
          providerId: id,
          storeId: provider.storeId,
          action: to === 'suspended' ? 'provider.suspend' : 'provider.reactivate',
          subject: `providers:${id}`,
          before: { status: from },
          after: { status: to, ...(reason ? { reason } : {}) },
        })
        const [row] = await rows<AdminProvider>(tx, sql`${SELECT} WHERE p.id = ${id}`)
        return row!
      })
    }
  const suspend = setStatus('suspended')
  const reactivate = setStatus('active')

  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/', canOperator('provider.read'), validate('query', providerListQuery), async (c) => {
      const q = c.req.valid('query')
      const op = c.var.operator
      const words = (q.q ?? '').split(/\s+/).filter(Boolean)
      const like = (w: string) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
      const where = sql.join(
        [
          coveredBy(op, sql.raw('p.store_id')),
          q.status ? sql`p.status = ${q.status}` : sql`TRUE`,
          q.storeId ? sql`p.store_id = ${q.storeId}` : sql`TRUE`,
          ...words.map((w) => sql`(f.farm_name ILIKE ${like(w)} OR f.name ILIKE ${like(w)} OR f.town ILIKE ${like(w)} OR p.id ILIKE ${like(w)})`),
        ],
        sql` AND `,
      )
      const found = await rows<AdminProvider>(db, sql`${SELECT} WHERE ${where} ORDER BY lower(f.farm_name), p.id LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(q.page - 1) * ADMIN_PAGE_SIZE}`)
      const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM providers p JOIN farmers f ON f.id = p.kind_id WHERE ${where}`)
      return list(c, found, { page: q.page, perPage: ADMIN_PAGE_SIZE, total: total?.n ?? 0 })
    })
    .post('/:id/suspend', canOperator('provider.suspend'), validate('param', idParam), validate('json', suspendProviderSchema), async (c) => {
      return ok(c, await suspend(c.var.operator, c.req.valid('param').id, c.req.valid('json').reason))
    })
    .post('/:id/reactivate', canOperator('provider.suspend'), validate('param', idParam), async (c) => {
      return ok(c, await reactivate(c.var.operator, c.req.valid('param').id, null))
    })
}
