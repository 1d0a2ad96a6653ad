/**
 * The account area's contract (issue 6): addresses, saved payment methods and favorites under
 * /api (signed-in only: a visitor gets 401; one shopper never sees another's rows: 404).
 *
 * Payment methods are what a local shopper actually uses: a mobile money number or cash on
 * delivery. There is no card field anywhere, so no card number can ever be stored.
 */
import { z } from 'zod'

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{6,24}$/, 'A phone number: digits, spaces, ( ) . - and an optional leading +')

// ---------------------------------------------------------------- addresses

export const addressInputSchema = z.strictObject({
  label: z.string().trim().min(1).max(40), // "Home", "Work", "Mum's place"
  recipient: z.string().trim().min(2).max(120),
  phone,
  storeId: z.string().trim().min(1).max(40),
  /** The store's delivery zone this address is in (a `zone` location of the store). */
  locationId: z.string().trim().min(1).max(80),
  line1: z.string().trim().min(3).max(200),
  line2: z.string().trim().max(200).default(''),
  /** Directions riders use where street numbers are rare ("blue gate after the church"). */
  landmark: z.string().trim().max(200).default(''),
  isDefault: z.boolean().default(false),
})
export type AddressInput = z.input<typeof addressInputSchema>

export interface Address extends z.output<typeof addressInputSchema> {
  id: string
  createdAt: string
  updatedAt: string
}

// ---------------------------------------------------------------- payment methods

export const MOBILE_MONEY_PROVIDERS = ['mpesa', 'mtn-momo', 'airtel-money', 'orange-money', 'vodafone-cash', 'other'] as const
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number]

export const paymentMethodInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('mobile-money'),
    provider: z.enum(MOBILE_MONEY_PROVIDERS),
    phone,
    label: z.string().trim().max(40).default(''),
    isDefault: z.boolean().default(false),
  }),
  z.strictObject({
    kind: z.literal('cash'),
    label: z.string().trim().max(40).default(''),
    isDefault: z.boolean().default(false),
  }),
])
export type PaymentMethodInput = z.input<typeof paymentMethodInputSchema>

export type PaymentMethod = z.output<typeof paymentMethodInputSchema> & { id: string; createdAt: string; updatedAt: string }

// ---------------------------------------------------------------- favorites

export const FAVORITE_KINDS = ['farmer', 'produce'] as const
export type FavoriteKind = (typeof FAVORITE_KINDS)[number]

/** PUT and DELETE /api/favorites/:kind/:targetId are idempotent, so an offline outbox can replay them. */
export const favoriteParamsSchema = z.object({
  kind: z.enum(FAVORITE_KINDS),
  targetId: z.string().trim().min(1).max(80),
})

export interface Favorite {
  kind: FavoriteKind
  targetId: string
  createdAt: string
}
