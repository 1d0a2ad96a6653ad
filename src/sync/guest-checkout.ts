/**
 * Guest checkout on this device (decision 024): what checkout offers for the guest's basket, the
 * order placed online with an Idempotency-Key kept for the form's life (a retry after a lost answer
 * gets the same order back), and a guest's order read by the token of its link.
 *
 * Unlike a shopper's order, a guest's is not queued offline: it needs its e-mail and its link
 * now, and no account holds it until the guest makes one. The basket stays on the device until
 * the market has the order; then it is emptied, as the server empties a shopper's cart.
 */
import { GUEST_TOKEN_HEADER, type GuestCheckoutInput, type GuestOrder, type Vertical } from '../api/cart-contract'
import { ApiError, type HttpClient } from '../api/http'
import type { StorefrontDb } from '../db/db'
import { GUEST } from './cart'

const schemas = () => import('./order-schemas')

/** The owner of a guest's orders on this device: the order's link holds the rest. */
export const guestOrderOwner = (id: string) => `guest-order:${id}`

/** GET /api/orders/guest/options for the device's basket, kept like a shopper's (owner `guest`). */
export async function pullGuestCheckoutOptions(api: HttpClient, db: StorefrontDb, vertical: Vertical, produceIds: string[], { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  if (produceIds.length === 0) return
  const query = new URLSearchParams({ vertical, produces: [...new Set(produceIds)].sort().join(',') })
  const { data } = await api.get<unknown>(`/orders/guest/options?${query}`, { signal, silent: true })
  const { checkoutOptionsSchema } = await schemas()
  await db.checkoutOptions.put({ ...checkoutOptionsSchema.parse(data), owner: GUEST, vertical, fetchedAt: Date.now() })
}

/** POST /api/orders/guest; throws the ApiError of a refusal. The order is kept on the device and the basket emptied. */
export async function placeGuestOrder(api: HttpClient, db: StorefrontDb, input: GuestCheckoutInput, key: string): Promise<{ id: string; token: string }> {
  const { data } = await api.post<GuestOrder>('/orders/guest', input, { silent: true, headers: { 'Idempotency-Key': key } })
  const { orderSchema } = await schemas()
  const order = orderSchema.parse(data)
  const vertical = input.vertical ?? 'farm'
  await db.transaction('rw', db.orders, db.cartLines, async () => {
    await db.orders.put({ ...order, owner: guestOrderOwner(order.id) })
    await db.cartLines.where('[owner+vertical]').equals([GUEST, vertical]).delete()
  })
  return { id: order.id, token: data.guestToken }
}

/**
 * GET /api/orders/guest/:id with the token of its link, into Dexie. When the market says this
 * token opens no order, the device's copy goes too: the page shows only what its link opens.
 */
export async function pullGuestOrder(api: HttpClient, db: StorefrontDb, id: string, token: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  const { data } = await api.get<unknown>(`/orders/guest/${encodeURIComponent(id)}`, { signal, silent: true, headers: { [GUEST_TOKEN_HEADER]: token } }).catch(async (error: unknown) => {
    if (error instanceof ApiError && error.status === 404 && (await db.orders.get(id))?.owner === guestOrderOwner(id)) await db.orders.delete(id)
    throw error
  })
  const { orderSchema } = await schemas()
  await db.orders.put({ ...orderSchema.parse(data), owner: guestOrderOwner(id) })
}
