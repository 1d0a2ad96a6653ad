/**
 * Chunk-reload guard: after a deploy an open tab may ask for a route chunk that no longer exists
 * (or the network cuts a chunk off). Reloading fetches the new build, so the first failed chunk
 * load reloads the page — but at most once per `chunkReloadGuard` (60 s): a failure within that
 * window of the last reload shows the error page instead of reloading in a loop.
 * The last reload time outlives the page (the wiring keeps it in sessionStorage and passes how
 * long ago it was as input); the reload itself and the remembering are named actions the wiring
 * provides. It does not decide what a chunk error is (the wiring does) and renders nothing: the
 * UI reads the tags `reloading` and `failed`.
 */
import { setup } from 'xstate'
import { DELAYS } from '../src/config'

export interface ChunkReloadInput {
  /** Milliseconds since this tab last reloaded for a chunk, or null if it never did. */
  msSinceLastReload: number | null
}

export const chunkReloadMachine = setup({
  types: {
    input: {} as ChunkReloadInput,
    context: {} as ChunkReloadInput,
    events: {} as { type: 'chunk.loadFailed' },
  },
  delays: { chunkReloadGuard: DELAYS.chunkReloadGuard },
  actions: {
    // Provided by the wiring: write the time to sessionStorage; location.reload().
    rememberReload: () => {},
    reloadPage: () => {},
  },
  guards: {
    wasReloadedRecently: ({ context }) => context.msSinceLastReload !== null && context.msSinceLastReload < DELAYS.chunkReloadGuard,
  },
}).createMachine({
  id: 'chunkReload',
  context: ({ input }) => ({ msSinceLastReload: input.msSinceLastReload }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'wasReloadedRecently', target: 'guarded' }, { target: 'watching' }],
    },
    watching: {
      on: { 'chunk.loadFailed': 'reloading' },
    },
    reloading: {
      tags: ['reloading'],
      entry: ['rememberReload', 'reloadPage'],
      // The page is going away; should the reload not happen (a beforeunload prompt kept the
      // page), the guard still holds for its full window before another reload.
      after: { chunkReloadGuard: 'watching' },
    },
    guarded: {
      // Timed from this page's start, so the window is never shorter than 60 s after the reload.
      after: { chunkReloadGuard: 'watching' },
      initial: 'quiet',
      states: {
        quiet: { on: { 'chunk.loadFailed': 'failed' } },
        failed: { tags: ['failed'] },
      },
    },
  },
})
