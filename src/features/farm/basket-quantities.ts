/**
 * What the basket holds of each produce, for the cards' steppers: one live query of the shopper's
 * farm basket shared by every card on screen, each card re-rendered only when its own quantity
 * changes. A live query per card (a read and a subscription each, 24 on the produce list's first
 * screen, more as it grows) doubled the page's work after the first paint.
 */
import { liveQuery } from 'dexie'
import { useCallback, useSyncExternalStore } from 'react'
import { db } from '../../db/db'

interface Quantities {
  owner: string
  /** null until the first answer. */
  byProduce: Map<string, number> | null
  listeners: Set<() => void>
  stop: () => void
}

let shared: Quantities | null = null

function quantitiesOf(owner: string): Quantities {
  if (shared?.owner === owner) return shared
  shared?.stop()
  const next: Quantities = { owner, byProduce: null, listeners: new Set(), stop: () => {} }
  const subscription = liveQuery(() => db.cartLines.where('[owner+vertical]').equals([owner, 'farm']).toArray()).subscribe({
    next(lines) {
      next.byProduce = new Map(lines.map((line) => [line.produceId, line.quantity]))
      for (const listener of next.listeners) listener()
    },
    // A basket that cannot be read shows the cards' buttons as for an empty one.
    error: () => {},
  })
  next.stop = () => subscription.unsubscribe()
  shared = next
  return next
}

/** How much of `produceId` the basket of `owner` holds: 0 when none, undefined until known. */
export function useBasketQuantity(owner: string, produceId: string): number | undefined {
  const subscribe = useCallback(
    (changed: () => void) => {
      const quantities = quantitiesOf(owner)
      quantities.listeners.add(changed)
      return () => void quantities.listeners.delete(changed)
    },
    [owner],
  )
  return useSyncExternalStore(
    subscribe,
    () => {
      const byProduce = quantitiesOf(owner).byProduce
      return byProduce ? (byProduce.get(produceId) ?? 0) : undefined
    },
    () => undefined,
  )
}
