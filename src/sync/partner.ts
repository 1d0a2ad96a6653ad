/**
 * The provider portal's data on the member's device (decision 035): the member's providers, each
 * provider's orders and listings, copied from the API into Dexie so the portal's screens read the
 * same online, offline and on a bad link. A pull replaces a provider's rows (what the server no
 * longer lists goes).
 *
 * The farm's edits in a field (an order's moves, a line unavailable, a listing's price, stock or
 * on/off) are typed requests of the one outbox (`db.outbox`, sent by src/sync/outbox/requests.ts,
 * in order, each with its idempotency key): the screen shows them at once over the server's copy
 * (`pendingFor`), and they are sent as soon as the connection is there. A refusal stays in the
 * outbox, `rejected` with its code (409 `order_changed`: the shopper cancelled meanwhile), and is
 * shown on its order or listing until the member dismisses it: nothing typed is dropped unseen.
 */
import type { Table } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { HttpClient } from '../api/http'
import type { LineFulfilInput, ListingQuick, MyProvider, PartMoveInput, PartnerListing, PartnerOrder } from '../api/partner-contract'
import type { FarmHoliday } from '../api/catalog-contract'
import type { OutboxEntry, OutboxRow, StorefrontDb } from '../db/db'
import { sendRequests } from './outbox/requests'

const enc = encodeURIComponent
const path = (providerId: string, rest = '') => `/partner/${enc(providerId)}${rest}`

export const partnerSyncKey = (providerId: string, what: 'orders' | 'listings') => `partner:${providerId}:${what}`

export async function pullMyProviders(api: HttpClient, db: StorefrontDb, owner: string, signal?: AbortSignal): Promise<MyProvider[]> {
  const { data } = await api.get<MyProvider[]>('/partner/providers', { signal, silent: true })
  await db.transaction('rw', db.partnerProviders, async () => {
    await db.partnerProviders.where('owner').equals(owner).delete()
    await db.partnerProviders.bulkPut(data.map((p) => ({ ...p, owner })))
  })
  return data
}

export async function pullProvider(api: HttpClient, db: StorefrontDb, owner: string, providerId: string, signal?: AbortSignal): Promise<void> {
  const { data } = await api.get<MyProvider>(path(providerId), { signal, silent: true })
  await db.partnerProviders.put({ ...data, owner })
}

/** Replaces a provider's orders or listings on the device with the server's list. */
async function pullList(api: HttpClient, db: StorefrontDb, providerId: string, what: 'orders' | 'listings', signal?: AbortSignal): Promise<void> {
  const { data } = await api.get<(PartnerOrder | PartnerListing)[]>(path(providerId, `/${what}`), { signal, silent: true })
  const table = (what === 'orders' ? db.partnerOrders : db.partnerListings) as unknown as Table<(PartnerOrder | PartnerListing) & { providerId: string }, [string, string]>
  await db.transaction('rw', table, db.syncState, async () => {
    await table.where('providerId').equals(providerId).delete()
    await table.bulkPut(data.map((row) => ({ ...row, providerId })))
    await db.syncState.put({ key: partnerSyncKey(providerId, what), fetchedAt: Date.now() })
  })
}

export const pullPartnerOrders = (api: HttpClient, db: StorefrontDb, providerId: string, signal?: AbortSignal) => pullList(api, db, providerId, 'orders', signal)
export const pullPartnerListings = (api: HttpClient, db: StorefrontDb, providerId: string, signal?: AbortSignal) => pullList(api, db, providerId, 'listings', signal)

/** One listing's row from a write's answer (create, edit, photo), without waiting for the next pull. */
export async function keepListing(db: StorefrontDb, providerId: string, listing: PartnerListing): Promise<void> {
  await db.partnerListings.put({ ...listing, providerId })
}

const key = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

async function enqueue(api: HttpClient, db: StorefrontDb, entry: Extract<OutboxEntry, { kind: `partner-${string}` }>): Promise<void> {
  await db.outbox.add({ ...entry, idempotencyKey: key(), createdAt: Date.now(), attempts: 0, status: 'pending' } as OutboxEntry)
  // Now if online (the answer lands in the outbox run); a pull after brings the server's view.
  void sendRequests(api, db).then(() => pullPartnerOrders(api, db, entry.payload.providerId).catch(() => {}))
}

export const queueMove = (api: HttpClient, db: StorefrontDb, providerId: string, orderId: string, input: PartMoveInput) =>
  enqueue(api, db, { kind: 'partner-move', payload: { providerId, orderId, input } } as Extract<OutboxEntry, { kind: 'partner-move' }>)

export const queueLineUnavailable = (api: HttpClient, db: StorefrontDb, providerId: string, orderId: string, produceId: string) =>
  enqueue(api, db, { kind: 'partner-line-unavailable', payload: { providerId, orderId, produceId } } as Extract<OutboxEntry, { kind: 'partner-line-unavailable' }>)

/** A grocery line packed or substituted in the portal (decision 048), offline too. */
export const queueLineFulfil = (api: HttpClient, db: StorefrontDb, providerId: string, orderId: string, produceId: string, input: LineFulfilInput) =>
  enqueue(api, db, { kind: 'partner-line-fulfil', payload: { providerId, orderId, produceId, input } } as Extract<OutboxEntry, { kind: 'partner-line-fulfil' }>)

export async function queueListingChange(api: HttpClient, db: StorefrontDb, providerId: string, produceId: string, change: ListingQuick): Promise<void> {
  await db.outbox.add({ kind: 'partner-listing', payload: { providerId, produceId, change }, idempotencyKey: key(), createdAt: Date.now(), attempts: 0, status: 'pending' })
  void sendRequests(api, db).then(() => pullPartnerListings(api, db, providerId).catch(() => {}))
}

/** A farm's holiday added or removed (decision 042), offline too: the provider's row is pulled after the run. */
export async function queueHoliday(
  api: HttpClient,
  db: StorefrontDb,
  owner: string | undefined,
  entry: { kind: 'partner-holiday-add'; payload: { providerId: string; holiday: FarmHoliday } } | { kind: 'partner-holiday-remove'; payload: { providerId: string; holidayId: string } },
): Promise<void> {
  await db.outbox.add({ ...entry, idempotencyKey: key(), createdAt: Date.now(), attempts: 0, status: 'pending' } as OutboxEntry)
  void sendRequests(api, db).then(() => (owner ? pullProvider(api, db, owner, entry.payload.providerId).catch(() => {}) : undefined))
}

/** A new holiday's id, fixed on the device so an outbox replay adds it once. */
export const newHolidayId = key

export type PartnerEntry = Extract<OutboxEntry, { kind: 'partner-move' | 'partner-line-unavailable' | 'partner-line-fulfil' | 'partner-listing' | 'partner-holiday-add' | 'partner-holiday-remove' }>

const PARTNER_KINDS: ReadonlySet<string> = new Set(['partner-move', 'partner-line-unavailable', 'partner-line-fulfil', 'partner-listing', 'partner-holiday-add', 'partner-holiday-remove'])
const isPartnerEntry = (e: OutboxRow): e is PartnerEntry => PARTNER_KINDS.has(e.kind)

/** The farm's holidays with the device's waiting additions and removals on top, earliest first. */
export function holidaysWithPending(holidays: readonly FarmHoliday[], pending: readonly PartnerEntry[]): (FarmHoliday & { waiting?: boolean })[] {
  let shown: (FarmHoliday & { waiting?: boolean })[] = [...holidays]
  for (const entry of pending) {
    if (entry.status !== 'pending') continue
    if (entry.kind === 'partner-holiday-add' && !shown.some((h) => h.id === entry.payload.holiday.id)) shown = [...shown, { ...entry.payload.holiday, waiting: true }]
    else if (entry.kind === 'partner-holiday-remove') {
      const holidayId = entry.payload.holidayId
      shown = shown.filter((h) => h.id !== holidayId)
    }
  }
  return shown.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
}

/** The provider's edits still in the outbox (waiting, or refused and not yet dismissed), oldest first. */
export function usePendingFor(db: StorefrontDb, providerId: string): PartnerEntry[] | undefined {
  return useLiveQuery(async () => (await db.outbox.orderBy('seq').toArray()).filter(isPartnerEntry).filter((e) => e.payload.providerId === providerId), [providerId])
}

/** The member has seen a refused edit: it leaves the outbox. */
export const dismissEntry = (db: StorefrontDb, seq: number) => db.outbox.delete(seq)

/** What an order shows with the device's waiting edits on top of the server's copy. */
export function withPending(order: PartnerOrder, pending: readonly PartnerEntry[]): PartnerOrder {
  let shown = order
  for (const entry of pending) {
    if (entry.status !== 'pending' || !('orderId' in entry.payload) || entry.payload.orderId !== order.id) continue
    if (entry.kind === 'partner-move') {
      const to = entry.payload.input.to
      if (to !== 'delivered') shown = { ...shown, part: to }
    } else if (entry.kind === 'partner-line-unavailable') {
      const produceId = entry.payload.produceId
      shown = { ...shown, lines: shown.lines.map((l) => (l.produceId === produceId ? { ...l, unavailable: true } : l)) }
    } else if (entry.kind === 'partner-line-fulfil') {
      // Waiting: the line shows as packed or substituted, its price settled by the server when it arrives.
      const { produceId, input } = entry.payload
      shown = {
        ...shown,
        lines: shown.lines.map((l) =>
          l.produceId !== produceId
            ? l
            : {
                ...l,
                fulfilment:
                  input.kind === 'packed'
                    ? { kind: 'packed', packedKg: input.packedKg ?? null, settledTotal: l.lineTotal }
                    : { kind: 'substituted', listingId: input.listingId, name: '', settledTotal: l.lineTotal },
              },
        ),
      }
    }
  }
  return shown
}

/** A listing with the device's waiting quick edits on top. */
export function listingWithPending(listing: PartnerListing, pending: readonly PartnerEntry[]): PartnerListing {
  let shown = listing
  for (const entry of pending) {
    if (entry.status === 'pending' && entry.kind === 'partner-listing' && entry.payload.produceId === listing.id) {
      const { price, stock, active } = entry.payload.change
      shown = { ...shown, ...(price !== undefined ? { price } : {}), ...(stock !== undefined ? { stock } : {}), ...(active !== undefined ? { active } : {}) }
    }
  }
  return shown
}
