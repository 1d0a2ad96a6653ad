/**
 * The delivery area the shopper chose (the header's "Choose your area": a zone or a pickup point of
 * the market) made visible in the catalog (decision 029). The market is a hub (decision 017): every
 * farm's produce reaches every zone and pickup point of its market, on the first market day after
 * the farm brings it in, so nothing is filtered out by area; what an area changes is said once above
 * the lists (the fee, the days), and each card says when it reaches that area, or that it cannot
 * and why (a farm not coming to the market at the moment: the same rule checkout applies, through
 * `areaReach` in src/api/arrival-contract.ts, which the server's checkout options use too).
 *
 * One live query for the whole farm area (the market row, its farmers' drop-off days, the choice),
 * shared by the cards through a context, so 24 cards cost one read.
 */
import { Trans } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { createContext, useContext, type ReactNode } from 'react'
import { areaReach, orderingDay, type AreaReach } from '../../api/arrival-contract'
import type { StoreLocation } from '../../api/catalog-contract'
import type { Locale } from '../../config'
import { readStore } from '../../db/rows-language'
import { useStoreChoice } from '../../db/store-choice'
import { formatDate, formatDay, formatPrice } from '../../i18n/format'
import { farmersOf } from './catalog-queries'

interface AreaReachState {
  place: StoreLocation
  currency: string
  currencyExponent: number
  marketDays: number[]
  freeDeliveryFrom: number | null
  reachOf(farmerId: string): AreaReach | undefined
}

const AreaContext = createContext<AreaReachState | null>(null)

export function AreaReachProvider({ storeId, locale, children }: { storeId: string; locale: Locale; children: ReactNode }) {
  const { locationId } = useStoreChoice()
  const state = useLiveQuery(async (): Promise<AreaReachState | null> => {
    if (!locationId) return null
    const store = await readStore(locale, storeId)
    const place = store?.locations.find((l) => l.id === locationId)
    if (!store || !place || !Array.isArray(store.marketDays)) return null
    const farmers = await farmersOf(storeId, locale)
    const today = orderingDay(store.timeZone, store.cutoffMinute ?? 1080, new Date())
    const reaches = new Map(farmers.map((f) => [f.id, areaReach(today, { days: f.deliveryDays, holidays: 'holidays' in f ? f.holidays : [] }, store.marketDays)]))
    return {
      place,
      currency: store.currency,
      currencyExponent: store.currencyExponent,
      marketDays: store.marketDays,
      freeDeliveryFrom: store.freeDeliveryFrom,
      reachOf: (farmerId) => reaches.get(farmerId),
    }
  }, [storeId, locale, locationId])
  return <AreaContext.Provider value={state ?? null}>{children}</AreaContext.Provider>
}

/** Above the lists of cards: what the chosen area means for an order. Nothing while no area is chosen. */
export function AreaNotice({ locale }: { locale: Locale }) {
  const area = useContext(AreaContext)
  if (!area) return null
  const { place } = area
  const name = place.name
  // 7 Jan 2024 was a Sunday: weekday names from Intl in the shopper's language.
  const days = new Intl.ListFormat(locale, { type: 'conjunction' }).format(area.marketDays.map((d) => formatDate(new Date(2024, 0, 7 + d), locale, { weekday: 'long' })))
  const fee = formatPrice(place.deliveryFee, area.currency, area.currencyExponent, locale)
  const free = area.freeDeliveryFrom === null ? '' : formatPrice(area.freeDeliveryFrom, area.currency, area.currencyExponent, locale)
  return (
    <p className="notice area-notice" role="status">
      {place.kind === 'pickup' ? (
        <Trans>
          Picking up at {name}: the market brings produce there on {days} from every farm that is coming to the market. Each card says from which day.
        </Trans>
      ) : area.freeDeliveryFrom !== null ? (
        <Trans>
          Delivering to {name}: the market brings produce there on {days} from every farm that is coming to the market. Delivery {fee}, free from {free}. Each card says from which day.
        </Trans>
      ) : (
        <Trans>
          Delivering to {name}: the market brings produce there on {days} from every farm that is coming to the market. Delivery {fee}. Each card says from which day.
        </Trans>
      )}
    </p>
  )
}

/** On a card: when its farm's produce reaches the chosen area, or that it cannot and why. */
export function AreaReachNote({ farmerId, locale }: { farmerId: string; locale: Locale }) {
  const area = useContext(AreaContext)
  const reach = area?.reachOf(farmerId)
  if (!area || !reach) return null
  const name = area.place.name
  if (!reach.reaches) {
    return (
      <p className="card__reach card__reach--no">
        <Trans>Doesn't reach {name} at the moment: this farm is not bringing produce to the market.</Trans>
      </p>
    )
  }
  const day = formatDay(reach.day, locale)
  return (
    <p className="card__reach">
      <Trans>
        Reaches {name} from {day}
      </Trans>
    </p>
  )
}
