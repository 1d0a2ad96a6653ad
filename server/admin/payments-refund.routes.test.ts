/**
 * The console's refund of a payment owed back (decision 043): an admin of the payment's market
 * sends it back to the card (Paystack), to the shopper's credit, or records it as paid back by hand
 * (a guest's M-Pesa payment), with their password; once, however many clicks or operators; audited,
 * the shopper e-mailed in their language, and the payments page then shows it refunded, by whom.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the concurrent refunds).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PaymentAttention } from '../../src/api/payments-contract'
import { rows } from '../cart/cart-sql'
import { creditBalance, paymentView } from '../payments/payments'
import { createAdminTestApp, type AdminTestApp } from './admin.fixtures'

const PASSWORD = 'green mangoes at dawn'

let t: AdminTestApp
beforeAll(async () => {
  t = await createAdminTestApp()
})
afterAll(() => t.close())

type Who = Awaited<ReturnType<AdminTestApp['shopper']>>

const listed = async (who: Who, orderId: string) => (await t.api<PaymentAttention[]>(who, 'GET', '/api/admin/payments')).body.data.filter((p) => p.orderId === orderId)
const refund = (who: Who, attemptId: string, body: Record<string, unknown>) =>
  t.api<PaymentAttention>(who, 'POST', `/api/admin/payments/${attemptId}/refund`, { reason: 'Cancelled before refunds were wired', password: PASSWORD, ...body })
const lastMail = async (email: string) =>
  (await rows<{ subject: string; text: string; purpose: string }>(t.db, sql`SELECT subject, text, purpose FROM mail_outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`))[0]

/** A paid Paystack order of `who`, cancelled as before refunds were wired: paid for a cancelled order and not refunded. */
async function owedOrder(who: Who) {
  const order = await t.paidOrder(who)
  await t.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${order.id}`)
  return { order, attemptId: `attempt-${order.id}` }
}

test('only an admin of the payment’s market refunds; a wrong password is refused in the envelope; to credit once, audited, e-mailed, then listed as refunded by whom', async () => {
  const amina = await t.shopper()
  const { order, attemptId } = await owedOrder(amina)
  const admin = await t.operator('admin', ['jnb'])
  const [before] = await listed(admin, order.id)
  expect(before).toMatchObject({ why: 'paid_for_cancelled_order', owed: order.total, refundTo: ['method', 'credit'], refund: null })

  expect((await refund(await t.operator('support', ['jnb']), attemptId, { to: 'credit' })).status, 'support').toBe(403)
  expect((await refund(await t.operator('admin', ['kgl']), attemptId, { to: 'credit' })).status, 'another market’s admin').toBe(404)
  expect((await refund(amina, attemptId, { to: 'credit' })).status, 'a shopper').toBe(403)
  expect((await refund(admin, 'no-such-attempt', { to: 'credit' })).status).toBe(404)
  const wrong = await refund(admin, attemptId, { to: 'credit', password: 'not it' })
  expect(wrong.status).toBe(400)
  expect(wrong.body).toMatchObject({ data: null, errors: [expect.objectContaining({ field: 'password', code: 'wrong_password' })], notification: expect.objectContaining({ type: 'error' }) })
  expect((await refund(admin, attemptId, { to: 'outside', reference: 'QX12' })).status, 'not offered: the shopper has credit and a card').toBe(400)
  expect(await creditBalance(t.db, amina.id, 'ZAR'), 'nothing moved yet').toBe(0)

  const done = await refund(admin, attemptId, { to: 'credit' })
  expect(done.status).toBe(200)
  expect(done.body.data).toMatchObject({ attemptId, why: 'refunded', owed: null, refundTo: [], refund: { to: 'credit', reference: null, by: expect.any(String), at: expect.any(String) } })
  expect(await creditBalance(t.db, amina.id, 'ZAR')).toBe(order.total)

  const again = await refund(admin, attemptId, { to: 'credit' })
  expect(again.status, 'a second click').toBe(409)
  expect(again.body.errors?.[0]?.code).toBe('already_refunded')
  expect(await creditBalance(t.db, amina.id, 'ZAR'), 'credited once').toBe(order.total)

  expect(await listed(admin, order.id)).toEqual([expect.objectContaining({ why: 'refunded', refundTo: [], refund: expect.objectContaining({ to: 'credit' }) })])
  const [entry] = await rows<{ before: { owed: number }; after: { to: string; amount: number } }>(
    t.db,
    sql`SELECT before, after FROM audit_log WHERE action = 'payment.refund' AND subject = ${`payment_attempts:${attemptId}`}`,
  )
  expect(entry).toMatchObject({ before: { owed: order.total }, after: { to: 'credit', amount: order.total } })
  expect(await lastMail(amina.email)).toMatchObject({ purpose: 'refund-credit', subject: `Your Malewa order ${order.number}: your money back` })
})

test('two admins and a retry at once refund once', async () => {
  const amina = await t.shopper()
  const { order, attemptId } = await owedOrder(amina)
  const admins = [await t.operator('admin'), await t.operator('admin', ['jnb'])]
  const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => refund(admins[i % 2]!, attemptId, { to: i % 3 === 0 ? 'method' : 'credit' })))
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
  const [moved] = await rows<{ refunds: number; credits: number; mine: number }>(
    t.db,
    sql`SELECT (SELECT count(*) FROM payment_refunds WHERE attempt_id = ${attemptId})::int AS refunds,
               (SELECT count(*) FROM credit_entries WHERE attempt_id = ${attemptId} AND reason = 'operator_refund')::int AS credits,
               (SELECT count(*) FROM operator_refunds WHERE attempt_id = ${attemptId})::int AS mine`,
  )
  // (A card refund the sandbox then refuses goes to credit by the worker's own rule, decision 038: not counted here.)
  expect(moved!.refunds + moved!.credits, 'the money went one way, once').toBe(1)
  expect(moved!.mine).toBe(1)
  expect(await listed(admins[0]!, order.id)).toEqual([expect.objectContaining({ why: 'refunded', refundTo: [] })])
})

test('to the card: the existing Paystack refund is queued for the worker', async () => {
  const amina = await t.shopper()
  const { order, attemptId } = await owedOrder(amina)
  const done = await refund(await t.operator('admin'), attemptId, { to: 'method' })
  expect(done.status).toBe(200)
  expect(done.body.data).toMatchObject({ why: 'refunded', refund: { to: 'method' }, refundTo: [] })
  const [queued] = await rows<{ amount: number; provider: string }>(t.db, sql`SELECT amount, provider FROM payment_refunds WHERE attempt_id = ${attemptId}`)
  expect(queued).toEqual({ amount: order.total, provider: 'paystack' })
  const [credited] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM credit_entries WHERE attempt_id = ${attemptId} AND reason = 'operator_refund'`)
  expect(credited!.n, 'not to credit as well').toBe(0)
  expect((await lastMail(amina.email))?.purpose).toBe('refund-method')
  // The page says what became of it at Paystack: asked, then done; refused and credited instead is never "to the card".
  const admin = await t.operator('admin')
  const cardOf = async () => (await listed(admin, order.id))[0]?.refund
  const [now] = await rows<{ status: string; credited: number }>(t.db, sql`SELECT status, credited FROM payment_refunds WHERE attempt_id = ${attemptId}`)
  expect(await cardOf()).toMatchObject({ to: 'method', card: now!.status, credited: now!.credited === 1 }) // the worker may have answered already
  await t.db.execute(sql`UPDATE payment_refunds SET status = 'requested', credited = 0, next_try_at = now() + interval '1 day' WHERE attempt_id = ${attemptId}`)
  expect(await cardOf()).toMatchObject({ to: 'method', card: 'requested', credited: false })
  await t.db.execute(sql`UPDATE payment_refunds SET status = 'processed' WHERE attempt_id = ${attemptId}`)
  expect(await cardOf()).toMatchObject({ to: 'method', card: 'processed', credited: false })
  await t.db.execute(sql`UPDATE payment_refunds SET status = 'failed', credited = 1 WHERE attempt_id = ${attemptId}`)
  expect(await cardOf()).toMatchObject({ to: 'method', card: 'failed', credited: true })
})

test('a Paystack refund that failed and was not credited goes to the shopper’s credit, not to the card again', async () => {
  const amina = await t.shopper()
  const { order, attemptId } = await owedOrder(amina)
  await t.db.execute(sql`UPDATE payments SET status = 'refunded' WHERE order_id = ${order.id}`)
  await t.db.execute(
    sql`INSERT INTO payment_refunds (id, payment_id, order_id, attempt_id, provider, transaction_ref, amount, currency, status, credited)
        SELECT ${`refund-${order.id}`}, p.id, p.order_id, ${attemptId}, 'paystack', ${attemptId}, p.amount, p.currency, 'failed', 0 FROM payments p WHERE p.order_id = ${order.id}`,
  )
  const admin = await t.operator('admin')
  expect(await listed(admin, order.id)).toEqual([expect.objectContaining({ why: 'paid_for_cancelled_order', refundTo: ['credit'], owed: order.total })])
  expect((await refund(admin, attemptId, { to: 'method' })).status).toBe(400)
  expect((await refund(admin, attemptId, { to: 'credit' })).status).toBe(200)
  expect(await creditBalance(t.db, amina.id, 'ZAR')).toBe(order.total)
  const [r] = await rows<{ credited: number }>(t.db, sql`SELECT credited FROM payment_refunds WHERE attempt_id = ${attemptId}`)
  expect(r!.credited).toBe(1)
  expect(await listed(admin, order.id)).toEqual([expect.objectContaining({ why: 'refunded', refund: expect.objectContaining({ to: 'credit' }) })])
})

test('a guest’s M-Pesa payment for a cancelled order is recorded as paid back by hand, with its reference; the guest is e-mailed in French', async () => {
  const amina = await t.shopper()
  const { order, attemptId } = await owedOrder(amina)
  await t.db.execute(sql`UPDATE payment_attempts SET provider = 'mpesa' WHERE id = ${attemptId}`)
  await t.db.execute(sql`UPDATE orders SET user_id = NULL, guest_email = 'zawadi@example.test', guest_name = 'Zawadi', locale = 'fr' WHERE id = ${order.id}`)
  const admin = await t.operator('admin', ['jnb'])
  expect(await listed(admin, order.id)).toEqual([expect.objectContaining({ why: 'paid_for_cancelled_order', refundTo: ['outside'] })])
  expect((await refund(admin, attemptId, { to: 'credit' })).status, 'a guest has no credit').toBe(400)
  const noReference = await refund(admin, attemptId, { to: 'outside' })
  expect(noReference.status).toBe(400)
  expect(noReference.body.errors).toEqual([expect.objectContaining({ field: 'reference' })])
  const done = await refund(admin, attemptId, { to: 'outside', reference: 'RKT4X9QZ2P' })
  expect(done.status).toBe(200)
  expect(done.body.data).toMatchObject({ why: 'refunded', refund: { to: 'outside', reference: 'RKT4X9QZ2P' } })
  const mail = await lastMail('zawadi@example.test')
  expect(mail?.subject).toBe(`Votre commande Malewa ${order.number} : votre remboursement`)
  expect(mail?.text).toContain('RKT4X9QZ2P')
  expect(await paymentView(t.db, order.id, null), 'the guest’s payment panel says it went back by hand').toMatchObject({
    status: 'refunded',
    handRefund: { amount: order.total, reference: 'RKT4X9QZ2P' },
  })
  expect((await refund(admin, attemptId, { to: 'outside', reference: 'RKT4X9QZ2P' })).status).toBe(409)
})

test('a second success for an order already paid (paid twice) is refunded to credit and leaves the attention list as refunded', async () => {
  const amina = await t.shopper()
  const order = await t.paidOrder(amina)
  const twice = `twice-${order.id}`
  await t.db.execute(
    sql`INSERT INTO payment_attempts (id, payment_id, order_id, provider, provider_ref, amount, currency, currency_exponent, status, receipt, expires_at)
        SELECT ${twice}, p.id, p.order_id, 'mpesa', ${twice}, p.amount, p.currency, 2, 'succeeded', ${twice}, now() + interval '1 hour' FROM payments p WHERE p.order_id = ${order.id}`,
  )
  const admin = await t.operator('admin')
  expect(await listed(admin, order.id)).toEqual([expect.objectContaining({ attemptId: twice, why: 'success_not_needed', refundTo: ['credit'] })])
  expect((await refund(admin, twice, { to: 'credit' })).status).toBe(200)
  expect(await creditBalance(t.db, amina.id, 'ZAR')).toBe(order.total)
  expect(await listed(admin, order.id)).toEqual([expect.objectContaining({ attemptId: twice, why: 'refunded', refund: expect.objectContaining({ to: 'credit' }) })])
})
