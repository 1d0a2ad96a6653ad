/**
 * What each service adds to the one engine (issue 34, decision 045). Every service's providers are
 * rows of one table (`farmers`: a farm, a kitchen, a store, a chef, a creator) and their listings
 * rows of another (`produces`: a produce, a meal, a product, an experience, a cookbook), each with
 * its `service` and a `details` object of the shape below; what they share (name, story, photo,
 * places served, price, stock, offers, delta sync, baskets, checkout, orders, payments, portal,
 * console) is the engine's and written once.
 *
 * In the database a text a shopper reads inside `details` is an `I18nText` (one string per
 * language); the API answers it in the shopper's language as a plain string (`Localized<T>`), the
 * same rule as the rows' names and stories. Money is in the market currency's minor units; times
 * of day are "HH:MM" in the market's time zone; days of the week are 0 = Sunday … 6 = Saturday.
 * Zod-free: the first page may read it.
 */
import type { Service } from './services-contract'

/** A text in the six languages (the seed and the database); the API answers one of them. */
export type I18nText = Record<'en' | 'fr' | 'es' | 'pt' | 'ar' | 'sw', string>
/** `T` with every `I18nText` read in one language. */
export type Localized<T> = T extends I18nText ? string : T extends (infer U)[] ? Localized<U>[] : T extends object ? { [K in keyof T]: Localized<T[K]> } : T

/** One opening of a week: a kitchen's or a store's hours, a chef's working hours. */
export interface WeeklyHours {
  day: number
  open: string
  close: string
}

// ---- farm: what the farm rows hold today (practices, delivery days, season…) stays in their columns.
export type FarmProviderDetails = Record<string, never>
export type FarmListingDetails = Record<string, never>

/**
 * The cuisines a kitchen or a chef cooks and a creator's specialties (decision 049): one closed
 * vocabulary for the three services, stored as these keys and shown in the shopper's language
 * (the services feature's CUISINE_LABELS). A row written before the vocabulary may hold free text:
 * a screen shows a key it does not know as it is.
 */
// prettier-ignore
export const CUISINES = [
  'akan', 'baking', 'braai', 'breakfast', 'cape-malay', 'durban-indian', 'fassi', 'fish', 'ghanaian', 'grills', 'hausa', 'igbo', 'kenyan',
  'luo', 'moroccan', 'nigerian', 'plant-based', 'rwandan', 'seafood', 'small-chops', 'south-african', 'street-food', 'swahili', 'vegetarian', 'yoruba',
] as const
export type Cuisine = (typeof CUISINES)[number]

// ---- food: kitchens and meals
export const DIETARY_TAGS = ['halal', 'vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'spicy'] as const
export type DietaryTag = (typeof DIETARY_TAGS)[number]
export const ALLERGENS = ['nuts', 'peanuts', 'dairy', 'gluten', 'egg', 'fish', 'shellfish', 'soy', 'sesame'] as const
export type Allergen = (typeof ALLERGENS)[number]

export interface KitchenDetails {
  kind: 'home' | 'restaurant'
  cuisines: Cuisine[]
  /** When it cooks; an order while it is closed is for its next opening. */
  openingHours: WeeklyHours[]
  /** Minutes from an order to the meal being ready. */
  prepMinutes: number
}

/** A choice on a meal (sides, spice level): the shopper picks at least `min` and at most `max`. */
export interface OptionGroup {
  id: string
  name: I18nText
  min: number
  max: number
  options: { id: string; name: I18nText; /** Added to the meal's price, minor units (0: included). */ price: number }[]
}

export interface MealDetails {
  /** How many people one portion feeds. */
  serves: number
  dietary: DietaryTag[]
  allergens: Allergen[]
  optionGroups: OptionGroup[]
  /** How many portions the kitchen cooks a day; orders beyond it go to a later slot. */
  portionsPerDay: number
}

// ---- grocery: stores and products
export interface GroceryStoreDetails {
  kind: 'supermarket' | 'grocer' | 'market-stall' | 'wholesaler'
  openingHours: WeeklyHours[]
}

export interface ProductDetails {
  brand: string
  /** As the pack says: "1 kg", "500 ml", "6 × 330 ml". */
  size: string
  /** EAN-13 or UPC-A digits; '' for loose items. */
  barcode: string
  /**
   * Sold by weight (the listing's price is per kg): the basket shows an estimate for
   * `estimateKg` a unit, and the price is settled on the packed weight, within `marginPercent` of the
   * estimate that the shopper accepted (more than that is not charged).
   */
  byWeight: { estimateKg: number; marginPercent: number } | null
}

/** What a grocery line may be replaced with when the item is missing on the day. */
export type Substitution = { kind: 'similar' } | { kind: 'named'; listingId: string } | { kind: 'refund' }

// ---- chef: chefs and experiences
export interface ChefDetails {
  cuisines: Cuisine[]
  /** The chef's working week; the farm row's `holidays` are the calendar's exceptions. */
  availability: WeeklyHours[]
  /** Hours the chef has to accept or decline a request before it is declined for them. */
  answerWithinHours: number
  /** Days ahead at least that a booking must be made. */
  noticeDays: number
}

export interface ExperienceDetails {
  /** The courses, in order. */
  menu: I18nText[]
  minGuests: number
  maxGuests: number
  durationMinutes: number
  /** Paid at booking, the rest after the event: percent of the total. */
  depositPercent: number
}

// ---- cookbook: creators, cookbooks (the listings), recipes and ingredients (their own rows)
export interface CreatorDetails {
  specialties: Cuisine[]
}

export interface CookbookDetails {
  format: 'printed' | 'digital'
  pages: number
  /** Recipe ids in the book (a digital book's buyer reads them in the account). */
  recipeIds: string[]
}

export interface ProviderDetailsOf {
  farm: FarmProviderDetails
  food: KitchenDetails
  grocery: GroceryStoreDetails
  chef: ChefDetails
  cookbook: CreatorDetails
}

export interface ListingDetailsOf {
  farm: FarmListingDetails
  food: MealDetails
  grocery: ProductDetails
  chef: ExperienceDetails
  cookbook: CookbookDetails
}

export type ProviderDetails<S extends Service = Service> = ProviderDetailsOf[S]
export type ListingDetails<S extends Service = Service> = ListingDetailsOf[S]

/**
 * Each service's listing categories and selling units (farm's are catalog-lists-contract.ts's
 * CATEGORIES and UNITS). A listing's `category` and `unit` are one of its service's.
 */
export const SERVICE_CATEGORIES = {
  food: ['mains', 'soups-stews', 'grills', 'rice-dishes', 'snacks', 'breakfast', 'desserts', 'drinks'],
  grocery: ['pantry', 'fresh', 'dairy-eggs', 'bakery', 'drinks', 'household', 'baby', 'frozen'],
  chef: ['dinner', 'celebration', 'cooking-class', 'brunch'],
  cookbook: ['regional', 'everyday', 'baking', 'plant-based'],
} as const
export const SERVICE_UNITS = {
  food: ['portion', 'platter'],
  grocery: ['piece', 'pack', 'bottle', 'kg'],
  chef: ['guest'],
  cookbook: ['copy'],
} as const
