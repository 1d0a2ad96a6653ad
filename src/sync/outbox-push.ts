/**
 * Push: sends the outbox to the API, oldest first. An entry leaves the outbox only after a 2xx;
 * a network error, a 5xx or a 429 stops the run and leaves it for the next one (the connection
 * came back, the app restarted, the shopper pressed retry); a 4xx marks it rejected and keeps it,
 * with the server's field errors, so the shopper sees why and nothing typed is lost. Every try
 * carries the idempotency key fixed when the entry was created. One tab pushes at a time (Web
 * Locks where the browser has them).
 *
 * Entries of the shopper's own data (favorites) and a provider member's (the portal's moves and
 * stock: decision 035; a farm's holidays: decision 042) need a session: without an access token they wait,
 * in order, for the next sign-in (and a 401 makes them wait again) while the other kinds go on, so
 * what a visitor saved goes to the account that signs in next and never under nobody's name.
 */
import type { ApiError, CallOptions, HttpClient } from '../api/http'
import { COOKIES } from '../config'
import type { FavoriteTarget, OutboxEntry, OutboxRow, StorefrontDb } from '../db/db'
import { readCookie } from '../lib/cookies'
import type { PushOutcome } from '../../machines/outbox.machine'
import { withLeaderLock } from './outbox/leader-lock'
import { failureOutcome } from './outbox/retry-rule'

interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body?: unknown
}

type EntryOf<K extends OutboxEntry['kind']> = Extract<OutboxEntry, { kind: K }>

const favoritePath = ({ kind, targetId }: FavoriteTarget) => `/favorites/${encodeURIComponent(kind)}/${encodeURIComponent(targetId)}`

const enc = encodeURIComponent
const partnerPath = (providerId: string, rest: string) => `/partner/${enc(providerId)}${rest}`

const REQUESTS: { [K in OutboxEntry['kind']]: (payload: EntryOf<K>['payload']) => OutboxRequest } = {
  'farmer-application': ({ service, ...body }) => ({ method: 'POST', path: `/${service ?? 'farm'}/join`, body }),
  'partner-move': ({ providerId, orderId, input }) => ({ method: 'POST', path: partnerPath(providerId, `/orders/${enc(orderId)}/moves`), body: input }),
  'partner-line-unavailable': ({ providerId, orderId, produceId }) => ({ method: 'POST', path: partnerPath(providerId, `/orders/${enc(orderId)}/lines/${enc(produceId)}/unavailable`), body: {} }),
  'partner-line-fulfil': ({ providerId, orderId, produceId, input }) => ({ method: 'POST', path: partnerPath(providerId, `/orders/${enc(orderId)}/lines/${enc(produceId)}/fulfil`), body: input }),
  'partner-listing': ({ providerId, produceId, change }) => ({ method: 'PATCH', path: partnerPath(providerId, `/listings/${enc(produceId)}`), body: change }),
  'partner-holiday-add': ({ providerId, holiday }) => ({ method: 'POST', path: partnerPath(providerId, '/holidays'), body: holiday }),
  'partner-holiday-remove': ({ providerId, holidayId }) => ({ method: 'DELETE', path: partnerPath(providerId, `/holidays/${enc(holidayId)}`) }),
  'favorite-put': (payload) => ({ method: 'PUT', path: favoritePath(payload) }),
  'favorite-delete': (payload) => ({ method: 'DELETE', path: favoritePath(payload) }),
}

/**
 * What an entry's answer changes on the device, written with the entry's removal (one
 * transaction): the portal's moves answer the order as it now is, a listing's change the listing
 * (decision 035). Without it the screen would show the server's older copy between the entry
 * leaving the outbox and the next pull (an accepted order back to "new" for a moment).
 */
async function keepAnswer(db: StorefrontDb, entry: OutboxEntry, data: unknown): Promise<void> {
  if (!data || typeof data !== 'object') return
  if (entry.kind === 'partner-move' || entry.kind === 'partner-line-unavailable' || entry.kind === 'partner-line-fulfil') {
    await db.partnerOrders.put({ ...(data as import('../api/partner-contract').PartnerOrder), providerId: entry.payload.providerId })
  } else if (entry.kind === 'partner-listing') {
    await db.partnerListings.put({ ...(data as import('../api/partner-contract').PartnerListing), providerId: entry.payload.providerId })
  } else if (entry.kind === 'partner-holiday-add' || entry.kind === 'partner-holiday-remove') {
    const { holidays } = data as import('../api/partner-contract').MyProvider
    await db.partnerProviders.filter((p) => p.id === entry.payload.providerId).modify({ holidays })
  }
}

/** The requests queue's rows of the one outbox (decision 040): not the cart's operations, not the orders. */
export const isRequest = (row: OutboxRow): row is OutboxEntry => row.kind !== 'cart-op' && row.kind !== 'order'

/** Kinds sent only under a signed-in shopper's session. */
const NEEDS_SESSION: ReadonlySet<OutboxEntry['kind']> = new Set([
  'favorite-put',
  'favorite-delete',
  'partner-move',
  'partner-line-unavailable',
  'partner-line-fulfil',
  'partner-listing',
  'partner-holiday-add',
  'partner-holiday-remove',
])

function requestOf(entry: OutboxEntry): OutboxRequest {
  return (REQUESTS[entry.kind] as (payload: OutboxEntry['payload']) => OutboxRequest)(entry.payload)
}

function send(api: HttpClient, { method, path, body }: OutboxRequest, options: CallOptions) {
  if (method === 'PUT') return api.put(path, body, options)
  if (method === 'PATCH') return api.patch(path, body, options)
  if (method === 'DELETE') return api.delete(path, options)
  return api.post(path, body, options)
}

/**
 * The same test as the session's `hasAccessToken()` (src/session/session-actor.ts), read here
 * from the cookie because the sync layer does not import features.
 */
const hasAccessTokenCookie = (): boolean => Boolean(readCookie(COOKIES.accessToken.name))

export interface PushOptions {
  /** Whether a signed-in session exists (an access token); entries that need one wait otherwise. */
  hasSession?: () => boolean
}

export interface PushResult {
  sent: number
  rejected: number
  pending: number
}

export async function pushOutbox(api: HttpClient, db: StorefrontDb, options: PushOptions = {}): Promise<PushResult> {
  return (await pushRequests(api, db, options)).result
}

/**
 * One run over the requests queue, with how it ended in the one retry rule's words for the outbox
 * machine: `offline` or `retryable` when an entry got no answer (nothing behind it went), else
 * `drained` (refused entries are kept, marked, for their screens; session-only ones wait).
 */
export async function pushRequests(api: HttpClient, db: StorefrontDb, { hasSession = hasAccessTokenCookie }: PushOptions = {}): Promise<{ result: PushResult; outcome: PushOutcome }> {
  const result = { sent: 0, rejected: 0, pending: 0 }
  let outcome: PushOutcome = 'drained'
  await withLeaderLock('requests', async () => {
    const entries = (await db.outbox.where('status').equals('pending').sortBy('seq')).filter(isRequest)
    let sessionMissing = !hasSession()
    for (const entry of entries) {
      if (sessionMissing && NEEDS_SESSION.has(entry.kind)) continue // waits, in order, for a sign-in
      await db.outbox.update(entry.seq!, { attempts: entry.attempts + 1 })
      try {
        const { data } = await send(api, requestOf(entry), { headers: { 'Idempotency-Key': entry.idempotencyKey }, silent: true })
        await db.transaction('rw', db.outbox, db.partnerOrders, db.partnerListings, db.partnerProviders, async () => {
          await keepAnswer(db, entry, data)
          await db.outbox.delete(entry.seq!)
        })
        result.sent++
      } catch (error) {
        const failure = failureOutcome(error)
        if (failure === 'offline' || failure === 'retryable') {
          result.pending = entries.length - result.sent - result.rejected
          outcome = failure
          return // in order: nothing behind this entry goes before it
        }
        // The session ended (or was never valid): the shopper's own changes wait for the next sign-in.
        const refusal = error as ApiError
        if (failure === 'unauthorized' && NEEDS_SESSION.has(entry.kind)) {
          sessionMissing = true
          continue
        }
        // A duplicate farmer application (409) after a lost answer still means "received".
        if (entry.kind === 'farmer-application' && refusal.status === 409 && entry.attempts > 0) {
          await db.outbox.delete(entry.seq!)
          result.sent++
          continue
        }
        await db.outbox.update(entry.seq!, {
          status: 'rejected',
          error: { code: refusal.code, fields: refusal.errors.filter((e) => e.field).map((e) => ({ field: e.field!, code: e.code })) },
        })
        result.rejected++
      }
    }
    result.pending = entries.length - result.sent - result.rejected
  })
  return { result, outcome }
}
