/**
 * The device's database (Dexie over IndexedDB): what screens read. The sync layer fills it from
 * the API; screens never read the network. Catalog rows are stored per language (`[lang+id]`)
 * because the API answers in the shopper's language; a language switch offline still shows what
 * was seen in that language.
 *
 * Versions only ever add: a new `this.version(n)` lists the changed stores (with an `upgrade`
 * when rows must be reshaped); older versions stay so data stored by them migrates.
 */
import Dexie, { type EntityTable, type Table } from 'dexie'
import type { Farmer } from '../api/contract'
import type { CatalogFarmer, CatalogOffer, CatalogProduce, FarmerApplication, Store } from '../api/catalog-contract'
import type { Address, FavoriteKind, PaymentMethod } from '../api/account-contract'
import type { Booking } from '../api/chef-bookings-contract'
import type { Locale } from '../config'
import type { Service } from '../api/services-contract'
import { yieldToMain } from '../lib/yield'

type Localized<T> = T & { lang: Locale }

/** Version 1 stored the home page's featured farmers only. */
export type FarmerRow = Localized<CatalogFarmer> | Localized<Farmer & { produceCount?: number }>
export type ProduceRow = Localized<CatalogProduce> & { searchText: string }
/** An offer as the device stores it: with its listing's service (the pull knows it; the API's offer does not say). */
export type OfferRow = Localized<CatalogOffer> & { service: Service }
export type StoreRow = Localized<Store>

/** When each dataset was last fetched, with its validators for the next (delta) fetch. */
export interface SyncStateRow {
  key: string
  fetchedAt: number
  etag?: string
  /** The newest `updatedAt` seen: the next fetch asks only for what changed after it. */
  cursor?: string
}

/**
 * The one outbox (decision 040): every change made on this device that the server has not
 * acknowledged yet, one typed request a row, FIFO by seq, each sent with the idempotency key fixed
 * when it was made. Three kinds of row: the requests queue's (`OutboxEntry`: favorites, the join
 * form, the provider portal), the cart's operations (`CartOpRow`) and the orders (`PendingOrderRow`).
 * How each kind is sent and what its answer writes: the requests' table in src/sync/outbox-push.ts
 * (`REQUESTS`, `keepAnswer`), the cart's batches in src/sync/cart.ts (`pushCart`), the orders in
 * src/sync/orders.ts (`pushPendingOrders`); each lane runs on the one outbox machine.
 */
export type OutboxRow = OutboxEntry | CartOpRow | PendingOrderRow

/** A row of the requests queue: sent one by one, in order (src/sync/outbox-push.ts). */
export type OutboxEntry = OutboxEntryBase &
  /** A provider's application; another service's names it, with what its form asks (decision 045). */
  (
    | { kind: 'farmer-application'; payload: FarmerApplication & { service?: Service; details?: Record<string, unknown> } }
    /** PUT or DELETE /api/favorites/:kind/:targetId: idempotent, so replaying in order ends where the shopper left it. */
    | { kind: 'favorite-put' | 'favorite-delete'; payload: FavoriteTarget }
    /** The provider portal (decision 035): a move on a farm's part of an order, made maybe offline (`from`: the step the device saw). */
    | { kind: 'partner-move'; payload: { providerId: string; orderId: string; input: import('../api/partner-contract').PartMoveInput } }
    /** A line of an order the farm cannot supply. */
    | { kind: 'partner-line-unavailable'; payload: { providerId: string; orderId: string; produceId: string } }
    /** A grocery line packed (with its weight) or substituted (decision 048). */
    | { kind: 'partner-line-fulfil'; payload: { providerId: string; orderId: string; produceId: string; input: import('../api/partner-contract').LineFulfilInput } }
    /** Price, stock or on/off of a listing, in one tap. */
    | { kind: 'partner-listing'; payload: { providerId: string; produceId: string; change: import('../api/partner-contract').ListingQuick } }
    /** A farm's holiday added (its id fixed on the device, so a replay adds it once) or removed (decision 042). */
    | { kind: 'partner-holiday-add'; payload: { providerId: string; holiday: import('../api/catalog-contract').FarmHoliday } }
    | { kind: 'partner-holiday-remove'; payload: { providerId: string; holidayId: string } }
  )

interface OutboxEntryBase {
  seq?: number
  idempotencyKey: string
  createdAt: number
  attempts: number
  status: 'pending' | 'rejected'
  error?: { code: string; fields?: { field: string; code: string }[] }
}

export interface FavoriteTarget {
  kind: FavoriteKind
  targetId: string
}

/**
 * A favorite as this device knows it: the server's list with the changes still in the outbox
 * applied on top. `name` is the farm's or produce's name when it was saved, shown when the catalog
 * row is not on this device (another language, another store, withdrawn).
 */
export interface FavoriteRow extends FavoriteTarget {
  name: string
  createdAt: string
}

/**
 * The signed-in shopper's address book and payment methods, copied from the API so checkout works
 * offline. `ownerId` is the user they belong to: a screen shows only the current user's rows.
 */
export type AddressRow = Address & { ownerId: string }
export type PaymentMethodRow = PaymentMethod & { ownerId: string }

/** A cart line on this device: what the shopper chose, and the server's latest view of it. */
export interface CartLineRow {
  /** The signed-in user's id, or 'guest'. */
  owner: string
  vertical: import('../api/cart-contract').Vertical
  /** The line's name (src/api/line-choices-contract.ts `lineKeyOf`): the produce id, then a meal's options (decision 048). */
  lineKey: string
  produceId: string
  /** What the shopper chose (a meal's options, a grocery line's substitution); absent or null: nothing. */
  choices?: import('../api/line-choices-contract').LineChoices | null
  /** As the server last described them: a meal's options named, a grocery line's substitution, a weighed item's estimate. */
  options?: import('../api/line-choices-contract').ChosenOption[]
  substitution?: import('../api/service-details-contract').Substitution | null
  weighed?: import('../api/line-choices-contract').WeighedLine | null
  quantity: number
  storeId: string
  name: string
  unit: string
  photo: string
  farmerId: string
  farmName: string
  currency: string
  currencyExponent: number
  /** Current unit price as last known (offer applied), minor units. */
  price: number
  /** The unit price when the line was added. */
  addedPrice: number
  /** The server's "price before it changed", when it did. */
  previousPrice: number | null
  stock: number | null
  availability: import('../api/cart-contract').LineAvailability
  minQty: number
  stepQty: number
  updatedAt: number
}

/** A change to the cart, in the one outbox: FIFO by seq, sent in batches with its idempotency key. */
export interface CartOpRow {
  seq?: number
  kind: 'cart-op'
  owner: string
  vertical: import('../api/cart-contract').Vertical
  op: import('../api/cart-contract').CartOp
  idempotencyKey: string
  createdAt: number
  attempts: number
  status: 'pending' | 'rejected'
  error?: { code: string; message: string }
}

/** An order as the API answered it, kept so /account/orders reads offline. `owner` is the user's id. */
export type OrderRow = import('../api/cart-contract').Order & { owner: string }

/**
 * An order the shopper asked to place that the server has not confirmed yet (issue 7). The
 * idempotency key is fixed when the row is made (the first press of "Place order") and every try
 * sends it with the same body, so a retry after a lost answer places the order once. `queued`
 * waits to be sent (the shopper confirmed, or the answer was lost); `rejected` got a definite 4xx
 * (nothing was placed: the shopper may correct the form and place it again with the same key);
 * `placed` keeps the receipt until the next checkout.
 */
export interface PendingOrderRow {
  /** Its place in the one outbox (decision 040). */
  seq?: number
  kind: 'order'
  id: string
  owner: string
  vertical: import('../api/cart-contract').Vertical
  idempotencyKey: string
  input: import('../api/cart-contract').CheckoutInput
  /** What the shopper saw when placing it (the server's prices decide): for the "waiting" list. */
  summary: PendingOrderSummary
  status: 'queued' | 'rejected' | 'placed'
  createdAt: number
  attempts: number
  lastTriedAt?: number
  error?: { status: number; code: string; fields: import('../api/contract').ApiFieldError[] }
  /** The placed order's id (status `placed`). */
  orderId?: string
}

export interface PendingOrderSummary {
  currency: string
  currencyExponent: number
  lines: { produceId: string; lineKey?: string; name: string; unit: string; quantity: number; lineTotal: number }[]
  subtotal: number
  deliveryFee: number
  serviceFee: number
  total: number
  /** The credit the screen showed the order spending (decision 038); the server decides what it spends when the order reaches it. */
  creditUsed?: number
  /** The address label or pickup point name. */
  placeName: string
}

/** What checkout offers for one owner's cart (delivery days, zones, pickup points, fees), kept for offline checkout. */
export type CheckoutOptionsRow = import('../api/cart-contract').CheckoutOptions & {
  owner: string
  vertical: import('../api/cart-contract').Vertical
  fetchedAt: number
}

/** The provider portal's copy of the server's answers (decision 035), per provider: what its screens read, online or not. */
export type PartnerOrderRow = import('../api/partner-contract').PartnerOrder & { providerId: string }
export type PartnerListingRow = import('../api/partner-contract').PartnerListing & { providerId: string }
/** The signed-in member's providers (`owner`: the user's id). */
export type PartnerProviderRow = import('../api/partner-contract').MyProvider & { owner: string }
/** The cookbook's rows (decision 047): recipes and ingredients in one language, as the delta sync stores them. */
export type RecipeRow = Localized<import('../api/cookbook-contract').CookbookRecipe>
export type IngredientRow = Localized<import('../api/cookbook-contract').CookbookIngredient>
/** The signed-in shopper's digital cookbooks (`owner`: the user's id), readable offline once fetched. */
export type LibraryRow = Localized<import('../api/cookbook-contract').LibraryBook> & { owner: string }
/**
 * Where an ingredient was last found for sale in a market, from the API's basket plans (`source`
 * null: not sold there): the device plans offline from these, with the same arithmetic
 * (src/api/cookbook-contract.ts `planLines`).
 */
export interface PlanSourceRow {
  storeId: string
  lang: Locale
  ingredientId: string
  source: import('../api/cookbook-contract').PlanSource | null
  /** Every listing selling it there, best first, when the ingredient's page fetched them. */
  all?: import('../api/cookbook-contract').PlanSource[]
  fetchedAt: number
}
/** One of the shopper's chef bookings (decision 046), as GET /api/account/bookings answered it. */
export type BookingRow = Booking & { owner: string }

/** The shopper's credit in one currency, as GET /api/credits answered it. */
export interface CreditRow {
  owner: string
  currency: string
  currencyExponent: number
  amount: number
}

export class StorefrontDb extends Dexie {
  farmers!: Table<FarmerRow, [Locale, string]>
  produces!: Table<ProduceRow, [Locale, string]>
  offers!: Table<OfferRow, [Locale, string]>
  stores!: Table<StoreRow, [Locale, string]>
  syncState!: EntityTable<SyncStateRow, 'key'>
  /** Rows of every kind carry an optional `seq` (the auto-incremented key), so the row type is also what is inserted. */
  outbox!: Table<OutboxRow, number, OutboxRow>
  favorites!: Table<FavoriteRow, [FavoriteKind, string]>
  addresses!: EntityTable<AddressRow, 'id'>
  paymentMethods!: EntityTable<PaymentMethodRow, 'id'>
  cartLines!: Table<CartLineRow, [string, string, string]>
  orders!: EntityTable<OrderRow, 'id'>
  checkoutOptions!: Table<CheckoutOptionsRow, [string, string]>
  partnerOrders!: Table<PartnerOrderRow, [string, string]>
  partnerListings!: Table<PartnerListingRow, [string, string]>
  partnerProviders!: Table<PartnerProviderRow, [string, string]>
  credits!: Table<CreditRow, [string, string]>
  recipes!: Table<RecipeRow, [Locale, string]>
  ingredients!: Table<IngredientRow, [Locale, string]>
  library!: Table<LibraryRow, [string, Locale, string]>
  planSources!: Table<PlanSourceRow, [string, Locale, string]>
  bookings!: Table<BookingRow, string>

  constructor(name = 'storefront') {
    // Strict durability: a write is on disk before the transaction resolves (the outbox relies on it).
    super(name, { chromeTransactionDurability: 'strict' })
    this.version(1).stores({
      farmers: '[lang+id], [lang+storeId], updatedAt',
      syncState: 'key',
    })
    this.version(2).stores({
      farmers: '[lang+id], [lang+storeId], [lang+storeId+name], updatedAt',
      produces: '[lang+id], [lang+storeId+name], [lang+storeId+price], [lang+storeId+updatedAt], [lang+farmerId], updatedAt',
      offers: '[lang+id], [lang+storeId], [lang+produceId]',
      stores: '[lang+id]',
      outbox: '++seq, kind, idempotencyKey, status',
    })
    this.version(3).stores({
      favorites: '[kind+targetId], createdAt',
      addresses: 'id, ownerId',
      paymentMethods: 'id, ownerId',
    })
    // Version 3 (favorites, addresses, payment methods) is declared above or below by its feature.
    this.version(4).stores({
      cartLines: '[owner+vertical+produceId], [owner+vertical]',
      cartOps: '++seq, [owner+vertical], [owner+status]',
    })
    this.version(5).stores({
      orders: 'id, [owner+createdAt]',
      pendingOrders: 'id, [owner+vertical], [owner+status]',
      checkoutOptions: '[owner+vertical]',
    })
    this.version(6).stores({
      partnerOrders: '[providerId+id], providerId',
      partnerListings: '[providerId+id], providerId',
      partnerProviders: '[owner+id], owner',
    })
    // Decision 033: the shopper's credit per currency (the account sidebar's credits box).
    this.version(7).stores({
      credits: '[owner+currency], owner',
    })
    // Decision 040: one outbox. The cart's operations and the orders join the requests queue, in
    // the order they were made, with their idempotency keys (a send after the upgrade is answered
    // as a replay, not applied twice); an order's receipt (`placed`) stays as it was.
    this.version(8)
      .stores({
        outbox: '++seq, kind, idempotencyKey, status, &id, [kind+owner+status], [kind+owner+vertical]',
        cartOps: null,
        pendingOrders: null,
      })
      .upgrade(async (tx) => {
        const requests = (await tx.table('outbox').toArray()) as OutboxEntry[]
        const ops = (await tx.table('cartOps').toArray()) as Omit<CartOpRow, 'kind'>[]
        const orders = (await tx.table('pendingOrders').toArray()) as Omit<PendingOrderRow, 'kind' | 'seq'>[]
        const rows: OutboxRow[] = [
          ...requests,
          ...ops.map((op): CartOpRow => ({ ...op, kind: 'cart-op' })),
          ...orders.sort((a, b) => a.createdAt - b.createdAt).map((order): PendingOrderRow => ({ ...order, kind: 'order' })),
        ]
          // Each old queue was in order already; the sort is stable, so rows made in the same ms keep it.
          .sort((a, b) => a.createdAt - b.createdAt)
          .map(({ seq: _seq, ...row }) => row as OutboxRow)
        await tx.table('outbox').clear()
        await tx.table('outbox').bulkAdd(rows)
      })
    // Decision 045: one catalog for every service. Each row names its service, and the lists walk a
    // service's rows of a market (the produce's sort indexes gain the service; the farmers' and the
    // offers' gain an index of their own). Rows stored before were all the farm's.
    this.version(9)
      .stores({
        farmers: '[lang+id], [lang+storeId], [lang+storeId+name], [lang+service+storeId], updatedAt',
        produces: '[lang+id], [lang+service+storeId+name], [lang+service+storeId+price], [lang+service+storeId+updatedAt], [lang+farmerId], updatedAt',
        offers: '[lang+id], [lang+storeId], [lang+service+storeId], [lang+produceId]',
      })
      .upgrade(async (tx) => {
        for (const name of ['farmers', 'produces', 'offers']) {
          await tx
            .table(name)
            .toCollection()
            .modify((row: { service?: Service; details?: object }) => {
              row.service ??= 'farm'
              if (name !== 'offers') row.details ??= {}
            })
        }
      })
    // Version 10, decision 047: the cookbook's recipes and ingredients (delta-synced like the catalog), the shopper's digital library, and
    // where each ingredient is sold (for a basket plan made offline).
    this.version(10).stores({
      recipes: '[lang+id], [lang+storeId], [lang+creatorId]',
      ingredients: '[lang+id]',
      library: '[owner+lang+listingId], [owner+lang]',
      planSources: '[storeId+lang+ingredientId]',
    })
    // Decision 048: a line is its produce and its options (a meal twice with other sides is two
    // lines), so the basket's lines are keyed by their line key. IndexedDB cannot change a store's
    // key: the lines move to a store of their own, each old line keyed by its produce id.
    this.version(11)
      .stores({ cartLines: null, basketLines: '[owner+vertical+lineKey], [owner+vertical]' })
      .upgrade(async (tx) => {
        const old = (await tx.table('cartLines').toArray()) as Omit<CartLineRow, 'lineKey'>[]
        await tx.table('basketLines').bulkAdd(old.map((line) => ({ ...line, lineKey: line.produceId })))
      })
    // Version 12, decision 046: the shopper's chef bookings, for the account's list offline.
    this.version(12).stores({
      bookings: 'id, [owner+day]',
    })
    // The code keeps calling the basket's lines `cartLines`. Set after the last version: each
    // `version().stores()` removes from the database object every table its schema no longer holds
    // (`cartLines`, deleted by version 11), so an alias set before a later version was wiped.
    this.cartLines = this.table('basketLines')
  }
}

// Opened in a task of its own: the start-up's evaluation is several short tasks (see yieldToMain).
await yieldToMain()
export const db = new StorefrontDb()
