/** When this device last heard from the catalog API (the newest `fetchedAt` of any dataset), for "saved … ago". */
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../db/db'

export async function lastSyncedAt(): Promise<number | null> {
  let newest: number | null = null
  await db.syncState.each((row) => {
    if (typeof row.fetchedAt === 'number' && (newest === null || row.fetchedAt > newest)) newest = row.fetchedAt
  })
  return newest
}

/** undefined while loading, null when nothing was ever fetched. */
export function useLastSyncedAt(): number | null | undefined {
  return useLiveQuery(lastSyncedAt, [])
}
