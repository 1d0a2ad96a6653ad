/**
 * The farm catalog's contract (base API under /api/farm and /api/stores): response types and the
 * query schemas the server validates and the client's router reuses for its search params.
 *
 * Endpoints (every answer is the `{data, errors, notification}` envelope; lists add `meta`):
 * - GET /api/stores, /api/stores/:id → Store (with its locations).
 * - GET /api/farm/farmers[/:id] → CatalogFarmer; /api/farm/produces[/:id] → CatalogProduce;
 *   /api/farm/offers → CatalogOffer. The store is `storeId` or the X-STORE-ID header (none: every
 *   store); text is in the Accept-Language language, English where a translation is missing.
 * - GET /api/farm/search?q= → CatalogProduce[] with `meta`, the same filters, paging and sorts as
 *   /produces. `q` (required, words ANDed) matches the produce's name and description, its
 *   category, and its farmer's name and farm name. Without `sortBy` the best matches come first
 *   (name starts with q, then name contains q, then all words in the name, then the rest).
 * - POST /api/farm/join (farmerApplicationSchema) → 201 FarmerApplicationReceipt, status
 *   `unconfirmed`: a 6-digit code goes to the e-mail address; an unknown store is a 400 field error
 *   (`storeId`, code `unknown_store`). The answer is the same whether or not the address applied
 *   before (that is told by e-mail). Send an `Idempotency-Key` header: a retry with the same key
 *   replays the 201. Limited per client and per e-mail address (429).
 * - POST /api/farm/join/confirm (farmerApplicationConfirmSchema) → 200 FarmerApplicationReceipt,
 *   status `received`; a wrong or expired code is a 400 field error (`code`, code `invalid_code`);
 *   another confirmed application from the address is a 409 (`email`, code `already_applied`).
 * - PATCH /api/farm/produces/:id (produceUpdateSchema): only when the server has
 *   CATALOG_ADMIN_TOKEN and the request `Authorization: Bearer <it>`; 404 otherwise.
 *
 * Prices: `price` is the listed unit price; `offer.price` the discounted one. The price filters
 * (minPrice/maxPrice) and the price sort use what the shopper pays: the offer price when there is
 * a current offer. `inStock=true` keeps made-to-order produce (stock null); `inStock=false` is the
 * sold-out produce only.
 *
 * Delta sync: every catalog list (not /stores: six rows, an ETag is enough) accepts `cursor` (the
 * opaque `meta.cursor` of an earlier answer) or `updatedSince` (an ISO instant, exclusive: read by
 * time, as before decision 010; a client keeps the cursor it is given instead). With either, the
 * list answers every row changed after that point in the order the changes were written (by the
 * writing transaction, then id; `sortBy` is ignored), including withdrawn rows as tombstones
 * (`deleted: true`); without them withdrawn rows are hidden. A change is answered once its
 * transaction and every older one still running have ended, so that no change ever lands behind a
 * cursor already given out (decision 010). `meta.cursor` (present in delta answers and whenever
 * the list is sorted by updatedAt ascending) is the position after the last row of the answer:
 * pass it back as `cursor` for the next page and, once a page is shorter than `perPage`, keep it
 * for the next sync. `meta.total` counts the rows from the requested position on. `updatedAt` is
 * when the row last changed, for people (microseconds, the database's precision); the first sync
 * (sortBy=updatedAt, ascending) comes in the feed's order too.
 *
 * Caching: every list and detail answers an ETag (a hash of the body) with
 * `Cache-Control: no-cache` and `Vary: Accept-Language, X-Store-Id, Accept-Encoding`;
 * `If-None-Match` with an unchanged answer gets a bodiless 304.
 */
import { z } from 'zod'
import { CATEGORIES, PRACTICES, UNITS, type Category, type Practice, type Unit } from './catalog-lists-contract'
import { listQuerySchema, type ListMeta } from './contract'
import { ALLERGENS, CUISINES, DIETARY_TAGS, SERVICE_CATEGORIES, SERVICE_UNITS, type DietaryTag, type Localized, type ListingDetailsOf, type ProviderDetailsOf } from './service-details-contract'
import type { Service } from './services-contract'
import { singleLine } from './text-contract'

// The lists themselves live in a module without zod, which screens and routes of the first page import.
export { CATEGORIES, PRACTICES, UNITS, type Category, type Practice, type Unit } from './catalog-lists-contract'

export interface StoreLocation {
  id: string
  storeId: string
  name: string
  kind: 'pickup' | 'zone'
  address: string
  deliveryFee: number
}

export interface Store {
  id: string
  name: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  /** The country's name in the request's language ("Afrique du Sud" for ZA in French). */
  countryName: string
  currency: string
  currencyExponent: number
  timeZone: string
  /** The market as a food hub (decision 017): the weekdays it delivers and opens its pickup points (0 = Sunday). */
  marketDays: number[]
  /** The smallest subtotal it takes, and the subtotal from which delivery is free (null: never), minor units. */
  minOrderTotal: number
  freeDeliveryFrom: number | null
  /** Minutes after midnight, market time: an order from then on is handled as placed the next day. */
  cutoffMinute: number
  locations: StoreLocation[]
}

/** A farm's holiday (decision 042): first and last day included (ISO days, the market's calendar), and a note for the farm's team. */
export interface FarmHoliday {
  id: string
  first: string
  last: string
  note: string
}

export interface CatalogFarmer {
  id: string
  storeId: string
  name: string
  farmName: string
  story: string
  photo: string
  town: string
  country: string
  practices: Practice[]
  deliveryDays: number[]
  /** Days the farm brings nothing to the market (decision 042): the arrival rules skip them. */
  holidays: FarmHoliday[]
  rating: number
  locationIds: string[]
  featured: boolean
  produceCount: number
  updatedAt: string
  deleted?: boolean
  /** The provider's service (decision 045); the API always sends it, rows stored before it are the farm's. */
  service?: Service
  /** What its service adds (service-details-contract.ts), in the request's language; `{}` for a farm. */
  details?: Localized<ProviderDetailsOf[Service]>
}

/** A provider of one service, with its service's details: a kitchen, a store, a chef, a creator (or a farm). */
export type CatalogProvider<S extends Service = Service> = CatalogFarmer & { service: S; details: Localized<ProviderDetailsOf[S]> }

export interface ProduceOffer {
  id: string
  percentOff: number
  title: string
  endsAt: string
  /** The unit price with the discount, minor units. */
  price: number
}

export interface CatalogProduce {
  id: string
  farmerId: string
  storeId: string
  farmerName: string
  farmName: string
  name: string
  category: Category
  unit: Unit
  /** What one unit holds, for the price per kg or litre; null when that does not apply. */
  measure: { amount: number; per: 'kg' | 'l' } | null
  /** Unit price in minor units of the store's currency. */
  price: number
  currency: string
  currencyExponent: number
  /** null = made to order. */
  stock: number | null
  seasonMonths: number[]
  inSeason: boolean
  minQty: number
  stepQty: number
  photo: string
  description: string
  practices: Practice[]
  /** The best current offer on this produce, if any. */
  offer: ProduceOffer | null
  updatedAt: string
  deleted?: boolean
  /** The listing's service (decision 045); the API always sends it, rows stored before it are the farm's. */
  service?: Service
  /** What its service adds (service-details-contract.ts), in the request's language; `{}` for a produce. */
  details?: Localized<ListingDetailsOf[Service]>
}

/** A listing of one service, with its service's details: a meal, a product, an experience, a book (or a produce). */
export type CatalogListing<S extends Service = Service> = Omit<CatalogProduce, 'category' | 'unit'> & {
  category: S extends 'farm' ? Category : (typeof SERVICE_CATEGORIES)[Exclude<S, 'farm'>][number]
  unit: S extends 'farm' ? Unit : (typeof SERVICE_UNITS)[Exclude<S, 'farm'>][number]
  service: S
  details: Localized<ListingDetailsOf[S]>
}

export interface CatalogOffer {
  id: string
  produceId: string
  storeId: string
  percentOff: number
  title: string
  startsAt: string
  endsAt: string
  updatedAt: string
  deleted?: boolean
}

const bool = z.enum(['true', 'false']).transform((v) => v === 'true')
const isoInstant = z.iso.datetime({ offset: true })
const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(400)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length))

export const deltaAndStore = {
  storeId: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  updatedSince: isoInstant.optional(),
  /** The opaque `meta.cursor` of a previous answer; wins over `updatedSince`. */
  cursor: z.string().trim().min(1).max(300).optional(),
}

/** `meta` of catalog lists: the spec's paging plus the delta-sync position. */
export interface CatalogListMeta extends ListMeta {
  cursor?: string
}

export const storeListQuery = listQuerySchema(['name', 'city'] as const)

export const farmerListQuery = listQuerySchema(['name', 'rating', 'updatedAt'] as const).extend({
  ...deltaAndStore,
  perPage: z.coerce.number().int().min(1).max(500).default(15),
  featured: bool.optional(),
  practice: csv(PRACTICES).optional(),
})
export type FarmerListQuery = z.infer<typeof farmerListQuery>

export const PRODUCE_SORTS = ['name', 'price', 'updatedAt', 'stock'] as const

export const produceListQuery = listQuerySchema(PRODUCE_SORTS).extend({
  ...deltaAndStore,
  perPage: z.coerce.number().int().min(1).max(500).default(24),
  category: csv(CATEGORIES).optional(),
  practice: csv(PRACTICES).optional(),
  farmerId: z.string().trim().min(1).max(80).optional(),
  /** Price bounds in minor units of the store's currency, inclusive. */
  minPrice: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  inSeason: bool.optional(),
  inStock: bool.optional(),
  onOffer: bool.optional(),
  /** The search words (the /farm/search endpoint's `q`). */
  q: z.string().trim().max(100).optional(),
})
export type ProduceListQuery = z.infer<typeof produceListQuery>

/** A service's listing categories and units: the farm's lists, or the service's (service-details-contract.ts). */
export const categoriesOf = (service: Service): readonly [string, ...string[]] => (service === 'farm' ? CATEGORIES : SERVICE_CATEGORIES[service])
export const unitsOf = (service: Service): readonly [string, ...string[]] => (service === 'farm' ? UNITS : SERVICE_UNITS[service])

/**
 * The listings of a service (/api/<service>/<listings> and /search): the produce list's paging,
 * sorts, prices, delta sync and search, its service's categories and units, and the filters that
 * matter to it — food: `dietary` (every tag given), grocery: `brand` (exact, any case), chef:
 * `guests` (experiences taking that many guests). The farm's stays `produceListQuery`.
 */
export function listingListQuery(service: Service) {
  if (service === 'farm') return produceListQuery
  return produceListQuery.extend({
    category: csv(categoriesOf(service)).optional(),
    unit: csv(unitsOf(service)).optional(),
    ...(service === 'food' ? { dietary: csv(DIETARY_TAGS).optional(), allergenFree: csv(ALLERGENS).optional() } : {}),
    ...(service === 'grocery' ? { brand: z.string().trim().min(1).max(80).optional() } : {}),
    ...(service === 'chef' ? { guests: z.coerce.number().int().min(1).max(500).optional() } : {}),
  })
}
export type ListingListQuery = Omit<ProduceListQuery, 'category'> & {
  category?: string[]
  unit?: string[]
  dietary?: DietaryTag[]
  allergenFree?: string[]
  brand?: string
  guests?: number
}

export const offerListQuery = listQuerySchema(['endsAt', 'percentOff', 'updatedAt'] as const).extend({
  ...deltaAndStore,
  perPage: z.coerce.number().int().min(1).max(500).default(24),
  /** Include offers that have ended or not started; default: current only. Delta answers always include them. */
  all: bool.optional(),
})

/** PATCH /api/farm/produces/:id: what an operator (later: an admin) may change on a produce. */
export const produceUpdateSchema = z
  .object({
    price: z.number().int().min(0).max(1_000_000_000).optional(),
    stock: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
    /** true withdraws the produce (a tombstone for delta sync); false brings it back. */
    deleted: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.price !== undefined || v.stock !== undefined || v.deleted !== undefined, { message: 'Nothing to change' })
export type ProduceUpdate = z.infer<typeof produceUpdateSchema>

export interface FarmerApplicationReceipt {
  id: string
  storeId: string
  email: string
  /** `unconfirmed` until the code sent to `email` is entered; only then does the market team see it. */
  status: 'unconfirmed' | 'received' | 'reviewing' | 'accepted' | 'declined'
  createdAt: string
}

export const farmerApplicationSchema = z
  .object({
    // It greets the applicant in the code's e-mail: one line (text-contract.ts).
    name: singleLine(z.string().trim().min(2).max(120)),
    farmName: singleLine(z.string().trim().min(2).max(120)),
    email: z.email().max(254),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/),
    town: singleLine(z.string().trim().min(2).max(120)),
    storeId: z.string().trim().min(1).max(40),
    practices: z.array(z.enum(PRACTICES)).max(PRACTICES.length).default([]),
    produce: z.string().trim().min(3).max(1000),
    message: z.string().trim().max(2000).default(''),
  })
  .strict()
export type FarmerApplication = z.infer<typeof farmerApplicationSchema>

/**
 * A kitchen's or a chef's cuisines, a creator's specialties on a join form (decision 049): at least
 * one of the vocabulary's keys, each once (a key sent twice counts once).
 */
const cuisineChoice = z
  .array(z.enum(CUISINES))
  .min(1)
  .max(CUISINES.length)
  .transform((keys) => [...new Set(keys)])

/** What each service's join form asks besides the farm's fields (the answers go to the application's `details`). */
const applicationDetails = {
  farm: z.object({}).strict(),
  food: z
    .object({
      kind: z.enum(['home', 'restaurant']),
      cuisines: cuisineChoice,
    })
    .strict(),
  grocery: z.object({ kind: z.enum(['supermarket', 'grocer', 'market-stall', 'wholesaler']) }).strict(),
  chef: z
    .object({
      cuisines: cuisineChoice,
    })
    .strict(),
  cookbook: z
    .object({
      specialties: cuisineChoice,
    })
    .strict(),
} as const

/**
 * POST /api/<service>/join: the farm's application (`farmName` is the business's name, `produce`
 * what it would sell) with the service's `details`; the farm's is farmerApplicationSchema.
 */
export function serviceApplicationSchema<S extends Service>(service: S) {
  if (service === 'farm') return farmerApplicationSchema
  return farmerApplicationSchema.extend({ details: applicationDetails[service] })
}
export type ServiceApplication = FarmerApplication & { details?: Record<string, unknown> }

/** The code e-mailed for an application, with the address it went to. */
export const farmerApplicationConfirmSchema = z
  .object({
    email: z.email().max(254),
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/),
  })
  .strict()
export type FarmerApplicationConfirm = z.infer<typeof farmerApplicationConfirmSchema>
