/**
 * Safaricom M-Pesa Daraja, M-Pesa Express (docs/payments/protocols.md §1): STK Push, its result
 * callback (not signed: a hint only), the STK query (what we believe). Amounts are whole
 * shillings: an order whose KES total has cents cannot be asked for (checkout refuses it first).
 */
import type { FailureReason } from '../../src/api/payments-contract'
import {
  isRecord,
  jsonOf,
  parseJson,
  unsure,
  tokenCache,
  type CallbackResult,
  type InitiateResult,
  type PaymentProviderAdapter,
  type ProviderAttempt,
  type ProviderFetch,
  type QueryResult,
} from './provider'

export interface MpesaConfig {
  baseUrl: string
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline'
  /** PartyB: the shortcode, or the till number for Buy Goods. */
  partyB: string
  callbackUrl: string
  windowMs: number
}

/** Result codes (callback and query) → our reasons; 0 is success, unknown codes are `other`. */
const RESULT_REASONS: Record<string, FailureReason> = {
  '1': 'insufficient_funds',
  '2': 'limit',
  '3': 'limit',
  '4': 'limit',
  '8': 'limit',
  '17': 'duplicate_too_soon',
  '1019': 'timeout',
  '1025': 'provider_error',
  '1031': 'cancelled',
  '1032': 'cancelled',
  '1037': 'timeout',
  '2001': 'wrong_pin',
  '2028': 'config_error',
  SFC_IC0003: 'config_error',
  '8006': 'account_locked',
}

export const mpesaReason = (code: string): FailureReason => RESULT_REASONS[code] ?? 'other'

/** YYYYMMDDHHmmss in Nairobi time (the timezone is unverified: most integrations use it). */
export function mpesaTimestamp(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`
}

export const mpesaPassword = (shortcode: string, passkey: string, timestamp: string) => Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64')

/** `2547XXXXXXXX` from what a shopper typed (+254 7…, 07…). */
export function mpesaMsisdn(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.startsWith('0')) return `254${digits.slice(1)}`
  return digits
}

export function mpesaAdapter(config: MpesaConfig, fetch: ProviderFetch): PaymentProviderAdapter {
  const token = tokenCache(async () => {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')
    const res = await fetch(`${config.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, { method: 'GET', headers: { authorization: `Basic ${basic}` } })
    const body = await jsonOf(res)
    if (!res.ok || !isRecord(body) || typeof body.access_token !== 'string') throw new Error(`M-Pesa token: HTTP ${res.status}`)
    return { token: body.access_token, expiresInS: Number(body.expires_in ?? 3599) || 3599 }
  })
  const post = async (path: string, payload: unknown) => {
    const res = await fetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token.get()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
    if (res.status === 404 || res.status === 401) token.clear()
    return { status: res.status, body: await jsonOf(res) }
  }
  const credentials = () => {
    const timestamp = mpesaTimestamp(new Date())
    return { BusinessShortCode: config.shortcode, Password: mpesaPassword(config.shortcode, config.passkey, timestamp), Timestamp: timestamp }
  }

  return {
    id: 'mpesa',
    windowMs: config.windowMs,
    ownsReference: false,
    async initiate(attempt: ProviderAttempt): Promise<InitiateResult> {
      if (attempt.amount % 10 ** attempt.currencyExponent !== 0) return { kind: 'refused', reason: 'limit', raw: 'amount has cents' }
      const msisdn = mpesaMsisdn(attempt.phone ?? '')
      let answer: { status: number; body: unknown }
      try {
        answer = await post('/mpesa/stkpush/v1/processrequest', {
          ...credentials(),
          TransactionType: config.transactionType,
          Amount: attempt.amount / 10 ** attempt.currencyExponent,
          PartyA: msisdn,
          PartyB: config.partyB,
          PhoneNumber: msisdn,
          CallBackURL: config.callbackUrl,
          // At most 12 characters, shown in the prompt: the order's number.
          AccountReference: attempt.orderNumber.replace(/[^A-Za-z0-9]/g, '').slice(0, 12),
          TransactionDesc: 'Malewa order',
        })
      } catch (error) {
        return unsure(error)
      }
      const { body } = answer
      if (isRecord(body) && String(body.ResponseCode) === '0' && typeof body.CheckoutRequestID === 'string') {
        return { kind: 'accepted', providerRef: body.CheckoutRequestID, checkoutUrl: null }
      }
      if (isRecord(body) && typeof body.errorCode === 'string') {
        const message = String(body.errorMessage ?? '')
        const reason: FailureReason = /lock subscriber/i.test(message) ? 'duplicate_too_soon' : body.errorCode.startsWith('400.') ? 'config_error' : 'provider_error'
        return { kind: 'refused', reason, raw: `${body.errorCode} ${message}`.trim() }
      }
      return answer.status >= 500 ? { kind: 'unsure', error: `HTTP ${answer.status}` } : { kind: 'refused', reason: 'provider_error', raw: `HTTP ${answer.status}` }
    },
    callback(rawBody: string): CallbackResult {
      const parsed = parseJson(rawBody)
      if (parsed === null) return { kind: 'rejected', why: 'not JSON' }
      const stk = isRecord(parsed) && isRecord(parsed.Body) && isRecord(parsed.Body.stkCallback) ? parsed.Body.stkCallback : null
      if (!stk || typeof stk.CheckoutRequestID !== 'string' || !stk.CheckoutRequestID) return { kind: 'rejected', why: 'no stkCallback.CheckoutRequestID' }
      // Items by Name, never by position (a Balance item may come without a Value).
      const items = isRecord(stk.CallbackMetadata) && Array.isArray(stk.CallbackMetadata.Item) ? stk.CallbackMetadata.Item : []
      const receipt = items.find((i): i is Record<string, unknown> => isRecord(i) && i.Name === 'MpesaReceiptNumber')?.Value
      return { kind: 'hint', providerRef: stk.CheckoutRequestID, receipt: typeof receipt === 'string' && /^[A-Z0-9]{6,20}$/.test(receipt) ? receipt : null }
    },
    async query(attempt: ProviderAttempt): Promise<QueryResult> {
      if (!attempt.providerRef) return { kind: 'unknown' }
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', { ...credentials(), CheckoutRequestID: attempt.providerRef })
      if (isRecord(body) && body.errorCode === '500.001.1001' && /being processed/i.test(String(body.errorMessage ?? ''))) return { kind: 'pending' }
      if (isRecord(body) && body.ResultCode !== undefined) {
        const code = String(body.ResultCode)
        // The query names no amount: the amount is the one we asked for, which the callback's hint cannot change.
        if (code === '0') return { kind: 'succeeded', amount: attempt.amount, currency: attempt.currency, receipt: null, raw: code }
        return { kind: 'failed', reason: mpesaReason(code), raw: `${code} ${String(body.ResultDesc ?? '')}`.trim() }
      }
      throw new Error(`M-Pesa STK query: HTTP ${status} ${JSON.stringify(body).slice(0, 200)}`)
    },
  }
}
