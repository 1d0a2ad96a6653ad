/**
 * The one sender of the requests queue (`db.outbox`: favorites and the join form), whoever wrote
 * the entry: the heart, the join form, the app at a sign-in, and the connection coming back.
 * Before, the favorites had their own flush that looked only for favorites, and the join form
 * pushed once on submit: an application made offline waited, despite its "sent as soon as you
 * are back online", until something else pushed the queue.
 *
 * Cheap to call often: one run at a time in this tab (and one tab at a time: the leader lock in
 * outbox-push.ts); a call during a run makes it look again when it ends, so an entry written
 * mid-run is not left behind. The first call listens for `online` for the life of the page.
 */
import type { HttpClient } from '../../api/http'
import type { StorefrontDb } from '../../db/db'
import { pushOutbox, type PushOptions } from '../outbox-push'

interface Sender {
  running: Promise<void> | null
  again: boolean
}

const senders = new WeakMap<StorefrontDb, Sender>()
let listening = false

/** Sends what waits in the queue now (favorites only with a session); resolves when this tab's run ends. */
export function sendRequests(api: HttpClient, db: StorefrontDb, options: PushOptions = {}): Promise<void> {
  if (!listening && typeof window !== 'undefined') {
    listening = true
    window.addEventListener('online', () => void sendRequests(api, db, options))
  }
  let sender = senders.get(db)
  if (!sender) senders.set(db, (sender = { running: null, again: false }))
  if (sender.running) {
    sender.again = true
    return sender.running
  }
  const run = async () => {
    try {
      do {
        sender.again = false
        if ((await db.outbox.where('status').equals('pending').count()) > 0) await pushOutbox(api, db, options)
      } while (sender.again)
    } catch {
      // the entries stay in the queue for the next run
    } finally {
      sender.running = null
    }
  }
  sender.running = run()
  return sender.running
}
