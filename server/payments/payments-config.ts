/**
 * Which providers talk to the real APIs and which to the in-process simulators (decision 033).
 * A provider whose keys are set (server/env.ts: MPESA_*, MOMO_*, PAYSTACK_*) is live; one without
 * keys runs in sandbox mode: the simulator in server/payments/sandbox/ answers with test keys, and
 * the shop shows a "Test payments" notice and the sandbox phone page.
 */
import type { MomoConfig } from './momo'
import type { MpesaConfig } from './mpesa'
import type { PaystackConfig } from './paystack'

export interface PaymentsSettings {
  mpesa: MpesaConfig | null
  momo: MomoConfig | null
  paystack: PaystackConfig | null
  /** The reconciliation worker: how often it looks for attempts to query, and the first query's delay after a request. */
  pollMs: number
  firstQueryMs: number
  /** The longest wait between two queries of one attempt. */
  maxQueryStepMs: number
}

/** Approval windows: M-Pesa's is unverified (configurable), MoMo's payer has 5 minutes (we wait 6), Paystack's page 30 minutes. */
export const DEFAULT_WINDOWS = { mpesa: 120_000, momo: 360_000, paystack: 1_800_000 } as const

export const DEFAULT_PAYMENTS: PaymentsSettings = { mpesa: null, momo: null, paystack: null, pollMs: 5_000, firstQueryMs: 30_000, maxQueryStepMs: 120_000 }

/** Daraja's published sandbox shortcode and passkey (docs/payments/protocols.md §1): test values, not secrets. */
export const MPESA_TEST = {
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  consumerKey: 'sandbox-consumer-key',
  consumerSecret: 'sandbox-consumer-secret',
}
export const MOMO_TEST = { apiUser: '3b9e4a3c-5a7e-4f1b-9c2d-6e7f8a9b0c1d', apiKey: 'sandbox-api-key', subscriptionKey: 'sandbox-subscription-key', targetEnvironment: 'sandbox' }
export const PAYSTACK_TEST = { secretKey: 'sk_test_malewa_sandbox' }
