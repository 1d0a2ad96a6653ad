/**
 * MTN MoMo Collection (docs/payments/protocols.md §2): request-to-pay answered 202 with the
 * X-Reference-Id we chose (our attempt id; 409 on a reuse means "already created"), a callback
 * (not signed: a hint only), GET status by that id (what we believe; 200 even when FAILED).
 */
import type { FailureReason } from '../../src/api/payments-contract'
import {
  isRecord,
  parseJson,
  unsure,
  jsonOf,
  toMajor,
  toMinor,
  tokenCache,
  type CallbackResult,
  type InitiateResult,
  type PaymentProviderAdapter,
  type ProviderAttempt,
  type ProviderFetch,
  type QueryResult,
} from './provider'

export interface MomoConfig {
  baseUrl: string
  subscriptionKey: string
  apiUser: string
  apiKey: string
  /** `sandbox`, or the production environment (`mtnghana`, `mtnuganda`, `mtnrwanda`: unverified names). */
  targetEnvironment: string
  callbackUrl: string
  windowMs: number
}

const REASONS: Record<string, FailureReason> = {
  NOT_ENOUGH_FUNDS: 'insufficient_funds',
  COULD_NOT_PERFORM_TRANSACTION: 'timeout',
  APPROVAL_REJECTED: 'cancelled',
  TRANSACTION_CANCELED: 'cancelled',
  EXPIRED: 'timeout',
  PAYER_NOT_FOUND: 'invalid_payer',
  PAYER_LIMIT_REACHED: 'limit',
  SENDER_ACCOUNT_NOT_ACTIVE: 'account_locked',
  NOT_ALLOWED: 'config_error',
  INVALID_CALLBACK_URL_HOST: 'config_error',
  INVALID_CURRENCY: 'config_error',
}

/** `reason` is a plain string in MTN's examples, `{code, message}` for some integrators: both read. */
export function momoReasonCode(reason: unknown): string {
  if (typeof reason === 'string') return reason
  if (isRecord(reason) && typeof reason.code === 'string') return reason.code
  return 'UNKNOWN'
}

export const momoReason = (code: string): FailureReason => REASONS[code] ?? 'other'

export function momoAdapter(config: MomoConfig, fetch: ProviderFetch): PaymentProviderAdapter {
  const token = tokenCache(async () => {
    const basic = Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')
    const res = await fetch(`${config.baseUrl}/collection/token/`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'Ocp-Apim-Subscription-Key': config.subscriptionKey } })
    const body = await jsonOf(res)
    if (!res.ok || !isRecord(body) || typeof body.access_token !== 'string') throw new Error(`MoMo token: HTTP ${res.status}`)
    return { token: body.access_token, expiresInS: Number(body.expires_in ?? 3600) || 3600 }
  })
  const headers = async () => ({
    authorization: `Bearer ${await token.get()}`,
    'X-Target-Environment': config.targetEnvironment,
    'Ocp-Apim-Subscription-Key': config.subscriptionKey,
  })

  return {
    id: 'momo',
    windowMs: config.windowMs,
    ownsReference: true,
    async initiate(attempt: ProviderAttempt): Promise<InitiateResult> {
      let res: Response
      try {
        res = await fetch(`${config.baseUrl}/collection/v1_0/requesttopay`, {
          method: 'POST',
          headers: { ...(await headers()), 'X-Reference-Id': attempt.id, 'X-Callback-Url': config.callbackUrl, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: toMajor(attempt.amount, attempt.currencyExponent),
            currency: attempt.currency,
            externalId: attempt.id,
            payer: { partyIdType: 'MSISDN', partyId: (attempt.phone ?? '').replace(/\D/g, '') },
            payerMessage: `Malewa ${attempt.orderNumber}`,
            payeeNote: attempt.orderNumber,
          }),
        })
      } catch (error) {
        return unsure(error)
      }
      // 409: this X-Reference-Id was created before (a retried POST): it exists, go on to GET.
      if (res.status === 202 || res.status === 409) return { kind: 'accepted', providerRef: attempt.id, checkoutUrl: null }
      const body = await jsonOf(res)
      const code = isRecord(body) ? String(body.code ?? body.message ?? '') : ''
      if (res.status >= 500 && code !== 'INVALID_CALLBACK_URL_HOST') return { kind: 'unsure', error: `HTTP ${res.status} ${code}` }
      return { kind: 'refused', reason: REASONS[code] ?? 'config_error', raw: `HTTP ${res.status} ${code}`.trim() }
    },
    callback(rawBody: string): CallbackResult {
      const parsed = parseJson(rawBody)
      if (parsed === null) return { kind: 'rejected', why: 'not JSON' }
      // We set externalId to our X-Reference-Id, so the callback names the attempt.
      if (!isRecord(parsed) || typeof parsed.externalId !== 'string' || !parsed.externalId) return { kind: 'rejected', why: 'no externalId' }
      return { kind: 'hint', providerRef: parsed.externalId, receipt: null }
    },
    async query(attempt: ProviderAttempt): Promise<QueryResult> {
      const res = await fetch(`${config.baseUrl}/collection/v1_0/requesttopay/${encodeURIComponent(attempt.providerRef ?? attempt.id)}`, { method: 'GET', headers: await headers() })
      if (res.status === 404) return { kind: 'unknown' }
      const body = await jsonOf(res)
      if (!res.ok || !isRecord(body)) throw new Error(`MoMo status: HTTP ${res.status}`)
      if (body.status === 'SUCCESSFUL') {
        const currency = String(body.currency ?? '')
        return {
          kind: 'succeeded',
          amount: toMinor(body.amount, attempt.currencyExponent),
          currency,
          receipt: typeof body.financialTransactionId === 'string' ? body.financialTransactionId : null,
          raw: 'SUCCESSFUL',
        }
      }
      if (body.status === 'FAILED') {
        const code = momoReasonCode(body.reason)
        return { kind: 'failed', reason: momoReason(code), raw: code }
      }
      return { kind: 'pending' }
    },
  }
}
