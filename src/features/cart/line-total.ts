import type { CartLineRow } from '../../db/db'

/** A line's total in minor units, as the market counts it. */
export function lineTotal(l: Pick<CartLineRow, 'price' | 'quantity'>): number {
  return Math.round(l.price * l.quantity)
}
