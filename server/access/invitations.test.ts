/**
 * Joining a provider's team (decision 032): the invitation e-mail in the invitee's language with a
 * link that works once, for the signed-in account whose confirmed e-mail is the invited one.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { addMember, insertFarmProvider } from './access.fixtures'
import { accessFacts } from './grants'
import { INVITATION_DAYS, inviteMember } from './invitations'

let t: CommerceTestApp
let farm: string
const PUBLIC_URL = 'https://malewa.example'

beforeAll(async () => {
  t = await createCommerceTestApp()
  farm = await insertFarmProvider(t.db, { id: 'thandi', storeId: 'jnb' })
})
afterAll(() => t.close())

/** Invites `email` and answers the token from the e-mail's link, with the e-mail. */
async function invite(email: string, role: 'owner' | 'manager' | 'staff' = 'manager', locale = 'en') {
  await t.db.transaction((tx) => inviteMember(tx, { providerId: farm, email, role, invitedBy: null, locale, publicUrl: PUBLIC_URL, now: new Date(t.clock.now()) }))
  const [mail] = await rows<{ link: string; subject: string; text: string; html: string }>(
    t.db,
    sql`SELECT link, subject, text, html FROM mail_outbox WHERE to_address = ${email.toLowerCase()} AND purpose = 'provider-invitation' ORDER BY id DESC LIMIT 1`,
  )
  return { token: new URL(mail!.link).searchParams.get('token')!, mail: mail! }
}

const accept = (who: Shopper, token: string) => t.api<{ providerId: string; role: string }>(who, 'POST', '/api/partner/invitations/accept', { token })

test('the invitee gets an e-mail in their language naming the farm and the role, with a link to the portal’s page', async () => {
  const amina = await t.shopper()
  const { mail } = await invite(amina.email, 'owner', 'fr')
  expect(mail.subject).toBe('Vous êtes invité·e à gérer Mokoena Family Farm sur Malewa')
  expect(mail.text).toContain('en tant que propriétaire')
  expect(mail.text).toContain(`${INVITATION_DAYS} jours`)
  expect(mail.link).toMatch(/^https:\/\/malewa\.example\/fr\/partner\/invitations\/accept\?token=[\w-]{40,}$/)
  expect(mail.html).toContain('lang="fr"')
  const [invitation] = await rows<{ token_hash: string }>(t.db, sql`SELECT token_hash FROM provider_invitations WHERE email = ${amina.email}`)
  expect(invitation!.token_hash, 'the row keeps a hash, never the token').not.toContain(new URL(mail.link).searchParams.get('token'))
})

test('the invited account accepts once and becomes a member; the link does not work twice', async () => {
  const kofi = await t.shopper()
  const { token } = await invite(kofi.email, 'manager')
  const res = await accept(kofi, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data).toEqual({ providerId: farm, role: 'manager' })
  expect(await accessFacts(t.db, kofi.id)).toEqual(['customer', `provider:${farm}:manager`])
  const again = await accept(kofi, token)
  expect(again.status).toBe(400)
  expect(again.body.errors![0]!.code).toBe('invitation_invalid')
  const [logged] = await rows<{ action: string; after: unknown }>(t.db, sql`SELECT action, after FROM audit_log WHERE actor_user_id = ${kofi.id}`)
  expect(logged).toEqual({ action: 'team.join', after: { role: 'manager' } })
})

test('another account, an unconfirmed one, an expired or replaced link, and no link at all are refused and make no member', async () => {
  const invited = await t.shopper({ unconfirmed: true })
  const stranger = await t.shopper()
  const { token: first } = await invite(invited.email, 'staff')
  const { token } = await invite(invited.email, 'staff')
  const members = () => rows(t.db, sql`SELECT user_id FROM provider_members WHERE user_id IN (${invited.id}, ${stranger.id})`)

  const other = await accept(stranger, token)
  expect([other.status, other.body.errors![0]!.code]).toEqual([403, 'invitation_other_email'])
  const unconfirmed = await accept(invited, token)
  expect([unconfirmed.status, unconfirmed.body.errors![0]!.code]).toEqual([403, 'email_unconfirmed'])
  const replaced = await accept(invited, first)
  expect([replaced.status, replaced.body.errors![0]!.code], 'the older link of a re-sent invitation').toEqual([400, 'invitation_invalid'])
  expect((await accept(invited, 'x'.repeat(43))).status).toBe(400)
  expect((await t.api(null, 'POST', '/api/partner/invitations/accept', { token })).status).toBe(401)
  expect(await members()).toEqual([])

  await t.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${invited.id}`)
  // Seven days on (the session would have ended by then: the invitation's clock is moved instead).
  await t.db.execute(sql`UPDATE provider_invitations SET expires_at = ${new Date(t.clock.now())} WHERE email = ${invited.email}`)
  const expired = await accept(invited, token)
  expect([expired.status, expired.body.errors![0]!.code]).toEqual([400, 'invitation_invalid'])
  expect(await members()).toEqual([])
})

test('accepting never lowers a role: an owner who accepts a staff invitation stays owner', async () => {
  const owner = await t.shopper()
  await addMember(t.db, farm, owner.id, 'owner')
  const { token } = await invite(owner.email, 'staff')
  expect((await accept(owner, token)).body.data).toEqual({ providerId: farm, role: 'owner' })
})
