/**
 * The contract between the storefront and its API: request schemas (zod) that the server
 * validates at the edge and the client reuses for forms, and the response envelope every call
 * answers with. This is the one module both `src/` and `server/` import.
 */
import { z } from 'zod'
import { singleLine } from './text-contract'

// ---------------------------------------------------------------- envelope

/** A field-level or request-level problem. `code` is stable; clients translate it, never `message`. */
export interface ApiFieldError {
  /** Dotted path of the field (`credential.secret`), or null for the request as a whole. */
  field: string | null
  code: string
  /** English text for API users and logs; shoppers see a translation chosen by `code`. */
  message: string
  params?: Record<string, string | number>
}

export interface ApiNotification {
  type: 'success' | 'info' | 'warning' | 'error'
  code: string
  title: string
  message: string
}

export interface ListMeta {
  page: number
  perPage: number
  total: number
}

/** Every API response: `{ data, errors, notification }`, lists add `meta`. */
export interface Envelope<T> {
  data: T | null
  errors: ApiFieldError[] | null
  notification: ApiNotification | null
  meta?: ListMeta
}

/** Stable request-level error codes. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'not_found',
  'unsupported_media_type',
  'payload_too_large',
  'method_not_allowed',
  'conflict',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'internal_error',
  'not_ready',
  /** 409 from POST /api/orders: a price, fee or total differs from what the shopper confirmed (each change a field error). */
  'prices_changed',
  /** 403 from POST /api/orders: an account whose e-mail is not confirmed reached the market's limit for such accounts. */
  'email_unconfirmed',
  /** 403 from POST /api/orders/guest: the e-mail address or phone number reached the market's limit for guest orders (decision 024). */
  'guest_limit',
  /** 409 from POST /api/orders: the total is above the market's largest order. */
  'order_above_maximum',
  /** 409 from POST /api/orders: the subtotal is below the market's minimum order (`params.min`, `params.missing`; decision 017). */
  'below_minimum',
  /** 409 from POST /api/orders: the chosen time window has no place left (`windowId`, `params.open`: the windows with room). */
  'slot_full',
  /** 403 from a provider's write (/api/partner/:providerId/…): the provider is suspended or not yet active (decision 032); reading still works. */
  'provider_suspended',
  /** 400 from POST /api/partner/invitations/accept: the invitation's link is unknown, expired or already used. */
  'invitation_invalid',
  /** 403 from POST /api/partner/invitations/accept: the signed-in account's e-mail is not the invited one. */
  'invitation_other_email',
  /** 409 from the portal's order moves (decision 035): the order changed since the device saw it (the shopper cancelled; another member moved it); `params.status`, `params.part`: what it is now. */
  'order_changed',
  /** 409 from the portal's team routes (decision 035): the change would leave the provider without an owner. */
  'last_owner',
  /** 409 from the console's operators (decision 039): the change would leave no admin of every market. */
  'last_admin',
  /** 409 from deleting a market's location (decision 039): orders still to hand over use it; `params.orders`: how many. */
  'location_in_use',
  /** 409 from the console's refund of a payment (decision 043): nothing is owed back on it any more (another operator, or a second click, refunded it). */
  'already_refunded',
  /** 409 from POST /api/chef/bookings (decision 046): the chef's time was just booked by someone else (or overlaps a booking). */
  'slot_taken',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

// ---------------------------------------------------------------- lists

export const LIST_DEFAULTS = { page: 1, perPage: 15, order: 'asc' } as const

/**
 * The spec's list query. `sortBy` and `order` are honoured only when longer than one character
 * (shorter values are ignored, as the spec's client never sends them); a longer value that is not
 * allowed is a 400, not a silent default.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  const ignoreShort = (v: unknown) => (typeof v === 'string' && v.trim().length <= 1 ? undefined : v)
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(LIST_DEFAULTS.page),
    perPage: z.coerce.number().int().min(1).max(100).default(LIST_DEFAULTS.perPage),
    sortBy: z.preprocess(ignoreShort, z.enum(sortable).optional()),
    order: z.preprocess((v) => (typeof ignoreShort(v) === 'string' ? String(v).toLowerCase() : undefined), z.enum(['asc', 'desc']).default(LIST_DEFAULTS.order)),
    searchKeyword: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(200).optional()),
  })
}

// ---------------------------------------------------------------- locations

export const LOCATION_KINDS = ['pickup', 'zone'] as const
export const LOCATION_SORTABLE = ['name', 'kind', 'deliveryFee', 'createdAt', 'updatedAt'] as const

export const locationInputSchema = z
  .object({
    storeId: z.string().trim().min(1).max(40),
    name: z.string().trim().min(2).max(120),
    kind: z.enum(LOCATION_KINDS),
    address: z.string().trim().min(2).max(300),
    deliveryFee: z.number().int().min(0).max(100_000_000).default(0),
  })
  .strict()
export type LocationInput = z.infer<typeof locationInputSchema>

export const locationListQuerySchema = listQuerySchema(LOCATION_SORTABLE).extend({
  storeId: z.string().trim().min(1).max(40).optional(),
  kind: z.enum(LOCATION_KINDS).optional(),
})

export interface Location {
  id: string
  storeId: string
  name: string
  kind: (typeof LOCATION_KINDS)[number]
  address: string
  deliveryFee: number
  createdAt: string
  updatedAt: string
}

// ---------------------------------------------------------------- farm catalog

export interface Farmer {
  id: string
  storeId: string
  name: string
  farmName: string
  story: string
  photo: string
  town: string
  country: string
  practices: string[]
  deliveryDays: number[]
  rating: number
  locationIds: string[]
  featured: boolean
  updatedAt: string
}

export const farmerListQuerySchema = listQuerySchema(['name', 'rating', 'updatedAt'] as const).extend({
  storeId: z.string().trim().min(1).max(40).optional(),
  featured: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
})

// ---------------------------------------------------------------- contact

export const CONTACT_TOPICS = ['order', 'delivery', 'account', 'farmer', 'partnership', 'other'] as const

export const contactMessageSchema = z
  .object({
    name: singleLine(z.string().trim().min(2).max(120)),
    email: z.email().max(254),
    phone: z
      .string()
      .trim()
      .max(32)
      .regex(/^(?:\+?[0-9][0-9 ().-]{5,30})?$/)
      .default(''),
    topic: z.enum(CONTACT_TOPICS),
    message: z.string().trim().min(10).max(5000),
  })
  .strict()
export type ContactMessage = z.infer<typeof contactMessageSchema>
