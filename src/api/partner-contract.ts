/**
 * The provider portal's shapes, shared by the server (server/partner/) and the client
 * (src/features/partner/, src/sync/partner.ts): decisions 032 and 035.
 *
 * - GET  /api/partner/providers: the signed-in account's providers (`MyProvider[]`).
 * - GET  /api/partner/:providerId: one, as the caller's access sees it (a member's or an operator's role).
 * - GET  /api/partner/:providerId/orders: the orders holding the provider's lines, newest first (`PartnerOrder[]`).
 * - POST /api/partner/:providerId/orders/:orderId/moves (`partMoveSchema`): accept, decline (with a
 *   reason), packed, handed over, delivered; `from` is the step the device saw: a move made offline
 *   that the order no longer allows (the shopper cancelled) answers 409 `order_changed`; the same
 *   move twice answers the order as it is (an outbox replay).
 * - POST /api/partner/:providerId/orders/:orderId/lines/:produceId/unavailable: the line leaves the
 *   order and its total; the shopper is told by e-mail. A grocery line that is missing on the day.
 * - POST /api/partner/:providerId/orders/:orderId/lines/:produceId/fulfil (`lineFulfilSchema`,
 *   decision 048): a grocery line packed (by weight: with its weight; the price settles on it, never
 *   above what was charged) or substituted (by the shopper's named item, or a similar one when they
 *   allowed it; priced at the substitute's price up to the line's). What the line costs less goes
 *   off the order's total and, when paid, to the shopper's credit. The same call twice is a replay.
 * - GET  /api/partner/:providerId/team; POST …/team/invitations (`teamInviteSchema`: an e-mail in the
 *   member's language through inviteMember); PATCH …/team/:userId (`teamRoleSchema`); DELETE
 *   …/team/:userId. Never the last owner: 409 `last_owner`.
 * - GET  /api/partner/:providerId/listings (`PartnerListing[]`); POST (create, `listingInputSchema`);
 *   PUT /:produceId (edit); PATCH /:produceId (`listingQuickSchema`: price, stock, on/off in one tap);
 *   DELETE /:produceId (withdraw); PUT /:produceId/photo (the image's bytes: JPEG, PNG or WebP up
 *   to 8 MB, stored as a small WebP without metadata).
 * - The profile and the payout number: partner-profile-contract.ts (decision 039).
 * - POST /api/partner/:providerId/holidays (`holidayInputSchema`): a farm's holiday, answered as the
 *   provider (`MyProvider`); DELETE …/holidays/:holidayId removes one (decision 042).
 */
import { z } from 'zod'
import { LOCALES, type Locale } from '../config'
import { CATEGORIES, UNITS } from './catalog-lists-contract'
import { singleLine } from './text-contract'
import type { Fulfilment, OrderStatus } from './cart-contract'
import type { FarmHoliday } from './catalog-contract'
import type { PaymentMethodId, PaymentStatus } from './payments-contract'

export type ProviderRole = 'owner' | 'manager' | 'staff'
/** An operator acting for a provider of its market (decision 032). */
export type OperatorRole = 'admin' | 'support'
export type ProviderStatus = 'pending' | 'active' | 'suspended'

/** A provider the signed-in account is a member of (`GET /api/partner/providers`), or acts for as an operator (`GET /api/partner/:providerId`). */
export interface MyProvider {
  id: string
  service: string
  /** The catalog row's name (the farm's). */
  name: string
  status: ProviderStatus
  role: ProviderRole | OperatorRole
  /** The provider's market. */
  storeId: string
  /** The weekdays (0 Sunday … 6 Saturday) the farm brings produce to the market, and the market's own days (decision 017). */
  dropOffDays: number[]
  marketDays: number[]
  /** The market's time zone, for "today". */
  timeZone: string
  /**
   * The market's order cut-off, minutes after midnight market time (decision 039): an order reaches
   * a farm for a drop-off day when placed before it on the day before. The market model has one
   * cut-off for every farm of a market; a farm has none of its own.
   */
  cutoffMinute: number
  /** The farm's holidays, earliest first (decision 042): no drop-off inside one. */
  holidays: FarmHoliday[]
}

/** A farm's part of an order (decision 035): no row yet is `placed`. */
export const PART_STATUSES = ['placed', 'confirmed', 'declined', 'packed', 'handed-over'] as const
export type PartStatus = (typeof PART_STATUSES)[number]

/** What a member may ask of an order. */
export const PART_MOVES = ['confirmed', 'declined', 'packed', 'handed-over', 'delivered'] as const
export type PartMove = (typeof PART_MOVES)[number]

export const partMoveSchema = z
  .object({
    to: z.enum(PART_MOVES),
    /** The part's step the device saw when the farmer acted (offline: maybe long ago). */
    from: z.enum(PART_STATUSES).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((v) => v.to !== 'declined' || (v.reason ?? '').length > 0, { path: ['reason'], message: 'Say why', params: { code: 'required' } })
export type PartMoveInput = z.infer<typeof partMoveSchema>

export interface PartnerOrderLine {
  produceId: string
  name: string
  unit: string
  quantity: number
  price: number
  lineTotal: number
  unavailable: boolean
  /** What the shopper chose (decision 048): a meal's options, a grocery line's substitution, a weighed item's terms. Absent on older answers. */
  lineKey?: string
  options?: import('./line-choices-contract').ChosenOption[]
  substitution?: import('./service-details-contract').Substitution | null
  weighed?: import('./line-choices-contract').WeighedLine | null
  fulfilment?: import('./cart-contract').LineFulfilment | null
}

/** POST …/lines/:produceId/fulfil: a grocery line packed (a weighed one with the packed weight, kg) or substituted. */
export const lineFulfilSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('packed'), packedKg: z.number().positive().max(10_000).optional() }),
  z.strictObject({ kind: z.literal('substituted'), listingId: z.string().trim().min(1).max(80) }),
])
export type LineFulfilInput = z.infer<typeof lineFulfilSchema>

export interface PartnerOrder {
  id: string
  number: string
  /** The order's own status (the shopper's view). */
  status: OrderStatus
  /** This farm's step. */
  part: PartStatus
  reason: string
  /** `digital` (decision 050): delivered to the shopper's library once paid, nothing to do. */
  fulfilment: Fulfilment
  /** The day the market hands the basket over. */
  deliveryDay: string
  /** The day this farm brings its lines to the market. */
  dropOffDay: string | null
  currency: string
  currencyExponent: number
  /** This farm's lines, and their total (available lines only). */
  lines: PartnerOrderLine[]
  partTotal: number
  /** True when every line of the order is this farm's: the farm may mark it delivered. */
  onlyFarm: boolean
  /** How the shopper pays and where that stands (null: an order from before payments). */
  payment: { method: PaymentMethodId; status: PaymentStatus } | null
  note: string
  createdAt: string
  updatedAt: string
}

export interface PartnerListing {
  id: string
  /** Every language the farmer wrote ('' where none: the storefront falls back). */
  name: Record<Locale, string>
  description: Record<Locale, string>
  category: (typeof CATEGORIES)[number]
  unit: (typeof UNITS)[number]
  price: number
  /** null: made to order. */
  stock: number | null
  seasonMonths: number[]
  minQty: number
  stepQty: number
  photo: string
  /** On the shelves (false: switched off). */
  active: boolean
  currency: string
  currencyExponent: number
  updatedAt: string
}

export const i18nText = (max: number) => z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(max).default('')])) as Record<Locale, z.ZodDefault<z.ZodString>>).strict()

export const listingInputSchema = z
  .object({
    name: i18nText(80),
    description: i18nText(1000),
    category: z.enum(CATEGORIES),
    unit: z.enum(UNITS),
    price: z.number().int().min(1).max(100_000_000),
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    seasonMonths: z.array(z.number().int().min(1).max(12)).max(12),
    minQty: z.number().min(0.1).max(1000),
    stepQty: z.number().min(0.1).max(1000),
    active: z.boolean().default(true),
  })
  .strict()
export type ListingInput = z.infer<typeof listingInputSchema>

export const listingQuickSchema = z
  .object({
    price: z.number().int().min(1).max(100_000_000).optional(),
    stock: z.number().int().min(0).max(1_000_000).nullable().optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.price !== undefined || v.stock !== undefined || v.active !== undefined, { message: 'Nothing to change' })
export type ListingQuick = z.infer<typeof listingQuickSchema>

/** The photo upload's limits (PUT …/photo). */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The team (`GET /api/partner/:providerId/team`): members and the invitations still open. */
export interface TeamMember {
  userId: string
  name: string
  email: string
  role: ProviderRole
}
export interface TeamInvitation {
  id: string
  email: string
  role: ProviderRole
  expiresAt: string
}
export interface Team {
  members: TeamMember[]
  invitations: TeamInvitation[]
}

export const PROVIDER_ROLES = ['owner', 'manager', 'staff'] as const
export const teamInviteSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254), role: z.enum(PROVIDER_ROLES) }).strict()
export const teamRoleSchema = z.object({ role: z.enum(PROVIDER_ROLES) }).strict()

/** PUT /api/partner/:providerId/availability: the weekdays (0 Sunday … 6 Saturday) the farm brings produce to the market (decision 017). */
export const availabilitySchema = z
  .object({
    dropOffDays: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'Each day once' }),
  })
  .strict()

/** How many holidays a farm keeps at once, and how far ahead one may end (decision 042). */
export const HOLIDAY_LIMITS = { count: 12, daysAhead: 366 } as const

/** POST /api/partner/:providerId/holidays: first and last day included (ISO days, the market's calendar) and a note for the farm's team. */
export const holidayInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,64}$/)
      .optional(),
    first: z.iso.date(),
    last: z.iso.date(),
    note: singleLine(z.string().trim().max(200)).default(''),
  })
  .strict()
export type HolidayInput = z.infer<typeof holidayInputSchema>
