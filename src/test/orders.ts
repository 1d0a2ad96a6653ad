import type { Order } from '../api/cart-contract'
/** A pickup order in Nairobi as the server answers "Place order" (the sync tests' order): no lines unless given. */
export function placedOrder(over: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    number: 'MF-7K3Q2',
    status: 'placed',
    storeId: 'nbo',
    currency: 'KES',
    currencyExponent: 2,
    fulfilment: 'pickup',
    address: null,
    pickupLocation: { id: 'nbo-pickup-1', name: 'Westlands market', address: 'Westlands Rd' },
    deliveryDay: '2030-05-02',
    slotWindow: { id: 'morning', start: '08:00', end: '12:00' },
    payment: { kind: 'cash' },
    lines: [],
    subtotal: 0,
    deliveryFee: 0,
    serviceFee: 0,
    total: 0,
    note: '',
    history: [{ status: 'placed', at: '2030-05-01T08:00:00.000Z' }],
    createdAt: '2030-05-01T08:00:00.000Z',
    updatedAt: '2030-05-01T08:00:00.000Z',
    ...over,
  }
}
