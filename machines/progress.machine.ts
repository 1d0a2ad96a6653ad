/**
 * The thin top progress bar during navigation (spec 2 and 9): it appears only when a navigation
 * lasts longer than `progressThrottle` (200 ms), creeps towards the end over `progressDuration`
 * (5000 ms), completes on success and turns red on failure, then fades. Owns the phases; the bar
 * component renders them (2 px, width transition 0.1 s, opacity 0.4 s).
 */
import { setup } from 'xstate'
import { DELAYS } from '../src/config'

export const progressMachine = setup({
  types: {
    events: {} as { type: 'navigation.started' } | { type: 'navigation.succeeded' } | { type: 'navigation.failed' },
  },
  delays: { progressThrottle: DELAYS.progressThrottle, progressDuration: DELAYS.progressDuration, progressFade: DELAYS.progressFade },
}).createMachine({
  id: 'progress',
  initial: 'idle',
  states: {
    idle: { on: { 'navigation.started': 'waiting' } },
    /** A fast navigation ends here and never shows a bar. */
    waiting: {
      after: { progressThrottle: 'running' },
      on: { 'navigation.succeeded': 'idle', 'navigation.failed': 'failed' },
    },
    running: {
      tags: ['visible'],
      after: { progressDuration: 'stalled' },
      on: { 'navigation.succeeded': 'finishing', 'navigation.failed': 'failed', 'navigation.started': 'running' },
    },
    /** Still loading after 5 s: the bar holds near the end instead of pretending to finish. */
    stalled: {
      tags: ['visible'],
      on: { 'navigation.succeeded': 'finishing', 'navigation.failed': 'failed' },
    },
    finishing: {
      tags: ['visible', 'complete'],
      after: { progressFade: 'idle' },
      on: { 'navigation.started': 'waiting' },
    },
    failed: {
      tags: ['visible', 'failed'],
      after: { progressFade: 'idle' },
      on: { 'navigation.started': 'waiting' },
    },
  },
})
