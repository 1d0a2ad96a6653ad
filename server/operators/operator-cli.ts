/**
 * `npm run operator -- add <e-mail>`: makes an existing account (its e-mail confirmed) an operator
 * of the market (decision 032); `remove <e-mail>` takes it back; `list` names them.
 *
 * On PostgreSQL (DATABASE_URL) it writes to the database, as every server process would. On the
 * embedded database it asks the server running on DATA_DIR (ops-channel.ts), which alone may
 * open it; with no server running it opens the database itself. Exit codes: 0 done, 1 refused (no
 * such account, e-mail not confirmed, server unreachable), 2 usage.
 */
import { pathToFileURL } from 'node:url'
import { openDatabase } from '../db/client'
import { DataDirLockedError } from '../db/lock'
import { parseEnv } from '../env'
import { grantOperator, operatorEmails, type GrantOutcome } from './operators'
import { readOpsChannel } from './ops-channel'

const USAGE = 'usage: npm run operator -- add <e-mail> | remove <e-mail> | list'

const refusal = (email: string, reason: 'no_account' | 'unconfirmed') =>
  reason === 'no_account'
    ? `No account has the e-mail ${email}: register it in the shop first.`
    : `The account ${email} has not confirmed its e-mail yet: open the link or enter the code it was sent, then try again.`

/** Asks the running server; null when nothing answers at the address it left (a server that was killed). */
async function askServer(dataDir: string, email: string, grant: boolean): Promise<GrantOutcome | null> {
  const channel = readOpsChannel(dataDir)
  if (!channel) return null
  let res: Response
  try {
    res = await fetch(`${channel.url}/api/ops/operators`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${channel.token}` },
      body: JSON.stringify({ email, grant }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    return null
  }
  const body = (await res.json().catch(() => null)) as { data?: { email: string; roles: string[] }; errors?: { code?: string; message?: string }[] } | null
  if (res.ok && body?.data) return { ok: true, ...body.data }
  const code = body?.errors?.[0]?.code
  if (res.status === 404 && code === 'not_found') return { ok: false, reason: 'no_account' }
  if (code === 'email_unconfirmed') return { ok: false, reason: 'unconfirmed' }
  throw new Error(`The server at ${channel.url} refused: ${res.status} ${body?.errors?.[0]?.message ?? ''}`.trim())
}

async function withDatabase<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const env = parseEnv()
  let database
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir })
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Error(`The server running on ${env.dataDir} holds its database and did not answer at the address in ${env.dataDir}/ops.json: is it still starting? Try again once it listens.`, {
        cause: error,
      })
    throw error
  }
  try {
    return await run(database)
  } finally {
    await database.close()
  }
}

export async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args
  const env = parseEnv()
  if (command === 'list' && !email) {
    const emails = await withDatabase((d) => operatorEmails(d.db)).catch((error: Error) => {
      console.error(env.DATABASE_URL ? error.message : `${error.message} (on the embedded database, list them with the server stopped)`)
      return null
    })
    if (!emails) return 1
    console.log(emails.length ? emails.join('\n') : 'No operator yet.')
    return 0
  }
  if ((command !== 'add' && command !== 'remove') || !email || rest.length) {
    console.error(USAGE)
    return 2
  }
  const grant = command === 'add'
  const outcome = (!env.DATABASE_URL ? await askServer(env.dataDir, email, grant) : null) ?? (await withDatabase((d) => grantOperator(d.db, email, grant)))
  if (!outcome.ok) {
    console.error(refusal(email, outcome.reason))
    return 1
  }
  console.log(grant ? `${outcome.email} is an operator: sign in again to open the orders' status moves.` : `${outcome.email} is no longer an operator.`)
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
