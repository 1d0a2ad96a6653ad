/**
 * POST /api/ops/operators: grants (role, markets) or takes back an operator grant, for `npm run operator` while
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
import { OPERATOR_ROLES } from '../access/permissions'
import { grantOperator } from './operators'

/** A market id as the stores table spells them (`jnb`). */
export const marketIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,40}$/)

export const grantBody = z.object({
  email: emailSchema,
  grant: z.boolean().default(true),
  role: z.enum(OPERATOR_ROLES).default('admin'),
  /** Empty: every market. */
  storeIds: z.array(marketIdSchema).max(50).default([]),
})

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
      const { email, grant, role, storeIds } = c.req.valid('json')
      const outcome = await grantOperator(db, email, grant ? { role, storeIds } : null)
      if (!outcome.ok) {
        if (outcome.reason === 'no_account') throw new ApiError(404, 'not_found', `No account has the e-mail ${email}: register it in the shop first`)
        if (outcome.reason === 'unknown_market')
          throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'storeIds', code: 'unknown_market', message: `No market ${outcome.storeIds.join(', ')}` }])
        throw new ApiError(403, 'email_unconfirmed', `The account ${email} has not confirmed its e-mail yet`)
      }
      log.info(grant ? 'operator granted' : 'operator revoked', { email: outcome.email, ...(grant ? { role, storeIds } : {}) })
      return ok(c, { email: outcome.email, roles: outcome.roles })
    })
}
