/**
 * A provider's team (decision 032): its members and open invitations for anyone of the provider
 * (`provider.read`); inviting by e-mail (through `inviteMember`, in the inviter's language: the
 * invitee's own is unknown until they answer), changing a role and removing a member for
 * `team.manage` (owners, and the market's admins). A provider never loses its last owner: 409
 * `last_owner`, whether by a change of role or a removal. Audit-logged in the change's transaction.
 */
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { teamInviteSchema, teamRoleSchema, type Team } from '../../src/api/partner-contract'
import { canProvider, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import { inviteMember } from '../access/invitations'
import { requireUser } from '../auth/require-user'
import { rows, type Tx } from '../cart/cart-sql'
import { isoText } from '../catalog/catalog-sql'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'

const providerParam = z.object({ providerId: z.string().trim().min(1).max(80) })
const memberParam = providerParam.extend({ userId: z.string().trim().min(1).max(80) })

async function team(db: Db | Tx, providerId: string): Promise<Team> {
  const members = await rows<Team['members'][number]>(
    db,
    sql`SELECT m.user_id AS "userId", trim(u.name || ' ' || u.surname) AS name, u.email, m.role
        FROM provider_members m JOIN users u ON u.id = m.user_id WHERE m.provider_id = ${providerId}
        ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END, u.email`,
  )
  const invitations = await rows<Team['invitations'][number]>(
    db,
    sql`SELECT id, email, role, ${isoText(sql`expires_at`)} AS "expiresAt" FROM provider_invitations
        WHERE provider_id = ${providerId} AND accepted_at IS NULL AND expires_at > now() ORDER BY created_at DESC`,
  )
  return { members, invitations }
}

/** The member's row, locked with every owner row of the provider (two owners stepping down at once cannot both succeed). */
async function lockMember(tx: Tx, providerId: string, userId: string): Promise<{ role: string; owners: number }> {
  const locked = await rows<{ userId: string; role: string }>(
    tx,
    sql`SELECT user_id AS "userId", role FROM provider_members WHERE provider_id = ${providerId} AND (role = 'owner' OR user_id = ${userId}) ORDER BY user_id FOR UPDATE`,
  )
  const member = locked.find((m) => m.userId === userId)
  if (!member) throw new ApiError(404, 'not_found', 'No such member of this provider')
  return { role: member.role, owners: locked.filter((m) => m.role === 'owner').length }
}

const lastOwner = () =>
  new ApiError(409, 'last_owner', 'A provider keeps at least one owner: make someone else owner first', [{ field: 'role', code: 'last_owner', message: 'A provider keeps at least one owner' }])

export function teamRoutes(db: Db) {
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/:providerId/team', validate('param', providerParam), canProvider('provider.read'), async (c) => ok(c, await team(db, c.var.access.providerId)))
    .post('/:providerId/team/invitations', validate('param', providerParam), canProvider('team.manage'), validate('json', teamInviteSchema), async (c) => {
      const { email, role } = c.req.valid('json')
      const runtime = c.get('authRuntime')
      const answer = await db.transaction(async (tx) => {
        await inviteMember(tx, {
          providerId: c.var.access.providerId,
          email,
          role,
          invitedBy: c.var.access.userId,
          locale: requestLang(c),
          publicUrl: runtime.config.publicUrl,
          actorKind: c.var.access.actor,
        })
        return team(tx, c.var.access.providerId)
      })
      runtime.mailer.wake()
      return ok(c, answer, 201)
    })
    .patch('/:providerId/team/:userId', validate('param', memberParam), canProvider('team.manage'), validate('json', teamRoleSchema), async (c) => {
      const { userId } = c.req.valid('param')
      const { role } = c.req.valid('json')
      const answer = await db.transaction(async (tx) => {
        const { providerId } = c.var.access
        const before = await lockMember(tx, providerId, userId)
        if (before.role === 'owner' && role !== 'owner' && before.owners <= 1) throw lastOwner()
        await tx.execute(sql`UPDATE provider_members SET role = ${role}, updated_at = now() WHERE provider_id = ${providerId} AND user_id = ${userId}`)
        await audit(tx, {
          actorUserId: c.var.access.userId,
          actorKind: c.var.access.actor,
          providerId,
          storeId: c.var.access.storeId,
          action: 'team.role',
          subject: `provider_members:${providerId}:${userId}`,
          before: { role: before.role },
          after: { role },
        })
        return team(tx, providerId)
      })
      return ok(c, answer)
    })
    .delete('/:providerId/team/:userId', validate('param', memberParam), canProvider('team.manage'), async (c) => {
      const { userId } = c.req.valid('param')
      const answer = await db.transaction(async (tx) => {
        const { providerId } = c.var.access
        const before = await lockMember(tx, providerId, userId)
        if (before.role === 'owner' && before.owners <= 1) throw lastOwner()
        await tx.execute(sql`DELETE FROM provider_members WHERE provider_id = ${providerId} AND user_id = ${userId}`)
        await audit(tx, {
          actorUserId: c.var.access.userId,
          actorKind: c.var.access.actor,
          providerId,
          storeId: c.var.access.storeId,
          action: 'team.remove',
          subject: `provider_members:${providerId}:${userId}`,
          before: { role: before.role },
        })
        return team(tx, providerId)
      })
      return ok(c, answer)
    })
}
