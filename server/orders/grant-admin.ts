/**
 * Grants the `admin` role (who may move orders on) to an account, by e-mail:
 *
 *   npx tsx server/orders/grant-admin.ts amina@example.com          # grant
 *   npx tsx server/orders/grant-admin.ts --revoke amina@example.com # take it back
 *
 * It opens the database exactly as the server does (DATABASE_URL, else the embedded PGlite under
 * DATA_DIR). The embedded database allows one process: stop the server first, or point
 * DATABASE_URL at the PostgreSQL the server uses. A running server sees the change within its
 * session cache time (a few seconds).
 */
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { openDatabase } from '../db/client'
import { parseEnv } from '../env'

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

async function main(args: string[]) {
  const revoke = args.includes('--revoke')
  const email = args.find((a) => !a.startsWith('--'))
  if (!email) {
    console.error('usage: npx tsx server/orders/grant-admin.ts [--revoke] <email>')
    process.exit(2)
  }
  const env = parseEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir })
  try {
    const roles = await setAdminRole(database.db, email, !revoke)
    if (!roles) {
      console.error(`No account with the e-mail ${email} (${database.describe})`)
      process.exitCode = 1
      return
    }
    console.log(`${email}: roles ${JSON.stringify(roles)} (${database.describe})`)
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
