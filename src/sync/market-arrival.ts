/**
 * When produce can reach the shopper, as this device knows it (decision 017): the market's days,
 * minimum order and free-delivery threshold (its store row) and each farmer's drop-off days (their
 * farmer rows, in any language: days are not words), put through the same rules the market's
 * checkout uses (src/api/arrival-contract.ts), with the market's ordering day (its today, or tomorrow once
 * its cut-off has passed) in its time zone.
 *
 * `undefined` while Dexie answers; `null` when this device has not synced the market yet (or
 * synced it before markets had days): screens then say nothing rather than guess.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { earliestArrival, orderingDay, type FarmerDays } from '../api/arrival-contract'
import { db } from '../db/db'

export interface MarketArrivals {
  storeId: string
  marketDays: number[]
  minOrderTotal: number
  freeDeliveryFrom: number | null
  /** The first day a farmer's produce can reach the shopper; null when the farmer has no day, undefined when not synced. */
  arrivalOf(farmerId: string): string | null | undefined
}

export function useMarketArrivals(storeId: string | null | undefined, farmerIds: readonly string[]): MarketArrivals | null | undefined {
  const wanted = [...new Set(farmerIds)].sort().join(',')
  return useLiveQuery(async () => {
    if (!storeId) return null
    const store = await db.stores.filter((s) => s.id === storeId).first()
    if (!store || !Array.isArray(store.marketDays)) return null
    const ids = new Set(wanted ? wanted.split(',') : [])
    const days = new Map<string, FarmerDays>()
    // A farmer row synced before holidays (decision 042) has none.
    if (ids.size) await db.farmers.filter((f) => ids.has(f.id)).each((f) => void days.set(f.id, { days: f.deliveryDays, holidays: 'holidays' in f ? f.holidays : [] }))
    // A store row synced before cut-offs has none: the market's default, 18:00.
    const today = orderingDay(store.timeZone, store.cutoffMinute ?? 1080, new Date())
    const arrivals = new Map([...days].map(([id, d]) => [id, earliestArrival(today, d, store.marketDays)]))
    return {
      storeId,
      marketDays: store.marketDays,
      minOrderTotal: store.minOrderTotal,
      freeDeliveryFrom: store.freeDeliveryFrom,
      arrivalOf: (farmerId: string) => arrivals.get(farmerId),
    }
  }, [storeId, wanted])
}
