/**
 * Chef bookings (issue 34 §Chef, decision 046) through the API, on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL: the availability a shopper is offered, one slot booked once
 * however the requests race, the deposit paid by the orders' payments (M-Pesa's simulator in
 * Nairobi), the chef's answer in the portal by role, the request nobody answered expiring once
 * with its deposit back and one e-mail, and the rest paid after the event; the chef e-mailed
 * once a request's deposit is paid, in each member's language, whatever the callbacks and the
 * processes do.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays, todayIn } from '../../src/api/arrival-contract'
import type { Availability, Booking } from '../../src/api/chef-bookings-contract'
import type { PaymentView } from '../../src/api/payments-contract'
import type { ChefDetails, ExperienceDetails } from '../../src/api/service-details-contract'
import { addMember } from '../access/access.fixtures'
import { rows } from '../cart/cart-sql'
import { providerInvitations, providers } from '../db/schema/access'
import { farmers, produces, stores } from '../db/schema/catalog'
import { createCommerceTestApp, type CommerceTestApp, type Shopper } from '../orders/commerce.fixtures'
import { createPayments, creditBalance } from '../payments/payments'
import { writeMail, type Mailer } from '../mail/mailer'
import { createBookingsWorker } from './booking-expiry'
import { writeDepositPaidMail } from './bookings'
import { DEFAULT_PAYMENTS } from '../payments/payments-config'

let t: CommerceTestApp
const all = (en: string) => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
const TZ = 'Africa/Nairobi'
const today = () => todayIn(TZ, new Date())
const EVERY_EVENING = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '17:00', close: '22:00' }))
const chefDetails: ChefDetails = { cuisines: ['swahili'], availability: EVERY_EVENING, answerWithinHours: 24, noticeDays: 2 }
const dinner: ExperienceDetails = { menu: [all('Samaki wa kupaka'), all('Mandazi')], minGuests: 2, maxGuests: 8, durationMinutes: 180, depositPercent: 30 }
const PRICE = 500_000
/** An experience's catalog row, but its id, chef, name and details. */
const experience = {
  storeId: 'nbo',
  service: 'chef' as const,
  unit: 'guest',
  price: PRICE,
  stock: null,
  minQty: 1,
  stepQty: 1,
  photo: '/img/produce/x.svg',
  description: all('Dinner.'),
  category: 'dinner',
  seasonMonths: [],
}
let phones = 0
/** M-Pesa takes one push per phone at a time (as Daraja does): each payment from its own number. */
const mpesa = () => ({ kind: 'mobile-money', provider: 'mpesa', phone: `+254 712 ${String(100_000 + ++phones)}` }) as const
let owner: Shopper
let staff: Shopper
let otherChef: Shopper

beforeAll(async () => {
  t = await createCommerceTestApp({ services: ['farm', 'chef'], payments: { ...DEFAULT_PAYMENTS, pollMs: 0 } })
  await t.db.insert(stores).values({ id: 'nbo', name: all('Nairobi'), city: 'Nairobi', country: 'KE', currency: 'KES', currencyExponent: 2, timeZone: TZ })
  const chef = {
    storeId: 'nbo',
    service: 'chef' as const,
    story: all('Coast cooking.'),
    town: 'Nairobi',
    country: 'KE',
    photo: '/img/farms/hills.svg',
    practices: [],
    rating: 4.8,
    featured: false,
    locationIds: [],
  }
  await t.db.insert(farmers).values([
    { ...chef, id: 'chef-amani', name: 'Amani Otieno', farmName: 'Amani’s Table', details: { ...chefDetails } },
    {
      ...chef,
      id: 'chef-zawadi',
      name: 'Zawadi Mwangi',
      farmName: 'Zawadi Cooks',
      details: { ...chefDetails },
      holidays: [{ id: 'h1', first: addDays(today(), 5), last: addDays(today(), 6), note: 'Away' }],
    },
  ])
  await t.db.insert(produces).values([
    { ...experience, id: 'amani-coast-dinner', farmerId: 'chef-amani', name: { ...all('Coast dinner'), fr: 'Dîner de la côte' }, details: { ...dinner } },
    { ...experience, id: 'zawadi-dinner', farmerId: 'chef-zawadi', name: all('Zawadi dinner'), details: { ...dinner } },
  ])
  await t.db.insert(providers).values([
    { id: 'chef-amani-p', service: 'chef', storeId: 'nbo', kindId: 'chef-amani', status: 'active' },
    { id: 'chef-zawadi-p', service: 'chef', storeId: 'nbo', kindId: 'chef-zawadi', status: 'active' },
  ])
  owner = await t.shopper()
  staff = await t.shopper()
  otherChef = await t.shopper()
  await addMember(t.db, 'chef-amani-p', owner.id, 'owner')
  await addMember(t.db, 'chef-amani-p', staff.id, 'staff')
  await addMember(t.db, 'chef-zawadi-p', otherChef.id, 'owner')
  // The owner joined by an invitation in French (the portal's e-mails speak their invitation's language); staff by none (English).
  await t.db.insert(providerInvitations).values({
    id: 'inv-amani-owner',
    providerId: 'chef-amani-p',
    email: owner.email,
    role: 'owner',
    tokenHash: 'x'.repeat(64),
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: new Date(),
    locale: 'fr',
  })
})
afterAll(() => t.close())

async function settled() {
  for (let i = 0; i < 3; i++) {
    await t.payments.idle()
    await t.sandbox.idle()
  }
}

/** A day `n` days ahead that the chef works (every day here). */
const dayAhead = (n: number) => addDays(today(), n)

const book = (who: Shopper, over: Record<string, unknown> = {}, key = t.newKey()) =>
  t.api<Booking>(
    who,
    'POST',
    '/api/chef/bookings',
    { experienceId: 'amani-coast-dinner', day: dayAhead(10), start: '18:00', guests: 4, address: '14 Riverside Drive, Westlands', allergies: 'Peanuts', payment: mpesa(), ...over },
    { 'Idempotency-Key': key },
  )

/** Approves the deposit's M-Pesa request waiting for `orderId`. */
async function approveDeposit(who: Shopper, orderId: string) {
  await settled()
  const view = (await t.api<PaymentView>(who, 'GET', `/api/orders/${orderId}/payment`)).body.data
  const [attempt] = await rows<{ provider_ref: string }>(t.db, sql`SELECT provider_ref FROM payment_attempts WHERE order_id = ${orderId} ORDER BY created_at DESC LIMIT 1`)
  const request = t.sandbox.mpesa.kit.pending().find((r) => r.ref === attempt?.provider_ref)
  if (!request) throw new Error(`no M-Pesa request waiting for order ${orderId}`)
  expect(request.amount).toBe(view.amount)
  await t.sandbox.settle('mpesa', request.ref, { kind: 'approve' })
  await settled()
  expect((await t.api<PaymentView>(who, 'GET', `/api/orders/${orderId}/payment`)).body.data.status).toBe('paid')
}

test('availability leaves out the notice days, the holidays and the times a booking overlaps', async () => {
  const from = today()
  const res = await t.api<Availability>(null, 'GET', `/api/chef/experiences/zawadi-dinner/availability?from=${from}&to=${addDays(from, 8)}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const days = res.body.data.days.map((d) => d.day)
  expect(res.body.data.firstDay).toBe(addDays(from, 2))
  expect(res.body.data.experience).toEqual({
    name: 'Zawadi dinner',
    chefName: 'Zawadi Mwangi',
    pricePerGuest: PRICE,
    currency: 'KES',
    currencyExponent: 2,
    minGuests: 2,
    maxGuests: 8,
    depositPercent: 30,
    country: 'KE',
  })
  expect(days[0]).toBe(addDays(from, 2))
  expect(days).not.toContain(addDays(from, 1))
  expect(days).not.toContain(addDays(from, 5))
  expect(days).not.toContain(addDays(from, 6))
  expect(days).toContain(addDays(from, 7))
  // 17:00 to 22:00, three hours long, every half hour: the last start is 19:00.
  expect(res.body.data.days[0]!.starts).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00'])

  const shopper = await t.shopper()
  const booked = await t.api<Booking>(
    shopper,
    'POST',
    '/api/chef/bookings',
    { experienceId: 'zawadi-dinner', day: addDays(from, 3), start: '17:30', guests: 2, address: '3 Ngong Road, Kilimani', payment: mpesa() },
    { 'Idempotency-Key': t.newKey() },
  )
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  const after = await t.api<Availability>(null, 'GET', `/api/chef/experiences/zawadi-dinner/availability?from=${addDays(from, 3)}&to=${addDays(from, 3)}`)
  // 17:30–20:30 is taken: only a start that ends by 17:30 or begins at 20:30 would fit, and none does.
  expect(after.body.data.days).toEqual([])
})

test('a range that is too long or backwards is a 400 naming its field; an unknown experience a 404', async () => {
  const from = today()
  const long = await t.api(null, 'GET', `/api/chef/experiences/zawadi-dinner/availability?from=${from}&to=${addDays(from, 90)}`)
  expect(long.status).toBe(400)
  expect(long.body.errors?.[0]?.field).toBe('to')
  expect((await t.api(null, 'GET', `/api/chef/experiences/nope/availability?from=${from}&to=${from}`)).status).toBe(404)
  expect((await t.api(null, 'GET', `/api/chef/experiences/spinach/availability?from=${from}&to=${from}`)).status).toBe(404)
})

test('a request is 201 requested, answered by the chef’s deadline, with the deposit asked by M-Pesa; a replay answers the same booking', async () => {
  const shopper = await t.shopper()
  const key = t.newKey()
  const before = Date.now()
  const payment = mpesa()
  const res = await book(shopper, { day: dayAhead(11), payment }, key)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const b = res.body.data
  expect(b.status).toBe('requested')
  expect(b.total).toBe(4 * PRICE)
  expect(b.deposit).toBe(0.3 * 4 * PRICE)
  expect(b.rest).toBe(b.total - b.deposit)
  expect(Date.parse(b.answerBy) - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000)
  expect(Date.parse(b.answerBy) - before).toBeLessThan(24 * 3_600_000 + 60_000)
  await settled()
  const deposit = (await t.api<PaymentView>(shopper, 'GET', `/api/orders/${b.depositOrderId}/payment`)).body.data
  expect(deposit).toMatchObject({ status: 'awaiting', amount: b.deposit, method: 'mpesa' })
  const again = await book(shopper, { day: dayAhead(11), payment }, key)
  expect(again.status).toBe(200)
  expect(again.body.data.id).toBe(b.id)
})

test('guests outside the experience’s range and a time the chef does not work are 400s naming the field', async () => {
  const shopper = await t.shopper()
  const few = await book(shopper, { guests: 1 })
  expect(few.status).toBe(400)
  expect(few.body.errors?.[0]).toMatchObject({ field: 'guests', code: 'out_of_range', params: { min: 2, max: 8 } })
  const late = await book(shopper, { start: '20:00' })
  expect(late.status).toBe(400)
  expect(late.body.errors?.[0]).toMatchObject({ field: 'start', code: 'not_available' })
  const soon = await book(shopper, { day: dayAhead(1) })
  expect(soon.body.errors?.[0]).toMatchObject({ field: 'start', code: 'not_available' })
  const cash = await book(shopper, { payment: { kind: 'cash' } })
  expect(cash.status).toBe(400)
})

test('one slot is booked once: racing requests get one 201 and one 409 slot_taken, and an overlapping start is taken too', async () => {
  const [a, b, c] = [await t.shopper(), await t.shopper(), await t.shopper()]
  const day = dayAhead(20)
  const answers = await Promise.all([book(a, { day }), book(b, { day })])
  expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
  const refused = answers.find((r) => r.status === 409)!
  expect(refused.body.errors?.[0]?.code).toBe('slot_taken')
  expect(refused.body.errors?.[0]?.field).toBeNull()
  const overlapping = await book(c, { day, start: '19:00' })
  expect(overlapping.status).toBe(409)
  const [{ n }] = (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM chef_bookings WHERE chef_id = 'chef-amani' AND day = ${day}::date`)) as [{ n: number }]
  expect(n).toBe(1)
  // The refused request left no deposit order behind.
  const [{ orders }] = (await rows<{ orders: number }>(t.db, sql`SELECT count(*)::int AS orders FROM orders WHERE user_id IN (${a.id}, ${b.id})`)) as [{ orders: number }]
  expect(orders).toBe(1)
})

test('the shopper cancels a request before it is accepted: the paid deposit goes to their credit, the slot is free again', async () => {
  const shopper = await t.shopper()
  const day = dayAhead(21)
  const b = (await book(shopper, { day })).body.data
  await approveDeposit(shopper, b.depositOrderId!)
  const cancelled = await t.api<Booking>(shopper, 'POST', `/api/account/bookings/${b.id}/cancel`)
  expect(cancelled.status).toBe(200)
  expect(cancelled.body.data.status).toBe('cancelled')
  expect(cancelled.body.data.depositStatus).toBe('refunded')
  expect(await creditBalance(t.db, shopper.id, 'KES')).toBe(b.deposit)
  // Again: answered as it is, credited once.
  expect((await t.api<Booking>(shopper, 'POST', `/api/account/bookings/${b.id}/cancel`)).body.data.status).toBe('cancelled')
  expect(await creditBalance(t.db, shopper.id, 'KES')).toBe(b.deposit)
  expect((await book(await t.shopper(), { day })).status).toBe(201)
  // Another shopper's booking is not found.
  expect((await t.api(await t.shopper(), 'GET', `/api/account/bookings/${b.id}`)).status).toBe(404)
})

test('the chef answers in the portal: staff may accept a paid request, another chef’s member is told nothing, a shopper neither; accepted cannot be cancelled by the shopper', async () => {
  const shopper = await t.shopper()
  const b = (await book(shopper, { day: dayAhead(22) })).body.data
  const list = await t.api<Booking[]>(staff, 'GET', '/api/partner/chef-amani-p/bookings')
  expect(list.status).toBe(200)
  expect(list.body.data.find((x) => x.id === b.id)).toMatchObject({ status: 'requested', guestName: 'Amina Diallo', allergies: 'Peanuts' })
  expect((await t.api(otherChef, 'GET', '/api/partner/chef-amani-p/bookings')).status).toBe(404)
  expect((await t.api(otherChef, 'POST', `/api/partner/chef-zawadi-p/bookings/${b.id}/accept`)).status).toBe(404)
  expect((await t.api(shopper, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/accept`)).status).toBe(404)
  const unpaid = await t.api(owner, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/accept`)
  expect(unpaid.status).toBe(409)
  expect(unpaid.body.errors?.[0]?.code).toBe('deposit_unpaid')
  await approveDeposit(shopper, b.depositOrderId!)
  const accepted = await t.api<Booking>(staff, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/accept`)
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  expect(accepted.body.data.status).toBe('accepted')
  expect((await t.api<Booking>(staff, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/accept`)).status).toBe(200)
  const declineLate = await t.api(owner, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/decline`)
  expect(declineLate.status).toBe(409)
  const cancel = await t.api(shopper, 'POST', `/api/account/bookings/${b.id}/cancel`)
  expect(cancel.status).toBe(409)
  expect(cancel.body.errors?.[0]?.code).toBe('cannot_cancel')
  await t.mailIdle()
  const mail = t.outbox.find((m) => m.purpose === 'booking-accepted' && m.to === shopper.email)
  expect(mail?.subject).toContain(accepted.body.data.number)
})

test('a declined request refunds its paid deposit to the shopper’s credit and tells them', async () => {
  const shopper = await t.shopper()
  const b = (await book(shopper, { day: dayAhead(23) }, t.newKey())).body.data
  await approveDeposit(shopper, b.depositOrderId!)
  const declined = await t.api<Booking>(owner, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/decline`)
  expect(declined.body.data.status).toBe('declined')
  expect(await creditBalance(t.db, shopper.id, 'KES')).toBe(b.deposit)
  await t.mailIdle()
  expect(t.outbox.filter((m) => m.purpose === 'booking-declined' && m.to === shopper.email)).toHaveLength(1)
})

test('a request past its deadline expires once however many passes race, its deposit back once, one e-mail in the shopper’s language', async () => {
  const shopper = await t.shopper()
  const b = (
    await t.api<Booking>(
      shopper,
      'POST',
      '/api/chef/bookings',
      { experienceId: 'amani-coast-dinner', day: dayAhead(24), start: '18:00', guests: 2, address: '14 Riverside Drive, Westlands', payment: mpesa() },
      { 'Idempotency-Key': t.newKey(), 'accept-language': 'fr' },
    )
  ).body.data
  await approveDeposit(shopper, b.depositOrderId!)
  expect(await t.bookings.pass()).toBe(0)
  await t.db.execute(sql`UPDATE chef_bookings SET answer_by = now() - interval '1 minute' WHERE id = ${b.id}`)
  const counts = await Promise.all([t.bookings.pass(), t.bookings.pass()])
  expect(counts.reduce((x, y) => x + y, 0)).toBe(1)
  expect(await t.bookings.pass()).toBe(0)
  const after = (await t.api<Booking>(shopper, 'GET', `/api/account/bookings/${b.id}`)).body.data
  expect(after.status).toBe('expired')
  expect(after.depositStatus).toBe('refunded')
  expect(await creditBalance(t.db, shopper.id, 'KES')).toBe(b.deposit)
  await t.mailIdle()
  const mails = t.outbox.filter((m) => m.purpose === 'booking-expired' && m.to === shopper.email)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toContain('réservation')
  // The chef's answer after the deadline is refused.
  expect((await t.api(owner, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/accept`)).status).toBe(409)
})

test('an expiry that dies before its commit leaves the request as it was, and the next pass of any process does it once', async () => {
  const shopper = await t.shopper()
  const b = (await book(shopper, { day: dayAhead(26) })).body.data
  await approveDeposit(shopper, b.depositOrderId!)
  await t.db.execute(sql`UPDATE chef_bookings SET answer_by = now() - interval '1 minute' WHERE id = ${b.id}`)
  // A process killed mid-way: its transaction fails at the last statement (the e-mail's) and rolls back.
  const dying = createBookingsWorker(
    t.db,
    { debug() {}, info() {}, warn() {}, error() {} },
    { enqueue: () => Promise.reject(new Error('killed')), wake() {} } as unknown as Mailer,
    () => 'http://shop.test',
    t.payments,
    { pollMs: 0, batch: 10 },
  )
  await expect(dying.pass()).rejects.toThrow('killed')
  const still = (await t.api<Booking>(shopper, 'GET', `/api/account/bookings/${b.id}`)).body.data
  expect(still).toMatchObject({ status: 'requested', depositStatus: 'paid' })
  expect(await creditBalance(t.db, shopper.id, 'KES')).toBe(0)
  expect(await t.bookings.pass()).toBe(1)
  expect((await t.api<Booking>(shopper, 'GET', `/api/account/bookings/${b.id}`)).body.data.status).toBe('expired')
  expect(await creditBalance(t.db, shopper.id, 'KES')).toBe(b.deposit)
})

test('the rest is due after the event: refused before, then a second payment for total − deposit, once', async () => {
  const shopper = await t.shopper()
  const b = (await book(shopper, { day: dayAhead(25) })).body.data
  await approveDeposit(shopper, b.depositOrderId!)
  await t.api(owner, 'POST', `/api/partner/chef-amani-p/bookings/${b.id}/accept`)
  const early = await t.api(shopper, 'POST', `/api/account/bookings/${b.id}/pay-rest`, { payment: mpesa() })
  expect(early.status).toBe(409)
  expect(early.body.errors?.[0]?.code).toBe('rest_not_due')
  // The evening has passed.
  await t.db.execute(sql`UPDATE chef_bookings SET day = ${addDays(today(), -1)}::date WHERE id = ${b.id}`)
  await t.bookings.pass()
  expect((await t.api<Booking>(shopper, 'GET', `/api/account/bookings/${b.id}`)).body.data.status).toBe('completed')
  const rest = await t.api<Booking>(shopper, 'POST', `/api/account/bookings/${b.id}/pay-rest`, { payment: mpesa() })
  expect(rest.status, JSON.stringify(rest.body)).toBe(201)
  expect(rest.body.data.restOrderId).toBeTruthy()
  await settled()
  const view = (await t.api<PaymentView>(shopper, 'GET', `/api/orders/${rest.body.data.restOrderId}/payment`)).body.data
  expect(view).toMatchObject({ status: 'awaiting', amount: b.total - b.deposit })
  const twice = await t.api(shopper, 'POST', `/api/account/bookings/${b.id}/pay-rest`, { payment: mpesa() })
  expect(twice.status).toBe(409)
})

/** The e-mails telling the chef's members of booking `number`. */
const requestMails = async (number: string) => {
  await t.mailIdle()
  return t.outbox.filter((m) => m.purpose === 'booking-request' && m.subject.includes(number))
}

test('the chef hears of a request once its deposit is paid: nothing before, one e-mail to each member in their language, none more when the callback comes twice', async () => {
  const shopper = await t.shopper()
  const b = (await book(shopper, { day: dayAhead(27), guests: 4 })).body.data
  await settled()
  expect(await requestMails(b.number), 'before the deposit is paid').toEqual([])
  t.sandbox.mpesa.kit.callbackMode = 'twice'
  try {
    await approveDeposit(shopper, b.depositOrderId!)
  } finally {
    t.sandbox.mpesa.kit.callbackMode = 'once'
  }
  // The provider asked again about the paid attempt (a reconciliation pass, a replayed callback's query).
  const [attempt] = await rows<{ id: string }>(t.db, sql`SELECT id FROM payment_attempts WHERE order_id = ${b.depositOrderId}`)
  await t.payments.check(attempt!.id, null)
  await settled()
  const mails = await requestMails(b.number)
  expect(mails.map((m) => m.to).sort()).toEqual([owner.email, staff.email].sort())
  const french = mails.find((m) => m.to === owner.email)!
  expect(french.subject).toBe(`Nouvelle demande de réservation ${b.number} : Dîner de la côte`)
  expect(french.text).toContain('Amina Diallo souhaite réserver Dîner de la côte')
  expect(french.text).toContain('4 convives')
  expect(french.text).toMatch(/Répondre avant le: \S/)
  expect(french.link).toMatch(/\/fr\/partner\/chef-amani-p\/bookings$/)
  const english = mails.find((m) => m.to === staff.email)!
  expect(english.subject).toBe(`New booking request ${b.number}: Coast dinner`)
  expect(english.text).toContain('4 guests')
  expect(english.link).toMatch(/\/\/[^/]+\/partner\/chef-amani-p\/bookings$/)
})

test('a request with nothing to pay first (a 0 % deposit) is news to the chef at once', async () => {
  await t.db.insert(produces).values({ ...experience, id: 'amani-tasting', farmerId: 'chef-amani', name: all('Tasting menu'), details: { ...dinner, depositPercent: 0 } })
  const b = (await book(await t.shopper(), { experienceId: 'amani-tasting', day: dayAhead(29) })).body.data
  expect(b.deposit).toBe(0)
  expect((await requestMails(b.number)).map((m) => m.to).sort()).toEqual([owner.email, staff.email].sort())
})

test('two processes settling one deposit at once write the chef’s e-mails once', async () => {
  const shopper = await t.shopper()
  const b = (await book(shopper, { day: dayAhead(28) })).body.data
  await settled()
  t.sandbox.mpesa.kit.callbackMode = 'never'
  const quiet = { debug() {}, info() {}, warn() {}, error() {} }
  // Another server process on the same database, writing to the same outbox.
  const other = createPayments(
    t.db,
    quiet,
    t.sandbox.adapters,
    { ...DEFAULT_PAYMENTS, pollMs: 0 },
    {
      orderPaid: async (tx, orderId) => void (await writeDepositPaidMail(tx, { enqueue: async (conn, mail) => void (await writeMail(conn, mail)) }, 'http://localhost', orderId)),
      committed() {},
    },
  )
  try {
    const [attempt] = await rows<{ id: string; provider_ref: string }>(t.db, sql`SELECT id, provider_ref FROM payment_attempts WHERE order_id = ${b.depositOrderId}`)
    await t.sandbox.settle('mpesa', attempt!.provider_ref, { kind: 'approve' })
    await Promise.all([t.payments.check(attempt!.id, null), other.check(attempt!.id, null)])
  } finally {
    t.sandbox.mpesa.kit.callbackMode = 'once'
    await other.close()
  }
  expect((await t.api<Booking>(shopper, 'GET', `/api/account/bookings/${b.id}`)).body.data.depositStatus).toBe('paid')
  expect((await requestMails(b.number)).map((m) => m.to).sort()).toEqual([owner.email, staff.email].sort())
})

test('with the chef service closed every booking route is a 404', async () => {
  const closed = await createCommerceTestApp({ services: ['farm'], payments: { ...DEFAULT_PAYMENTS, pollMs: 0 } })
  try {
    const who = await closed.shopper()
    expect((await closed.api(null, 'GET', `/api/chef/experiences/x/availability?from=${today()}&to=${today()}`)).status).toBe(404)
    expect((await closed.api(who, 'GET', '/api/account/bookings')).status).toBe(404)
    expect((await closed.api(who, 'GET', '/api/partner/chef-amani-p/bookings')).status).toBe(404)
  } finally {
    await closed.close()
  }
})
