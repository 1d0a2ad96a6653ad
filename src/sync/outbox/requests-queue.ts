/**
 * The requests queue (`db.outbox`: favorites, the join form, the provider portal) on the one outbox
 * machine (machines/outbox.machine.ts, decision 040), whoever wrote the entry: the heart, the join
 * form, the portal, the app at start and at a sign-in. Like the cart and the orders it waits for
 * the connection when the browser is offline, and backs off with jitter after a 5xx, a 429 or a
 * lost answer (before, the queue stopped there until something else pushed it); unlike them it
 * needs no session (a farmer's application goes signed out; its push holds back, in order, what
 * needs one).
 *
 * Cheap to call often: one machine per database in this tab (and one tab at a time: the leader
 * lock in outbox-push.ts). A call tells the machine the queue changed and resolves when the run
 * under way ends (or at once when it waits for the network or a retry); a run reads the queue
 * again when it ends, so an entry written mid-run is not left behind.
 */
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { outboxMachine } from '../../../machines/outbox.machine'
import type { HttpClient } from '../../api/http'
import type { StorefrontDb } from '../../db/db'
import { isRequest, pushRequests, type PushOptions } from '../outbox-push'

export type RequestsActor = ActorRefFrom<typeof outboxMachine>

const queues = new WeakMap<StorefrontDb, RequestsActor>()

const pendingSeqs = async (db: StorefrontDb) => (await db.outbox.where('status').equals('pending').toArray()).filter(isRequest).map((e) => e.seq!)

function startRequests(api: HttpClient, db: StorefrontDb, options: PushOptions): RequestsActor {
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        push: fromPromise(async () => {
          for (;;) {
            const seen = new Set(await pendingSeqs(db))
            const { outcome } = await pushRequests(api, db, options)
            if (outcome !== 'drained') return outcome
            // Entries written during the run go in this one; what only waits for a session stays.
            if ((await pendingSeqs(db)).every((seq) => seen.has(seq))) return 'drained'
          }
        }),
      },
    }),
    { input: { online: typeof navigator === 'undefined' ? true : navigator.onLine, signedIn: false, needsSession: false } },
  )
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => actor.send({ type: 'network.online' }))
    window.addEventListener('offline', () => actor.send({ type: 'network.offline' }))
  }
  return actor.start()
}

/** Sends what waits in the queue now (session-only kinds with a session); resolves when this tab's run ends (loaded by requests.ts). */
export async function sendRequests(api: HttpClient, db: StorefrontDb, options: PushOptions = {}): Promise<void> {
  let actor = queues.get(db)
  if (!actor) queues.set(db, (actor = startRequests(api, db, options)))
  else actor.send({ type: 'outbox.changed' })
  await waitFor(actor, (s) => !s.hasTag('syncing') && !s.matches('starting'))
}
