/**
 * Favorites (issue 6): farmers and produces the shopper saved with a heart.
 *
 * The hearts and the favorites screen read the `favorites` table. A toggle is a command: the row
 * and its outbox entry (PUT or DELETE /api/favorites/:kind/:targetId) are written in one
 * transaction, then the outbox is pushed. Both requests are idempotent, so replaying the outbox in
 * order always ends where the shopper left it, however often a bad link cut a try short.
 *
 * Without a session the entries wait in the outbox (outbox-push sends them only with an access
 * token): a visitor's hearts stay on this device and go to the account that signs in next.
 *
 * The pull rebuilds the table from the server's list with the entries still waiting replayed on
 * top, so a change not yet sent is never undone by an older server answer, and favorites of
 * another account that used this device before do not linger.
 */
import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import type { FavoriteKind } from '../api/account-contract'
import type { HttpClient } from '../api/http'
import type { Locale } from '../config'
import { db as defaultDb, type FarmerRow, type FavoriteRow, type FavoriteTarget, type OutboxEntry, type OutboxRow, type ProduceRow, type StorefrontDb } from '../db/db'
import type { PushOptions } from './outbox-push'
import { sendRequests } from './outbox/requests'

export interface FavoriteInput extends FavoriteTarget {
  /** The farm's or produce's name as shown now: the favorites screen's fallback. */
  name: string
}

type FavoriteEntry = Extract<OutboxEntry, { kind: 'favorite-put' | 'favorite-delete' }>

const isFavoriteEntry = (entry: OutboxRow): entry is FavoriteEntry => entry.kind === 'favorite-put' || entry.kind === 'favorite-delete'

/**
 * The server's list, checked against the contract. The schema (and zod) load on the first pull of a
 * signed-in shopper, not with the first page: this module runs on every page (the hearts).
 */
const parseFavoriteList = async (data: unknown) => (await import('./favorite-schemas')).favoriteListSchema.parse(data)

/**
 * Saves or removes a favorite on this device and queues the same change for the server, in one
 * transaction: either both are written or neither. Returns whether it is now a favorite.
 */
export function setFavorite(db: StorefrontDb, target: FavoriteInput, favorite: boolean, now: Date = new Date()): Promise<boolean> {
  return writeFavorite(db, target, () => favorite, now)
}

/** Flips a favorite (the heart); see setFavorite. */
export function toggleFavorite(db: StorefrontDb, target: FavoriteInput, now: Date = new Date()): Promise<boolean> {
  return writeFavorite(db, target, (isFavorite) => !isFavorite, now)
}

function writeFavorite(db: StorefrontDb, target: FavoriteInput, want: (isFavorite: boolean) => boolean, now: Date): Promise<boolean> {
  const key: [FavoriteKind, string] = [target.kind, target.targetId]
  return db.transaction('rw', db.favorites, db.outbox, async () => {
    const isFavorite = Boolean(await db.favorites.get(key))
    const favorite = want(isFavorite)
    if (favorite === isFavorite) return favorite // already so: nothing to send
    if (favorite) await db.favorites.put({ kind: target.kind, targetId: target.targetId, name: target.name, createdAt: now.toISOString() })
    else await db.favorites.delete(key)
    await db.outbox.add({
      kind: favorite ? 'favorite-put' : 'favorite-delete',
      payload: { kind: target.kind, targetId: target.targetId },
      idempotencyKey: crypto.randomUUID(),
      createdAt: now.getTime(),
      attempts: 0,
      status: 'pending',
    })
    return favorite
  })
}

/** GET /api/favorites, merged into Dexie: the server's rows, then the changes still waiting here. */
export async function pullFavorites(api: HttpClient, db: StorefrontDb, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  const { data } = await api.get<unknown>('/favorites', { signal, silent: true })
  const server = await parseFavoriteList(data)
  await db.transaction('rw', db.favorites, db.outbox, async () => {
    const local = new Map((await db.favorites.toArray()).map((row) => [keyOf(row), row]))
    const merged = new Map<string, FavoriteRow>()
    for (const f of server) merged.set(keyOf(f), { kind: f.kind, targetId: f.targetId, createdAt: f.createdAt, name: local.get(keyOf(f))?.name ?? '' })
    const waiting = (await db.outbox.where('status').equals('pending').sortBy('seq')).filter(isFavoriteEntry)
    for (const entry of waiting) {
      const key = keyOf(entry.payload)
      if (entry.kind === 'favorite-delete') merged.delete(key)
      else merged.set(key, merged.get(key) ?? local.get(key) ?? { ...entry.payload, name: '', createdAt: new Date(entry.createdAt).toISOString() })
    }
    await db.favorites.clear()
    await db.favorites.bulkPut([...merged.values()])
  })
}

/** Sends what is waiting (favorites only with a session), then takes the server's list. */
export async function syncFavorites(api: HttpClient, db: StorefrontDb, options: { signal?: AbortSignal } & PushOptions = {}): Promise<void> {
  const { pushOutbox } = await import('./outbox-push') // the requests' sender is not in the first page's JavaScript
  await pushOutbox(api, db, options)
  await pullFavorites(api, db, options)
}

/**
 * Sends waiting favorites (and whatever else waits in the requests queue): called after each heart,
 * when hearts appear (after a sign-in the app lands on pages with hearts) and at a sign-in; the
 * one sender (src/sync/outbox/requests.ts) also sends when the connection comes back.
 */
export function flushFavorites(api: HttpClient, db: StorefrontDb = defaultDb): void {
  void sendRequests(api, db)
}

/** Changes to favorites the server refused (a produce withdrawn since, say). */
export async function rejectedFavoriteChanges(db: StorefrontDb): Promise<FavoriteEntry[]> {
  return (await db.outbox.where('status').equals('rejected').toArray()).filter(isFavoriteEntry)
}

export async function dismissRejectedFavoriteChanges(db: StorefrontDb): Promise<void> {
  const seqs = (await rejectedFavoriteChanges(db)).map((e) => e.seq!)
  await db.outbox.bulkDelete(seqs)
}

const keyOf = (t: FavoriteTarget) => `${t.kind}:${t.targetId}`

// ---------------------------------------------------------------- queries

/**
 * Every heart on screen reads one shared live set of favorite keys: a list of 24 cards opens one
 * IndexedDB query, not 24 (each card's own live query used to cost the first screen ~12 ms).
 */
const favoriteKeys = (() => {
  let keys: ReadonlySet<string> | undefined
  let subscription: { unsubscribe(): void } | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      subscription ??= liveQuery(() => defaultDb.favorites.toCollection().primaryKeys()).subscribe({
        next: (found) => {
          keys = new Set(found.map(([kind, targetId]) => favoriteKey(kind, targetId)))
          notify()
        },
        // Unreadable storage: the hearts show as not saved rather than spinning for ever.
        error: () => {
          keys = new Set()
          notify()
        },
      })
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          subscription?.unsubscribe()
          subscription = null
          keys = undefined
        }
      }
    },
    snapshot: () => keys,
  }
})()

const favoriteKey = (kind: string, targetId: string) => `${kind}\n${targetId}`

/** Whether this farmer or produce is a favorite; undefined while loading. */
export function useIsFavorite(kind: FavoriteKind, targetId: string): boolean | undefined {
  const keys = useSyncExternalStore(favoriteKeys.subscribe, favoriteKeys.snapshot)
  return keys?.has(favoriteKey(kind, targetId))
}

export interface FavoriteFarmer {
  favorite: FavoriteRow
  farmer: FarmerRow | null
}

export interface FavoriteProduce {
  favorite: FavoriteRow
  produce: ProduceRow | null
}

/**
 * The favorites, newest first, each with its catalog row in the shopper's language when this
 * device has it (null otherwise: the screen shows the saved name).
 */
export async function queryFavoriteItems(db: StorefrontDb, locale: Locale): Promise<{ farmers: FavoriteFarmer[]; produces: FavoriteProduce[] }> {
  const rows = await db.favorites.orderBy('createdAt').reverse().toArray()
  const farmerRows = rows.filter((f) => f.kind === 'farmer')
  const produceRows = rows.filter((f) => f.kind === 'produce')
  const farmers = await db.farmers.bulkGet(farmerRows.map((f) => [locale, f.targetId] as [Locale, string]))
  const produces = await db.produces.bulkGet(produceRows.map((f) => [locale, f.targetId] as [Locale, string]))
  return {
    farmers: farmerRows.map((favorite, i) => ({ favorite, farmer: farmers[i] ?? null })),
    produces: produceRows.map((favorite, i) => ({ favorite, produce: produces[i] ?? null })),
  }
}

export function useFavoriteItems(locale: Locale) {
  return useLiveQuery(() => queryFavoriteItems(defaultDb, locale), [locale])
}

export function useRejectedFavoriteChanges() {
  return useLiveQuery(() => rejectedFavoriteChanges(defaultDb), [])
}
