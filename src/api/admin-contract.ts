/**
 * The operator console's shapes (`/api/admin/…`, decisions 032 and 034), shared by the server
 * (server/admin/) and the client (src/features/admin/).
 */
import { z } from 'zod'
import type { SlotWindow } from './arrival-contract'
import { ORDER_STATUSES, type Order, type OrderStatus } from './cart-contract'
import type { ProviderStatus } from './partner-contract'

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const ADMIN_PAGE_SIZE = 50

export const APPLICATION_STATUSES = ['received', 'reviewing', 'accepted', 'declined'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** `open`: the ones waiting for a decision (received, reviewing). */
export const applicationListQuery = z.object({
  status: z.enum(['open', 'accepted', 'declined']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** A confirmed application, as an operator reads it. */
export interface AdminApplication {
  id: string
  storeId: string
  name: string
  farmName: string
  email: string
  phone: string
  town: string
  practices: string[]
  produce: string
  message: string
  locale: string
  status: ApplicationStatus
  /** When the applicant confirmed it (ISO). */
  confirmedAt: string
  decidedAt: string | null
  decisionReason: string | null
  /** The provider an approval created. */
  providerId: string | null
}

export const rejectApplicationSchema = z.object({ reason: z.string().trim().min(5).max(1000) })

export const providerListQuery = z.object({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(['pending', 'active', 'suspended']).optional()),
  storeId: z.preprocess(emptyAsUndefined, z.string().trim().max(40).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** A provider, as an operator reads it. */
export interface AdminProvider {
  id: string
  service: string
  storeId: string
  /** The catalog row's name (the farm's) and who runs it. */
  name: string
  contact: string
  town: string
  status: ProviderStatus
  members: number
  /** How many listings it has in the catalog (withdrawn ones aside). */
  listings: number
  updatedAt: string
}

export const suspendProviderSchema = z.object({ reason: z.string().trim().min(5).max(1000) })

export const adminOrderListQuery = z.object({
  storeId: z.preprocess(emptyAsUndefined, z.string().trim().max(40).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(ORDER_STATUSES).optional()),
  /** An order number (`MF-7K3Q2`) or part of it. */
  number: z.preprocess(emptyAsUndefined, z.string().trim().max(20).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** An order as the console shows it: the order, who placed it, and where it may move next. */
export type AdminOrder = Order & {
  customer: { name: string; email: string }
  next: OrderStatus[]
}

export const cancelOrderSchema = z.object({ reason: z.string().trim().min(5).max(1000) })

export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

/** A message from the contact page. */
export interface AdminContactMessage {
  id: string
  name: string
  email: string
  phone: string
  topic: string
  message: string
  locale: string
  createdAt: string
}

export const outboxListQuery = z.object({
  state: z.enum(['failing', 'waiting', 'sent']).default('failing'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** An e-mail of the outbox (decision 022): its state, attempts and last error; never its text. */
export interface AdminMail {
  id: number
  purpose: string
  to: string
  subject: string
  createdAt: string
  attempts: number
  lastError: string | null
  sentAt: string | null
  /** Given up after the last attempt: a retry starts it again. */
  failedAt: string | null
}

/** One entry of the audit log. */
export interface AdminAuditEntry {
  id: number
  at: string
  actor: string | null
  actorKind: 'operator' | 'member' | 'system'
  providerId: string | null
  storeId: string | null
  action: string
  subject: string
  before: unknown
  after: unknown
}

/** A pickup point or delivery zone of a market, as the console edits it (the spec's locations). */
export interface AdminMarketLocation {
  id: string
  name: string
  kind: 'pickup' | 'zone'
  address: string
  /** Minor units of the market's currency; 0 for a pickup point. */
  deliveryFee: number
  /** The time windows the checkout offers at this place, each with the orders it takes a day. */
  windows: SlotWindow[]
}

/** A market as the console reads it (decision 017): its days, cut-off, minimum order and locations. */
export interface AdminMarket {
  id: string
  /** The market's name in each language it has. */
  names: Record<string, string>
  city: string
  currency: string
  currencyExponent: number
  /** Weekdays it delivers and opens its pickup points, 0 = Sunday. */
  marketDays: number[]
  /** Minutes after midnight, market time, from which an order counts for the next day. */
  cutoffMinute: number
  minOrderTotal: number
  freeDeliveryFrom: number | null
  locations: AdminMarketLocation[]
}

const MAX_MINOR = 2_147_483_647

export const marketSettingsSchema = z
  .object({
    marketDays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'Each day once' }),
    cutoffMinute: z.number().int().min(0).max(1439),
    minOrderTotal: z.number().int().min(0).max(MAX_MINOR),
    freeDeliveryFrom: z.number().int().min(0).max(MAX_MINOR).nullable(),
  })
  .strict()
export type MarketSettings = z.infer<typeof marketSettingsSchema>

const hhmmSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: 'A time of day, HH:MM' })

/**
 * A time window of a location's market day (decision 039; src/api/arrival-contract.ts SlotWindow): the
 * pickup point's opening hours or the zone's delivery round, and how many orders it takes a day. An
 * id is kept when a window is changed (the day's bookings count against it); a new window gets a new one.
 */
export const slotWindowSchema = z
  .object({
    id: z.string().regex(/^[\w-]{1,40}$/),
    start: hhmmSchema,
    end: hhmmSchema,
    capacity: z.number().int().min(0).max(100_000),
  })
  .strict()
  .refine((w) => w.start < w.end, { message: 'A window ends after it starts', path: ['end'], params: { code: 'end_before_start' } })

export const marketLocationSchema = z
  .object({
    name: z.string().trim().min(2).max(120),
    kind: z.enum(['pickup', 'zone']),
    address: z.string().trim().min(2).max(300),
    deliveryFee: z.number().int().min(0).max(100_000_000),
    /** Left out: unchanged (a new location takes orders all day, one long window). */
    windows: z
      .array(slotWindowSchema)
      .min(1)
      .max(12)
      .refine((ws) => new Set(ws.map((w) => w.id)).size === ws.length, { message: 'Each window once' })
      .optional(),
  })
  .strict()
  .refine((l) => l.kind === 'zone' || l.deliveryFee === 0, { message: 'A pickup point charges no delivery fee', path: ['deliveryFee'] })
export type MarketLocationInput = z.infer<typeof marketLocationSchema>

export const OFFER_STATES = ['upcoming', 'current', 'ended'] as const
export type OfferState = (typeof OFFER_STATES)[number]

export const adminOfferListQuery = z.object({
  storeId: z.preprocess(emptyAsUndefined, z.string().trim().max(40).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** An offer of a market's produce, as the console reads it. */
export interface AdminOffer {
  id: string
  storeId: string
  produceId: string
  /** The produce's and its farm's names (English, the catalog's fallback). */
  produce: string
  farm: string
  percentOff: number
  title: string
  startsAt: string
  endsAt: string
  state: OfferState
}

/** A new offer: a produce of the market, 5–90 % off, from `startsAt` (ISO) until `endsAt`, which is later and in the future. */
export const createOfferSchema = z
  .object({
    produceId: z.string().trim().min(1).max(80),
    percentOff: z.number().int().min(5).max(90),
    title: z.string().trim().min(2).max(80),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .strict()
  .refine((o) => Date.parse(o.endsAt) > Date.parse(o.startsAt), { message: 'It ends after it starts', path: ['endsAt'] })
  .refine((o) => Date.parse(o.endsAt) > Date.now(), { message: 'It ends in the future', path: ['endsAt'] })
export type CreateOfferInput = z.infer<typeof createOfferSchema>

export const offerProducesQuery = z.object({ storeId: z.string().trim().toLowerCase().min(1).max(40) })

/** A produce an offer may be made on: listed in the market, by a farm of it. */
export interface AdminOfferProduce {
  id: string
  name: string
  farm: string
}
