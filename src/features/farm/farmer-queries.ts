/** Named Dexie queries for farmers. `undefined` from useLiveQuery means "still loading". */
import type { Locale } from '../../config'
import type { FarmerRow } from '../../db/db'
import { useSteadyLiveQuery } from '../../lib/use-steady-live-query'
import { farmersOf } from './catalog-queries'

export function useFeaturedFarmers(storeId: string, locale: Locale): FarmerRow[] | undefined {
  return useSteadyLiveQuery(async () => {
    const rows = await farmersOf(storeId, locale)
    return rows.filter((f) => f.featured).sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
  }, [storeId, locale])
}
