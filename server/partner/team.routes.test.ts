/**
 * A provider's team (decision 035): an owner invites by e-mail (the invitee accepts with the
 * link's token and becomes a member), changes roles and removes members; staff cannot manage the
 * team; a provider never loses its last owner; every change is audit-logged.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Team } from '../../src/api/partner-contract'
import { addMember, insertFarmProvider } from '../access/access.fixtures'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'

let t: CommerceTestApp
let farm: string
let owner: Shopper
let staff: Shopper

beforeAll(async () => {
  t = await createCommerceTestApp()
  farm = await insertFarmProvider(t.db, { id: 'thandi', storeId: 'jnb' })
  owner = await t.shopper()
  staff = await t.shopper()
  await addMember(t.db, farm, owner.id, 'owner')
  await addMember(t.db, farm, staff.id, 'staff')
})
afterAll(() => t.close())

const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)![1]!

test('an owner invites by e-mail in their language; the invitee accepts and is a member; staff cannot invite', async () => {
  const newcomer = await t.shopper()
  expect((await t.api(staff, 'POST', `/api/partner/${farm}/team/invitations`, { email: newcomer.email, role: 'manager' })).status).toBe(403)
  const invited = await t.api<Team>(owner, 'POST', `/api/partner/${farm}/team/invitations`, { email: newcomer.email, role: 'manager' }, { 'accept-language': 'fr' })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  expect(invited.body.data.invitations).toEqual([expect.objectContaining({ email: newcomer.email, role: 'manager' })])
  await t.mailIdle()
  const mail = t.outbox.findLast((m) => m.to === newcomer.email && m.purpose === 'provider-invitation')!
  expect(mail.link).toContain('/fr/partner/invitations/accept?token=')
  expect((await t.api(newcomer, 'POST', '/api/partner/invitations/accept', { token: tokenOf(mail.link!) })).status).toBe(200)
  const team = await t.api<Team>(staff, 'GET', `/api/partner/${farm}/team`)
  expect(team.body.data.members.map((m) => [m.email, m.role])).toEqual(
    expect.arrayContaining([
      [owner.email, 'owner'],
      [newcomer.email, 'manager'],
      [staff.email, 'staff'],
    ]),
  )
  expect(team.body.data.invitations).toEqual([])
})

test('roles change and members leave, never the last owner', async () => {
  expect((await t.api(owner, 'PATCH', `/api/partner/${farm}/team/${owner.id}`, { role: 'manager' })).status).toBe(409)
  expect((await t.api(owner, 'DELETE', `/api/partner/${farm}/team/${owner.id}`, undefined, {})).status).toBe(409)
  expect((await t.api(staff, 'PATCH', `/api/partner/${farm}/team/${staff.id}`, { role: 'owner' })).status).toBe(403)
  expect((await t.api<Team>(owner, 'PATCH', `/api/partner/${farm}/team/${staff.id}`, { role: 'owner' })).status).toBe(200)
  // Two owners now: the first may step down.
  expect((await t.api(owner, 'PATCH', `/api/partner/${farm}/team/${owner.id}`, { role: 'manager' })).status).toBe(200)
  const removed = await t.api<Team>(staff, 'DELETE', `/api/partner/${farm}/team/${owner.id}`, undefined, {})
  expect(removed.status).toBe(200)
  expect(removed.body.data.members.map((m) => m.email)).not.toContain(owner.email)
  expect((await t.api(owner, 'GET', `/api/partner/${farm}/team`)).status).toBe(404)
  const actions = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE provider_id = ${farm} AND action LIKE 'team.%' ORDER BY id`)
  expect(actions.map((a) => a.action)).toEqual(['team.invite', 'team.join', 'team.role', 'team.role', 'team.remove'])
})
