/**
 * Test helper: the `confirmed` part of an order body (decision 014) as the checkout screen would
 * build it from the market's answers: the cart's lines that can be bought, at their prices, and
 * the totals with the given delivery fee (0 for pickup) and the market's service fee.
 */
import type { Cart, CheckoutConfirmed } from '../../src/api/cart-contract'

export function confirmedFigures(cart: Pick<Cart, 'lines' | 'subtotal'>, serviceFee: number, deliveryFee = 0): CheckoutConfirmed {
  const buyable = cart.lines.filter((l) => l.availability === 'available' || l.availability === 'limited')
  return {
    lines: buyable.map((l) => ({ produceId: l.produceId, ...(l.lineKey && l.lineKey !== l.produceId ? { lineKey: l.lineKey } : {}), price: l.price })),
    subtotal: cart.subtotal,
    deliveryFee,
    serviceFee,
    total: cart.subtotal + deliveryFee + serviceFee,
  }
}
