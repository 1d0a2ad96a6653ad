/**
 * The payment routes (decision 033):
 * - `/api/orders/:id/payment`: the shopper's view of an order's payment (GET) and a new attempt
 *   for an unpaid order (POST: another number, another method of the market, or cash);
 * - `/api/payment-callbacks/:provider`: the providers' callbacks and webhooks. Answered at once
 *   (the query that decides runs after the answer); a Paystack body whose signature is wrong is a
 *   401; an unsigned M-Pesa or MoMo body is accepted as a hint whatever it says, since only the
 *   provider's query is believed;
 * - `/api/sandbox/requests` (sandbox mode only): the simulated phones' waiting requests, and
 *   approve or decline one, for the sandbox phone page.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { paymentRetrySchema } from '../../src/api/payments-contract'
import { requireUser, type UserEnv } from '../auth/require-user'
import type { Db } from '../db/client'
import { ApiError, fail, ok, validate } from '../lib/http'
import { creditBalances, paymentView, type PaymentsRuntime } from './payments'
import { sql } from 'drizzle-orm'
import type { AuthKeys } from '../auth/auth-crypto'
import { rows } from '../cart/cart-sql'
import { guestTokenOf } from '../orders/guest-orders'
import { orderPageUrl } from '../orders/order-link'
import type { Sandbox } from './sandbox/sandbox'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
const providerParam = z.object({ provider: z.enum(['mpesa', 'momo', 'paystack']) })

export function orderPaymentRoutes(db: Db, payments: PaymentsRuntime, testMode: boolean) {
  const view = async (orderId: string, userId: string) => {
    const found = await paymentView(db, orderId, userId)
    if (!found) throw new ApiError(404, 'not_found', `No payment for order ${orderId}`)
    return { ...found, testMode }
  }
  return new Hono<UserEnv>()
    .use(requireUser)
    .get('/:id/payment', validate('param', idParam), async (c) => ok(c, await view(c.req.valid('param').id, c.var.user.id)))
    .post('/:id/payment', validate('param', idParam), validate('json', paymentRetrySchema), async (c) => {
      const { id } = c.req.valid('param')
      await payments.retry(id, c.var.user.id, c.req.valid('json'))
      return ok(c, await view(id, c.var.user.id), 201)
    })
}

/** GET /api/credits: the shopper's credit per currency (the account sidebar's credits box). */
export function creditRoutes(db: Db) {
  return new Hono<UserEnv>().use(requireUser).get('/', async (c) => ok(c, await creditBalances(db, c.var.user.id)))
}

export function paymentCallbackRoutes(payments: PaymentsRuntime) {
  const receive = async (c: Context, provider: 'mpesa' | 'momo' | 'paystack') => {
    const raw = await c.req.text()
    const { accepted } = await payments.callback(provider, raw, c.req.raw.headers)
    if (!accepted) return fail(c, 401, 'unauthorized', 'This callback could not be verified')
    // Daraja's documented acknowledgement; the others only read the status.
    return provider === 'mpesa' ? c.json({ ResultCode: 0, ResultDesc: 'Accepted' }) : ok(c, { received: true })
  }
  return new Hono()
    .post('/:provider', validate('param', providerParam), (c) => receive(c, c.req.valid('param').provider))
    .put('/:provider', validate('param', providerParam), (c) => receive(c, c.req.valid('param').provider))
}

const returnQuery = z.object({ reference: z.string().trim().min(1).max(100).optional(), trxref: z.string().trim().min(1).max(100).optional() })

/**
 * GET /payments/paystack/return?trxref=…&reference=… (decision 038): where Paystack's page sends the
 * shopper back. Their attempt is asked about now (Paystack's verify: the page's word is not
 * believed), and the shopper goes to their order's page (a guest's by its link, with its token,
 * while the attempt is within its window and a day). An unknown reference goes home.
 */
export function paystackReturnRoutes(db: Db, payments: PaymentsRuntime, keys: AuthKeys, publicUrl: () => string) {
  return new Hono().get('/', validate('query', returnQuery), async (c) => {
    const { reference, trxref } = c.req.valid('query')
    const ref = reference ?? trxref
    const [found] = ref
      ? await rows<{ id: string; order_id: string; locale: string; user_id: string | null; fresh: boolean }>(
          db,
          sql`SELECT a.id, a.order_id, o.locale, o.user_id, a.expires_at + interval '1 day' > now() AS fresh
              FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.provider = 'paystack' AND a.provider_ref = ${ref}`,
        )
      : []
    if (!found) return c.redirect('/', 303)
    payments.confirm(found.id)
    const guestToken = found.user_id === null && found.fresh ? guestTokenOf(keys, found.order_id).token : null
    if (found.user_id === null && !guestToken) return c.redirect('/', 303)
    return c.redirect(orderPageUrl(publicUrl(), found.locale, { id: found.order_id, guestToken }), 303)
  })
}

const outcomeBody = z.strictObject({ outcome: z.enum(['approve', 'insufficient_funds', 'cancelled', 'timeout']) })
const requestParam = z.object({ provider: z.enum(['mpesa', 'momo', 'paystack']), ref: z.string().trim().min(1).max(100) })

export function sandboxRoutes(sandbox: Sandbox) {
  return new Hono()
    .get('/requests', (c) =>
      ok(
        c,
        sandbox.pending().map((r) => ({ provider: r.provider, ref: r.ref, phone: r.phone, amount: r.amount, currency: r.currency, label: r.label, createdAt: new Date(r.createdAt).toISOString() })),
      ),
    )
    .post('/requests/:provider/:ref', validate('param', requestParam), validate('json', outcomeBody), async (c) => {
      const { provider, ref } = c.req.valid('param')
      const { outcome } = c.req.valid('json')
      if (!sandbox.pending().some((r) => r.provider === provider && r.ref === ref)) throw new ApiError(404, 'not_found', `No waiting ${provider} request ${ref}`)
      await sandbox.settle(provider, ref, outcome === 'approve' ? { kind: 'approve' } : outcome === 'timeout' ? { kind: 'timeout' } : { kind: 'decline', why: outcome })
      return ok(c, { provider, ref, outcome })
    })
}
