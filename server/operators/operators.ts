/**
 * The market's operators (decisions 032 and 034): an `operator_grants` row, role `admin` or
 * `support`, limited to some markets or covering all, given to an existing account whose e-mail
 * is confirmed — never to an address nobody has proved, and never with a password of ours.
 * `npm run operator` is the way in (operator-cli.ts); fixtures use `setOperatorGrant` directly.
 */
import { sql } from 'drizzle-orm'
import { setOperatorGrant } from '../access/grants'
import type { OperatorRole } from '../access/permissions'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'

export interface GrantRequest {
  role: OperatorRole
  /** Market ids; empty: every market. */
  storeIds: string[]
}

export type GrantOutcome = { ok: true; email: string; roles: string[] } | { ok: false; reason: 'no_account' | 'unconfirmed' } | { ok: false; reason: 'unknown_market'; storeIds: string[] }

/** Grants (replacing any grant the account had) or, with `grant` null, takes back the operator grant of the account with this e-mail. */
export async function grantOperator(db: Db, email: string, grant: GrantRequest | null): Promise<GrantOutcome> {
  const address = email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const [user] = await rows<{ verified: boolean }>(tx, sql`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = ${address}`)
    if (!user) return { ok: false, reason: 'no_account' } as const
    // Taking the grant back needs no proof; giving it does.
    if (grant && !user.verified) return { ok: false, reason: 'unconfirmed' } as const
    if (grant?.storeIds.length) {
      const known = new Set((await rows<{ id: string }>(tx, sql`SELECT id FROM stores`)).map((s) => s.id))
      const unknown = grant.storeIds.filter((id) => !known.has(id))
      if (unknown.length) return { ok: false, reason: 'unknown_market', storeIds: unknown } as const
    }
    const roles = await setOperatorGrant(tx, address, grant)
    return roles ? ({ ok: true, email: address, roles } as const) : ({ ok: false, reason: 'no_account' } as const)
  })
}

export interface OperatorListing {
  email: string
  role: OperatorRole
  storeIds: string[]
}

/** The operators, by e-mail. */
export async function listOperators(db: Db): Promise<OperatorListing[]> {
  return rows<OperatorListing>(db, sql`SELECT u.email, g.role, g.store_ids AS "storeIds" FROM operator_grants g JOIN users u ON u.id = g.user_id ORDER BY u.email`)
}

/** Whether the database has an operator yet (`npm start` says how to make the first one). */
export async function hasOperator(db: Db): Promise<boolean> {
  const [row] = await rows<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM operator_grants) AS any`)
  return row?.any === true
}

/** What `npm start` says on a database without an operator. */
export const NO_OPERATOR_HINT = 'No operator yet. Register an account in the shop (its e-mail confirmed), then, with the server running: npm run operator -- add <that e-mail>'
