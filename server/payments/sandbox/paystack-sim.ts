/**
 * A Paystack simulator speaking the documented API (docs/payments/protocols.md §3): initialize
 * (unique references of `-`, `.`, `=` and alphanumerics; an authorization_url on the sandbox phone
 * page, where the person running the shop pays or declines), verify by reference (404 unknown;
 * `abandoned` until paid, then `success` or `failed` with its gateway_response), and the
 * `charge.success` webhook signed with HMAC-SHA512 of the body keyed with the secret key.
 */
import { Hono } from 'hono'
import { paystackSignature } from '../paystack'
import { digits, letters, SimKit, type Deliver, type SimOutcome, type SimRequest } from './sim-kit'

export interface PaystackSimConfig {
  secretKey: string
  /** Where webhooks go (set on Paystack's dashboard, not per request). */
  webhookUrl: string
  /** The hosted checkout page: the sandbox phone page. */
  checkoutUrl: string
  currencies: Record<string, number>
}

export function paystackSimulator(config: PaystackSimConfig, deliver: Deliver) {
  const kit = new SimKit(deliver)
  const extra = new Map<string, { id: number; email: string; accessCode: string; gatewayResponse: string; paidAt: string | null }>()
  let signWith = config.secretKey

  function data(r: SimRequest) {
    const more = extra.get(r.ref)!
    return {
      id: more.id,
      domain: 'test',
      status: r.status === 'pending' ? 'abandoned' : r.status === 'succeeded' ? 'success' : 'failed',
      reference: r.ref,
      amount: r.amount,
      requested_amount: r.amount,
      gateway_response: more.gatewayResponse,
      paid_at: more.paidAt,
      channel: 'card',
      currency: r.currency,
      fees: 0,
      authorization: r.status === 'succeeded' ? { channel: 'card', last4: '4081' } : {},
      customer: { email: more.email },
    }
  }

  function settle(ref: string, outcome: SimOutcome): Promise<void> {
    const r = kit.requests.get(ref)
    const more = extra.get(ref)
    if (!r || !more || r.status !== 'pending') return Promise.resolve()
    r.status = outcome.kind === 'approve' ? 'succeeded' : 'failed'
    more.gatewayResponse = outcome.kind === 'approve' ? 'Successful' : outcome.kind === 'timeout' ? 'Transaction timed out' : outcome.why === 'insufficient_funds' ? 'Insufficient Funds' : 'Declined'
    r.code = more.gatewayResponse
    if (r.status === 'failed') return Promise.resolve() // Paystack sends webhooks for successful charges only.
    more.paidAt = new Date().toISOString()
    r.receipt = String(more.id)
    const body = JSON.stringify({ event: 'charge.success', data: data(r) })
    return kit.send(config.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(signWith, body) }, body })
  }

  const authorised = (header: string | undefined) => header === `Bearer ${config.secretKey}`
  const refused = (c: { json(body: unknown, status: 400 | 401 | 404): Response }, status: 400 | 401 | 404, message: string) => c.json({ status: false, message }, status)

  const app = new Hono()
    .post('/transaction/initialize', async (c) => {
      if (!authorised(c.req.header('authorization'))) return refused(c, 401, 'Invalid key')
      const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      if (!b || typeof b.email !== 'string' || !b.email.includes('@')) return refused(c, 400, 'Invalid Email Address Passed')
      if (!Number.isInteger(b.amount) || (b.amount as number) <= 0) return refused(c, 400, 'Invalid Amount Sent')
      const exponent = config.currencies[String(b.currency)]
      if (exponent === undefined) return refused(c, 400, 'Currency not supported by merchant')
      const reference = typeof b.reference === 'string' ? b.reference : letters(10).toLowerCase()
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return refused(c, 400, 'Invalid reference')
      if (kit.requests.has(reference)) return refused(c, 400, 'Duplicate Transaction Reference')
      const accessCode = letters(15).toLowerCase()
      kit.requests.set(reference, {
        provider: 'paystack',
        ref: reference,
        phone: null,
        amount: b.amount as number,
        currency: String(b.currency),
        exponent,
        label: String((b.metadata as Record<string, unknown> | undefined)?.order ?? reference),
        status: 'pending',
        code: null,
        receipt: null,
        createdAt: Date.now(),
      })
      extra.set(reference, { id: Number(`4${digits(9)}`), email: b.email, accessCode, gatewayResponse: 'The transaction was not completed', paidAt: null })
      const url = new URL(config.checkoutUrl)
      url.searchParams.set('ref', reference)
      return c.json({ status: true, message: 'Authorization URL created', data: { authorization_url: url.toString(), access_code: accessCode, reference } })
    })
    .get('/transaction/verify/:reference', (c) => {
      if (!authorised(c.req.header('authorization'))) return refused(c, 401, 'Invalid key')
      const r = kit.requests.get(c.req.param('reference'))
      if (!r) return refused(c, 404, 'Transaction reference not found')
      return c.json({ status: true, message: 'Verification successful', data: data(r) })
    })

  return {
    kit,
    app,
    settle,
    /** Webhooks signed with another key from now on: what a forger without our secret sends. */
    signWithWrongKey() {
      signWith = 'sk_test_not_the_secret'
    },
    /** A webhook body claiming success, signed with a key that is not ours. */
    forge(ref: string) {
      const r = kit.requests.get(ref)
      if (!r) return Promise.resolve()
      const body = JSON.stringify({ event: 'charge.success', data: { ...data(r), status: 'success' } })
      return deliver(config.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature('sk_test_not_the_secret', body) }, body }).then(
        () => {},
      )
    },
  }
}

export type PaystackSimulator = ReturnType<typeof paystackSimulator>
