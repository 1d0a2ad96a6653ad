/**
 * Cart sync (issue 7): pushes the cart outbox to the server in order, then pulls the server's cart
 * back, whenever there is a connection and a signed-in shopper. Owns when to push, how to wait and
 * retry; the provided `push` actor sends the owner's entries FIFO (an entry leaves the outbox only
 * after a 2xx) and reports how the run ended; `pull` writes the server cart into Dexie.
 *
 *   idle ──outbox.changed / network.online──▶ pushing ──drained──▶ pulling ──▶ idle
 *   pushing ──offline──▶ waitingForNetwork ──network.online──▶ pushing
 *   pushing ──retryable (5xx, 429, timeout)──▶ backingOff ──after jittered delay──▶ pushing
 *   pushing ──rejected (4xx)──▶ conflict ──conflict.resolved──▶ pushing
 *
 * The backoff doubles from 1 s to 60 s with full jitter. A signed-out device stays `signedOut` and
 * keeps its entries: they are never sent under another shopper's session.
 */
import { assign, fromPromise, setup } from 'xstate'
import { DELAYS } from '../src/config'

export type PushOutcome = 'drained' | 'offline' | 'retryable' | 'rejected' | 'unauthorized'

export interface CartSyncContext {
  attempt: number
  /** Random in [0, 1): the jitter of the next backoff, drawn when a retry is scheduled. */
  jitter: number
  online: boolean
  signedIn: boolean
}

export const BACKOFF = { baseMs: DELAYS.retryBackoffBase, maxMs: DELAYS.retryBackoffMax } as const

/** Full jitter: a delay drawn in [0, min(max, base·2^attempt)], at least 250 ms. */
export function backoffDelay(attempt: number, jitter: number): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.max(250, Math.round(ceiling * jitter))
}

export const cartSyncMachine = setup({
  types: {
    context: {} as CartSyncContext,
    input: {} as { online: boolean; signedIn: boolean },
    events: {} as { type: 'outbox.changed' } | { type: 'network.online' } | { type: 'network.offline' } | { type: 'session.signedIn' } | { type: 'session.signedOut' } | { type: 'conflict.resolved' },
  },
  actors: {
    push: fromPromise<PushOutcome>(async () => 'drained'),
    pull: fromPromise<void>(async () => {}),
  },
  delays: {
    retryDelay: ({ context }) => backoffDelay(context.attempt, context.jitter),
  },
  guards: {
    canSync: ({ context }) => context.online && context.signedIn,
    isOffline: ({ context }) => !context.online,
    outcomeIs: ({ event }, outcome: PushOutcome) => (event as unknown as { output: PushOutcome }).output === outcome,
  },
  actions: {
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    markSignedIn: assign({ signedIn: true }),
    markSignedOut: assign({ signedIn: false }),
    scheduleRetry: assign(({ context }) => ({ attempt: context.attempt + 1, jitter: Math.random() })),
    resetAttempts: assign({ attempt: 0 }),
  },
}).createMachine({
  id: 'cartSync',
  context: ({ input }) => ({ attempt: 0, jitter: 0.5, online: input.online, signedIn: input.signedIn }),
  initial: 'starting',
  on: {
    'network.offline': { target: '.starting', actions: 'markOffline' },
    'network.online': { target: '.starting', actions: 'markOnline' },
    'session.signedOut': { target: '.signedOut', actions: 'markSignedOut' },
  },
  states: {
    /** On start (a reload, a reopened browser) the outbox left by the last run is pushed. */
    starting: {
      always: [{ guard: ({ context }) => !context.signedIn, target: 'signedOut' }, { guard: 'isOffline', target: 'waitingForNetwork' }, { target: 'pushing' }],
    },
    idle: {
      on: { 'outbox.changed': 'pushing' },
    },
    pushing: {
      tags: ['syncing'],
      invoke: {
        id: 'push',
        src: 'push',
        onDone: [
          { guard: { type: 'outcomeIs', params: 'drained' }, target: 'pulling', actions: 'resetAttempts' },
          { guard: { type: 'outcomeIs', params: 'offline' }, target: 'waitingForNetwork' },
          { guard: { type: 'outcomeIs', params: 'rejected' }, target: 'conflict' },
          { guard: { type: 'outcomeIs', params: 'unauthorized' }, target: 'signedOut', actions: 'markSignedOut' },
          { target: 'backingOff', actions: 'scheduleRetry' },
        ],
        onError: { target: 'backingOff', actions: 'scheduleRetry' },
      },
      // A change made while pushing is picked up by the next run (after the pull).
      on: { 'outbox.changed': { target: 'pushing', reenter: false } },
    },
    pulling: {
      tags: ['syncing'],
      invoke: { id: 'pull', src: 'pull', onDone: 'idle', onError: 'idle' },
      on: { 'outbox.changed': 'pushing' },
    },
    waitingForNetwork: {
      tags: ['waiting'],
    },
    backingOff: {
      tags: ['waiting'],
      after: { retryDelay: 'pushing' },
    },
    /** A change the server refused (4xx): shown to the shopper, who fixes or drops it. */
    conflict: {
      tags: ['attention'],
      on: { 'conflict.resolved': 'pushing', 'outbox.changed': 'pushing' },
    },
    signedOut: {
      on: {
        'session.signedIn': { target: 'starting', actions: 'markSignedIn' },
        'network.online': { actions: 'markOnline' },
        'network.offline': { actions: 'markOffline' },
      },
    },
  },
})
