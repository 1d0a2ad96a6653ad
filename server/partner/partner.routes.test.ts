/**
 * The provider portal's API (decision 035) over the real app and database: a farm's members see
 * and move their own lines of an order (several farms in one order, as the market is a hub), the
 * order follows its farms through the lifecycle, a line out lowers the total and e-mails the
 * shopper, an offline move refused because the order changed answers 409 `order_changed`, the
 * same move replayed is answered; listings in one tap by role, created in the member's language,
 * a photo re-encoded to WebP without metadata; every write audit-logged.
 */
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '../../src/api/cart-contract'
import type { MyProvider, PartnerListing, PartnerOrder } from '../../src/api/partner-contract'
import { addMember, insertFarmProvider } from '../access/access.fixtures'
import { rows } from '../cart/cart-sql'
import { createCommerceTestApp, deliveryDayFor, fillCart, withConfirmed, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'

let t: CommerceTestApp
let thandiOwner: Shopper
let thandiStaff: Shopper
let pieterOwner: Shopper
let amina: Shopper

let thandi: string
let pieter: string

beforeAll(async () => {
  t = await createCommerceTestApp()
  thandi = await insertFarmProvider(t.db, { id: 'thandi', storeId: 'jnb' })
  pieter = await insertFarmProvider(t.db, { id: 'pieter', storeId: 'jnb' })
  thandiOwner = await t.shopper()
  thandiStaff = await t.shopper()
  pieterOwner = await t.shopper()
  amina = await t.shopper()
  await addMember(t.db, thandi, thandiOwner.id, 'owner')
  await addMember(t.db, thandi, thandiStaff.id, 'staff')
  await addMember(t.db, pieter, pieterOwner.id, 'owner')
})
afterAll(() => t.close())

async function order(who: Shopper, lines: [string, number][]): Promise<Order> {
  await fillCart(t, who, lines)
  const input = await withConfirmed(t, who, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, who), payment: { kind: 'cash' } })
  const res = await t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey() })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

const move = (who: Shopper, providerId: string, orderId: string, body: unknown) => t.api<PartnerOrder>(who, 'POST', `/api/partner/${providerId}/orders/${orderId}/moves`, body)
const orderStatus = async (id: string) => (await rows<{ status: string; total: number }>(t.db, sql`SELECT status, total FROM orders WHERE id = ${id}`))[0]!

test('a member lists its providers; a new order reaches each farm of it, with its own lines only, and by e-mail to its members', async () => {
  const mine = await t.api<MyProvider[]>(thandiStaff, 'GET', '/api/partner/providers')
  expect(mine.body.data).toEqual([expect.objectContaining({ id: thandi, name: 'Mokoena Family Farm', role: 'staff', status: 'active', storeId: 'jnb' })])
  const placed = await order(amina, [
    ['spinach', 2],
    ['honey', 1],
  ])
  const seenByThandi = await t.api<PartnerOrder[]>(thandiOwner, 'GET', `/api/partner/${thandi}/orders`)
  const seen = seenByThandi.body.data.find((o) => o.id === placed.id)!
  expect(seen).toMatchObject({ number: placed.number, status: 'placed', part: 'placed', onlyFarm: false, partTotal: 5000 })
  expect(seen.lines.map((l) => l.produceId)).toEqual(['spinach'])
  await t.mailIdle()
  expect(
    t.outbox
      .filter((m) => m.purpose === 'partner-new-order' && m.subject.includes(placed.number))
      .map((m) => m.to)
      .sort(),
  ).toEqual([thandiOwner.email, thandiStaff.email, pieterOwner.email].sort())
  // Not a member of Pieter's farm: not found, as if it did not exist.
  expect((await t.api(thandiOwner, 'GET', `/api/partner/${pieter}/orders`)).status).toBe(404)
})

test('the order follows its farms: confirmed when both accepted, packed when both packed, ready when both handed over; a line out lowers the total and e-mails the shopper', async () => {
  const placed = await order(amina, [
    ['spinach', 1],
    ['carrots', 2],
    ['honey', 1],
  ])
  const carrotsBefore = await t.stockOf('carrots')
  const out = await t.api<PartnerOrder>(thandiStaff, 'POST', `/api/partner/${thandi}/orders/${placed.id}/lines/carrots/unavailable`, {})
  expect(out.status, JSON.stringify(out.body)).toBe(200)
  expect(out.body.data.lines.find((l) => l.produceId === 'carrots')!.unavailable).toBe(true)
  expect((await orderStatus(placed.id)).total).toBe(placed.total - 3600)
  expect(await t.stockOf('carrots')).toBe(carrotsBefore! + 2)
  await t.mailIdle()
  expect(t.outbox.findLast((m) => m.to === amina.email && m.purpose === 'order-line-unavailable')?.text).toContain('Carrots')
  // The same tap again (an outbox replay): answered, nothing more changed.
  expect((await t.api(thandiStaff, 'POST', `/api/partner/${thandi}/orders/${placed.id}/lines/carrots/unavailable`, {})).status).toBe(200)
  expect((await orderStatus(placed.id)).total).toBe(placed.total - 3600)

  expect((await move(thandiStaff, thandi, placed.id, { to: 'confirmed', from: 'placed' })).body.data.part).toBe('confirmed')
  expect((await orderStatus(placed.id)).status).toBe('placed') // Pieter has not answered yet
  await move(pieterOwner, pieter, placed.id, { to: 'confirmed', from: 'placed' })
  expect((await orderStatus(placed.id)).status).toBe('confirmed')
  await move(thandiStaff, thandi, placed.id, { to: 'packed' })
  await move(pieterOwner, pieter, placed.id, { to: 'packed' })
  expect((await orderStatus(placed.id)).status).toBe('packed')
  await move(thandiStaff, thandi, placed.id, { to: 'handed-over' })
  await move(pieterOwner, pieter, placed.id, { to: 'handed-over' })
  expect((await orderStatus(placed.id)).status).toBe('ready-for-pickup')
  // Two farms: the market hands it over, not one of them.
  const delivered = await move(pieterOwner, pieter, placed.id, { to: 'delivered' })
  expect(delivered.status).toBe(409)
  const history = await rows<{ status: string }>(t.db, sql`SELECT status FROM order_status_history WHERE order_id = ${placed.id} ORDER BY id`)
  expect(history.map((h) => h.status)).toEqual(['placed', 'confirmed', 'packed', 'ready-for-pickup'])
  const audited = await rows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE subject LIKE ${`%${placed.id}%`} ORDER BY id`)
  expect(audited.map((a) => a.action)).toEqual(['order.line-unavailable', ...Array(6).fill('order.move')])
})

test('a move made offline on an order the shopper cancelled meanwhile answers 409 order_changed; declining needs a reason and gives the stock back', async () => {
  const placed = await order(amina, [['spinach', 3]])
  const cancelled = await t.api(amina, 'POST', `/api/orders/${placed.id}/cancel`, {})
  expect(cancelled.status).toBe(200)
  const late = await move(thandiStaff, thandi, placed.id, { to: 'confirmed', from: 'placed' })
  expect(late.status).toBe(409)
  expect(late.body.errors).toEqual([expect.objectContaining({ code: 'order_changed', params: expect.objectContaining({ status: 'cancelled' }) })])

  const second = await order(amina, [['spinach', 2]])
  const spinach = await t.stockOf('spinach')
  expect((await move(thandiOwner, thandi, second.id, { to: 'declined' })).status).toBe(400)
  const declined = await move(thandiOwner, thandi, second.id, { to: 'declined', reason: 'Hail took the spinach' })
  expect(declined.status).toBe(200)
  expect(declined.body.data).toMatchObject({ part: 'declined', reason: 'Hail took the spinach', status: 'cancelled' })
  expect(await t.stockOf('spinach')).toBe(spinach! + 2)
})

test('a farm alone in an order takes it to the end; a move the part does not allow is refused', async () => {
  const placed = await order(amina, [['eggs', 1]])
  expect((await move(thandiStaff, thandi, placed.id, { to: 'packed', from: 'placed' })).status).toBe(409)
  for (const to of ['confirmed', 'packed', 'handed-over', 'delivered'] as const) {
    const res = await move(thandiStaff, thandi, placed.id, { to })
    expect(res.status, `${to}: ${JSON.stringify(res.body)}`).toBe(200)
  }
  expect((await orderStatus(placed.id)).status).toBe('collected')
})

test('listings: staff change stock and on/off, not the price; off leaves the shoppers catalog; a listing is created in the members language and its photo stored as a small WebP without metadata', async () => {
  const list = await t.api<PartnerListing[]>(thandiStaff, 'GET', `/api/partner/${thandi}/listings`)
  expect(list.body.data.map((l) => l.id)).toContain('spinach')
  expect(list.body.data.map((l) => l.id)).not.toContain('honey')
  expect((await t.api(thandiStaff, 'PATCH', `/api/partner/${thandi}/listings/spinach`, { price: 1 })).status).toBe(403)
  const stock = await t.api<PartnerListing>(thandiStaff, 'PATCH', `/api/partner/${thandi}/listings/potatoes`, { stock: 7 })
  expect(stock.body.data).toMatchObject({ stock: 7, active: true })
  expect((await t.api<PartnerListing>(thandiOwner, 'PATCH', `/api/partner/${thandi}/listings/potatoes`, { price: 1200, active: false })).body.data).toMatchObject({ price: 1200, active: false })
  expect((await t.api(null, 'GET', '/api/farm/produces/potatoes')).status).toBe(404)
  expect((await t.api(thandiStaff, 'PATCH', `/api/partner/${thandi}/listings/honey`, { stock: 1 })).status).toBe(404) // Pieter's

  const input = {
    name: { fr: 'Haricots verts' },
    description: { fr: 'Cueillis le matin.' },
    category: 'vegetables',
    unit: 'kg',
    price: 3000,
    stock: 20,
    seasonMonths: [11, 12, 1],
    minQty: 0.5,
    stepQty: 0.5,
  }
  expect((await t.api(thandiOwner, 'POST', `/api/partner/${thandi}/listings`, input, { 'accept-language': 'en' })).status).toBe(400)
  expect((await t.api(thandiStaff, 'POST', `/api/partner/${thandi}/listings`, input, { 'accept-language': 'fr' })).status).toBe(403)
  const created = await t.api<PartnerListing>(thandiOwner, 'POST', `/api/partner/${thandi}/listings`, input, { 'accept-language': 'fr' })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body.data).toMatchObject({ name: { fr: 'Haricots verts', en: 'Haricots verts', ar: '' }, price: 3000, stock: 20, active: true })
  const id = created.body.data.id
  const shopper = await t.api<{ name: string }>(null, 'GET', `/api/farm/produces/${id}`, undefined, { 'accept-language': 'sw' })
  expect(shopper.body.data.name).toBe('Haricots verts')

  const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#4f8a4b' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'farm-secret-gps' } } })
    .toBuffer()
  const upload = (type: string, body: Buffer) =>
    t.app.request(
      `/api/partner/${thandi}/listings/${id}/photo`,
      { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type, authorization: `Bearer ${thandiOwner.token}` } },
      { incoming: { socket: { remoteAddress: '203.0.113.1' } } },
    )
  expect((await upload('text/plain', jpeg)).status).toBe(415)
  expect((await upload('image/png', Buffer.from('not an image at all'))).status).toBe(400)
  const res = await upload('image/jpeg', jpeg)
  const saved = (await res.json()) as { data: { photo: string; width: number; height: number } }
  expect(res.status, JSON.stringify(saved)).toBe(200)
  expect(saved.data).toMatchObject({ width: 1200, height: 800 })
  const file = await t.call('GET', saved.data.photo, {})
  expect(file.headers.get('content-type')).toBe('image/webp')
  const bytes = Buffer.from(await file.arrayBuffer())
  const meta = await sharp(bytes).metadata()
  expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 })
  expect(meta.exif).toBeUndefined()
  expect(bytes.includes(Buffer.from('farm-secret-gps'))).toBe(false)
  // No file name, a deeper path or another method: the API's 404 in its envelope, never the site's page.
  for (const [method, path] of [
    ['GET', '/img/listings/'],
    ['GET', '/img/listings/a/b.webp'],
    ['POST', saved.data.photo],
  ] as const) {
    const other = await t.call(method, path, {})
    expect(other.status, `${method} ${path}`).toBe(404)
    expect(((await other.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('not_found')
  }
  expect((await t.api<{ photo: string }>(null, 'GET', `/api/farm/produces/${id}`)).body.data.photo).toBe(saved.data.photo)

  expect((await t.api(thandiOwner, 'DELETE', `/api/partner/${thandi}/listings/${id}`)).status).toBe(200)
  expect((await t.api<PartnerListing[]>(thandiOwner, 'GET', `/api/partner/${thandi}/listings`)).body.data.map((l) => l.id)).not.toContain(id)
})

test('availability: an owner sets the farm’s drop-off days, which shoppers’ devices get with the farmer; staff may not', async () => {
  expect((await t.api(thandiStaff, 'PUT', `/api/partner/${thandi}/availability`, { dropOffDays: [2] })).status).toBe(403)
  expect((await t.api(thandiOwner, 'PUT', `/api/partner/${thandi}/availability`, { dropOffDays: [2, 2] })).status).toBe(400)
  const set = await t.api<MyProvider>(thandiOwner, 'PUT', `/api/partner/${thandi}/availability`, { dropOffDays: [5, 2] })
  expect(set.status, JSON.stringify(set.body)).toBe(200)
  expect(set.body.data.dropOffDays).toEqual([2, 5])
  expect((await t.api<{ deliveryDays: number[] }>(null, 'GET', '/api/farm/farmers/thandi')).body.data.deliveryDays).toEqual([2, 5])
  const [audited] = await rows<{ after: unknown }>(t.db, sql`SELECT after FROM audit_log WHERE action = 'provider.availability' ORDER BY id DESC LIMIT 1`)
  expect(audited!.after).toEqual({ dropOffDays: [2, 5] })
})
