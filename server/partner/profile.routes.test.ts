/**
 * A provider's profile and payout number (decision 039) over the real app and database: an owner
 * or manager writes the farm's story (in their language, English filled from it) and practices,
 * which the storefront's farmer page then shows; staff cannot. The farm's photo goes through the
 * listings' pipeline (small WebP, no metadata). The payout number is the owner's alone, needs the
 * current password, is answered and audited masked, and every owner is e-mailed.
 */
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PartnerProfile } from '../../src/api/partner-profile-contract'
import { addMember, insertFarmProvider } from '../access/access.fixtures'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { SyncDevice } from '../test/sync-device'

const PASSWORD = 'green mangoes at dawn'

let t: CommerceTestApp
let farm: string
let owner: Shopper
let coOwner: Shopper
let manager: Shopper
let staff: Shopper

beforeAll(async () => {
  t = await createCommerceTestApp()
  farm = await insertFarmProvider(t.db, { id: 'thandi', storeId: 'jnb' })
  owner = await t.shopper()
  coOwner = await t.shopper()
  manager = await t.shopper()
  staff = await t.shopper()
  await addMember(t.db, farm, owner.id, 'owner')
  await addMember(t.db, farm, coOwner.id, 'owner')
  await addMember(t.db, farm, manager.id, 'manager')
  await addMember(t.db, farm, staff.id, 'staff')
})
afterAll(() => t.close())

const story = (over: Partial<Record<string, string>>) => ({ en: '', fr: '', es: '', pt: '', ar: '', sw: '', ...over })

test('a manager writes the farm’s story in their language and its practices; the storefront’s farmer page shows them; staff may not', async () => {
  // A shopper's device, synced before the edit: its next delta pull brings the farm's new words.
  const device = new SyncDevice('jnb')
  const fetcher = (path: string, init?: RequestInit) => t.app.request(path, init)
  await device.sync(fetcher, ['farmers'])
  const input = { story: story({ fr: 'Nous cultivons sans pesticides depuis 1998.' }), practices: ['pesticide-free', 'agroforestry'] }
  expect((await t.api(staff, 'PUT', `/api/partner/${farm}/profile`, input, { 'accept-language': 'fr' })).status).toBe(403)
  // The member's language is required (English is only the fallback).
  expect((await t.api(manager, 'PUT', `/api/partner/${farm}/profile`, { ...input, story: story({ en: 'Only English' }) }, { 'accept-language': 'fr' })).status).toBe(400)
  expect((await t.api(manager, 'PUT', `/api/partner/${farm}/profile`, { ...input, practices: ['no-such-practice'] }, { 'accept-language': 'fr' })).status).toBe(400)
  const saved = await t.api<PartnerProfile>(manager, 'PUT', `/api/partner/${farm}/profile`, input, { 'accept-language': 'fr' })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body.data).toMatchObject({ story: { fr: input.story.fr, en: input.story.fr, sw: '' }, practices: input.practices, payoutNumber: null })
  // Staff read it (provider.read).
  expect((await t.api<PartnerProfile>(staff, 'GET', `/api/partner/${farm}/profile`)).body.data.practices).toEqual(input.practices)
  const shopperFr = await t.api<{ story: string; practices: string[] }>(null, 'GET', '/api/farm/farmers/thandi', undefined, { 'accept-language': 'fr' })
  expect(shopperFr.body.data).toMatchObject({ story: input.story.fr, practices: input.practices })
  const [audited] = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE provider_id = ${farm} ORDER BY id DESC LIMIT 1`)
  expect(audited!.action).toBe('provider.profile')
  await device.sync(fetcher, ['farmers'])
  expect(device.rows.farmers.get('thandi')).toMatchObject({ practices: input.practices })
  expect(JSON.stringify(device.rows.farmers.get('thandi'))).toContain(input.story.fr)
})

test('the farm’s photo is re-encoded to a small WebP without metadata and shown on the farmer page; staff may not change it', async () => {
  const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8a6b4b' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'farm-secret-gps' } } })
    .toBuffer()
  const upload = (who: Shopper, type: string, body: Buffer) =>
    t.app.request(
      `/api/partner/${farm}/profile/photo`,
      { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type, authorization: `Bearer ${who.token}` } },
      { incoming: { socket: { remoteAddress: '203.0.113.1' } } },
    )
  expect((await upload(staff, 'image/jpeg', jpeg)).status).toBe(403)
  expect((await upload(owner, 'application/pdf', jpeg)).status).toBe(415)
  expect((await upload(owner, 'image/png', Buffer.from('not an image'))).status).toBe(400)
  const res = await upload(owner, 'image/jpeg', jpeg)
  const saved = (await res.json()) as { data: { photo: string; width: number; height: number } }
  expect(res.status, JSON.stringify(saved)).toBe(200)
  expect(saved.data).toMatchObject({ width: 1200, height: 800 })
  const file = await t.call('GET', saved.data.photo, {})
  const bytes = Buffer.from(await file.arrayBuffer())
  const meta = await sharp(bytes).metadata()
  expect(meta.format).toBe('webp')
  expect(meta.exif).toBeUndefined()
  expect(bytes.includes(Buffer.from('farm-secret-gps'))).toBe(false)
  expect((await t.api<{ photo: string }>(null, 'GET', '/api/farm/farmers/thandi')).body.data.photo).toBe(saved.data.photo)
})

test('the payout number: the owner alone, with the current password; masked when shown and audited; every owner is e-mailed', async () => {
  const body = { number: '+254 712 345 678', currentPassword: PASSWORD }
  expect((await t.api(manager, 'PUT', `/api/partner/${farm}/payout`, body)).status).toBe(403)
  expect((await t.api(staff, 'PUT', `/api/partner/${farm}/payout`, body)).status).toBe(403)
  const wrong = await t.api(owner, 'PUT', `/api/partner/${farm}/payout`, { ...body, currentPassword: 'a guess at it' })
  expect(wrong.status).toBe(400)
  expect(wrong.body.errors?.[0]).toMatchObject({ field: 'currentPassword', code: 'wrong_password' })
  expect((await t.api(owner, 'PUT', `/api/partner/${farm}/payout`, { ...body, number: '12ab' })).status).toBe(400)
  const [unchanged] = await rows<{ payout: string | null }>(t.db, sql`SELECT payout_msisdn AS payout FROM providers WHERE id = ${farm}`)
  expect(unchanged!.payout).toBeNull()

  const set = await t.api<PartnerProfile>(owner, 'PUT', `/api/partner/${farm}/payout`, body, { 'accept-language': 'fr' })
  expect(set.status, JSON.stringify(set.body)).toBe(200)
  expect(set.body.data.payoutNumber).toBe('•••• ••• 678')
  expect(JSON.stringify(set.body)).not.toContain('712345')
  expect((await t.api<PartnerProfile>(staff, 'GET', `/api/partner/${farm}/profile`)).body.data.payoutNumber).toBe('•••• ••• 678')
  const [stored] = await rows<{ payout: string }>(t.db, sql`SELECT payout_msisdn AS payout FROM providers WHERE id = ${farm}`)
  expect(stored!.payout).toBe('+254712345678')
  const [audited] = await rows<{ action: string; after: unknown }>(t.db, sql`SELECT action, after FROM audit_log WHERE provider_id = ${farm} ORDER BY id DESC LIMIT 1`)
  expect(audited).toEqual({ action: 'provider.payout', after: { payoutNumber: '•••• ••• 678' } })
  await t.mailIdle()
  const mails = t.outbox.filter((m) => m.purpose === 'partner-payout-changed')
  expect(mails.map((m) => m.to).sort()).toEqual([owner.email, coOwner.email].sort())
  for (const mail of mails) {
    expect(mail.text).toContain('678')
    expect(mail.text).not.toContain('712345')
  }
})

test('the access matrix over these routes: the market’s admin edits the profile but never the payout number; a stranger gets 404; a suspended provider’s owner changes nothing', async () => {
  const admin = await t.admin()
  const stranger = await t.shopper()
  const profile = { story: story({ en: 'Set by the market for the farm.' }), practices: ['organic'] }
  const payout = { number: '+254700000001', currentPassword: PASSWORD }
  expect((await t.api(admin, 'PUT', `/api/partner/${farm}/profile`, profile, { 'accept-language': 'en' })).status).toBe(200)
  expect((await t.api(admin, 'PUT', `/api/partner/${farm}/payout`, payout)).status).toBe(403)
  for (const [method, path, body] of [
    ['GET', `/api/partner/${farm}/profile`, undefined],
    ['PUT', `/api/partner/${farm}/profile`, profile],
    ['PUT', `/api/partner/${farm}/payout`, payout],
  ] as const) {
    expect((await t.api(stranger, method, path, body)).status, `${method} ${path}`).toBe(404)
  }
  await t.db.execute(sql`UPDATE providers SET status = 'suspended' WHERE id = ${farm}`)
  try {
    expect((await t.api(owner, 'GET', `/api/partner/${farm}/profile`)).status).toBe(200)
    const refused = await t.api(owner, 'PUT', `/api/partner/${farm}/profile`, profile, { 'accept-language': 'en' })
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.[0]?.code).toBe('provider_suspended')
    expect((await t.api(owner, 'PUT', `/api/partner/${farm}/payout`, payout)).status).toBe(403)
  } finally {
    await t.db.execute(sql`UPDATE providers SET status = 'active' WHERE id = ${farm}`)
  }
})
