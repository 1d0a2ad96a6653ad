/**
 * The market's operators (decision 032, first step): today one role, `admin` in `users.roles`
 * (who may move orders on), granted to an existing account whose e-mail is confirmed — never to an
 * address nobody has proved, and never with a password of ours. `npm run operator` is the way in
 * (operator-cli.ts); the grants per market and the `support` role of decision 032 come with the
 * console.
 */
import { sql } from 'drizzle-orm'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ADMIN_ROLE, setAdminRole } from '../orders/grant-admin'

export type GrantOutcome = { ok: true; email: string; roles: string[] } | { ok: false; reason: 'no_account' | 'unconfirmed' }

/** Grants (or takes back) the operator role of the account with this e-mail. */
export async function grantOperator(db: Db, email: string, grant = true): Promise<GrantOutcome> {
  const address = email.trim().toLowerCase()
  const [user] = await rows<{ verified: boolean }>(db, sql`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = ${address}`)
  if (!user) return { ok: false, reason: 'no_account' }
  // Taking the role back needs no proof; giving it does.
  if (grant && !user.verified) return { ok: false, reason: 'unconfirmed' }
  const roles = await setAdminRole(db, address, grant)
  return roles ? { ok: true, email: address, roles } : { ok: false, reason: 'no_account' }
}

/** The e-mails of the accounts holding the operator role, in order. */
export async function operatorEmails(db: Db): Promise<string[]> {
  const found = await rows<{ email: string }>(db, sql`SELECT email FROM users WHERE ${ADMIN_ROLE} = ANY (roles) ORDER BY email`)
  return found.map((r) => r.email)
}

/** What `npm start` says on a database without an operator. */
export const NO_OPERATOR_HINT = 'No operator yet. Register an account in the shop (its e-mail confirmed), then, with the server running: npm run operator -- add <that e-mail>'
