/**
 * Paystack (docs/payments/protocols.md §3): initialize (a hosted checkout page for cards and the
 * market's other channels), verify by our reference (what we believe: status, amount and
 * currency), webhooks signed with HMAC-SHA512 of the raw body keyed with the secret key (a body
 * whose signature is wrong is refused before anything else is read), and refunds to the payment
 * method (decision 038): `POST /refund`, its `refund.*` webhooks, `GET /refund/:id`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  isRecord,
  jsonOf,
  parseJson,
  unsure,
  type CallbackResult,
  type InitiateResult,
  type PaymentProviderAdapter,
  type ProviderAttempt,
  type ProviderFetch,
  type ProviderRefund,
  type QueryResult,
  type RefundResult,
  type RefundStatusResult,
} from './provider'

export interface PaystackConfig {
  baseUrl: string
  secretKey: string
  /** Where Paystack sends the shopper back after its checkout page. */
  callbackUrl: string
  windowMs: number
}

export const paystackSignature = (secretKey: string, rawBody: string) => createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex')

export function isPaystackSignature(secretKey: string, rawBody: string, signature: string | null): boolean {
  if (!signature) return false
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'utf8')
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function paystackAdapter(config: PaystackConfig, fetch: ProviderFetch): PaymentProviderAdapter {
  const auth = { authorization: `Bearer ${config.secretKey}` }
  return {
    id: 'paystack',
    windowMs: config.windowMs,
    ownsReference: true,
    async initiate(attempt: ProviderAttempt): Promise<InitiateResult> {
      let res: Response
      try {
        res = await fetch(`${config.baseUrl}/transaction/initialize`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            email: attempt.email,
            amount: attempt.amount,
            currency: attempt.currency,
            reference: attempt.id,
            callback_url: config.callbackUrl,
            metadata: { order: attempt.orderNumber },
          }),
        })
      } catch (error) {
        return unsure(error)
      }
      const body = await jsonOf(res)
      const data = isRecord(body) && isRecord(body.data) ? body.data : null
      if (res.ok && data && typeof data.authorization_url === 'string') return { kind: 'accepted', providerRef: attempt.id, checkoutUrl: data.authorization_url }
      if (res.status >= 500) return { kind: 'unsure', error: `HTTP ${res.status}` }
      return { kind: 'refused', reason: 'config_error', raw: `HTTP ${res.status} ${isRecord(body) ? String(body.message ?? '') : ''}`.trim() }
    },
    callback(rawBody: string, headers: Headers): CallbackResult {
      if (!isPaystackSignature(config.secretKey, rawBody, headers.get('x-paystack-signature'))) return { kind: 'rejected', why: 'bad signature' }
      const parsed = parseJson(rawBody)
      if (parsed === null) return { kind: 'rejected', why: 'not JSON' }
      const data = isRecord(parsed) && isRecord(parsed.data) ? parsed.data : null
      const event = isRecord(parsed) ? String(parsed.event ?? '') : ''
      // refund.pending|processing|processed|failed|needs-attention: name the transaction; its refund is fetched (decision 038).
      if (event.startsWith('refund.')) {
        if (!data || typeof data.transaction_reference !== 'string') return { kind: 'rejected', why: 'no data.transaction_reference' }
        return { kind: 'refund', transactionRef: data.transaction_reference }
      }
      if (!data || typeof data.reference !== 'string') return { kind: 'rejected', why: 'no data.reference' }
      return { kind: 'hint', providerRef: data.reference, receipt: null }
    },
    async query(attempt: ProviderAttempt): Promise<QueryResult> {
      const res = await fetch(`${config.baseUrl}/transaction/verify/${encodeURIComponent(attempt.providerRef ?? attempt.id)}`, { method: 'GET', headers: auth })
      if (res.status === 404) return { kind: 'unknown' }
      const body = await jsonOf(res)
      const data = isRecord(body) && isRecord(body.data) ? body.data : null
      if (!res.ok || !data) throw new Error(`Paystack verify: HTTP ${res.status}`)
      const status = String(data.status ?? '')
      if (status === 'success') {
        return { kind: 'succeeded', amount: Number(data.requested_amount ?? data.amount), currency: String(data.currency ?? ''), receipt: data.id === undefined ? null : String(data.id), raw: status }
      }
      if (status === 'failed' || status === 'reversed')
        return { kind: 'failed', reason: /insufficient/i.test(String(data.gateway_response ?? '')) ? 'insufficient_funds' : 'other', raw: `${status} ${String(data.gateway_response ?? '')}`.trim() }
      // `abandoned` is also what an initialized transaction says until the shopper pays: pending until the window closes.
      return { kind: 'pending' }
    },
    /** `POST /refund` (transaction, amount, currency): "Refund has been queued for processing", `data.status` pending. */
    async refund(r: ProviderRefund): Promise<RefundResult> {
      let res: Response
      try {
        res = await fetch(`${config.baseUrl}/refund`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ transaction: r.transactionRef, amount: r.amount, currency: r.currency, merchant_note: `Order ${r.orderNumber} cancelled` }),
        })
      } catch (error) {
        return { kind: 'unsure', error: error instanceof Error ? error.message : String(error) }
      }
      const body = await jsonOf(res)
      const data = isRecord(body) && isRecord(body.data) ? body.data : null
      if (res.ok && data && data.id !== undefined) return { kind: 'queued', providerRefundId: String(data.id), status: data.status === 'processed' ? 'processed' : 'pending' }
      if (res.status >= 500 || res.status === 429) return { kind: 'unsure', error: `HTTP ${res.status}` }
      return { kind: 'refused', raw: `HTTP ${res.status} ${isRecord(body) ? String(body.message ?? '') : ''}`.trim() }
    },
    /** `GET /refund/:id`: pending, processing, processed, failed (needs-attention stays pending for us). */
    async refundStatus(r: ProviderRefund): Promise<RefundStatusResult> {
      if (!r.providerRefundId) return { kind: 'unknown' }
      const res = await fetch(`${config.baseUrl}/refund/${encodeURIComponent(r.providerRefundId)}`, { method: 'GET', headers: auth })
      if (res.status === 404) return { kind: 'unknown' }
      const body = await jsonOf(res)
      const data = isRecord(body) && isRecord(body.data) ? body.data : null
      if (!res.ok || !data) throw new Error(`Paystack refund fetch: HTTP ${res.status}`)
      const status = String(data.status ?? '')
      if (status === 'processed') return { kind: 'processed' }
      if (status === 'failed') return { kind: 'failed', raw: status }
      return { kind: 'pending' }
    },
  }
}
