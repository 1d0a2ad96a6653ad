/**
 * A Paystack simulator speaking the documented API (docs/payments/protocols.md §3): initialize
 * (unique references of `-`, `.`, `=` and alphanumerics; an authorization_url on the sandbox phone
 * page, where the person running the shop pays or declines), verify by reference (404 unknown;
 * `abandoned` until paid, then `success` or `failed` with its gateway_response), and the
 * `charge.success` webhook signed with HMAC-SHA512 of the body keyed with the secret key.
 * Refunds (decision 038): `POST /refund` (a paid transaction by reference or id, at most what is
 * left of it) queued as `pending`, then processed or failed (`refundMode`, or held for
 * `settleRefund`) with the signed `refund.processed` / `refund.failed` webhook in the documented
 * shape (`transaction_reference`, `refund_reference`, `amount` as a string), and `GET /refund/:id`.
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
  const extra = new Map<string, { id: number; email: string; accessCode: string; gatewayResponse: string; paidAt: string | null; callbackUrl: string | null }>()
  let signWith = config.secretKey
  interface SimRefund {
    id: number
    ref: string
    amount: number
    currency: string
    status: 'pending' | 'processed' | 'failed'
    refundReference: string | null
    createdAt: string
  }
  const refunds = new Map<number, SimRefund>()
  /** What the simulated Paystack does with a refund once queued: process it, fail it, or hold it for `settleRefund`. */
  let refundMode: 'process' | 'fail' | 'hold' = 'process'

  function refundData(f: SimRefund) {
    const r = kit.requests.get(f.ref)!
    return {
      id: f.id,
      integration: 412829,
      domain: 'test',
      transaction: { id: extra.get(f.ref)!.id, reference: f.ref, amount: r.amount, currency: r.currency, channel: 'card' },
      dispute: null,
      amount: f.amount,
      deducted_amount: f.amount,
      currency: f.currency,
      channel: 'card',
      fully_deducted: true,
      refunded_by: 'sandbox@malewa.test',
      expected_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      customer_note: 'Refund for your cancelled order',
      merchant_note: '',
      createdAt: f.createdAt,
      status: f.status,
    }
  }

  function finishRefund(id: number, outcome: 'processed' | 'failed'): Promise<void> {
    const f = refunds.get(id)
    if (!f || f.status !== 'pending') return Promise.resolve()
    f.status = outcome
    f.refundReference = outcome === 'processed' ? digits(12) : `TRF_${letters(15).toLowerCase()}`
    const more = extra.get(f.ref)!
    const body = JSON.stringify({
      event: `refund.${outcome}`,
      data: {
        status: outcome,
        transaction_reference: f.ref,
        refund_reference: f.refundReference,
        // Paystack's own examples send the amount as a string here.
        amount: String(f.amount),
        currency: f.currency,
        processor: 'mpgs_zen',
        customer: { first_name: '', last_name: '', email: more.email },
        integration: 412829,
        domain: 'test',
      },
    })
    return kit.send(config.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(signWith, body) }, body })
  }

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
      extra.set(reference, {
        id: Number(`4${digits(9)}`),
        email: b.email,
        accessCode,
        gatewayResponse: 'The transaction was not completed',
        paidAt: null,
        callbackUrl: typeof b.callback_url === 'string' ? b.callback_url : null,
      })
      const url = new URL(config.checkoutUrl)
      url.searchParams.set('ref', reference)
      return c.json({ status: true, message: 'Authorization URL created', data: { authorization_url: url.toString(), access_code: accessCode, reference } })
    })
    .post('/refund', async (c) => {
      if (!authorised(c.req.header('authorization'))) return refused(c, 401, 'Invalid key')
      const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      const given = b ? String(b.transaction ?? '') : ''
      const r = kit.requests.get(given) ?? [...kit.requests.values()].find((x) => String(extra.get(x.ref)?.id) === given)
      if (!r) return refused(c, 404, 'Transaction not found')
      if (r.status !== 'succeeded') return refused(c, 400, 'Transaction has not been completed')
      const left = r.amount - [...refunds.values()].filter((f) => f.ref === r.ref && f.status !== 'failed').reduce((sum, f) => sum + f.amount, 0)
      const amount = b?.amount === undefined ? left : Number(b.amount)
      if (!Number.isInteger(amount) || amount <= 0) return refused(c, 400, 'Invalid amount')
      if (amount > left) return refused(c, 400, 'Refund amount cannot be greater than the transaction amount left to refund')
      if (b?.currency !== undefined && b.currency !== r.currency) return refused(c, 400, 'Currency does not match the transaction')
      const f: SimRefund = { id: Number(`3${digits(8)}`), ref: r.ref, amount, currency: r.currency, status: 'pending', refundReference: null, createdAt: new Date().toISOString() }
      refunds.set(f.id, f)
      const answer = { status: true, message: 'Refund has been queued for processing', data: refundData(f) }
      // Processed (or failed) at once; its webhook goes out after this answer (the kit sends after the current turn).
      if (refundMode !== 'hold') void finishRefund(f.id, refundMode === 'fail' ? 'failed' : 'processed')
      return c.json(answer)
    })
    .get('/refund/:id', (c) => {
      if (!authorised(c.req.header('authorization'))) return refused(c, 401, 'Invalid key')
      const f = refunds.get(Number(c.req.param('id')))
      if (!f) return refused(c, 404, 'Refund not found')
      return c.json({ status: true, message: 'Refund retrieved', data: refundData(f) })
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
    /** Where the checkout page sends the shopper back once they paid or declined (the initialize's callback_url). */
    callbackUrlOf(ref: string): string | null {
      return extra.get(ref)?.callbackUrl ?? null
    },
    /** The refunds this simulated Paystack holds. */
    refunds,
    /** What happens to the next refunds: processed (default), failed, or held until `settleRefund`. */
    setRefundMode(mode: 'process' | 'fail' | 'hold') {
      refundMode = mode
    },
    settleRefund: finishRefund,
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
