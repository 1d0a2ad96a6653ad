/**
 * The one home of what checkout charges and offers (issue 7: "fees are ours to design").
 *
 * What an order costs: subtotal (each line's current price, best offer applied, × quantity)
 * + delivery fee + service fee, all in the store currency's minor units.
 *
 * - Delivery fee: the delivery zone's own `delivery_fee` (the `locations` row the address is in);
 *   0 for pickup. Operators change it per zone in the locations API, not here.
 * - Service fee: a small flat amount per store, the same for delivery and pickup, shown on its own
 *   line and in CheckoutOptions. It pays for the market's order handling (packing, mobile money
 *   reconciliation) and is kept to roughly US$0.25 in local money, rounded to what people pay
 *   with. A store not listed here charges none. Zero is a valid value: setting every store to 0
 *   removes the fee without any other change.
 *
 * Delivery fee waived: from the market's `free_delivery_from` subtotal (a `stores` column, with the
 * minimum order: decision 017). Delivery days: src/api/arrival-contract.ts (ARRIVAL_RULES).
 */
export interface OrderConfig {
  /** Minor units of the store currency, by store id. */
  serviceFees: Readonly<Record<string, number>>
  /** How long a cart or checkout Idempotency-Key is remembered (and its answer replayed). */
  idempotencyTtlDays: number
  /** Bounds that keep one account's rows small. */
  maxAddresses: number
  maxPaymentMethods: number
  maxFavorites: number
  maxCartLines: number
}

export const ORDER_CONFIG: OrderConfig = {
  serviceFees: {
    jnb: 500, // ZAR 5.00
    nbo: 3000, // KES 30.00
    los: 20000, // NGN 200.00
    acc: 300, // GHS 3.00
    kgl: 300, // RWF 300 (no minor unit)
    cmn: 300, // MAD 3.00
  },
  idempotencyTtlDays: 7,
  maxAddresses: 30,
  maxPaymentMethods: 20,
  maxFavorites: 1000,
  maxCartLines: 200,
}

export function serviceFeeFor(storeId: string, config: OrderConfig = ORDER_CONFIG): number {
  return config.serviceFees[storeId] ?? 0
}
