/**
 * A provider's profile and payout number in the portal (decision 039).
 *
 * - The profile is the farm's catalog row (`farmers.story`, `practices`, `photo`): what the
 *   storefront's farmer page already shows, so an edit reaches shoppers' devices through the delta
 *   sync like a listing's. `provider.settings` (owner, manager, the market's admin; not staff).
 *   The story is written in the member's language (required) and the other five optionally;
 *   English, the storefront's fallback, is filled from the member's text when left empty.
 * - The payout number (`providers.payout_msisdn`): `payout.change`, the owner alone, with the
 *   current password (reauthenticate.ts, the check the e-mail change uses), audit-logged masked,
 *   and every owner is e-mailed in the same transaction, so a change no owner made is noticed. It
 *   is only ever answered masked.
 *
 * The photo is photo-upload.routes.ts's (its body is not JSON).
 */
import { sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { maskPayoutNumber, payoutInputSchema, profileInputSchema, type PartnerProfile, type ProfileInput } from '../../src/api/partner-profile-contract'
import type { Locale } from '../../src/config'
import { canProvider, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import { AuthError, renderAuthError } from '../auth/auth-http'
import type { AuthRuntime } from '../auth/auth-runtime'
import { reauthenticate } from '../auth/reauthenticate'
import { requireUser } from '../auth/require-user'
import { rows, type Conn } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { localePrefix } from '../mail/auth-mail'
import { orderMailLang } from '../mail/order-mail'
import { payoutChangedMail } from '../mail/partner-mail'
import { memberLocale } from './partner-mail-out'
import { farmOf } from './partner-queries'

const providerParam = z.object({ providerId: z.string().trim().min(1).max(80) })

type Auth = Pick<AuthRuntime, 'mailer' | 'config' | 'hasher' | 'limiter' | 'throttle'>

const actor = (c: Context<AccessEnv>) => ({ actorUserId: c.var.access.userId, actorKind: c.var.access.actor, providerId: c.var.access.providerId, storeId: c.var.access.storeId })

async function profileOf(db: Conn, providerId: string): Promise<PartnerProfile> {
  const [row] = await rows<{ story: Partial<Record<Locale, string>>; practices: PartnerProfile['practices']; photo: string; payout: string | null }>(
    db,
    sql`SELECT f.story, f.practices, f.photo, p.payout_msisdn AS payout FROM providers p JOIN farmers f ON f.id = p.kind_id WHERE p.id = ${providerId}`,
  )
  if (!row) throw new ApiError(404, 'not_found', 'No profile here')
  const story = { en: '', fr: '', es: '', pt: '', ar: '', sw: '', ...row.story }
  return { story, practices: row.practices, photo: row.photo, payoutNumber: row.payout ? maskPayoutNumber(row.payout) : null }
}

/** The story as stored: the member's language required, English filled from it when empty. */
function storyOf(input: ProfileInput, lang: Locale): Record<Locale, string> {
  if (!input.story[lang]) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: `story.${lang}`, code: 'required', message: 'Tell your story in your language' }])
  }
  return { ...input.story, en: input.story.en || input.story[lang] }
}

export function profileRoutes(db: Db, auth: Auth) {
  const { mailer } = auth
  return new Hono<AccessEnv>()
    .use(requireUser)
    .get('/:providerId/profile', validate('param', providerParam), canProvider('provider.read'), async (c) => ok(c, await profileOf(db, c.var.access.providerId)))
    .put('/:providerId/profile', validate('param', providerParam), canProvider('provider.settings'), validate('json', profileInputSchema), async (c) => {
      const input = c.req.valid('json')
      const story = storyOf(input, requestLang(c))
      const practices = [...input.practices]
      const profile = await db.transaction(async (tx) => {
        const farmerId = await farmOf(tx, c.var.access.providerId)
        const [before] = await rows<{ story: unknown; practices: string[] }>(tx, sql`SELECT story, practices FROM farmers WHERE id = ${farmerId} FOR UPDATE`)
        await tx.execute(sql`UPDATE farmers SET story = ${JSON.stringify(story)}::jsonb, practices = ${sql.raw(`'{${practices.join(',')}}'::text[]`)}, updated_at = now() WHERE id = ${farmerId}`)
        await audit(tx, { ...actor(c), action: 'provider.profile', subject: `farmers:${farmerId}`, before, after: { story, practices } })
        return profileOf(tx, c.var.access.providerId)
      })
      return ok(c, profile)
    })
    .put('/:providerId/payout', validate('param', providerParam), canProvider('payout.change'), validate('json', payoutInputSchema), async (c) => {
      const { number, currentPassword } = c.req.valid('json')
      const [me] = await rows<{ id: string; passwordHash: string | null; name: string; email: string }>(
        db,
        sql`SELECT id, password_hash AS "passwordHash", trim(name || ' ' || surname) AS name, email FROM users WHERE id = ${c.var.user.id}`,
      )
      if (!me) throw new ApiError(404, 'not_found', 'No such account')
      try {
        await reauthenticate(auth, me, currentPassword)
      } catch (error) {
        if (error instanceof AuthError) return renderAuthError(c, error)
        throw error
      }
      const providerId = c.var.access.providerId
      const profile = await db.transaction(async (tx) => {
        const [before] = await rows<{ payout: string | null; farm: string }>(
          tx,
          sql`SELECT p.payout_msisdn AS payout, coalesce(f.farm_name, p.id) AS farm FROM providers p LEFT JOIN farmers f ON f.id = p.kind_id WHERE p.id = ${providerId} FOR UPDATE OF p`,
        )
        await tx.execute(sql`UPDATE providers SET payout_msisdn = ${number}, updated_at = now() WHERE id = ${providerId}`)
        const masked = maskPayoutNumber(number)
        await audit(tx, {
          ...actor(c),
          action: 'provider.payout',
          subject: `providers:${providerId}`,
          before: { payoutNumber: before?.payout ? maskPayoutNumber(before.payout) : null },
          after: { payoutNumber: masked },
        })
        const owners = await rows<{ email: string; name: string; locale: string | null }>(
          tx,
          sql`SELECT u.email, u.name, ${memberLocale(sql`m.provider_id`, sql`u.email`)} AS locale
              FROM provider_members m JOIN users u ON u.id = m.user_id WHERE m.provider_id = ${providerId} AND m.role = 'owner'`,
        )
        for (const owner of owners) {
          const locale = orderMailLang(owner.locale ?? 'en')
          const link = `${auth.config.publicUrl.replace(/\/+$/, '')}/${localePrefix(locale)}partner/${encodeURIComponent(providerId)}/profile`
          const mail = payoutChangedMail({ locale, name: owner.name, farm: before?.farm ?? providerId, number: masked, by: me.name || me.email, link })
          await mailer.enqueue(tx, { to: owner.email, ...mail, link, purpose: 'partner-payout-changed' })
        }
        return profileOf(tx, providerId)
      })
      mailer.wake()
      return ok(c, profile)
    })
}
