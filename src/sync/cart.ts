/**
 * The cart on this device (issue 7): commands that edit it, and the push and pull the cart sync
 * machine runs. The cart never waits for the network: each command writes the line and, for a
 * signed-in shopper, an outbox entry in ONE strict IndexedDB transaction, so a crash or a closed
 * tab can lose neither half. Lines and entries belong to an owner (the user id, or 'guest'): a
 * signed-out device keeps a shopper's unsynced changes but shows and sends them only when that
 * shopper is signed in again. A guest's cart is merged into the account's on sign-in.
 *
 * Operations carry absolute quantities (`set`), so pushing them in order converges whatever was
 * retried or replayed; each has an idempotency key fixed when it was made.
 */
import type { CatalogProduce } from '../api/catalog-contract'
import { CART_BATCH_MAX } from '../api/cart-limits-contract'
import type { Cart, CartLine, CartMergeResult, CartOp, CartOpsBatchResult, Vertical } from '../api/cart-contract'
import { lineKeyOf, type ChosenOption, type LineChoices, type WeighedLine } from '../api/line-choices-contract'
import type { Substitution } from '../api/service-details-contract'
import { baseApi } from '../api/clients'
import type { ApiError } from '../api/http'
import { refreshSession } from '../api/session-api'
import { serviceIsOpen } from '../api/services-contract'
import type { PushOutcome } from '../../machines/outbox.machine'
import { db, type CartLineRow, type CartOpRow, type StorefrontDb } from '../db/db'
import { withLeaderLock } from './outbox/leader-lock'
import { failureOutcome } from './outbox/retry-rule'

export const GUEST = 'guest'

let ownerOf: () => string = () => GUEST
/** The app tells the cart who is signed in (the session's user id). */
export function setCartOwnerSource(source: () => string): void {
  ownerOf = source
}
export const currentOwner = () => ownerOf()

let onChange: () => void = () => {}
/** The cart sync actor listens here for new outbox entries. */
export function onCartOutboxChange(listener: () => void): void {
  onChange = listener
}

/** Rounds a wanted quantity to the produce's minimum and step, capped by stock (0 removes). */
export function normalizeQuantity(wanted: number, p: { minQty: number; stepQty: number; stock: number | null }): number {
  if (wanted <= 0) return 0
  const step = p.stepQty > 0 ? p.stepQty : 1
  let q = Math.max(p.minQty, p.minQty + Math.round((wanted - p.minQty) / step) * step)
  if (p.stock !== null) {
    // The epsilon keeps a whole number of decimal steps whole: (1 - 0.3) / 0.1 is 6.999… in floating point.
    const cap = p.minQty + Math.floor((p.stock - p.minQty) / step + 1e-9) * step
    if (p.stock < p.minQty) return 0
    q = Math.min(q, cap)
  }
  return Math.round(q * 1000) / 1000
}

async function write(vertical: Vertical, change: (owner: string) => Promise<CartOp | null>): Promise<void> {
  const owner = currentOwner()
  let queued = false
  await db.transaction('rw', db.cartLines, db.outbox, async () => {
    const op = await change(owner)
    if (op && owner !== GUEST) {
      await db.outbox.add({ kind: 'cart-op', owner, vertical, op, idempotencyKey: crypto.randomUUID(), createdAt: Date.now(), attempts: 0, status: 'pending' })
      queued = true
    }
  })
  if (queued) onChange()
  void askForPersistentStorage()
}

let persistAsked = false
/** After the first cart edit, ask the browser not to evict our storage (issue 8). */
async function askForPersistentStorage() {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return
  persistAsked = true
  await navigator.storage.persist().catch(() => false)
}

/**
 * A line with choices (decision 048), as the meal or product page made it: the choices, what they
 * make a unit cost (line-choices-contract.ts: options added, a weighed item's estimate with its
 * margin) and how the line shows them until the server's answer replaces the description.
 */
export interface ChosenLine {
  choices: LineChoices
  price: number
  options?: ChosenOption[]
  substitution?: Substitution | null
  weighed?: WeighedLine | null
}

export function snapshotOf(p: CatalogProduce, owner: string, vertical: Vertical, quantity: number, existing?: CartLineRow, chosen?: ChosenLine): CartLineRow {
  const price = chosen?.price ?? p.offer?.price ?? p.price
  return {
    owner,
    vertical,
    lineKey: lineKeyOf(p.id, chosen?.choices.options),
    produceId: p.id,
    ...(chosen ? { choices: chosen.choices, options: chosen.options ?? [], substitution: chosen.substitution ?? null, weighed: chosen.weighed ?? null } : {}),
    quantity,
    storeId: p.storeId,
    name: p.name,
    unit: p.unit,
    photo: p.photo,
    farmerId: p.farmerId,
    farmName: p.farmName,
    currency: p.currency,
    currencyExponent: p.currencyExponent,
    price,
    addedPrice: existing?.addedPrice ?? price,
    previousPrice: existing?.previousPrice ?? null,
    stock: p.stock,
    availability: p.stock === 0 ? 'sold-out' : 'available',
    minQty: p.minQty,
    stepQty: p.stepQty,
    updatedAt: Date.now(),
  }
}

/**
 * Adds one step of a produce (or its minimum when new). Lines of another store are replaced only by
 * the shopper's choice. `chosen`: a meal's options or a grocery line's substitution (decision 048);
 * the same meal with other options is another line.
 */
export async function addToCart(p: CatalogProduce, vertical: Vertical = 'farm', chosen?: ChosenLine): Promise<{ quantity: number; otherStore: boolean }> {
  let result = { quantity: 0, otherStore: false }
  await write(vertical, async (owner) => {
    const lines = await db.cartLines.where('[owner+vertical]').equals([owner, vertical]).toArray()
    if (lines.some((l) => l.storeId !== p.storeId)) {
      result = { quantity: 0, otherStore: true }
      return null
    }
    const lineKey = lineKeyOf(p.id, chosen?.choices.options)
    const existing = lines.find((l) => l.lineKey === lineKey)
    const quantity = normalizeQuantity(existing ? existing.quantity + p.stepQty : p.minQty, p)
    if (quantity === 0 || (quantity === existing?.quantity && !chosen)) {
      result = { quantity: existing?.quantity ?? 0, otherStore: false }
      return null
    }
    const row = snapshotOf(p, owner, vertical, quantity, existing, chosen)
    await db.cartLines.put(row)
    result = { quantity, otherStore: false }
    return { op: 'set', produceId: p.id, quantity, seenPrice: row.price, ...(chosen ? { choices: chosen.choices } : {}) }
  })
  return result
}

/**
 * Reorder (issue 31): the basket holds at least `wanted` of a produce, rounded to its steps and
 * capped by stock (a second tap adds nothing). Returns what the basket now holds, or `otherStore`
 * when the basket is another market's.
 */
export function holdAtLeast(p: CatalogProduce, wanted: number, vertical: Vertical = 'farm'): Promise<{ quantity: number; otherStore: boolean }> {
  return mergeLine(p, vertical, (held) => Math.max(wanted, held))
}

/**
 * A recipe's ingredients (decision 047): `more` of a listing on top of what the basket holds,
 * rounded to its steps and capped by stock. Returns what the basket now holds, or `otherStore`.
 */
export function addQuantity(p: CatalogProduce, more: number, vertical: Vertical): Promise<{ quantity: number; otherStore: boolean }> {
  return mergeLine(p, vertical, (held) => held + more)
}

/** Sets a line to `target(what it holds)`, unless the basket is another market's. */
async function mergeLine(p: CatalogProduce, vertical: Vertical, target: (held: number) => number): Promise<{ quantity: number; otherStore: boolean }> {
  let result = { quantity: 0, otherStore: false }
  await write(vertical, async (owner) => {
    const lines = await db.cartLines.where('[owner+vertical]').equals([owner, vertical]).toArray()
    if (lines.some((l) => l.storeId !== p.storeId)) {
      result = { quantity: 0, otherStore: true }
      return null
    }
    const existing = lines.find((l) => l.lineKey === p.id)
    const quantity = normalizeQuantity(target(existing?.quantity ?? 0), p)
    result = { quantity: quantity || (existing?.quantity ?? 0), otherStore: false }
    if (quantity === 0 || quantity === existing?.quantity) return null
    await db.cartLines.put(snapshotOf(p, owner, vertical, quantity, existing))
    return { op: 'set', produceId: p.id, quantity, seenPrice: p.offer?.price ?? p.price }
  })
  return result
}

/** What an op carries of a line's choices (none for a line without). */
const choicesOf = (line: Pick<CartLineRow, 'choices'>) => (line.choices ? { choices: line.choices } : {})

/** `lineKey`: the line's key, which is its produce id for a line without options. */
export async function setQuantity(lineKey: string, wanted: number, vertical: Vertical = 'farm'): Promise<void> {
  await write(vertical, async (owner) => {
    const line = await db.cartLines.get([owner, vertical, lineKey])
    if (!line) return null
    const quantity = normalizeQuantity(wanted, line)
    if (quantity === line.quantity) return null
    if (quantity === 0) {
      await db.cartLines.delete([owner, vertical, lineKey])
      return { op: 'remove', produceId: line.produceId, ...choicesOf(line) }
    }
    await db.cartLines.put({ ...line, quantity, updatedAt: Date.now() })
    return { op: 'set', produceId: line.produceId, quantity, ...choicesOf(line) }
  })
}

/** A grocery line's substitution changed (decision 048): the line keeps its key and quantity. */
export async function setSubstitution(lineKey: string, substitution: Substitution, vertical: Vertical = 'grocery'): Promise<void> {
  await write(vertical, async (owner) => {
    const line = await db.cartLines.get([owner, vertical, lineKey])
    if (!line) return null
    const choices: LineChoices = { ...line.choices, substitution }
    await db.cartLines.put({ ...line, choices, substitution, updatedAt: Date.now() })
    return { op: 'set', produceId: line.produceId, quantity: line.quantity, choices }
  })
}

/** Removes a line (by its key: the produce id for a line without options) and returns it, so the shopper can undo. */
export async function removeLine(lineKey: string, vertical: Vertical = 'farm'): Promise<CartLineRow | null> {
  let removed: CartLineRow | null = null
  await write(vertical, async (owner) => {
    const line = (await db.cartLines.get([owner, vertical, lineKey])) ?? null
    removed = line
    if (!line) return null
    await db.cartLines.delete([owner, vertical, lineKey])
    return { op: 'remove', produceId: line.produceId, ...choicesOf(line) }
  })
  return removed
}

/** Puts a removed line back; false when the cart has moved to another store since (the server would refuse a cart of two stores). */
export async function undoRemove(line: CartLineRow): Promise<boolean> {
  let restored = false
  await write(line.vertical, async (owner) => {
    const lines = await db.cartLines.where('[owner+vertical]').equals([owner, line.vertical]).toArray()
    if (lines.some((l) => l.storeId !== line.storeId)) return null
    await db.cartLines.put({ ...line, owner, updatedAt: Date.now() })
    restored = true
    return { op: 'set', produceId: line.produceId, quantity: line.quantity, ...choicesOf(line) }
  })
  return restored
}

export async function clearCart(vertical: Vertical = 'farm'): Promise<void> {
  await write(vertical, async (owner) => {
    const n = await db.cartLines.where('[owner+vertical]').equals([owner, vertical]).delete()
    return n > 0 ? { op: 'clear' } : null
  })
}

/** The server's view of a line, kept beside what the shopper chose. */
function fromServer(line: CartLine, cart: Cart, owner: string, existing?: CartLineRow): CartLineRow {
  return {
    owner,
    vertical: cart.vertical,
    lineKey: line.lineKey ?? line.produceId,
    produceId: line.produceId,
    choices: line.choices ?? null,
    options: line.options ?? [],
    substitution: line.substitution ?? null,
    weighed: line.weighed ?? null,
    quantity: line.quantity,
    storeId: cart.storeId ?? existing?.storeId ?? '',
    name: line.name,
    unit: line.unit,
    photo: line.photo,
    farmerId: line.farmerId,
    farmName: line.farmName,
    currency: cart.currency ?? existing?.currency ?? '',
    currencyExponent: cart.currencyExponent,
    price: line.price,
    addedPrice: existing?.addedPrice ?? line.previousPrice ?? line.price,
    previousPrice: line.previousPrice,
    stock: line.stock,
    availability: line.availability,
    minQty: line.minQty,
    stepQty: line.stepQty,
    updatedAt: Date.now(),
  }
}

/** Replaces the owner's local lines by the server cart — only when nothing of theirs is waiting to be sent. */
export async function applyServerCart(cart: Cart, owner: string): Promise<boolean> {
  return db.transaction('rw', db.cartLines, db.outbox, async () => {
    const pending = await db.outbox.where('[kind+owner+vertical]').equals(['cart-op', owner, cart.vertical]).count()
    if (pending > 0) return false
    const existing = new Map((await db.cartLines.where('[owner+vertical]').equals([owner, cart.vertical]).toArray()).map((l) => [l.lineKey, l]))
    await db.cartLines.where('[owner+vertical]').equals([owner, cart.vertical]).delete()
    await db.cartLines.bulkPut(cart.lines.map((l) => fromServer(l, cart, owner, existing.get(l.lineKey ?? l.produceId))))
    return true
  })
}

/**
 * Sends the owner's pending operations in order. An entry leaves only after a 2xx. Pending entries
 * go in batches (`/ops/batch`, up to CART_BATCH_MAX, each with its own key), so a long offline
 * session drains in a few round trips; the server applies each key once however often it comes.
 * The first entry the server refuses is marked rejected and the push stops there. Should the
 * server refuse a batch as a whole (a 4xx), this run goes on one entry per batch, which finds the
 * entry at fault.
 */
export async function pushCart(owner: string = currentOwner()): Promise<PushOutcome> {
  if (owner === GUEST) return 'drained'
  const run = async (): Promise<PushOutcome> => {
    let refreshed = false
    let oneByOne = false
    for (;;) {
      if (await db.outbox.where('[kind+owner+status]').equals(['cart-op', owner, 'rejected']).count()) return 'rejected'
      // The [kind+owner+status] index keeps entries of one key in primary-key (seq) order: oldest first.
      // A closed service's entries wait on the device, in order, until it is open again (decision 044).
      const pending = (await db.outbox
        .where('[kind+owner+status]')
        .equals(['cart-op', owner, 'pending'])
        .filter((e) => e.kind === 'cart-op' && serviceIsOpen(e.vertical))
        .limit(oneByOne ? 1 : CART_BATCH_MAX)
        .toArray()) as CartOpRow[]
      if (!pending.length) return 'drained'
      const vertical = pending[0]!.vertical
      const otherVertical = pending.findIndex((e) => e.vertical !== vertical)
      const batch = otherVertical < 0 ? pending : pending.slice(0, otherVertical)
      await db.outbox.bulkUpdate(batch.map((e) => ({ key: e.seq!, changes: { attempts: e.attempts + 1 } })))
      try {
        const body = { ops: batch.map((e) => ({ key: e.idempotencyKey, op: e.op })) }
        const { data } = await baseApi.post<CartOpsBatchResult>(`/cart/${vertical}/ops/batch`, body, { silent: true })
        const refused = data.results.findIndex((r) => r.outcome === 'refused')
        await db.transaction('rw', db.outbox, async () => {
          await db.outbox.bulkDelete(batch.filter((_, i) => data.results[i]?.outcome === 'applied' || data.results[i]?.outcome === 'replayed').map((e) => e.seq!))
          const error = data.results[refused]?.error
          if (error) await db.outbox.update(batch[refused]!.seq!, { status: 'rejected', error: { code: error.code, message: error.message } })
        })
        await applyServerCart(data.cart, owner)
        if (refused >= 0) return 'rejected'
      } catch (error) {
        const outcome = failureOutcome(error)
        if (outcome === 'offline' || outcome === 'retryable') return outcome
        if (outcome === 'unauthorized') {
          if (refreshed) return 'unauthorized'
          refreshed = true
          try {
            await refreshSession()
            continue
          } catch {
            return 'unauthorized'
          }
        }
        if (batch.length > 1) {
          oneByOne = true
          continue
        }
        const refusal = error as ApiError
        await db.outbox.update(batch[0]!.seq!, { status: 'rejected', error: { code: refusal.code, message: refusal.message } })
        return 'rejected'
      }
    }
  }
  // One tab pushes at a time; the others find the lock taken and leave it to that tab.
  return (await withLeaderLock(`cart:${owner}`, run)) ?? 'drained'
}

export async function pullCart(owner: string = currentOwner(), vertical: Vertical = 'farm'): Promise<void> {
  if (owner === GUEST) return
  const { data } = await baseApi.get<Cart>(`/cart/${vertical}`, { silent: true })
  await applyServerCart(data, owner)
}

/** The shopper dropped a refused change: it leaves the outbox and the server's cart is shown again. */
export async function dropRejected(owner: string = currentOwner()): Promise<void> {
  await db.outbox.where('[kind+owner+status]').equals(['cart-op', owner, 'rejected']).delete()
}

/** On sign-in: the guest cart joins the account's (same produce adds up, capped by stock). */
export async function mergeGuestCart(owner: string, vertical: Vertical = 'farm'): Promise<Omit<CartMergeResult, 'cart'>> {
  const guest = await db.cartLines.where('[owner+vertical]').equals([GUEST, vertical]).toArray()
  if (!guest.length || owner === GUEST) return { changes: [], combined: false }
  const lines = guest
    .map((l) => ({ produceId: l.produceId, quantity: l.quantity, ...choicesOf(l) }))
    .sort((a, b) => lineKeyOf(a.produceId, a.choices?.options).localeCompare(lineKeyOf(b.produceId, b.choices?.options)))
  // The key is derived from who merges what: a retry after a lost answer replays instead of adding twice.
  const key = await digest(`${owner}|${vertical}|${JSON.stringify(lines)}`)
  const { data } = await baseApi.post<CartMergeResult>(`/cart/${vertical}/merge`, { lines }, { silent: true, headers: { 'Idempotency-Key': `merge-${key}` } })
  await db.transaction('rw', db.cartLines, db.outbox, async () => {
    await db.cartLines.where('[owner+vertical]').equals([GUEST, vertical]).delete()
  })
  await applyServerCart(data.cart, owner)
  return { changes: data.changes, combined: data.combined }
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(bytes)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32)
}

/** The cart's operations waiting in the one outbox (decision 040), oldest first: every owner's, an owner's, or an owner's for one vertical. */
export async function cartOpsOf(database: StorefrontDb, owner?: string, vertical?: Vertical): Promise<CartOpRow[]> {
  const rows =
    owner === undefined
      ? database.outbox.where('kind').equals('cart-op')
      : vertical
        ? database.outbox.where('[kind+owner+vertical]').equals(['cart-op', owner, vertical])
        : database.outbox.where('[kind+owner+vertical]').between(['cart-op', owner, ''], ['cart-op', owner, '\uffff'])
  return ((await rows.toArray()) as CartOpRow[]).sort((a, b) => a.seq! - b.seq!)
}
