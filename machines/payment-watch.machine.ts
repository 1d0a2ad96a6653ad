/**
 * The shopper's view of one order's payment (issue 33): fetch it; while it waits for the phone (or
 * Paystack's page) ask again every `paymentPoll` (3 s); once settled (paid, failed, cash) stop
 * asking. A new attempt (`payment.retry`: another number, Paystack again, or cash) is sent and its
 * answer shown; a refused one keeps what was shown with the refusal. A failed fetch waits
 * `paymentPoll` and asks again. Owns the timing and the status, not the request (the `fetchPayment`
 * and `askPayment` actors are provided by the screen) nor the words.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { PaymentRetry, PaymentView } from '../src/api/payments-contract'
import { DELAYS } from '../src/config'

export interface PaymentWatchContext {
  view: PaymentView | null
  /** The code of the last refused retry (shown by the screen), null after any success. */
  refusal: string | null
}

export const paymentWatchMachine = setup({
  types: {
    context: {} as PaymentWatchContext,
    events: {} as { type: 'payment.retry'; retry: PaymentRetry } | { type: 'payment.refresh' },
  },
  delays: { paymentPoll: DELAYS.paymentPoll },
  actors: {
    fetchPayment: fromPromise<PaymentView>(() => Promise.reject(new Error('fetchPayment not provided'))),
    askPayment: fromPromise<PaymentView, PaymentRetry>(() => Promise.reject(new Error('askPayment not provided'))),
  },
  guards: {
    isWaiting: ({ context }) => context.view?.status === 'awaiting',
  },
  actions: {
    keepView: assign({ view: (_, view: PaymentView) => view, refusal: null }),
    keepRefusal: assign({ refusal: (_, error: unknown) => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'failed') }),
  },
}).createMachine({
  id: 'paymentWatch',
  context: { view: null, refusal: null },
  initial: 'fetching',
  states: {
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPayment',
        onDone: { target: 'deciding', actions: { type: 'keepView', params: ({ event }) => event.output } },
        onError: 'retryingFetch',
      },
    },
    retryingFetch: { after: { paymentPoll: 'fetching' } },
    deciding: { always: [{ guard: 'isWaiting', target: 'watching' }, { target: 'settled' }] },
    watching: {
      tags: ['waiting'],
      after: { paymentPoll: 'fetching' },
      on: { 'payment.refresh': 'fetching' },
    },
    settled: {
      on: { 'payment.retry': 'asking', 'payment.refresh': 'fetching' },
    },
    asking: {
      tags: ['busy'],
      invoke: {
        src: 'askPayment',
        input: ({ event }) => (event as { retry: PaymentRetry }).retry,
        onDone: { target: 'deciding', actions: { type: 'keepView', params: ({ event }) => event.output } },
        onError: { target: 'settled', actions: { type: 'keepRefusal', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
})
