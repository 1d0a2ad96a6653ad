/**
 * Operator grants and the read-only facts an account's `roles` shows (decision 034). A grant is a
 * row of `operator_grants` (role admin or support, the markets it covers, none listed: all);
 * membership is a row of `provider_members`. Both are read from the database on every request
 * that needs them (no cache: a revoked grant or a removed member counts on the next request).
 */
import { sql } from 'drizzle-orm'
import { rows, type Conn } from '../cart/cart-sql'
import type { MemberRole, OperatorRole } from './permissions'

export interface OperatorGrant {
  userId: string
  role: OperatorRole
  /** Empty: every market. */
  storeIds: string[]
}

export async function operatorGrantOf(conn: Conn, userId: string): Promise<OperatorGrant | null> {
  const [grant] = await rows<OperatorGrant>(conn, sql`SELECT user_id AS "userId", role, store_ids AS "storeIds" FROM operator_grants WHERE user_id = ${userId}`)
  return grant ?? null
}

/** Whether the operator acts on this market. */
export const operatorCovers = (op: Pick<OperatorGrant, 'storeIds'>, storeId: string): boolean => op.storeIds.length === 0 || op.storeIds.includes(storeId)

/**
 * Gives the account with this e-mail a grant (replacing the one it had), or takes it away
 * (`grant` null). Answers the account's facts afterwards, or null when no account has the e-mail.
 * Checks nothing else: `grantOperator` (server/operators/operators.ts) is the way in for people
 * and refuses an unconfirmed address; fixtures call this directly.
 */
export async function setOperatorGrant(conn: Conn, email: string, grant: { role: OperatorRole; storeIds?: string[] } | null): Promise<string[] | null> {
  const [user] = await rows<{ id: string }>(conn, sql`SELECT id FROM users WHERE email = ${email.trim().toLowerCase()}`)
  if (!user) return null
  if (grant) {
    // Market ids are short slugs (`jnb`): an array literal needs no quoting for them.
    const storeIds = `{${[...new Set(grant.storeIds ?? [])].sort().join(',')}}`
    await conn.execute(sql`INSERT INTO operator_grants (user_id, role, store_ids) VALUES (${user.id}, ${grant.role}, ${storeIds}::text[])
      ON CONFLICT (user_id) DO UPDATE SET role = excluded.role, store_ids = excluded.store_ids, updated_at = now()`)
  } else {
    await conn.execute(sql`DELETE FROM operator_grants WHERE user_id = ${user.id}`)
  }
  return accessFacts(conn, user.id)
}

/** Fixtures' and tests' shorthand: an admin of every market (or no grant at all). */
export const setAdminRole = (conn: Conn, email: string, grant = true): Promise<string[] | null> => setOperatorGrant(conn, email, grant ? { role: 'admin' } : null)

/**
 * The account's `roles` as `/api/auth/user/me` shows them: its own roles (`customer`), then
 * `operator:<role>` and `provider:<id>:<role>` per membership. Facts for the client's menus; no
 * check reads them.
 */
export async function accessFacts(conn: Conn, userId: string): Promise<string[]> {
  const [facts] = await rows<{ roles: string[]; operator: OperatorRole | null; members: { providerId: string; role: MemberRole }[] | null }>(
    conn,
    sql`SELECT u.roles,
               (SELECT g.role FROM operator_grants g WHERE g.user_id = u.id) AS operator,
               (SELECT json_agg(json_build_object('providerId', m.provider_id, 'role', m.role) ORDER BY m.provider_id) FROM provider_members m WHERE m.user_id = u.id) AS members
        FROM users u WHERE u.id = ${userId}`,
  )
  if (!facts) return []
  return [...facts.roles, ...(facts.operator ? [`operator:${facts.operator}`] : []), ...(facts.members ?? []).map((m) => `provider:${m.providerId}:${m.role}`)]
}
