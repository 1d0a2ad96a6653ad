/**
 * The one retry rule of every outbox (the cart's operations, the queued orders, favorites and the
 * join form: STYLE.md 12; issue 29 item 3; decision 026). What a failed send means for the entry:
 *
 * - `offline`: no answer and the browser says it is offline: wait for the connection.
 * - `retryable`: no answer while the browser says it is online (a link that lies), an answer we
 *   could not read, a 5xx, a 408 or a 429: send again later with the same idempotency key.
 * - `unauthorized`: a 401: refresh the session (or wait for a sign-in), then send again.
 * - `rejected`: any other 4xx: the server refused this entry; keep it with its errors and show it.
 *
 * The queues differed before: the cart waited for an `online` event after any network error, so
 * on a connection that dropped requests while the browser still said online its basket stalled
 * until the next event; the orders already retried.
 */
import { ApiError } from '../../api/http'

export type FailureOutcome = 'offline' | 'retryable' | 'unauthorized' | 'rejected'

export const browserOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine)

export function failureOutcome(error: unknown, isOnline: () => boolean = browserOnline): FailureOutcome {
  if (!(error instanceof ApiError)) return 'retryable' // an answer we could not read: same key next time
  if (error.isNetwork) return isOnline() ? 'retryable' : 'offline'
  if (error.status === 401) return 'unauthorized'
  if (error.status >= 500 || error.status === 429 || error.status === 408) return 'retryable'
  return 'rejected'
}
