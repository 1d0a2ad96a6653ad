import type { CartLineRow } from '../db/db'
import { GUEST } from '../sync/cart'

/** A farm basket line of a guest: 1 kg at KES 120.00, 10 in stock. */
export function cartLine(overrides: Partial<CartLineRow> = {}): CartLineRow {
  return {
    owner: GUEST,
    vertical: 'farm',
    produceId: 'p1',
    quantity: 1,
    storeId: 'nbo',
    name: 'Tomatoes',
    unit: 'kg',
    photo: '',
    farmerId: 'f1',
    farmName: 'Green Acres',
    currency: 'KES',
    currencyExponent: 2,
    price: 12000,
    addedPrice: 12000,
    previousPrice: null,
    stock: 10,
    availability: 'available',
    minQty: 1,
    stepQty: 1,
    updatedAt: 0,
    ...overrides,
  }
}
