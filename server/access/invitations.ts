/**
 * Invitations to a provider's team (decision 032): `inviteMember` writes the invitation and its
 * e-mail (in the invitee's language, through the mail outbox, in the caller's transaction; call
 * `mailer.wake()` after the commit), and POST /api/partner/invitations/accept turns it into a
 * membership for the signed-in account whose confirmed e-mail is the invited one.
 *
 * The token travels only in the e-mail's link; the row keeps its SHA-256. An invitation lasts
 * INVITATION_DAYS and is used once; inviting the same address again replaces the one still open.
 * Accepting never lowers a member's role (an owner who accepts a staff invitation stays owner), so
 * accepting cannot leave a provider without an owner.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { randomToken, sha256 } from '../auth/auth-crypto'
import { requireUser, type UserEnv } from '../auth/require-user'
import { rows, type Conn } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { providerInvitations } from '../db/schema/access'
import { ApiError, ok, validate } from '../lib/http'
import { localePrefix } from '../mail/auth-mail'
import { invitationMail, type InvitationOccasion } from '../mail/invitation-mail'
import { writeMail } from '../mail/mailer'
import { orderMailLang } from '../mail/order-mail'
import { audit } from './audit'
import type { MemberRole } from './permissions'

export const INVITATION_DAYS = 7
const DAY_MS = 86_400_000

export interface Invitation {
  providerId: string
  /** Lower-cased before it is stored. */
  email: string
  role: MemberRole
  /** Who invites (an owner, or an operator); null: the system (an approved application). */
  invitedBy: string | null
  /** The invitee's language (the e-mail is written in it); an unknown one falls back to English. */
  locale: string
  /** The storefront's public origin, for the link. */
  publicUrl: string
  actorKind?: 'operator' | 'member' | 'system'
  /** An approved application's owner gets the approval's words (the invitation is the good news). */
  occasion?: InvitationOccasion
  now?: Date
}

/** The name shoppers know the provider by (a farm's farm name). */
export async function providerName(conn: Conn, providerId: string): Promise<{ name: string; storeId: string } | null> {
  const [row] = await rows<{ name: string; storeId: string }>(
    conn,
    sql`SELECT f.farm_name AS name, p.store_id AS "storeId" FROM providers p JOIN farmers f ON f.id = p.kind_id WHERE p.id = ${providerId}`,
  )
  return row ?? null
}

/** The page that accepts an invitation (the partner portal's), in the invitee's language. */
export const invitationLink = (publicUrl: string, locale: string, token: string): string =>
  `${publicUrl}/${localePrefix(orderMailLang(locale))}partner/invitations/accept?token=${encodeURIComponent(token)}`

/** Writes the invitation and its e-mail in `tx`; answers the invitation's id. */
export async function inviteMember(tx: Conn, invitation: Invitation): Promise<{ id: string }> {
  const provider = await providerName(tx, invitation.providerId)
  if (!provider) throw new ApiError(404, 'not_found', `No provider ${invitation.providerId}`)
  const email = invitation.email.trim().toLowerCase()
  const lang = orderMailLang(invitation.locale)
  const now = invitation.now ?? new Date()
  const token = randomToken()
  const id = randomUUID()
  // One open invitation per address and provider: the newest link is the one that works.
  await tx.execute(sql`DELETE FROM provider_invitations WHERE provider_id = ${invitation.providerId} AND email = ${email} AND accepted_at IS NULL`)
  await tx.insert(providerInvitations).values({
    id,
    providerId: invitation.providerId,
    email,
    role: invitation.role,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    invitedBy: invitation.invitedBy,
    locale: lang,
  })
  const link = invitationLink(invitation.publicUrl, lang, token)
  await writeMail(tx, {
    to: email,
    ...invitationMail(lang, { provider: provider.name, role: invitation.role, link, days: INVITATION_DAYS, occasion: invitation.occasion }),
    link,
    purpose: 'provider-invitation',
  })
  await audit(tx, {
    actorUserId: invitation.invitedBy,
    actorKind: invitation.actorKind ?? (invitation.invitedBy ? 'member' : 'system'),
    providerId: invitation.providerId,
    storeId: provider.storeId,
    action: 'team.invite',
    subject: `provider_invitations:${id}`,
    after: { email, role: invitation.role },
  })
  return { id }
}

export const acceptInvitationSchema = z.object({ token: z.string().trim().min(20).max(200) })

export interface AcceptedInvitation {
  providerId: string
  role: MemberRole
}

const RANK: Record<MemberRole, number> = { owner: 3, manager: 2, staff: 1 }
const stronger = (a: MemberRole, b: MemberRole | null): MemberRole => (b && RANK[b] > RANK[a] ? b : a)

/** POST /api/partner/invitations/accept. */
export function invitationsRoutes(db: Db) {
  return new Hono<UserEnv>().use(requireUser).post('/accept', validate('json', acceptInvitationSchema), async (c) => {
    const { token } = c.req.valid('json')
    const userId = c.var.user.id
    const now = c.get('authRuntime').now
    const accepted = await db.transaction(async (tx): Promise<AcceptedInvitation> => {
      const [invitation] = await rows<{ id: string; providerId: string; email: string; role: MemberRole; invitedBy: string | null; expired: boolean; used: boolean; storeId: string }>(
        tx,
        sql`SELECT i.id, i.provider_id AS "providerId", i.email, i.role, i.invited_by AS "invitedBy", i.expires_at <= ${new Date(now())} AS expired, i.accepted_at IS NOT NULL AS used, p.store_id AS "storeId"
            FROM provider_invitations i JOIN providers p ON p.id = i.provider_id WHERE i.token_hash = ${sha256(token)} FOR UPDATE OF i`,
      )
      if (!invitation || invitation.expired || invitation.used) throw new ApiError(400, 'invitation_invalid', 'This invitation is unknown, expired or already used: ask for a new one')
      const [user] = await rows<{ email: string; verified: boolean }>(tx, sql`SELECT email, email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}`)
      if (!user) throw new ApiError(401, 'unauthorized', 'Your session has ended: sign in again')
      if (user.email !== invitation.email) throw new ApiError(403, 'invitation_other_email', 'This invitation is for another e-mail address: sign in with the address it was sent to')
      if (!user.verified) throw new ApiError(403, 'email_unconfirmed', 'Confirm your e-mail address first, then accept the invitation')
      const [member] = await rows<{ role: MemberRole }>(tx, sql`SELECT role FROM provider_members WHERE provider_id = ${invitation.providerId} AND user_id = ${userId} FOR UPDATE`)
      const role = stronger(invitation.role, member?.role ?? null)
      await tx.execute(sql`INSERT INTO provider_members (provider_id, user_id, role, invited_by) VALUES (${invitation.providerId}, ${userId}, ${role}, ${invitation.invitedBy})
        ON CONFLICT (provider_id, user_id) DO UPDATE SET role = excluded.role, updated_at = now()`)
      await tx.execute(sql`UPDATE provider_invitations SET accepted_at = ${new Date(now())}, updated_at = now() WHERE id = ${invitation.id}`)
      await audit(tx, {
        actorUserId: userId,
        actorKind: 'member',
        providerId: invitation.providerId,
        storeId: invitation.storeId,
        action: 'team.join',
        subject: `provider_members:${invitation.providerId}:${userId}`,
        before: member ? { role: member.role } : null,
        after: { role },
      })
      return { providerId: invitation.providerId, role }
    })
    return ok(c, accepted)
  })
}
