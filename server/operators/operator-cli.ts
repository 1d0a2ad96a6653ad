/**
 * `npm run operator -- add <e-mail> [--support] [--markets jnb,nbo]`: makes an existing account
 * (its e-mail confirmed) an operator (decisions 032 and 034): admin unless `--support`, of every
 * market unless `--markets` lists some; adding again replaces the grant. `remove <e-mail>` takes
 * it back; `list` names them with their role and markets.
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
import { grantOperator, listOperators, type GrantOutcome, type GrantRequest } from './operators'
import { readOpsChannel } from './ops-channel'

const USAGE = 'usage: npm run operator -- add <e-mail> [--support] [--markets jnb,nbo] | remove <e-mail> | list'

function refusal(email: string, outcome: Exclude<GrantOutcome, { ok: true }>): string {
  if (outcome.reason === 'no_account') return `No account has the e-mail ${email}: register it in the shop first.`
  if (outcome.reason === 'unknown_market') return `No market ${outcome.storeIds.join(', ')}: use the ids of the stores (jnb, nbo…).`
  return `The account ${email} has not confirmed its e-mail yet: open the link or enter the code it was sent, then try again.`
}

/** `add`'s options: `--support`, `--markets a,b` (or `--markets=a,b`); null when something else is there. */
export function parseGrantOptions(options: string[]): GrantRequest | null {
  const grant: GrantRequest = { role: 'admin', storeIds: [] }
  for (let i = 0; i < options.length; i++) {
    const option = options[i]!
    if (option === '--support') grant.role = 'support'
    else if (option === '--markets' || option.startsWith('--markets=')) {
      const value = option === '--markets' ? options[++i] : option.slice('--markets='.length)
      const ids = (value ?? '')
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean)
      if (!ids.length || ids.some((id) => !/^[a-z0-9-]{1,40}$/.test(id))) return null
      grant.storeIds = [...new Set([...grant.storeIds, ...ids])]
    } else return null
  }
  return grant
}

const describeGrant = (grant: GrantRequest) => `${grant.role === 'admin' ? 'an admin' : 'support'} of ${grant.storeIds.length ? `the markets ${grant.storeIds.join(', ')}` : 'every market'}`

/** Asks the running server; null when nothing answers at the address it left (a server that was killed). */
async function askServer(dataDir: string, email: string, grant: GrantRequest | null): Promise<GrantOutcome | null> {
  const channel = readOpsChannel(dataDir)
  if (!channel) return null
  let res: Response
  try {
    res = await fetch(`${channel.url}/api/ops/operators`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${channel.token}` },
      body: JSON.stringify(grant ? { email, grant: true, ...grant } : { email, grant: false }),
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
  if (code === 'unknown_market') return { ok: false, reason: 'unknown_market', storeIds: grant?.storeIds ?? [] }
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
    const operators = await withDatabase((d) => listOperators(d.db)).catch((error: Error) => {
      console.error(env.DATABASE_URL ? error.message : `${error.message} (on the embedded database, list them with the server stopped)`)
      return null
    })
    if (!operators) return 1
    console.log(operators.length ? operators.map((o) => `${o.email}\t${o.role}\t${o.storeIds.length ? o.storeIds.join(',') : 'every market'}`).join('\n') : 'No operator yet.')
    return 0
  }
  const grant = command === 'add' ? parseGrantOptions(rest) : null
  if ((command !== 'add' && command !== 'remove') || !email || email.startsWith('--') || (command === 'add' && !grant) || (command === 'remove' && rest.length)) {
    console.error(USAGE)
    return 2
  }
  const outcome = (!env.DATABASE_URL ? await askServer(env.dataDir, email, grant) : null) ?? (await withDatabase((d) => grantOperator(d.db, email, grant)))
  if (!outcome.ok) {
    console.error(refusal(email, outcome))
    return 1
  }
  console.log(grant ? `${outcome.email} is ${describeGrant(grant)}.` : `${outcome.email} is no longer an operator.`)
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
