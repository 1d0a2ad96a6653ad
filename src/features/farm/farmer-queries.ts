/** Named Dexie queries for farmers. `undefined` from useLiveQuery means "still loading". */
import { useLiveQuery } from 'dexie-react-hooks'
import type { Locale } from '../../config'
import type { FarmerRow } from '../../db/db'
import { farmersOf } from './catalog-queries'

export function useFeaturedFarmers(storeId: string, locale: Locale): FarmerRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await farmersOf(storeId, locale)
    return rows.filter((f) => f.featured).sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
  }, [storeId, locale])
}
