/**
 * One payment attempt (issue 33): initiated (our row is written, the provider not yet asked or not
 * yet answered) → pending (the provider took the request: the shopper's phone shows the prompt, or
 * Paystack's checkout page is open) → succeeded | failed (with the provider's reason) | expired
 * (the provider's window passed and a last query found nothing). A retry is a new attempt, with its
 * own key at the provider. Callbacks and query answers are the same events: the server believes
 * them only once the provider's query (or Paystack's signature and verify) says so.
 *
 * Owns the order in which an attempt may move, nothing else: the server keeps each attempt's state
 * in `payment_attempts` and moves it with `nextAttemptState` (a pure transition, no actor), so
 * what the database may hold is exactly what this machine allows. A success reported for an
 * expired attempt is taken (the money left the shopper's wallet): the server then credits it when
 * the order no longer needs it. A success for another amount than asked is a failure
 * (`amount_mismatch`), shown to the operator. Callbacks after a final state change nothing.
 */
import { assign, setup, transition, type SnapshotFrom } from 'xstate'
import type { AttemptStatus, FailureReason } from '../src/api/payments-contract'

export interface PaymentAttemptContext {
  /** What we asked for, minor units. */
  amount: number
  providerRef: string | null
  reason: FailureReason | null
  receipt: string | null
  /** The success came after we had expired the attempt. */
  late: boolean
}

export type PaymentAttemptEvent =
  | { type: 'attempt.accepted'; providerRef: string }
  | { type: 'attempt.refused'; reason: FailureReason }
  | { type: 'provider.succeeded'; amount: number; receipt: string | null }
  | { type: 'provider.failed'; reason: FailureReason }
  | { type: 'attempt.windowClosed' }

/** A success with the amount asked succeeds; with another amount it is a failure the operator sees. */
const SUCCESS = [
  { guard: 'isAmountAsked', target: 'succeeded', actions: 'keepReceipt' },
  { target: 'failed', actions: 'markAmountMismatch' },
] as const

export const paymentAttemptMachine = setup({
  types: {
    input: {} as { amount: number },
    context: {} as PaymentAttemptContext,
    events: {} as PaymentAttemptEvent,
  },
  guards: {
    isAmountAsked: ({ context, event }) => event.type === 'provider.succeeded' && event.amount === context.amount,
  },
  actions: {
    keepProviderRef: assign({ providerRef: ({ event }) => (event.type === 'attempt.accepted' ? event.providerRef : null) }),
    keepReason: assign({ reason: ({ event }) => (event.type === 'attempt.refused' || event.type === 'provider.failed' ? event.reason : null) }),
    keepReceipt: assign({ receipt: ({ event }) => (event.type === 'provider.succeeded' ? event.receipt : null) }),
    markAmountMismatch: assign({ reason: 'amount_mismatch' as const }),
    markLate: assign({ late: true }),
  },
}).createMachine({
  id: 'paymentAttempt',
  context: ({ input }) => ({ amount: input.amount, providerRef: null, reason: null, receipt: null, late: false }),
  initial: 'initiated',
  states: {
    initiated: {
      tags: ['waiting'],
      on: {
        'attempt.accepted': { target: 'pending', actions: 'keepProviderRef' },
        'attempt.refused': { target: 'failed', actions: 'keepReason' },
        // A callback or query can answer before the provider's own answer to our request reached us.
        'provider.succeeded': SUCCESS,
        'provider.failed': { target: 'failed', actions: 'keepReason' },
        // The provider never answered our request (a crash, a lost answer) and the window passed.
        'attempt.windowClosed': 'expired',
      },
    },
    pending: {
      tags: ['waiting'],
      on: {
        'provider.succeeded': SUCCESS,
        'provider.failed': { target: 'failed', actions: 'keepReason' },
        'attempt.windowClosed': 'expired',
      },
    },
    expired: {
      tags: ['settled'],
      on: {
        'provider.succeeded': [
          { guard: 'isAmountAsked', target: 'succeeded', actions: ['keepReceipt', 'markLate'] },
          { target: 'failed', actions: 'markAmountMismatch' },
        ],
      },
    },
    succeeded: { tags: ['settled'], type: 'final' },
    failed: { tags: ['settled'], type: 'final' },
  },
})

export type PaymentAttemptSnapshot = SnapshotFrom<typeof paymentAttemptMachine>

/**
 * Where a stored attempt goes on an event: the machine's answer, or null when the event changes
 * nothing (a repeated callback, a callback after a final state); a query answering "still processing" is no event at all.
 */
export function nextAttemptState(status: AttemptStatus, context: PaymentAttemptContext, event: PaymentAttemptEvent): { status: AttemptStatus; context: PaymentAttemptContext } | null {
  const from = paymentAttemptMachine.resolveState({ value: status, context })
  const [next] = transition(paymentAttemptMachine, from, event)
  const to = next.value as AttemptStatus
  if (to === status && JSON.stringify(next.context) === JSON.stringify(context)) return null
  return { status: to, context: next.context }
}
