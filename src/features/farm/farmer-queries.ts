/** Named Dexie queries for farmers. `undefined` from useLiveQuery means "still loading". */
import { useLiveQuery } from 'dexie-react-hooks'
import type { Locale } from '../../config'
import { db, type FarmerRow } from '../../db/db'

export function useFeaturedFarmers(storeId: string, locale: Locale): FarmerRow[] | undefined {
  return useLiveQuery(
    async () => {
      const rows = await db.farmers.where('[lang+storeId]').equals([locale, storeId]).toArray()
      return rows.filter((f) => f.featured).sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
    },
    [storeId, locale],
  )
}
