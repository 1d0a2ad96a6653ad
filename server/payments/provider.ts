/**
 * One interface for every payment provider (decision 033); one adapter per provider beside it.
 * An adapter speaks its provider's documented protocol (docs/payments/protocols.md) and knows
 * nothing of our tables: the payments service (payments.ts) stores attempts and moves them through
 * machines/payment.machine.ts.
 *
 * Trust: a callback is never believed as it comes. `callback` only says which attempt it names
 * (and refuses a Paystack body whose signature is wrong); the service then asks the provider
 * (`query`: STK query, MoMo GET status, Paystack verify) and moves the attempt on that answer.
 * So a forged M-Pesa or MoMo callback changes nothing: the provider's query says otherwise.
 */
import type { FailureReason } from '../../src/api/payments-contract'

export type OnlineProvider = 'mpesa' | 'momo' | 'paystack'

/** What an adapter needs of an attempt. */
export interface ProviderAttempt {
  id: string
  providerRef: string | null
  amount: number
  currency: string
  currencyExponent: number
  phone: string | null
  email: string | null
  /** The order's number, shown in the prompt where the provider allows. */
  orderNumber: string
}

export type InitiateResult =
  | { kind: 'accepted'; providerRef: string; checkoutUrl: string | null }
  | { kind: 'refused'; reason: FailureReason; raw: string }
  /** No answer, or an answer we cannot read: the attempt stays `initiated` and the reconciliation asks again. */
  | { kind: 'unsure'; error: string }

export type QueryResult =
  | { kind: 'pending' }
  /** The provider knows no such request (MoMo 404, Paystack 404): never created, or not yet. */
  | { kind: 'unknown' }
  | { kind: 'succeeded'; amount: number; currency: string; receipt: string | null; raw: string }
  | { kind: 'failed'; reason: FailureReason; raw: string }

export type CallbackResult =
  | { kind: 'hint'; providerRef: string; receipt: string | null }
  /** A signed refund event (Paystack `refund.*`): which transaction's refund to fetch (decision 038). */
  | { kind: 'refund'; transactionRef: string }
  | { kind: 'rejected'; why: string }

/** What an adapter needs to refund a paid attempt to its payment method (decision 038). */
export interface ProviderRefund {
  /** Our refund's id. */
  id: string
  /** The provider's transaction reference. */
  transactionRef: string
  amount: number
  currency: string
  providerRefundId: string | null
  orderNumber: string
}

export type RefundResult =
  | { kind: 'queued'; providerRefundId: string; status: 'pending' | 'processed' }
  /** The provider said no (a 4xx): the money stays with us; it goes to the shopper's credit or the operator. */
  | { kind: 'refused'; raw: string }
  | { kind: 'unsure'; error: string }

export type RefundStatusResult = { kind: 'pending' } | { kind: 'processed' } | { kind: 'failed'; raw: string } | { kind: 'unknown' }

export interface PaymentProviderAdapter {
  readonly id: OnlineProvider
  /** How long a shopper has to approve before a last query and `expired`. */
  readonly windowMs: number
  /** Whether our attempt id is the provider's id too (MoMo, Paystack): queryable before any answer. */
  readonly ownsReference: boolean
  initiate(attempt: ProviderAttempt): Promise<InitiateResult>
  callback(rawBody: string, headers: Headers): CallbackResult
  query(attempt: ProviderAttempt): Promise<QueryResult>
  /** Refunds to the payment method, where the provider allows it (Paystack `POST /refund`); absent: refunds go to credit (decision 038). */
  refund?(refund: ProviderRefund): Promise<RefundResult>
  /** Where a refund stands (Paystack `GET /refund/:id`). */
  refundStatus?(refund: ProviderRefund): Promise<RefundStatusResult>
}

/** How the adapters reach a provider: `fetch` in production, a simulator's `request` in sandbox mode. */
export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>

/** A provider amount from our minor units: `exponent` digits after the point. */
export function toMajor(minor: number, exponent: number): string {
  if (exponent === 0) return String(minor)
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0')
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`
}

/** Minor units from a provider's amount (a number or a decimal string); NaN when unreadable. */
export function toMinor(major: unknown, exponent: number): number {
  const text = typeof major === 'number' ? String(major) : typeof major === 'string' ? major.trim() : ''
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN
  return Math.round(Number(text) * 10 ** exponent)
}

/** The JSON of an answer, or null when it has none or it is not JSON. */
export async function jsonOf(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** A callback's body as JSON, or null when it is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

/** A request that got no answer (network, timeout): the attempt stays `initiated` and the reconciliation asks again. */
export const unsure = (error: unknown): InitiateResult => ({ kind: 'unsure', error: error instanceof Error ? error.message : String(error) })

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A bearer token fetched on demand and kept until shortly before it expires. */
export function tokenCache(fetchToken: () => Promise<{ token: string; expiresInS: number }>) {
  let held: { token: string; until: number } | null = null
  return {
    async get(): Promise<string> {
      if (held && held.until > Date.now()) return held.token
      const fresh = await fetchToken()
      held = { token: fresh.token, until: Date.now() + Math.max(0, fresh.expiresInS - 60) * 1000 }
      return fresh.token
    },
    clear() {
      held = null
    },
  }
}
