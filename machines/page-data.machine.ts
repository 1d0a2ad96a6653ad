/**
 * A page's data refresh (spec 4): fetch when the page opens; show the "updating" state for at
 * least `pageDataMinDisplay` (200 ms) so it never flickers; when the page is reactivated (tab
 * shown again, window focused, back online) refetch only if the last fetch is older than
 * `refetchAfter` (30 s); abort the fetch when the page is left. Owns the timing and the status;
 * the data itself is written to Dexie by the provided `fetchPageData` actor, and screens read it
 * from there. Failures keep the stored data and wait for a retry or reactivation.
 */
import { assign, fromPromise, setup } from 'xstate'
import { DELAYS } from '../src/config'

export interface PageDataContext {
  lastFetchedAt: number | null
  failures: number
}

export const pageDataMachine = setup({
  types: {
    context: {} as PageDataContext,
    input: {} as { lastFetchedAt?: number | null } | undefined,
    events: {} as { type: 'page.reactivated' } | { type: 'page.retry' } | { type: 'page.left' },
  },
  delays: { pageDataMinDisplay: DELAYS.pageDataMinDisplay, refetchAfter: DELAYS.refetchAfter },
  actors: {
    // Provided by the page: fetch and store in Dexie; resolves when done. Receives an AbortSignal.
    fetchPageData: fromPromise<void>(async () => {}),
  },
  guards: {
    /** Only when the page opens: data fetched less than 30 s ago (by an earlier visit) is still fresh. */
    isStaleOnOpen: ({ context }) => context.lastFetchedAt === null || Date.now() - context.lastFetchedAt >= DELAYS.refetchAfter,
  },
  actions: {
    markFetched: assign({ lastFetchedAt: () => Date.now(), failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
}).createMachine({
  id: 'pageData',
  context: ({ input }) => ({ lastFetchedAt: input?.lastFetchedAt ?? null, failures: 0 }),
  initial: 'opening',
  on: { 'page.left': '.left' },
  states: {
    opening: {
      always: [{ guard: 'isStaleOnOpen', target: 'updating' }, { target: 'fresh' }],
    },
    updating: {
      tags: ['updating'],
      type: 'parallel',
      states: {
        fetch: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'fetchPageData',
                src: 'fetchPageData',
                onDone: { target: 'done', actions: 'markFetched' },
                onError: { target: '#pageData.failed', actions: 'countFailure' },
              },
            },
            done: { type: 'final' },
          },
        },
        minimumDisplay: {
          initial: 'showing',
          states: {
            showing: { after: { pageDataMinDisplay: 'done' } },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'fresh',
    },
    /** Fetched less than `refetchAfter` (30 s) ago: reactivating the page changes nothing. */
    fresh: {
      after: { refetchAfter: 'stale' },
      on: { 'page.retry': 'updating' },
    },
    /** Older than 30 s: the next reactivation refetches. */
    stale: {
      on: { 'page.reactivated': 'updating', 'page.retry': 'updating' },
    },
    failed: {
      tags: ['failed'],
      on: { 'page.reactivated': 'updating', 'page.retry': 'updating' },
    },
    left: { type: 'final' },
  },
})
