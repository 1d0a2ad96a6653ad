/** Named Dexie queries for the orders screens: the signed-in shopper's orders and those still on this device. */
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type OrderRow, type PendingOrderRow } from '../../db/db'
import { ordersSyncKey, pendingOrdersOf } from '../../sync/orders'

export { useShopperId } from '../../session/use-shopper-id'

/** The owner's orders, newest first. */
export function useOrders(owner: string): OrderRow[] | undefined {
  return useLiveQuery(async () => (await db.orders.where('[owner+createdAt]').between([owner, ''], [owner, '\uffff']).toArray()).reverse(), [owner])
}

/** Orders the shopper asked for that the market has not confirmed yet (waiting, or refused). */
export function usePendingOrders(owner: string): PendingOrderRow[] | undefined {
  return useLiveQuery(async () => (await pendingOrdersOf(db, owner)).filter((p) => p.status !== 'placed').sort((a, b) => b.createdAt - a.createdAt), [owner])
}

/** One order of the owner; null when it is not on this device. */
export function useOrder(owner: string, id: string): OrderRow | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.orders.get(id)
    return row && row.owner === owner ? row : null
  }, [owner, id])
}

export function useOrdersFetchedAt(owner: string): number | null | undefined {
  return useLiveQuery(async () => (await db.syncState.get(ordersSyncKey(owner)))?.fetchedAt ?? null, [owner])
}

/** The time zone of the order's market (the same in every language's copy of the store); undefined while read, null when not on this device. */
export function useMarketTimeZone(storeId: string): string | null | undefined {
  return useLiveQuery(async () => (await db.stores.filter((s) => s.id === storeId).first())?.timeZone ?? null, [storeId])
}
