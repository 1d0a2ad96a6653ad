/**
 * Connectivity: what the shopper's connection is like right now, from two witnesses — the browser
 * (`network.online` / `network.offline`) and our own requests (`request.succeeded` /
 * `request.failed`, a failure meaning no HTTP answer: offline, DNS, timeout). `online`; `offline`
 * when the browser says so; `flaky` when requests fail while the browser claims a connection,
 * back to `online` after a request succeeds or after `flakyQuiet` without a failure; and a brief
 * `backOnline` (`backOnlineNotice`) after a return, while the sync layer catches up.
 * Offline, an answer counts as proof that the network works only if its request left after the
 * browser said it was offline (`sentAt` ≥ the `at` of `network.offline`, both performance.now()):
 * an answer already on its way when the link dropped can still arrive, and proves nothing.
 * It owns only that status (read through tags: `online`, `stable`, `recovering`, `flaky`,
 * `offline`); the banner, the prefetcher and the sync layer decide what to do with it. It does
 * not retry requests and does not poll.
 */
import { assign, setup } from 'xstate'
import { DELAYS } from '../src/config'

export type ConnectivityEvent =
  | { type: 'network.online' }
  | { type: 'network.offline'; at?: number }
  /** `sentAt`: when the answered request left; without it the answer counts as fresh. */
  | { type: 'request.succeeded'; sentAt?: number }
  | { type: 'request.failed' }

export const connectivityMachine = setup({
  types: {
    input: {} as { isBrowserOnline: boolean },
    context: {} as { isBrowserOnlineAtStart: boolean; offlineSince: number },
    events: {} as ConnectivityEvent,
  },
  delays: { flakyQuiet: DELAYS.flakyQuiet, backOnlineNotice: DELAYS.backOnlineNotice },
  guards: {
    isBrowserOffline: ({ context }) => !context.isBrowserOnlineAtStart,
    sentSinceOffline: ({ context, event }) => event.type !== 'request.succeeded' || (event.sentAt ?? Number.POSITIVE_INFINITY) >= context.offlineSince,
  },
  actions: {
    noteOffline: assign({ offlineSince: ({ event }) => (event.type === 'network.offline' ? (event.at ?? Number.NEGATIVE_INFINITY) : Number.NEGATIVE_INFINITY) }),
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ isBrowserOnlineAtStart: input.isBrowserOnline, offlineSince: Number.NEGATIVE_INFINITY }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isBrowserOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      tags: ['online', 'stable'],
      on: {
        'network.offline': { target: 'offline', actions: 'noteOffline' },
        'request.failed': 'flaky',
      },
    },
    flaky: {
      tags: ['flaky'],
      after: { flakyQuiet: 'online' },
      on: {
        'network.offline': { target: 'offline', actions: 'noteOffline' },
        'request.succeeded': 'online',
        // Another failure: the quiet period starts again.
        'request.failed': { target: 'flaky', reenter: true },
      },
    },
    offline: {
      tags: ['offline'],
      on: {
        'network.online': 'backOnline',
        // An answer to a request sent since: whatever the browser says, the network works.
        'request.succeeded': { guard: 'sentSinceOffline', target: 'backOnline' },
      },
    },
    backOnline: {
      tags: ['online', 'recovering'],
      after: { backOnlineNotice: 'online' },
      on: {
        'network.offline': { target: 'offline', actions: 'noteOffline' },
        'request.failed': 'flaky',
      },
    },
  },
})
