/**
 * Guest checkout (/api/orders/guest, decision 024): no session. A visitor asks what checkout offers
 * for the basket on their device, places an order with a name, a phone number, an e-mail and an
 * address or pickup point (with an Idempotency-Key: 201 the first time, 200 with the same order on
 * a replay), and reads it back with the token of its link, sent in the X-Order-Token header.
 * Mounted before the shopper's /api/orders, whose every route needs a session.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { GUEST_TOKEN_HEADER, guestCheckoutSchema, guestOptionsQuery, type GuestOrder } from '../../src/api/cart-contract'
import type { AuthKeys } from '../auth/auth-crypto'
import { idempotencyKeyOf } from '../cart/idempotency'
import type { Db } from '../db/client'
import type { FormLimiter } from '../lib/form-limits'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { writeOrderMail } from './order-mail-out'
import type { Mailer } from '../mail/mailer'
import { optionsFor, placeGuestOrder, producesPlace, type GuestBuyer } from './checkout'
import { findGuestOrder, guestTokenOf } from './guest-orders'
import { type Service } from '../../src/api/services-contract'
import { findOrder } from './order-queries'
import { paymentView, type PaymentsRuntime } from '../payments/payments'
import { paymentRetrySchema } from '../../src/api/payments-contract'
import { startOrderPayment } from '../payments/order-payment'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
/** A token is 43 base64url characters; anything else cannot open an order. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

export interface GuestOrdersDeps {
  limitForm: FormLimiter
  keys: AuthKeys
  mailer: Mailer
  publicUrl: () => string
  /** The open services (src/api/services-contract.ts). */
  services: readonly Service[]
  payments: PaymentsRuntime
  /** The providers run on their simulators: the payment panel says "Test payments". */
  testMode: boolean
}

const notOpen = (vertical: string) =>
  new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'vertical', code: 'not_open', message: `The ${vertical} cart is not open yet` }])

export function guestOrdersRoutes(db: Db, deps: GuestOrdersDeps) {
  /** The guest's order its link's token opens; the same 404 whatever is wrong (no token, a malformed one, a wrong one, no such order). */
  const guestOrder = async (header: string | undefined, id: string, lang: ReturnType<typeof requestLang>) => {
    const token = header?.trim() ?? ''
    const order = await findGuestOrder(db, id, TOKEN.test(token) ? token : '-', lang)
    if (!order) throw new ApiError(404, 'not_found', `No order ${id}`)
    return order
  }
  return (
    new Hono()
      .get('/options', validate('query', guestOptionsQuery), async (c) => {
        const { vertical, produces } = c.req.valid('query')
        if (!deps.services.includes(vertical)) throw notOpen(vertical)
        return ok(c, await optionsFor(db, await producesPlace(db, produces), new Date()))
      })
      .post('/', validate('json', guestCheckoutSchema), async (c) => {
        const input = c.req.valid('json')
        if (!deps.services.includes(input.vertical)) throw notOpen(input.vertical)
        const key = idempotencyKeyOf(c)
        await deps.limitForm(c, 'guestOrder', input.contact.email)
        const lang = requestLang(c)
        const buyer: GuestBuyer = { kind: 'guest', contact: input.contact, lines: input.lines, address: input.address, tokenOf: (id) => guestTokenOf(deps.keys, id) }
        const { order, replayed, attemptId } = await db.transaction(async (tx) => {
          const placed = await placeGuestOrder(tx, key, buyer, input, lang, new Date())
          // The payment and the e-mail (with the token-carrying link) commit with the order, or none does (decisions 022, 033).
          const attemptId = placed.replayed ? null : await startOrderPayment(tx, deps.payments, placed.orderId, input.payment)
          if (!placed.replayed) await writeOrderMail(tx, deps.mailer, deps.publicUrl(), placed.orderId, 'placed', (id) => guestTokenOf(deps.keys, id).token)
          return { order: await findOrder(tx, placed.orderId, null, lang), replayed: placed.replayed, attemptId }
        })
        if (!order) throw new Error('a placed order could not be read back')
        if (attemptId) deps.payments.kick(attemptId)
        const { token } = guestTokenOf(deps.keys, order.id)
        if (replayed) c.header('Idempotent-Replayed', 'true')
        else deps.mailer.wake()
        return ok(c, { ...order, guestToken: token } satisfies GuestOrder, replayed ? 200 : 201)
      })
      .get('/:id', validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param')
        const order = await guestOrder(c.req.header(GUEST_TOKEN_HEADER), id, requestLang(c))
        return ok(c, order)
      })
      // The guest's payment panel (decision 038): the same view and the same retry (another number, Paystack again, or cash) as a shopper's, by the link's token.
      .get('/:id/payment', validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param')
        await guestOrder(c.req.header(GUEST_TOKEN_HEADER), id, requestLang(c))
        const view = await paymentView(db, id, null)
        if (!view) throw new ApiError(404, 'not_found', `No payment for order ${id}`)
        return ok(c, { ...view, testMode: deps.testMode })
      })
      .post('/:id/payment', validate('param', idParam), validate('json', paymentRetrySchema), async (c) => {
        const { id } = c.req.valid('param')
        await guestOrder(c.req.header(GUEST_TOKEN_HEADER), id, requestLang(c))
        await deps.payments.retry(id, null, c.req.valid('json'))
        const view = await paymentView(db, id, null)
        if (!view) throw new ApiError(404, 'not_found', `No payment for order ${id}`)
        return ok(c, { ...view, testMode: deps.testMode }, 201)
      })
  )
}
