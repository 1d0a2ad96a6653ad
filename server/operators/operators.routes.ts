/**
 * POST /api/ops/operators: grants or takes back the operator role, for `npm run operator` while
 * the server runs on the embedded database (ops-channel.ts). Only with this start's token
 * (`Authorization: Bearer …`, constant-time compare) and only from a loopback address; without a
 * token (a server on PostgreSQL, where the command writes to the database itself) the route does
 * not exist.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { z } from 'zod'
import { emailSchema } from '../../src/api/auth-contract'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { operatorOnly } from '../lib/operator'
import type { Logger } from '../lib/log'
import { grantOperator } from './operators'

export const grantBody = z.object({ email: emailSchema, grant: z.boolean().default(true) })

const isLoopback = (address: string | undefined) => !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'))

export function operatorsRoutes(db: Db, token: string | null, log: Logger) {
  return new Hono()
    .use(operatorOnly(token, 'the local operator token (DATA_DIR/ops.json)'))
    .use(async (c, next) => {
      let address: string | undefined
      try {
        address = getConnInfo(c).remote.address
      } catch {
        address = undefined
      }
      if (!isLoopback(address)) throw new ApiError(403, 'forbidden', 'Operators are granted from the machine the server runs on')
      await next()
    })
    .post('/', validate('json', grantBody), async (c) => {
      const { email, grant } = c.req.valid('json')
      const outcome = await grantOperator(db, email, grant)
      if (!outcome.ok) {
        if (outcome.reason === 'no_account') throw new ApiError(404, 'not_found', `No account has the e-mail ${email}: register it in the shop first`)
        throw new ApiError(403, 'email_unconfirmed', `The account ${email} has not confirmed its e-mail yet`)
      }
      log.info(grant ? 'operator granted' : 'operator revoked', { email: outcome.email })
      return ok(c, { email: outcome.email, roles: outcome.roles })
    })
}
