/**
 * The `admin` role (who may move orders on) in `users.roles`, set and taken back by e-mail. The
 * way in for people is `npm run operator` (server/operators/operator-cli.ts, decision 032), which
 * also works while the server runs on the embedded database and refuses an unconfirmed address;
 * tests and fixtures call `setAdminRole` directly.
 */
import { sql } from 'drizzle-orm'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'

export const ADMIN_ROLE = 'admin'

/** Adds (or removes) the admin role; answers the user's roles, or null when no account has that e-mail. */
export async function setAdminRole(db: Db, email: string, grant = true): Promise<string[] | null> {
  const [row] = await rows<{ roles: string[] }>(
    db,
    grant
      ? sql`UPDATE users SET roles = CASE WHEN ${ADMIN_ROLE} = ANY (roles) THEN roles ELSE array_append(roles, ${ADMIN_ROLE}) END, updated_at = now()
            WHERE email = ${email.trim().toLowerCase()} RETURNING roles`
      : sql`UPDATE users SET roles = array_remove(roles, ${ADMIN_ROLE}), updated_at = now()
            WHERE email = ${email.trim().toLowerCase()} RETURNING roles`,
  )
  return row ? row.roles : null
}
