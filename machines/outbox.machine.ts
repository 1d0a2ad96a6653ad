/**
 * The one outbox machine (issue 29 item 3, decision 040; it was the cart's, issue 7): every queue
 * of the device's writes runs on it: the cart's operations, the queued orders, and the requests
 * queue (favorites, the join form, the provider portal). It owns when to push, how to wait and how
 * to retry; the provided `push` actor sends the queue's entries FIFO (an entry leaves only after a
 * 2xx) and reports how the run ended in the one retry rule's words (src/sync/outbox/retry-rule.ts);
 * `pull` brings the server's view back after a drained push (the cart, the order list), or does
 * nothing.
 *
 *   idle ──outbox.changed / network.online──▶ pushing ──drained──▶ pulling ──▶ idle
 *   pushing ──offline──▶ waitingForNetwork ──network.online──▶ pushing
 *   pushing ──retryable (5xx, 429, timeout)──▶ backingOff ──after jittered delay──▶ pushing
 *   pushing ──rejected (4xx)──▶ conflict ──conflict.resolved──▶ pushing
 *
 * The backoff doubles from 1 s to 60 s with full jitter. A queue that `needsSession` (the cart,
 * the orders) stays `signedOut` while no one is signed in and keeps its entries: they are never
 * sent under another shopper's session. The requests queue does not: a farmer's application goes
 * signed out, and its push holds back, in order, the kinds that need a session; a sign-in makes
 * every queue look again.
 */
import { assign, fromPromise, setup } from 'xstate'
import { DELAYS } from '../src/config'

export type PushOutcome = 'drained' | 'offline' | 'retryable' | 'rejected' | 'unauthorized'

export interface OutboxContext {
  attempt: number
  /** Random in [0, 1): the jitter of the next backoff, drawn when a retry is scheduled. */
  jitter: number
  online: boolean
  signedIn: boolean
  /** Whether the queue is sent only under a signed-in session (false: signed in or not). */
  needsSession: boolean
}

export interface OutboxInput {
  online: boolean
  signedIn: boolean
  /** Default true. */
  needsSession?: boolean
}

export const BACKOFF = { baseMs: DELAYS.retryBackoffBase, maxMs: DELAYS.retryBackoffMax } as const

/** Full jitter: a delay drawn in [0, min(max, base·2^attempt)], at least 250 ms. */
export function backoffDelay(attempt: number, jitter: number): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.max(250, Math.round(ceiling * jitter))
}

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    input: {} as OutboxInput,
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
    waitsForSession: ({ context }) => context.needsSession && !context.signedIn,
    needsSession: ({ context }) => context.needsSession,
    isOffline: ({ context }) => !context.online,
    outcomeIs: ({ event }, outcome: PushOutcome) => (event as unknown as { output: PushOutcome }).output === outcome,
    /** A 401 the push could not refresh, in a queue sent only under a session. */
    sessionEnded: ({ context, event }) => context.needsSession && (event as unknown as { output: PushOutcome }).output === 'unauthorized',
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
  id: 'outbox',
  context: ({ input }) => ({ attempt: 0, jitter: 0.5, online: input.online, signedIn: input.signedIn, needsSession: input.needsSession ?? true }),
  initial: 'starting',
  on: {
    'network.offline': { target: '.starting', actions: 'markOffline' },
    'network.online': { target: '.starting', actions: 'markOnline' },
    'session.signedOut': [{ guard: 'needsSession', target: '.signedOut', actions: 'markSignedOut' }, { actions: 'markSignedOut' }],
  },
  states: {
    /** On start (a reload, a reopened browser) the outbox left by the last run is pushed. */
    starting: {
      always: [{ guard: 'waitsForSession', target: 'signedOut' }, { guard: 'isOffline', target: 'waitingForNetwork' }, { target: 'pushing' }],
    },
    idle: {
      on: { 'outbox.changed': 'pushing', 'session.signedIn': { target: 'starting', actions: 'markSignedIn' } },
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
          { guard: 'sessionEnded', target: 'signedOut', actions: 'markSignedOut' },
          // A queue that goes signed out waits for the next change or sign-in (its push holds back what needs a session).
          { guard: { type: 'outcomeIs', params: 'unauthorized' }, target: 'idle', actions: 'markSignedOut' },
          { target: 'backingOff', actions: 'scheduleRetry' },
        ],
        onError: { target: 'backingOff', actions: 'scheduleRetry' },
      },
      // A change made while pushing is picked up by the run itself (each push reads its queue until
      // nothing new is left) or by the next one (after the pull).
      on: { 'outbox.changed': { target: 'pushing', reenter: false }, 'session.signedIn': { actions: 'markSignedIn' } },
    },
    pulling: {
      tags: ['syncing'],
      invoke: { id: 'pull', src: 'pull', onDone: 'idle', onError: 'idle' },
      on: { 'outbox.changed': 'pushing', 'session.signedIn': { actions: 'markSignedIn' } },
    },
    waitingForNetwork: {
      tags: ['waiting'],
      on: { 'session.signedIn': { actions: 'markSignedIn' } },
    },
    backingOff: {
      tags: ['waiting'],
      after: { retryDelay: 'pushing' },
      on: { 'session.signedIn': { actions: 'markSignedIn' } },
    },
    /** A change the server refused (4xx): shown to the shopper, who fixes or drops it. */
    conflict: {
      tags: ['attention'],
      on: { 'conflict.resolved': 'pushing', 'outbox.changed': 'pushing', 'session.signedIn': { actions: 'markSignedIn' } },
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
