/**
 * The shopper's chef bookings (decision 046), copied from the API into Dexie so the account's list
 * and a booking's page show offline, like the orders (src/sync/account-data.ts's rule: a pull
 * replaces the shopper's rows, every query filters by owner, so a shared phone never shows the
 * previous shopper's bookings). Requests, cancellations and payments need the network: they go
 * to the server first and the answer is written here.
 */
import { fetchMyBookings } from '../api/chef-bookings-api'
import type { Booking } from '../api/chef-bookings-contract'
import { db as defaultDb, type StorefrontDb } from '../db/db'

export async function pullBookings(owner: string, { signal, db = defaultDb }: { signal?: AbortSignal; db?: StorefrontDb } = {}): Promise<void> {
  const rows = await fetchMyBookings(signal)
  await db.transaction('rw', db.bookings, async () => {
    await db.bookings.where('[owner+day]').between([owner, ''], [owner, '\uffff']).delete()
    await db.bookings.bulkPut(rows.map((r) => ({ ...r, owner })))
  })
}

/** One booking as the server answered it after a change (a cancellation, the rest asked). */
export async function keepBooking(owner: string, booking: Booking, db: StorefrontDb = defaultDb): Promise<void> {
  await db.bookings.put({ ...booking, owner })
}
