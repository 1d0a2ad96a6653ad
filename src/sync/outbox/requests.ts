/**
 * The door to the requests queue (favorites, the join form, the provider portal): its sender runs
 * on the one outbox machine (requests-queue.ts, decision 040) and is loaded on the first call,
 * with the requests' builders (outbox-push.ts): neither is in the first page's JavaScript.
 */
import type { HttpClient } from '../../api/http'
import type { StorefrontDb } from '../../db/db'
import type { PushOptions } from '../outbox-push'

/** Sends what waits in the queue now (session-only kinds with a session); resolves when this tab's run ends. */
export async function sendRequests(api: HttpClient, db: StorefrontDb, options: PushOptions = {}): Promise<void> {
  // A file that could not be fetched (the connection dropped before it was ever loaded): the
  // entries stay in the queue, and the next call loads it again.
  const queue = await import('./requests-queue').catch(() => null)
  return queue?.sendRequests(api, db, options)
}
