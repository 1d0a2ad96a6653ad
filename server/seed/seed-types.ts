/**
 * Shapes of the farm seed data. The seed is plain data (no database code) so that the
 * loader, the benchmark catalog generator and tests can all read it.
 *
 * Money is stored in the currency's minor units (cents, kobo…) as integers; RWF has no
 * minor unit, so its prices are whole francs (exponent 0). Display goes through Intl.
 */
import type { Category, Practice, Unit } from '../../src/api/catalog-lists-contract'
import { LOCALES } from '../../src/config'
import type { ListingDetailsOf, ProviderDetailsOf } from '../../src/api/service-details-contract'
import type { Service } from '../../src/api/services-contract'

/** The languages of the catalog's texts: the storefront's (src/config.ts). */
export const LANGS = LOCALES
export type Lang = (typeof LANGS)[number]
/** A text in all six storefront languages. */
export type I18n = Record<Lang, string>

// The catalog's closed lists are the API contract's (practices, categories, and selling units, whose
// `measure` on a produce says how many kg or litres one unit holds, for unit prices).
export { CATEGORIES, PRACTICES, UNITS, type Category, type Practice, type Unit } from '../../src/api/catalog-lists-contract'

export interface SeedLocation {
  id: string // e.g. 'jnb-rosebank-pickup'
  name: string // place name, as locals write it
  kind: 'pickup' | 'zone'
  address: string
  deliveryFee: number // minor units of the store currency; 0 for pickup points
  /** Delivery rounds of a zone, opening hours of a pickup point (see stores.ts). */
  windows: { id: string; start: string; end: string; capacity: number }[]
}

export interface SeedStore {
  id: string // 'jnb', 'nbo', 'los', 'acc', 'kgl', 'cmn'
  name: I18n // 'Johannesburg Farmers' Market' in six languages
  city: string
  country: string // ISO 3166-1 alpha-2
  currency: string // ISO 4217
  currencyExponent: number // 2 for ZAR, 0 for RWF
  timeZone: string // IANA
  /** Minor units; see OrderLimits in stores.ts. */
  orderLimits: { maxOrderTotal: number; unconfirmedMaxOpenOrders: number; unconfirmedMaxOrderTotal: number }
  /** Market days (0 = Sunday), minimum order and free-delivery threshold; see MarketRules in stores.ts. */
  market: { days: number[]; minOrderTotal: number; freeDeliveryFrom: number | null }
  locations: SeedLocation[]
}

export interface SeedFarmer {
  id: string // slug, unique
  storeId: string
  name: string // the farmer's own name
  farmName: string
  story: I18n // 2–4 sentences
  photo: string // path under /img/, e.g. '/img/farms/hills.svg'
  town: string
  country: string
  practices: Practice[]
  deliveryDays: number[] // 0 = Sunday … 6 = Saturday
  rating: number // 3.5 – 5.0, one decimal
  locationIds: string[] // locations of its store it serves
  featured: boolean
}

export interface SeedProduce {
  id: string // slug, unique
  farmerId: string
  name: I18n
  category: Category
  unit: Unit
  measure: { amount: number; per: 'kg' | 'l' } | null // what one unit holds, for a price per kg or litre
  price: number // minor units of the farmer's store currency, for one unit
  stock: number | null // null = made to order
  seasonMonths: number[] // 1–12; all twelve for all-year produce
  minQty: number // in units, e.g. 1
  stepQty: number // in units, e.g. 1 (0.5 for half-kg steps where the unit is kg)
  photo: string // '/img/produce/<name>.svg'
  description: I18n // 1–2 sentences
}

export interface SeedOffer {
  id: string
  produceId: string
  percentOff: number // 5 – 40
  title: I18n
  startsAt: string // ISO date
  endsAt: string // ISO date
}

export interface FarmSeed {
  stores: SeedStore[]
  farmers: SeedFarmer[]
  produces: SeedProduce[]
  offers: SeedOffer[]
}

/**
 * The seed of one of the other services (issue 34): its providers (kitchens, stores, chefs,
 * creators) and listings (meals, products, experiences, cookbooks) go into the same `farmers` and
 * `produces` tables as the farm's, with their service and details (src/api/service-details-contract.ts;
 * texts inside details are I18n). Loaded per service, once: a database that has none of the
 * service's providers gets them (server/seed/load-service-seed.ts).
 */
export interface ServiceSeed<S extends Exclude<Service, 'farm'> = Exclude<Service, 'farm'>> {
  service: S
  providers: {
    id: string // slug, unique across every service
    storeId: string // one of the six markets (stores.ts)
    name: string // the person: cook, owner, chef, author
    farmName: string // the business as shoppers see it: "Mama Ngozi's Kitchen", "Duka la Amani"
    story: I18n
    photo: string // '/img/<service>/<file>.svg', our own small SVG
    town: string
    country: string
    rating: number
    locationIds: string[] // delivery zones / pickup points of its store it serves (a chef: the zones it travels to)
    featured: boolean
    details: ProviderDetailsOf[S]
  }[]
  listings: {
    id: string // slug, unique across every service
    providerId: string
    name: I18n
    category: string // one of SERVICE_CATEGORIES[S]
    unit: string // one of SERVICE_UNITS[S]
    price: number // minor units of the store's currency (a chef: per guest; by weight: per kg)
    stock: number | null
    minQty: number
    stepQty: number
    photo: string
    description: I18n
    details: ListingDetailsOf[S]
  }[]
  offers: { id: string; listingId: string; percentOff: number; title: I18n; startsAt: string; endsAt: string }[]
}

// ---- cookbook: ingredients and recipes (decision 047). Plain data like the rest of the seed; the
// recipes and ingredients of the six markets are in server/seed/services/recipes.ts, loaded by
// server/cookbook/load-recipes.ts.

/** The units a recipe measures in: mass, volume, kitchen spoons and cups, or a count (the API contract's). */
export { RECIPE_UNITS, type RecipeUnit } from '../../src/api/cookbook-contract'
import type { RecipeUnit } from '../../src/api/cookbook-contract'

export interface SeedIngredient {
  id: string // slug, unique: 'tomato', 'white-rice'
  name: I18n
  /**
   * What it is sold as: farm produce of one of `farmCategories` whose English name holds one of
   * `words`, or a grocery product whose English name holds one of `words` (whole words, any case).
   */
  matches: { farmCategories: string[]; words: string[] }
  defaultUnit: RecipeUnit
}

export interface SeedRecipe {
  id: string // slug, unique
  creatorId: string // a `farmers` row of service 'cookbook': its store is the recipe's
  name: I18n
  summary: I18n
  servings: number
  prepMinutes: number
  cookMinutes: number
  photo: string // '/img/cookbook/<file>.svg'
  steps: I18n[]
  ingredients: { ingredientId: string; quantity: number; unit: SeedIngredient['defaultUnit']; note?: I18n }[]
}
