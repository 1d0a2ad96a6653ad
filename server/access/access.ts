/**
 * The two guards of the back office (decision 032), both reading `PERMISSIONS` (permissions.ts)
 * and the database on every request (no cache: a suspension, a removed member or a revoked grant
 * counts on the next request). Use them after `requireUser`:
 *
 *   new Hono<AccessEnv>().use(requireUser)
 *     .get('/:providerId/orders', canProvider('provider.read'), (c) => … c.var.access.providerId …)
 *   new Hono<AccessEnv>().use(requireUser)
 *     .get('/applications', canOperator('application.decide'), (c) => … c.var.operator.storeIds …)
 *
 * `canProvider` resolves the `:providerId` of the route: a member acts with its role, an operator
 * whose grant covers the provider's market with its operator role. Anyone else gets 404 (the id
 * says nothing about whether the provider exists); a role without the action 403 `forbidden`; a
 * write while the provider is not active 403 `provider_suspended` (reading goes on).
 * `canOperator` needs a grant whose role has the action (403 `forbidden` otherwise); what a grant
 * limited to some markets may see is the route's to filter (`operatorCovers`, 404 elsewhere).
 */
import { sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { UserEnv } from '../auth/require-user'
import { rows, type Conn } from '../cart/cart-sql'
import type { PROVIDER_SERVICES, PROVIDER_STATUSES } from '../db/schema/access'
import { ApiError } from '../lib/http'
import { operatorCovers, operatorGrantOf, type OperatorGrant } from './grants'
import { isWriteAction, roleMay, type Action, type MemberRole, type OperatorRole } from './permissions'

export { operatorCovers } from './grants'

export type ProviderStatus = (typeof PROVIDER_STATUSES)[number]
export type ProviderService = (typeof PROVIDER_SERVICES)[number]

export interface ProviderAccess {
  providerId: string
  storeId: string
  service: ProviderService
  status: ProviderStatus
  role: MemberRole | OperatorRole
  actor: 'member' | 'operator'
  userId: string
}

export type OperatorAccess = Omit<OperatorGrant, 'userId'> & { userId: string }

export type AccessEnv = { Variables: UserEnv['Variables'] & { access: ProviderAccess; operator: OperatorAccess } }

interface ProviderFacts {
  id: string
  storeId: string
  service: ProviderService
  status: ProviderStatus
  memberRole: MemberRole | null
}

const providerFacts = async (conn: Conn, providerId: string, userId: string): Promise<ProviderFacts | null> =>
  (
    await rows<ProviderFacts>(
      conn,
      sql`SELECT p.id, p.store_id AS "storeId", p.service, p.status,
                 (SELECT m.role FROM provider_members m WHERE m.provider_id = p.id AND m.user_id = ${userId}) AS "memberRole"
          FROM providers p WHERE p.id = ${providerId}`,
    )
  )[0] ?? null

/**
 * Who the user is to this provider: its member role, else the covering operator grant's role;
 * null when neither (the caller answers 404). A member who is also an operator acts as the member.
 */
export async function resolveProviderAccess(conn: Conn, providerId: string, userId: string): Promise<ProviderAccess | null> {
  const provider = await providerFacts(conn, providerId, userId)
  if (!provider) return null
  const base = { providerId: provider.id, storeId: provider.storeId, service: provider.service, status: provider.status, userId }
  if (provider.memberRole) return { ...base, role: provider.memberRole, actor: 'member' }
  const grant = await operatorGrantOf(conn, userId)
  if (grant && operatorCovers(grant, provider.storeId)) return { ...base, role: grant.role, actor: 'operator' }
  return null
}

/** Refuses what `access` may not do: 403 `forbidden`, or 403 `provider_suspended` for a write while the provider is not active. */
export function assertProviderMay(access: ProviderAccess, action: Action): void {
  if (!roleMay(access.role, action)) throw new ApiError(403, 'forbidden', `A provider's ${access.role} may not do this (${action})`)
  if (isWriteAction(action) && access.status !== 'active') throw new ApiError(403, 'provider_suspended', `The provider is ${access.status}: its data can be read, not changed`)
}

const notFound = (providerId: string) => new ApiError(404, 'not_found', `No provider ${providerId}`)

export function canProvider(action: Action) {
  return createMiddleware<AccessEnv>(async (c, next) => {
    const providerId = c.req.param('providerId')
    if (!providerId) throw new Error(`canProvider('${action}') on a route without a :providerId parameter`)
    if (providerId.length > 80) throw notFound(providerId.slice(0, 80))
    const access = await resolveProviderAccess(c.get('authRuntime').db, providerId, c.var.user.id)
    if (!access) throw notFound(providerId)
    assertProviderMay(access, action)
    c.set('access', access)
    await next()
  })
}

/** The user's grant when its role may do `action`; null otherwise. */
export async function operatorMay(conn: Conn, userId: string, action: Action): Promise<OperatorAccess | null> {
  const grant = await operatorGrantOf(conn, userId)
  return grant && roleMay(grant.role, action) ? grant : null
}

export function canOperator(action: Action) {
  return createMiddleware<AccessEnv>(async (c, next) => {
    const operator = await operatorMay(c.get('authRuntime').db, c.var.user.id, action)
    if (!operator) throw new ApiError(403, 'forbidden', `Only the market's operators may do this (${action})`)
    c.set('operator', operator)
    await next()
  })
}
