/**
 * Orders on this device (issue 7): the shopper's orders copied from the API for offline reading,
 * what checkout offers, and the pending-order outbox that places an order exactly once.
 *
 * Placing an order is a pending row first (`queueOrder`): its idempotency key is drawn when the
 * shopper first presses "Place order" and stored with the request body, in IndexedDB with strict
 * durability. Every try (`pushPendingOrders`) sends that key and that body, so a retry after a lost
 * answer — a bad link, a reload, a killed browser — gets the same order back from the server
 * instead of a second one. The body never changes while the outcome is unknown (`queued`); only
 * after a definite refusal (4xx: the server rolled everything back and did not keep the key) may
 * the shopper correct it, and the corrected order goes with the same key. A refusal because the
 * market's prices, fees or total are no longer those the shopper confirmed (409 `prices_changed`,
 * decision 014) waits for the shopper like any other: it is never sent again until they confirm
 * the new figures (`confirmNewFigures`), so an order queued offline never goes at a price unseen.
 *
 * The server places what ITS cart holds, so the owner's cart outbox is drained first; the order
 * waits while cart changes are still on their way. One run at a time in this tab (a chain) and
 * across tabs (a Web Lock); the server's key check makes a duplicate harmless anyway.
 */
import type { PushOutcome } from '../../machines/outbox.machine'
import type { CheckoutInput, Order, Vertical } from '../api/cart-contract'
import type { ApiError, HttpClient } from '../api/http'
import type { PendingOrderRow, PendingOrderSummary, StorefrontDb } from '../db/db'
import { withLeaderLock } from './outbox/leader-lock'
import { browserOnline, failureOutcome } from './outbox/retry-rule'

/**
 * The response schemas (order-schemas.ts) and zod with them load on the first order pull or
 * checkout, not with the first page: the order sync actor starts with every page.
 */
const schemas = () => import('./order-schemas')

/** The API's page size for orders, and how many pages one pull reads at most (a shopper's history, not an archive). */
export const ORDERS_PULL = { perPage: 50, maxPages: 4 } as const

interface Signal {
  signal?: AbortSignal
}

// ---------------------------------------------------------------- pulls

/** GET /api/orders (newest first), replacing the owner's copy: what the server no longer lists goes. */
export async function pullOrders(api: HttpClient, db: StorefrontDb, owner: string, { signal }: Signal = {}): Promise<void> {
  const orders: Order[] = []
  for (let page = 1; page <= ORDERS_PULL.maxPages; page++) {
    const { data, meta } = await api.get<unknown>('/orders', { query: { page, perPage: ORDERS_PULL.perPage }, signal, silent: true })
    const { orderListSchema, listMetaSchema } = await schemas()
    orders.push(...orderListSchema.parse(data))
    const m = listMetaSchema.safeParse(meta)
    if (!m.success || page * m.data.perPage >= m.data.total) break
  }
  await db.transaction('rw', db.orders, db.syncState, async () => {
    await db.orders.where('[owner+createdAt]').between([owner, ''], [owner, '\uffff']).delete()
    await db.orders.bulkPut(orders.map((o) => ({ ...o, owner })))
    await db.syncState.put({ key: ordersSyncKey(owner), fetchedAt: Date.now() })
  })
}

/** The syncState row that says when the owner's order list was last pulled. */
export const ordersSyncKey = (owner: string) => `orders:${owner}`

/** GET /api/orders/:id into Dexie. */
export async function pullOrder(api: HttpClient, db: StorefrontDb, owner: string, id: string, { signal }: Signal = {}): Promise<void> {
  const { data } = await api.get<unknown>(`/orders/${encodeURIComponent(id)}`, { signal, silent: true })
  const { orderSchema } = await schemas()
  await db.orders.put({ ...orderSchema.parse(data), owner })
}

/**
 * POST /api/orders/:id/cancel: online only (a cancellation must be answered, not queued: the
 * market may confirm the order meanwhile). A repeated cancellation is answered, not refused.
 * Throws the ApiError.
 */
export async function cancelOrder(api: HttpClient, db: StorefrontDb, owner: string, id: string): Promise<Order> {
  const { data } = await api.post<unknown>(`/orders/${encodeURIComponent(id)}/cancel`, {})
  const { orderSchema } = await schemas()
  const order = orderSchema.parse(data)
  await db.orders.put({ ...order, owner })
  return order
}

/** GET /api/cart/:vertical/checkout-options, kept per owner so checkout also works offline. */
export async function pullCheckoutOptions(api: HttpClient, db: StorefrontDb, owner: string, vertical: Vertical, { signal }: Signal = {}): Promise<void> {
  const { data } = await api.get<unknown>(`/cart/${vertical}/checkout-options`, { signal, silent: true })
  const { checkoutOptionsSchema } = await schemas()
  await db.checkoutOptions.put({ ...checkoutOptionsSchema.parse(data), owner, vertical, fetchedAt: Date.now() })
}

// ---------------------------------------------------------------- the pending-order outbox

/** The server's field code when a key comes back with another body (its first request succeeded). */
export const KEY_REUSED = 'idempotency_key_reused'

let onChange: () => void = () => {}
/** The order sync actor listens here for newly queued orders. */
export function onPendingOrdersChange(listener: () => void): void {
  onChange = listener
}

/** The owner's order in progress for a vertical: waiting to be sent, or refused and waiting for the shopper. */
export async function activePendingOrder(db: StorefrontDb, owner: string, vertical: Vertical): Promise<PendingOrderRow | undefined> {
  const rows = await pendingOrdersOf(db, owner, vertical)
  return rows.filter((r) => r.status !== 'placed').sort((a, b) => a.createdAt - b.createdAt)[0]
}

/**
 * The owner's orders in the one outbox (decision 040) for a vertical, or for every vertical:
 * queued, refused, or placed (the receipt, kept until the next checkout).
 */
export async function pendingOrdersOf(db: StorefrontDb, owner: string, vertical?: Vertical): Promise<PendingOrderRow[]> {
  const rows = vertical
    ? db.outbox.where('[kind+owner+vertical]').equals(['order', owner, vertical])
    : db.outbox.where('[kind+owner+vertical]').between(['order', owner, ''], ['order', owner, '\uffff'])
  return (await rows.toArray()) as PendingOrderRow[]
}

/** Every order row of the outbox, whoever's (tests, a device check). */
export async function allPendingOrders(db: StorefrontDb): Promise<PendingOrderRow[]> {
  return (await db.outbox.where('kind').equals('order').toArray()) as PendingOrderRow[]
}

/** An order of the outbox by its id (the pending order's, not the placed order's). */
export async function pendingOrderById(db: StorefrontDb, id: string): Promise<PendingOrderRow | undefined> {
  const row = await db.outbox.get({ id })
  return row?.kind === 'order' ? row : undefined
}

/** Changes fields of an order row in place (its place in the queue kept). */
function updateOrder(db: StorefrontDb, row: PendingOrderRow, changes: Partial<Omit<PendingOrderRow, 'kind' | 'seq'>>) {
  return db.outbox.update(row.seq!, (stored) => {
    Object.assign(stored, changes)
  })
}

/** Writes an order row: over the row of the same id when there is one (keeping its place in the queue), else at the end. */
export async function savePendingOrder(db: StorefrontDb, row: Omit<PendingOrderRow, 'kind'> & { kind?: 'order' }): Promise<PendingOrderRow> {
  return db.transaction('rw', db.outbox, async () => {
    const existing = await pendingOrderById(db, row.id)
    const saved: PendingOrderRow = { ...row, kind: 'order', seq: existing?.seq }
    if (saved.seq === undefined) delete saved.seq
    saved.seq = await db.outbox.put(saved)
    return saved
  })
}

/**
 * The shopper pressed "Place order" (online, or offline and confirmed). Makes the pending row —
 * its idempotency key drawn now, once — or reuses the owner's row in progress: a refused one
 * takes the corrected body and goes again with its key; a queued one is left exactly as it is
 * (its outcome is not known yet, so its body must not change). Old receipts are cleared.
 */
export async function queueOrder(
  db: StorefrontDb,
  { owner, input, summary, now = Date.now() }: { owner: string; input: CheckoutInput; summary: PendingOrderSummary; now?: number },
): Promise<PendingOrderRow> {
  const body = (await schemas()).checkoutSchema.parse(input)
  const row = await db.transaction('rw', db.outbox, async () => {
    const active = await activePendingOrder(db, owner, body.vertical)
    if (active?.status === 'queued') return active
    if (active) {
      // A key the server already used for another body means that order went through: a new one gets a new key.
      const keyUsed = active.error?.fields.some((f) => f.code === KEY_REUSED) ?? false
      const next: PendingOrderRow = {
        ...active,
        input: body,
        summary,
        status: 'queued',
        error: undefined,
        ...(keyUsed ? { idempotencyKey: crypto.randomUUID(), attempts: 0 } : {}),
      }
      await db.outbox.put(next)
      return next
    }
    await db.outbox.where('[kind+owner+vertical]').equals(['order', owner, body.vertical]).delete() // receipts of earlier orders
    const created: PendingOrderRow = {
      kind: 'order',
      id: crypto.randomUUID(),
      owner,
      vertical: body.vertical,
      idempotencyKey: crypto.randomUUID(),
      input: body,
      summary,
      status: 'queued',
      createdAt: now,
      attempts: 0,
    }
    created.seq = await db.outbox.add(created)
    return created
  })
  onChange()
  return row
}

/** The request-level code of a refusal whose prices, fees or total differ from what the shopper confirmed (decision 014). */
export const PRICES_CHANGED = 'prices_changed'

/** Whether a pending order waits for the shopper to confirm new figures (it is never sent again by itself). */
export const awaitsNewFigures = (row: Pick<PendingOrderRow, 'status' | 'error'>): boolean => row.status === 'rejected' && row.error?.code === PRICES_CHANGED

/**
 * The shopper saw the market's new figures (a 409 `prices_changed`, each change old → new) and
 * confirms them: the refused row takes them as its `confirmed` figures and summary and goes again
 * with its key. Only the 409's figures are used, never anything newer: the order goes at what the
 * shopper was shown, or is refused again with the next change. Answers the queued row, or
 * undefined when the row no longer waits for this.
 */
export async function confirmNewFigures(db: StorefrontDb, id: string): Promise<PendingOrderRow | undefined> {
  const row = await db.transaction('rw', db.outbox, async () => {
    const found = await pendingOrderById(db, id)
    if (!found || !awaitsNewFigures(found)) return undefined
    const confirmed = structuredClone(found.input.confirmed)
    const summary = structuredClone(found.summary)
    for (const change of found.error?.fields ?? []) {
      const next = Number(change.params?.new)
      // `lines.<line key>`: the produce id, or for a meal with options its line key (decision 048).
      const key = change.field?.startsWith('lines.') ? change.field.slice('lines.'.length) : null
      const keyOf = (l: { produceId: string; lineKey?: string | undefined }) => l.lineKey ?? l.produceId
      if (change.code === 'line_removed' && key) {
        confirmed.lines = confirmed.lines.filter((l) => keyOf(l) !== key)
        summary.lines = summary.lines.filter((l) => keyOf(l) !== key)
      } else if (change.code === 'price_changed' && key && Number.isInteger(next)) {
        const line = confirmed.lines.find((l) => keyOf(l) === key)
        const produceId = key.split('~')[0]!
        if (line) line.price = next
        else confirmed.lines.push({ produceId, ...(key === produceId ? {} : { lineKey: key }), price: next })
        const shown = summary.lines.find((l) => keyOf(l) === key)
        if (shown) shown.lineTotal = Math.round(next * shown.quantity)
      } else if (
        change.code === 'amount_changed' &&
        Number.isInteger(next) &&
        (change.field === 'subtotal' || change.field === 'deliveryFee' || change.field === 'serviceFee' || change.field === 'total')
      ) {
        confirmed[change.field] = next
        summary[change.field] = next
      }
    }
    const queued: PendingOrderRow = { ...found, input: { ...found.input, confirmed }, summary, status: 'queued', error: undefined }
    await db.outbox.put(queued)
    return queued
  })
  if (row) onChange()
  return row
}

/**
 * Drops an order in progress, only when it surely was not placed: refused, or never sent. A
 * queued order that was sent may have been placed (its answer lost), so it stays until answered.
 */
export async function discardPendingOrder(db: StorefrontDb, id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await pendingOrderById(db, id)
    if (!row || (row.status === 'queued' && row.attempts > 0)) return false
    await db.outbox.delete(row.seq!)
    return true
  })
}

export interface PushHooks {
  /** Sends the owner's cart outbox (the server places what its cart holds). */
  drainCart?: (owner: string) => Promise<PushOutcome>
  /** A 401: refresh the session, then try once more. */
  refreshSession?: () => Promise<unknown>
  /** An order was refused (stock ran out, say): bring the cart's server view up to date. */
  afterRejected?: (owner: string, vertical: Vertical) => Promise<void>
  /** Whether the browser believes it is online: a network failure then is a retry, not a wait for `online`. */
  isOnline?: () => boolean
}

let chain: Promise<unknown> = Promise.resolve()

/**
 * Sends the owner's queued orders, oldest first, each with its own key and body. A row becomes
 * `placed` (with the order stored and the owner's cart lines removed, in one transaction) only on
 * a 2xx; a 4xx makes it `rejected` with the server's field errors; anything else leaves it queued.
 */
export function pushPendingOrders(api: HttpClient, db: StorefrontDb, owner: string, hooks: PushHooks = {}): Promise<PushOutcome> {
  const run = chain.then(
    () => withOrderLock(owner, () => pushNow(api, db, owner, hooks)),
    () => withOrderLock(owner, () => pushNow(api, db, owner, hooks)),
  )
  chain = run.catch(() => {})
  return run
}

async function withOrderLock(owner: string, run: () => Promise<PushOutcome>): Promise<PushOutcome> {
  // Waits for another tab's run rather than skipping: it reads the rows afresh once it holds the lock.
  return (await withLeaderLock(`orders:${owner}`, run, { skipIfHeld: false }))!
}

async function pushNow(api: HttpClient, db: StorefrontDb, owner: string, hooks: PushHooks): Promise<PushOutcome> {
  const online = hooks.isOnline ?? browserOnline
  let refreshed = false
  let rejected = false
  for (;;) {
    const row = ((await db.outbox.where('[kind+owner+status]').equals(['order', owner, 'queued']).toArray()) as PendingOrderRow[]).sort((a, b) => a.createdAt - b.createdAt)[0]
    if (!row) return rejected ? 'rejected' : 'drained'

    const cartWaiting = () => db.outbox.where('[kind+owner+vertical]').equals(['cart-op', owner, row.vertical]).count()
    if ((await cartWaiting()) > 0) {
      const drained = (await hooks.drainCart?.(owner)) ?? 'retryable'
      if (drained === 'offline' || drained === 'unauthorized') return drained
      if ((await cartWaiting()) > 0) return 'retryable' // the basket must reach the market first
    }

    // Loaded before the order goes, so that reading its answer cannot fail after the market took it.
    const { orderSchema } = await schemas()
    await updateOrder(db, row, { attempts: row.attempts + 1, lastTriedAt: Date.now() })
    try {
      const { data } = await api.post<unknown>('/orders', row.input, { headers: { 'Idempotency-Key': row.idempotencyKey }, silent: true })
      const order = orderSchema.parse(data)
      await db.transaction('rw', [db.orders, db.outbox, db.cartLines], async () => {
        await db.orders.put({ ...order, owner })
        await updateOrder(db, row, { status: 'placed', orderId: order.id, error: undefined })
        // The server emptied its cart; changes made here since are still on their way and keep their lines.
        if ((await cartWaiting()) === 0) await db.cartLines.where('[owner+vertical]').equals([owner, row.vertical]).delete()
      })
      placedSinceLastPull = true
    } catch (error) {
      const outcome = failureOutcome(error, online)
      if (outcome === 'offline' || outcome === 'retryable') return outcome
      if (outcome === 'unauthorized') {
        if (refreshed || !hooks.refreshSession) return 'unauthorized'
        refreshed = true
        try {
          await hooks.refreshSession()
          continue
        } catch {
          return 'unauthorized'
        }
      }
      const refusal = error as ApiError
      await updateOrder(db, row, { status: 'rejected', error: { status: refusal.status, code: refusal.code, fields: refusal.errors } })
      rejected = true
      await hooks.afterRejected?.(owner, row.vertical).catch(() => {})
    }
  }
}

let placedSinceLastPull = false
/** True once after an order was placed: the sync then pulls the order list. */
export function takePlacedSinceLastPull(): boolean {
  const placed = placedSinceLastPull
  placedSinceLastPull = false
  return placed
}
