/**
 * What the basket holds of each produce, for the cards' steppers: one live query of the shopper's
 * basket of a service (the farm's unless said; decision 045) shared by every card on screen, each card re-rendered only when its own quantity
 * changes. A live query per card (a read and a subscription each, 24 on the produce list's first
 * screen, more as it grows) doubled the page's work after the first paint.
 */
import { liveQuery } from 'dexie'
import { useCallback, useSyncExternalStore } from 'react'
import type { Vertical } from '../../api/cart-contract'
import { db } from '../../db/db'

interface Quantities {
  owner: string
  vertical: Vertical
  /** null until the first answer. */
  byProduce: Map<string, number> | null
  listeners: Set<() => void>
  stop: () => void
}

let shared: Quantities | null = null

function quantitiesOf(owner: string, vertical: Vertical): Quantities {
  if (shared?.owner === owner && shared.vertical === vertical) return shared
  shared?.stop()
  const next: Quantities = { owner, vertical, byProduce: null, listeners: new Set(), stop: () => {} }
  const subscription = liveQuery(() => db.cartLines.where('[owner+vertical]').equals([owner, vertical]).toArray()).subscribe({
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
export function useBasketQuantity(owner: string, produceId: string, vertical: Vertical = 'farm'): number | undefined {
  const subscribe = useCallback(
    (changed: () => void) => {
      const quantities = quantitiesOf(owner, vertical)
      quantities.listeners.add(changed)
      return () => void quantities.listeners.delete(changed)
    },
    [owner, vertical],
  )
  return useSyncExternalStore(
    subscribe,
    () => {
      const byProduce = quantitiesOf(owner, vertical).byProduce
      return byProduce ? (byProduce.get(produceId) ?? 0) : undefined
    },
    () => undefined,
  )
}
