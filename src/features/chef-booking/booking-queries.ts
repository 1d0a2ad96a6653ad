/** Named Dexie queries for the account's chef bookings (decision 046): the owner's, the next event first. */
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type BookingRow } from '../../db/db'

export function useBookings(owner: string): BookingRow[] | undefined {
  return useLiveQuery(async () => (await db.bookings.where('[owner+day]').between([owner, ''], [owner, '\uffff']).toArray()).reverse(), [owner])
}

export function useBooking(owner: string, id: string): BookingRow | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.bookings.get(id)
    return row && row.owner === owner ? row : null
  }, [owner, id])
}
