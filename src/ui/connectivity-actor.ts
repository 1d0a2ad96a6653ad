/**
 * The app's one connectivity actor (machines/connectivity.machine.ts), fed by the browser's
 * online/offline events and by every API request's outcome (the transport's `success` and
 * `unreachable`, background sync included). The banner, the link prefetcher and anything else
 * that must know whether the network is usable read it; nothing here retries or polls.
 */
import { createActor } from 'xstate'
import { connectivityMachine } from '../../machines/connectivity.machine'
import { transportEvents } from '../api/clients'

const isBrowserOnline = typeof navigator === 'undefined' || navigator.onLine !== false

export const connectivityActor = createActor(connectivityMachine, { input: { isBrowserOnline } }).start()

/** When the browser last said it went offline (performance.now()). */
let offlineSince = Number.NEGATIVE_INFINITY

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => connectivityActor.send({ type: 'network.online' }))
  window.addEventListener('offline', () => {
    offlineSince = performance.now()
    connectivityActor.send({ type: 'network.offline' })
  })
}
// An answer proves the network works only if its request left after the browser said it was
// offline: one already on its way when the link dropped can still arrive, and proves nothing.
transportEvents.on('success', (sentAt) => {
  if (sentAt >= offlineSince) connectivityActor.send({ type: 'request.succeeded' })
})
transportEvents.on('unreachable', () => connectivityActor.send({ type: 'request.failed' }))
