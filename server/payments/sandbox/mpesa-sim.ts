/**
 * A Safaricom Daraja (M-Pesa Express) simulator speaking the documented API
 * (docs/payments/protocols.md §1): the token, STK push with its checks (Password and Timestamp,
 * AccountReference ≤ 12, TransactionDesc ≤ 13, whole amounts 1–250 000, 2547… numbers, one push
 * at a time per phone), the result callback in its real shape, and the STK query ("being
 * processed" while the phone has not answered, a string ResultCode after).
 */
import { Hono } from 'hono'
import { mpesaPassword } from '../mpesa'
import { digits, letters, SimKit, type Deliver, type SimOutcome, type SimRequest } from './sim-kit'

export interface MpesaSimConfig {
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
}

const RESULTS: Record<string, string> = {
  '0': 'The service request is processed successfully.',
  '1': 'The balance is insufficient for the transaction.',
  '1032': 'Request cancelled by user',
  '1037': 'DS timeout user cannot be reached',
}

export function mpesaSimulator(config: MpesaSimConfig, deliver: Deliver) {
  const kit = new SimKit(deliver)
  const tokens = new Set<string>()
  const extra = new Map<string, { merchantRequestId: string; callbackUrl: string }>()

  const error = (requestId: string, errorCode: string, errorMessage: string) => ({ requestId, errorCode, errorMessage })

  function callbackBody(r: SimRequest, merchantRequestId: string) {
    const stkCallback: Record<string, unknown> = { MerchantRequestID: merchantRequestId, CheckoutRequestID: r.ref, ResultCode: Number(r.code), ResultDesc: RESULTS[r.code ?? ''] ?? 'Failed' }
    if (r.code === '0') {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: r.amount / 10 ** r.exponent },
          { Name: 'MpesaReceiptNumber', Value: r.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(new Date().toISOString().replace(/\D/g, '').slice(0, 14)) },
          { Name: 'PhoneNumber', Value: Number(r.phone) },
        ],
      }
    }
    return { Body: { stkCallback } }
  }

  /** Settles a pending request and sends its callback. */
  function settle(ref: string, outcome: SimOutcome, now = false): Promise<void> {
    const r = kit.requests.get(ref)
    const more = extra.get(ref)
    if (!r || !more || r.status !== 'pending') return Promise.resolve()
    r.code = outcome.kind === 'approve' ? '0' : outcome.kind === 'timeout' ? '1037' : outcome.why === 'insufficient_funds' ? '1' : '1032'
    r.status = r.code === '0' ? 'succeeded' : 'failed'
    if (r.code === '0') r.receipt = letters(10)
    return kit.send(more.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(callbackBody(r, more.merchantRequestId)) }, now)
  }

  const bearer = (header: string | undefined) => header?.startsWith('Bearer ') && tokens.has(header.slice(7))

  const app = new Hono()
    .get('/oauth/v1/generate', (c) => {
      const expected = `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')}`
      if (c.req.query('grant_type') !== 'client_credentials') return c.json(error(digits(8), '400.008.02', 'Invalid grant type passed'), 400)
      if (c.req.header('authorization') !== expected) return c.json(error(digits(8), '400.008.01', 'Invalid authentication type passed'), 400)
      const token = letters(28)
      tokens.add(token)
      return c.json({ access_token: token, expires_in: '3599' })
    })
    .post('/mpesa/stkpush/v1/processrequest', async (c) => {
      const requestId = `${digits(5)}-${digits(8)}-1`
      if (!bearer(c.req.header('authorization'))) return c.json(error(requestId, '404.001.03', 'Invalid Access Token'), 404)
      const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      if (!b) return c.json(error(requestId, '400.002.02', 'Bad Request - Invalid Body'), 400)
      const bad = (field: string) => c.json(error(requestId, '400.002.02', `Bad Request - Invalid ${field}`), 400)
      if (String(b.BusinessShortCode) !== config.shortcode) return c.json(error(requestId, '500.001.1001', 'Merchant does not exist'), 500)
      if (!/^\d{14}$/.test(String(b.Timestamp)) || b.Password !== mpesaPassword(config.shortcode, config.passkey, String(b.Timestamp)))
        return c.json(error(requestId, '500.001.1001', 'Wrong credentials'), 500)
      const amount = Number(b.Amount)
      if (!Number.isInteger(amount) || amount < 1 || amount > 250_000) return bad('Amount')
      const phone = String(b.PhoneNumber ?? '')
      if (!/^254[17]\d{8}$/.test(phone) || String(b.PartyA) !== phone) return bad('PhoneNumber')
      if (typeof b.AccountReference !== 'string' || b.AccountReference.length === 0 || b.AccountReference.length > 12) return bad('AccountReference')
      if (typeof b.TransactionDesc === 'string' && b.TransactionDesc.length > 13) return bad('TransactionDesc')
      if (typeof b.CallBackURL !== 'string' || !/^https?:\/\//.test(b.CallBackURL)) return bad('CallBackURL')
      if (kit.pending().some((r) => r.phone === phone))
        return c.json(error(requestId, '500.001.1001', 'Unable to lock subscriber, a transaction is already in process for the current subscriber'), 500)
      const ref = `ws_CO_${digits(22)}`
      const merchantRequestId = `${digits(5)}-${digits(8)}-1`
      kit.requests.set(ref, {
        provider: 'mpesa',
        ref,
        phone,
        amount: amount * 100,
        currency: 'KES',
        exponent: 2,
        label: b.AccountReference,
        status: 'pending',
        code: null,
        receipt: null,
        createdAt: Date.now(),
      })
      extra.set(ref, { merchantRequestId, callbackUrl: b.CallBackURL })
      const now = kit.settleAtRequest
      if (now) {
        kit.settleAtRequest = null
        await settle(ref, now, true)
      }
      return c.json({
        MerchantRequestID: merchantRequestId,
        CheckoutRequestID: ref,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      })
    })
    .post('/mpesa/stkpushquery/v1/query', async (c) => {
      const requestId = `${digits(5)}-${digits(8)}-1`
      if (!bearer(c.req.header('authorization'))) return c.json(error(requestId, '404.001.03', 'Invalid Access Token'), 404)
      const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      const ref = String(b?.CheckoutRequestID ?? '')
      if (!b || b.Password !== mpesaPassword(config.shortcode, config.passkey, String(b.Timestamp))) return c.json(error(requestId, '500.001.1001', 'Wrong credentials'), 500)
      const r = kit.requests.get(ref)
      if (!r) return c.json(error(requestId, '400.002.02', 'Bad Request - Invalid CheckoutRequestID'), 400)
      if (r.status === 'pending') return c.json(error(ref, '500.001.1001', 'The transaction is being processed'), 500)
      return c.json({
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successfully',
        MerchantRequestID: extra.get(ref)!.merchantRequestId,
        CheckoutRequestID: ref,
        ResultCode: r.code,
        ResultDesc: RESULTS[r.code ?? ''] ?? 'Failed',
      })
    })

  return {
    kit,
    app,
    settle: (ref: string, outcome: SimOutcome) => settle(ref, outcome),
    /** A callback anyone could send: success for a request the phone has not approved (nothing signs M-Pesa callbacks). */
    forge(ref: string) {
      const r = kit.requests.get(ref)
      const more = extra.get(ref)
      if (!r || !more) return Promise.resolve()
      const body = callbackBody({ ...r, code: '0', receipt: 'FORGED0001' }, more.merchantRequestId)
      return deliver(more.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(() => {})
    },
  }
}

export type MpesaSimulator = ReturnType<typeof mpesaSimulator>
