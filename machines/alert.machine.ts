/**
 * The alert box above a page's content (spec 4 and 8). Cleared before each request; a request
 * error shows its alert and clears it `alertClearAfterError` (1000 ms) later; a notification
 * that comes with a response is shown until the next request or a dismiss. Owns only what the
 * alert says; the API transport reports requests, failures and notifications to it.
 */
import { assign, setup } from 'xstate'
import { DELAYS } from '../src/config'

export interface Alert {
  type: 'success' | 'info' | 'warning' | 'error'
  /** A translated title and message; or field errors shown as a list. */
  title: string
  message: string
  fields?: { field: string; message: string }[]
}

export const alertMachine = setup({
  types: {
    context: {} as { alert: Alert | null },
    events: {} as { type: 'request.started' } | { type: 'request.failed'; alert: Alert } | { type: 'notification.received'; alert: Alert } | { type: 'alert.dismiss' },
  },
  delays: { alertClearAfterError: DELAYS.alertClearAfterError },
  actions: {
    setAlert: assign(({ event }) => ('alert' in event ? { alert: event.alert } : {})),
    clearAlert: assign({ alert: null }),
  },
}).createMachine({
  id: 'alert',
  context: { alert: null },
  initial: 'empty',
  on: {
    'request.started': { target: '.empty' },
    'request.failed': { target: '.failed', actions: 'setAlert', reenter: true },
    'notification.received': { target: '.notified', actions: 'setAlert' },
  },
  states: {
    empty: { entry: 'clearAlert' },
    notified: {
      tags: ['visible'],
      on: { 'alert.dismiss': 'empty' },
    },
    failed: {
      tags: ['visible'],
      after: { alertClearAfterError: 'empty' },
      on: { 'alert.dismiss': 'empty' },
    },
  },
})
