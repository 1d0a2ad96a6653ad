/**
 * Connectivity: what the shopper's connection is like right now, from two witnesses — the browser
 * (`network.online` / `network.offline`) and our own requests (`request.succeeded` /
 * `request.failed`, a failure meaning no HTTP answer: offline, DNS, timeout). `online`; `offline`
 * when the browser says so; `flaky` when requests fail while the browser claims a connection,
 * back to `online` after a request succeeds or after `flakyQuiet` without a failure; and a brief
 * `backOnline` (`backOnlineNotice`) after a return, while the sync layer catches up.
 * It owns only that status (read through tags: `online`, `stable`, `recovering`, `flaky`,
 * `offline`); the banner, the prefetcher and the sync layer decide what to do with it. It does
 * not retry requests and does not poll.
 */
import { setup } from 'xstate'
import { DELAYS } from '../src/config'

export type ConnectivityEvent =
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'request.succeeded' }
  | { type: 'request.failed' }

export const connectivityMachine = setup({
  types: {
    input: {} as { isBrowserOnline: boolean },
    context: {} as { isBrowserOnlineAtStart: boolean },
    events: {} as ConnectivityEvent,
  },
  delays: { flakyQuiet: DELAYS.flakyQuiet, backOnlineNotice: DELAYS.backOnlineNotice },
  guards: {
    isBrowserOffline: ({ context }) => !context.isBrowserOnlineAtStart,
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ isBrowserOnlineAtStart: input.isBrowserOnline }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isBrowserOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      tags: ['online', 'stable'],
      on: {
        'network.offline': 'offline',
        'request.failed': 'flaky',
      },
    },
    flaky: {
      tags: ['flaky'],
      after: { flakyQuiet: 'online' },
      on: {
        'network.offline': 'offline',
        'request.succeeded': 'online',
        // Another failure: the quiet period starts again.
        'request.failed': { target: 'flaky', reenter: true },
      },
    },
    offline: {
      tags: ['offline'],
      on: {
        'network.online': 'backOnline',
        // An answer came: whatever the browser says, the network works.
        'request.succeeded': 'backOnline',
      },
    },
    backOnline: {
      tags: ['online', 'recovering'],
      after: { backOnlineNotice: 'online' },
      on: {
        'network.offline': 'offline',
        'request.failed': 'flaky',
      },
    },
  },
})
