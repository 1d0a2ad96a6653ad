/**
 * The console's operators (/api/admin/operators, decision 039): an admin of every market grants
 * admin or support to an account with a confirmed e-mail, of every market or of some, and takes
 * grants back, from the console instead of only `npm run operator` on the server's machine. Each
 * change needs the admin's current password (reauthenticate.ts, as the e-mail change and the
 * payout number), is audit-logged before → after in its transaction, and never leaves the
 * marketplace without an admin of every market (409 `last_admin`: the rows of those admins are
 * locked in the change's transaction, so two admins demoting each other at once cannot both win).
 * An admin limited to some markets, or support, gets 403: granting is the whole marketplace's.
 */
import { sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { operatorGrantSchema, operatorRevokeSchema, type AdminOperator } from '../../src/api/admin-operators-contract'
import { canOperator, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import { setOperatorGrant } from '../access/grants'
import { AuthError, renderAuthError } from '../auth/auth-http'
import type { AuthRuntime } from '../auth/auth-runtime'
import { reauthenticate } from '../auth/reauthenticate'
import { requireUser } from '../auth/require-user'
import { rows, type Conn, type Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'

type Auth = Pick<AuthRuntime, 'config' | 'hasher' | 'limiter' | 'throttle'>

const userParam = z.object({ userId: z.string().trim().min(1).max(80) })

async function operators(conn: Conn): Promise<AdminOperator[]> {
  return rows<AdminOperator>(
    conn,
    sql`SELECT g.user_id AS "userId", u.email, trim(u.name || ' ' || u.surname) AS name, g.role, g.store_ids AS "storeIds"
        FROM operator_grants g JOIN users u ON u.id = g.user_id ORDER BY g.role, u.email`,
  )
}

const isWorldAdmin = (g: { role: string; storeIds: string[] } | undefined | null) => g?.role === 'admin' && g.storeIds.length === 0

/** The admins of every market, locked for the change's transaction. */
async function lockWorldAdmins(tx: Tx): Promise<string[]> {
  const found = await rows<{ userId: string }>(tx, sql`SELECT user_id AS "userId" FROM operator_grants WHERE role = 'admin' AND cardinality(store_ids) = 0 ORDER BY user_id FOR UPDATE`)
  return found.map((r) => r.userId)
}

const lastAdmin = () =>
  new ApiError(409, 'last_admin', 'The marketplace keeps at least one admin of every market: grant another first', [
    { field: 'role', code: 'last_admin', message: 'The last admin of every market stays one' },
  ])

export function adminOperatorsRoutes(db: Db, auth: Auth) {
  /** Only an admin of every market grants: a limited admin cannot widen anyone's reach, nor its own. */
  const worldAdminOnly = (c: Context<AccessEnv>) => {
    if (c.var.operator.storeIds.length > 0) throw new ApiError(403, 'forbidden', 'Only an admin of every market grants operators')
  }
  /** The caller's current password; null when right, else the answer to send. */
  const checkPassword = async (c: Context<AccessEnv>, currentPassword: string) => {
    const [me] = await rows<{ id: string; passwordHash: string | null }>(db, sql`SELECT id, password_hash AS "passwordHash" FROM users WHERE id = ${c.var.user.id}`)
    try {
      await reauthenticate(auth, me ?? { id: c.var.user.id, passwordHash: null }, currentPassword)
      return null
    } catch (error) {
      if (error instanceof AuthError) return renderAuthError(c, error)
      throw error
    }
  }
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/', canOperator('operators.manage'), async (c) => {
      worldAdminOnly(c)
      return ok(c, await operators(db))
    })
    .put('/', canOperator('operators.manage'), validate('json', operatorGrantSchema), async (c) => {
      worldAdminOnly(c)
      const { email, role, currentPassword } = c.req.valid('json')
      const storeIds = [...new Set(c.req.valid('json').storeIds)].sort()
      const refused = await checkPassword(c, currentPassword)
      if (refused) return refused
      const list = await db.transaction(async (tx) => {
        const [user] = await rows<{ id: string; verified: boolean }>(tx, sql`SELECT id, email_verified_at IS NOT NULL AS verified FROM users WHERE email = ${email}`)
        if (!user)
          throw new ApiError(404, 'not_found', `No account has the e-mail ${email}: they register in the shop first`, [{ field: 'email', code: 'no_account', message: 'No account has this e-mail' }])
        if (!user.verified)
          throw new ApiError(403, 'email_unconfirmed', `The account ${email} has not confirmed its e-mail yet`, [{ field: 'email', code: 'email_unconfirmed', message: 'Not confirmed yet' }])
        if (storeIds.length) {
          const known = new Set((await rows<{ id: string }>(tx, sql`SELECT id FROM stores`)).map((s) => s.id))
          const unknown = storeIds.filter((id) => !known.has(id))
          if (unknown.length)
            throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'storeIds', code: 'unknown_market', message: `No market ${unknown.join(', ')}` }])
        }
        const worldAdmins = await lockWorldAdmins(tx)
        const [before] = await rows<{ role: string; storeIds: string[] }>(tx, sql`SELECT role, store_ids AS "storeIds" FROM operator_grants WHERE user_id = ${user.id} FOR UPDATE`)
        const after = { role, storeIds }
        if (isWorldAdmin(before) && !isWorldAdmin(after) && worldAdmins.length <= 1) throw lastAdmin()
        await setOperatorGrant(tx, email, after)
        await audit(tx, { actorUserId: c.var.operator.userId, actorKind: 'operator', action: 'operator.grant', subject: `users:${user.id}`, before: before ?? null, after: { email, ...after } })
        return operators(tx)
      })
      return ok(c, list)
    })
    .post('/:userId/revoke', canOperator('operators.manage'), validate('param', userParam), validate('json', operatorRevokeSchema), async (c) => {
      worldAdminOnly(c)
      const { userId } = c.req.valid('param')
      const refused = await checkPassword(c, c.req.valid('json').currentPassword)
      if (refused) return refused
      const list = await db.transaction(async (tx) => {
        const worldAdmins = await lockWorldAdmins(tx)
        const [before] = await rows<{ role: string; storeIds: string[]; email: string }>(
          tx,
          sql`SELECT g.role, g.store_ids AS "storeIds", u.email FROM operator_grants g JOIN users u ON u.id = g.user_id WHERE g.user_id = ${userId} FOR UPDATE OF g`,
        )
        if (!before) throw new ApiError(404, 'not_found', 'This account is not an operator')
        if (isWorldAdmin(before) && worldAdmins.length <= 1) throw lastAdmin()
        await tx.execute(sql`DELETE FROM operator_grants WHERE user_id = ${userId}`)
        await audit(tx, { actorUserId: c.var.operator.userId, actorKind: 'operator', action: 'operator.revoke', subject: `users:${userId}`, before, after: null })
        return operators(tx)
      })
      return ok(c, list)
    })
}
