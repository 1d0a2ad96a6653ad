/**
 * The sandbox (decision 033): the three simulators in this process, reached by the same adapters
 * production uses through a `fetch` that hands each request to its simulator's app. Their
 * callbacks go to the shop's own callback routes through `deliver` (the app's `request`).
 * `npm start` without provider keys and every server test run on it.
 */
import { momoAdapter } from '../momo'
import { mpesaAdapter } from '../mpesa'
import { MOMO_TEST, MPESA_TEST, PAYSTACK_TEST } from '../payments-config'
import { paystackAdapter } from '../paystack'
import type { OnlineProvider, PaymentProviderAdapter } from '../provider'
import { momoSimulator } from './momo-sim'
import { mpesaSimulator } from './mpesa-sim'
import { paystackSimulator } from './paystack-sim'
import type { Deliver, SimKit, SimOutcome, SimRequest } from './sim-kit'

const HOSTS = { mpesa: 'http://mpesa.sandbox.invalid', momo: 'http://momo.sandbox.invalid', paystack: 'http://paystack.sandbox.invalid' } as const

/** Where Paystack's page sends the shopper back (payments.routes.ts `paystackReturnRoutes`, decision 038). */
export const PAYSTACK_RETURN_PATH = '/payments/paystack/return'

/** The shop's callback routes (payments.routes.ts). */
export const callbackPath = (provider: OnlineProvider) => `/api/payment-callbacks/${provider}`

export function createSandbox(publicUrl: string, deliver: Deliver, windows: Record<OnlineProvider, number>) {
  const base = publicUrl.replace(/\/$/, '')
  const mpesa = mpesaSimulator(MPESA_TEST, deliver)
  const momo = momoSimulator({ ...MOMO_TEST, callbackHost: new URL(base).hostname, currencies: { GHS: 2, UGX: 0, RWF: 0, EUR: 2 } }, deliver)
  const paystack = paystackSimulator(
    { ...PAYSTACK_TEST, webhookUrl: `${base}${callbackPath('paystack')}`, checkoutUrl: `${base}/sandbox/phone`, currencies: { NGN: 2, ZAR: 2, GHS: 2, KES: 2, USD: 2 } },
    deliver,
  )
  const sims = { mpesa, momo, paystack }
  const fetch = (url: string, init: RequestInit) => {
    for (const [id, host] of Object.entries(HOSTS)) if (url.startsWith(host)) return Promise.resolve(sims[id as OnlineProvider].app.request(url, init))
    return Promise.reject(new Error(`no simulator at ${url}`))
  }
  const adapters: Record<OnlineProvider, PaymentProviderAdapter> = {
    mpesa: mpesaAdapter(
      { baseUrl: HOSTS.mpesa, ...MPESA_TEST, transactionType: 'CustomerPayBillOnline', partyB: MPESA_TEST.shortcode, callbackUrl: `${base}${callbackPath('mpesa')}`, windowMs: windows.mpesa },
      fetch,
    ),
    momo: momoAdapter({ baseUrl: HOSTS.momo, ...MOMO_TEST, callbackUrl: `${base}${callbackPath('momo')}`, windowMs: windows.momo }, fetch),
    paystack: paystackAdapter({ baseUrl: HOSTS.paystack, ...PAYSTACK_TEST, callbackUrl: `${base}${PAYSTACK_RETURN_PATH}`, windowMs: windows.paystack }, fetch),
  }
  const kits: Record<OnlineProvider, SimKit> = { mpesa: mpesa.kit, momo: momo.kit, paystack: paystack.kit }
  return {
    mpesa,
    momo,
    paystack,
    adapters,
    /** Every request still waiting for the phone (or the checkout page), oldest first. */
    pending(): SimRequest[] {
      return Object.values(kits)
        .flatMap((k) => k.pending())
        .sort((a, b) => a.createdAt - b.createdAt)
    },
    settle(provider: OnlineProvider, ref: string, outcome: SimOutcome): Promise<void> {
      return sims[provider].settle(ref, outcome)
    },
    async idle() {
      await Promise.all(Object.values(kits).map((k) => k.idle()))
    },
  }
}

export type Sandbox = ReturnType<typeof createSandbox>
