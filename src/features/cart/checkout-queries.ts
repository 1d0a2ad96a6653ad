/** Named Dexie queries for checkout: what it offers, the order in progress, and the last receipt. */
import { useLiveQuery } from 'dexie-react-hooks'
import type { Vertical } from '../../api/cart-contract'
import type { Locale } from '../../config'
import { db, type CheckoutOptionsRow, type OrderRow, type PendingOrderRow } from '../../db/db'
import { readStore } from '../../db/rows-language'
import { activePendingOrder, pendingOrdersOf } from '../../sync/orders'

/** null: never fetched on this device. */
export function useCheckoutOptions(owner: string, vertical: Vertical): CheckoutOptionsRow | null | undefined {
  return useLiveQuery(async () => (await db.checkoutOptions.get([owner, vertical])) ?? null, [owner, vertical])
}

/** The order being placed (waiting to be sent, or refused and waiting for the shopper); null when none. */
export function useActivePendingOrder(owner: string, vertical: Vertical): PendingOrderRow | null | undefined {
  return useLiveQuery(async () => (await activePendingOrder(db, owner, vertical)) ?? null, [owner, vertical])
}

/** The last order placed from this device for this cart, with the order as the market answered it. */
export function useLastReceipt(owner: string, vertical: Vertical): { pending: PendingOrderRow; order: OrderRow | null } | null | undefined {
  return useLiveQuery(async () => {
    const placed = (await pendingOrdersOf(db, owner, vertical)).filter((p) => p.status === 'placed')
    const pending = placed.sort((a, b) => b.createdAt - a.createdAt)[0]
    if (!pending) return null
    return { pending, order: pending.orderId ? ((await db.orders.get(pending.orderId)) ?? null) : null }
  }, [owner, vertical])
}

/**
 * The market's pickup points as this device holds them (its store row, synced with the catalog), for
 * checkout before the market has worked out this basket's options (offline); only read when `wanted`.
 */
export function useMarketPickups(locale: Locale, storeId: string, wanted: boolean): { id: string; name: string; address: string }[] {
  const store = useLiveQuery(async () => (wanted ? readStore(locale, storeId) : null), [locale, storeId, wanted])
  return store?.locations.filter((l) => l.kind === 'pickup').map(({ id, name, address }) => ({ id, name, address })) ?? []
}
