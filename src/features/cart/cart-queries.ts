/** Named Dexie queries for the cart: the current owner's lines, live. */
import { useLiveQuery } from 'dexie-react-hooks'
import { useSelector } from '@xstate/react'
import type { Vertical } from '../../api/cart-contract'
import { db, type CartLineRow, type CartOpRow } from '../../db/db'
import { cartOpsOf, GUEST } from '../../sync/cart'
import { sessionActor } from '../../session/session-actor'

export function useCartOwner(): string {
  return useSelector(sessionActor(), (s) => (s.hasTag('signedIn') ? (s.context.user?.id ?? GUEST) : GUEST))
}

export function useCartLines(vertical: Vertical): CartLineRow[] | undefined {
  const owner = useCartOwner()
  return useLiveQuery(async () => (await db.cartLines.where('[owner+vertical]').equals([owner, vertical]).toArray()).sort((a, b) => a.name.localeCompare(b.name)), [owner, vertical])
}

/** Every vertical's lines of the current owner (for /cart and the header badge). */
export function useAllCartLines(): CartLineRow[] | undefined {
  const owner = useCartOwner()
  return useLiveQuery(() => db.cartLines.where('[owner+vertical]').between([owner, ''], [owner, '\uffff']).toArray(), [owner])
}

export function useCartOps(): CartOpRow[] | undefined {
  const owner = useCartOwner()
  return useLiveQuery(() => cartOpsOf(db, owner), [owner])
}
