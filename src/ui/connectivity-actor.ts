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

// Times are performance.now(): the machine compares an answer's send time with the offline event's.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => connectivityActor.send({ type: 'network.online' }))
  window.addEventListener('offline', () => connectivityActor.send({ type: 'network.offline', at: performance.now() }))
}
transportEvents.on('success', (sentAt) => connectivityActor.send({ type: 'request.succeeded', sentAt }))
transportEvents.on('unreachable', () => connectivityActor.send({ type: 'request.failed' }))
